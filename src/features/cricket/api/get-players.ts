import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cricketKeys } from './cricket-keys';

export const getPlayers = () => api('cricketPlayers');

export const playersQueryOptions = () => queryOptions({ queryKey: cricketKeys.players(), queryFn: getPlayers });

export const usePlayers = () => useQuery(playersQueryOptions());
