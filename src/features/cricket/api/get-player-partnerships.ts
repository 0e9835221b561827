import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cricketKeys, inFormat } from './cricket-keys';
import { DEFAULT_CRICKET_FORMAT, formatQueryOf, type CricketFormatKey } from '../../../../common/cricket/formats';
import { useCricketFormat } from '../hooks/use-cricket-format';

export const playerPartnershipsQueryOptions = (slug: string, fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) =>
  queryOptions({
    queryKey: inFormat(cricketKeys.playerPart(slug, 'partnerships'), fmt),
    queryFn: () => api('cricketPlayerPartnerships', { params: { slug }, query: formatQueryOf(fmt) }),
  });

export const usePlayerPartnerships = (slug: string) => useQuery(playerPartnershipsQueryOptions(slug, useCricketFormat()));
