import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import type { CricketPlayer } from './cricket-types';

export const getPlayers = () => apiData<CricketPlayer[]>('/cricket/players');

export const playersQueryOptions = () => queryOptions({ queryKey: ['cricketPlayers'], queryFn: getPlayers });

export const usePlayers = () => useQuery(playersQueryOptions());
