import { queryOptions, useQuery } from '@tanstack/react-query';
import { undeclaredData } from '../../../lib/api-client';
import type { BowlingCareerRow, FieldingCareerRow } from './cricket-types';

/** Every player who bowled, with his career bowling (the Table view's Bowling). */
export const playersBowlingQueryOptions = () =>
  queryOptions({ queryKey: ['playersBowling'], queryFn: () => undeclaredData<BowlingCareerRow[]>('/api/cricket/players_bowling') });

export const usePlayersBowling = (enabled = true) => useQuery({ ...playersBowlingQueryOptions(), enabled });

/** Every player with a fielding credit (the Table view's Fielding). */
export const playersFieldingQueryOptions = () =>
  queryOptions({ queryKey: ['playersFielding'], queryFn: () => undeclaredData<FieldingCareerRow[]>('/api/cricket/players_fielding') });

export const usePlayersFielding = (enabled = true) => useQuery({ ...playersFieldingQueryOptions(), enabled });
