import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cricketKeys, inFormat } from './cricket-keys';
import { DEFAULT_CRICKET_FORMAT, formatQueryOf, type CricketFormatKey } from '../../../../common/cricket/formats';
import { useCricketFormat } from '../hooks/use-cricket-format';

/** The career's bowling summary and every innings he bowled in. */
export const playerBowlingQueryOptions = (slug: string, fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) =>
  queryOptions({
    queryKey: inFormat(cricketKeys.playerPart(slug, 'bowling'), fmt),
    queryFn: () => api('cricketPlayerBowling', { params: { slug }, query: formatQueryOf(fmt) }),
  });

export const usePlayerBowling = (slug: string, enabled = true) => useQuery({ ...playerBowlingQueryOptions(slug, useCricketFormat()), enabled });

/** The batters he bowled to per innings and every wicket's kind (the Bowling view's match-ups and kinds). */
export const playerBowlingMatchupsQueryOptions = (slug: string, fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) =>
  queryOptions({
    queryKey: inFormat(cricketKeys.playerPart(slug, 'bowling-matchups'), fmt),
    queryFn: () => api('cricketPlayerBowlingMatchups', { params: { slug }, query: formatQueryOf(fmt) }),
  });

export const usePlayerBowlingMatchups = (slug: string) => useQuery(playerBowlingMatchupsQueryOptions(slug, useCricketFormat()));

/** Every match he played with his fielding credits in it: the Fielding view filters and sums these. */
export const playerFieldingMatchesQueryOptions = (slug: string, fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) =>
  queryOptions({
    queryKey: inFormat(cricketKeys.playerPart(slug, 'fielding-matches'), fmt),
    queryFn: () => api('cricketPlayerFieldingMatches', { params: { slug }, query: formatQueryOf(fmt) }),
  });

export const usePlayerFieldingMatches = (slug: string) => useQuery(playerFieldingMatchesQueryOptions(slug, useCricketFormat()));
