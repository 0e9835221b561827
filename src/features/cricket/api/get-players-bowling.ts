import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every player who bowled, with his career bowling (the Table view's Bowling). */
export const playersBowlingQueryOptions = () =>
  queryOptions({ queryKey: ['playersBowling'], queryFn: () => api('cricketPlayersBowling') });

export const usePlayersBowling = (enabled = true) => useQuery({ ...playersBowlingQueryOptions(), enabled });

/** Every player with a fielding credit (the Table view's Fielding). */
export const playersFieldingQueryOptions = () =>
  queryOptions({ queryKey: ['playersFielding'], queryFn: () => api('cricketPlayersFielding') });

export const usePlayersFielding = (enabled = true) => useQuery({ ...playersFieldingQueryOptions(), enabled });
