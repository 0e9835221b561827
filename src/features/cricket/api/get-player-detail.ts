import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cricketKeys, inFormat } from './cricket-keys';
import { DEFAULT_CRICKET_FORMAT, formatQueryOf, type CricketFormatKey } from '../../../../common/cricket/formats';
import { useCricketFormat } from '../hooks/use-cricket-format';

export const getPlayerDetail = (slug: string, fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) =>
  api('cricketPlayerDetail', { params: { slug }, query: formatQueryOf(fmt) });

export const playerDetailQueryOptions = (slug: string, fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) =>
  queryOptions({ queryKey: inFormat(cricketKeys.playerPart(slug, 'detail'), fmt), queryFn: () => getPlayerDetail(slug, fmt) });

export const usePlayerDetail = (slug: string) => useQuery(playerDetailQueryOptions(slug, useCricketFormat()));
