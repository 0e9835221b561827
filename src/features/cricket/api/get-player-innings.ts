import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cricketKeys, inFormat } from './cricket-keys';
import { DEFAULT_CRICKET_FORMAT, formatQueryOf, type CricketFormatKey } from '../../../../common/cricket/formats';
import { useCricketFormat } from '../hooks/use-cricket-format';

export const getPlayerInnings = (slugOrId: string, fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) =>
  api('cricketPlayerInnings', { params: { slugOrId }, query: formatQueryOf(fmt) });

export const playerInningsQueryOptions = (slugOrId: string, fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) =>
  queryOptions({ queryKey: inFormat(cricketKeys.playerPart(slugOrId, 'innings'), fmt), queryFn: () => getPlayerInnings(slugOrId, fmt) });

export const usePlayerInnings = (slugOrId: string) => useQuery(playerInningsQueryOptions(slugOrId, useCricketFormat()));
