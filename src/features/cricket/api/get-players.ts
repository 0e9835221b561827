import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getPlayers = () => api('cricketPlayers');

export const playersQueryOptions = () => queryOptions({ queryKey: ['cricketPlayers'], queryFn: getPlayers });

export const usePlayers = () => useQuery(playersQueryOptions());
