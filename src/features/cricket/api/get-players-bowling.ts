import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cricketKeys, inFormat } from './cricket-keys';
import { DEFAULT_CRICKET_FORMAT, formatQueryOf, type CricketFormatKey } from '../../../../common/cricket/formats';

/** Every player who bowled, with his career bowling (the Table view's Bowling). */
export const playersBowlingQueryOptions = (fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) =>
  queryOptions({ queryKey: inFormat(cricketKeys.playersBowling(), fmt), queryFn: () => api('cricketPlayersBowling', { query: formatQueryOf(fmt) }) });

/** Every player with a fielding credit (the Table view's Fielding). */
export const playersFieldingQueryOptions = (fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) =>
  queryOptions({ queryKey: inFormat(cricketKeys.playersFielding(), fmt), queryFn: () => api('cricketPlayersFielding', { query: formatQueryOf(fmt) }) });
