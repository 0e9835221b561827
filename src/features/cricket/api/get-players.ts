import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cricketKeys, inFormat } from './cricket-keys';
import { DEFAULT_CRICKET_FORMAT, formatQueryOf, type CricketFormatKey } from '../../../../common/cricket/formats';
import { useCricketFormat } from '../hooks/use-cricket-format';

export const getPlayers = (fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) => api('cricketPlayers', { query: formatQueryOf(fmt) });

export const playersQueryOptions = (fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) =>
  queryOptions({ queryKey: inFormat(cricketKeys.players(), fmt), queryFn: () => getPlayers(fmt) });

export const usePlayers = () => useQuery(playersQueryOptions(useCricketFormat()));
