import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cricketKeys } from './cricket-keys';

/** Every player who bowled, with his career bowling (the Table view's Bowling). */
export const playersBowlingQueryOptions = () =>
  queryOptions({ queryKey: cricketKeys.playersBowling(), queryFn: () => api('cricketPlayersBowling') });

/** Every player with a fielding credit (the Table view's Fielding). */
export const playersFieldingQueryOptions = () =>
  queryOptions({ queryKey: cricketKeys.playersFielding(), queryFn: () => api('cricketPlayersFielding') });
