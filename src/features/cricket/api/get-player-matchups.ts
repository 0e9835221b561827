import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cricketKeys, inFormat } from './cricket-keys';
import { DEFAULT_CRICKET_FORMAT, formatQueryOf, type CricketFormatKey } from '../../../../common/cricket/formats';
import { useCricketFormat } from '../hooks/use-cricket-format';

export const getPlayerMatchups = (slug: string, fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) =>
  api('cricketPlayerMatchups', { params: { slug }, query: formatQueryOf(fmt) });

/** Every bowler the player faced, whole career (the unfiltered "Against each bowler"). */
export const playerMatchupsQueryOptions = (slug: string, fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) =>
  queryOptions({ queryKey: inFormat(cricketKeys.playerPart(slug, 'matchups'), fmt), queryFn: () => getPlayerMatchups(slug, fmt) });

export const usePlayerMatchups = (slug: string, enabled = true) => useQuery({ ...playerMatchupsQueryOptions(slug, useCricketFormat()), enabled });

export const getPlayerMatchupInnings = (slug: string, fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) =>
  api('cricketPlayerMatchupInnings', { params: { slug }, query: formatQueryOf(fmt) });

/** The same figures per innings, fetched only when the filter bar is in use. */
export const playerMatchupInningsQueryOptions = (slug: string, fmt: CricketFormatKey = DEFAULT_CRICKET_FORMAT) =>
  queryOptions({ queryKey: inFormat(cricketKeys.playerPart(slug, 'matchup-innings'), fmt), queryFn: () => getPlayerMatchupInnings(slug, fmt) });

export const usePlayerMatchupInnings = (slug: string, enabled: boolean) =>
  useQuery({ ...playerMatchupInningsQueryOptions(slug, useCricketFormat()), enabled });
