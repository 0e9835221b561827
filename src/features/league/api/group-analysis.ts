/**
 * The group analysis (Colley replay, win-probability model, prediction tables) runs on one worker of the page's
 * simulation workers (workers/runtime/simulation-workers.ts), so the page never freezes.
 */
import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupAnalysis } from '../../../../workers/ratings/group-analysis';
import { simulationWorkers } from '../../../../workers/runtime/simulation-workers';
import type { PoolMatch, PoolPlayer } from '../../../../contracts/league';
import { poolKeys } from '../../../lib/pool-keys';

export async function analyseGroupInWorker(players: PoolPlayer[], matches: PoolMatch[]): Promise<GroupAnalysis> {
  try {
    return await simulationWorkers().analyseGroup(
      players.map((p) => p.id),
      matches,
    );
  } catch (e) {
    throw new Error(`Rating replay failed: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** A cheap fingerprint of the inputs, so the cached analysis follows any change to the matches. */
function fingerprint(players: PoolPlayer[] | undefined, matches: PoolMatch[] | undefined): string {
  let h = 2166136261;
  const mix = (v: number) => {
    h = Math.imul(h ^ (v * 1000), 16777619) >>> 0;
  };
  for (const p of players ?? []) mix(p.id);
  for (const m of matches ?? []) {
    mix(m.match_id);
    mix(m.winner_player_id);
    mix(m.fixture_weight);
    mix(m.session_id);
  }
  return `${players?.length ?? 0}:${matches?.length ?? 0}:${h.toString(36)}`;
}

export const groupAnalysisOptions = (slug: string, players: PoolPlayer[] | undefined, matches: PoolMatch[] | undefined) =>
  queryOptions({
    queryKey: poolKeys.groupAnalysis(slug, fingerprint(players, matches)),
    queryFn: () => analyseGroupInWorker(players!, matches!),
    enabled: Boolean(players && matches),
    staleTime: Infinity,
    retry: false,
  });

/** The options are worked out once per input (the fingerprint walks every match), not on every render of the page. */
export const useGroupAnalysis = (slug: string, players: PoolPlayer[] | undefined, matches: PoolMatch[] | undefined) =>
  useQuery(useMemo(() => groupAnalysisOptions(slug, players, matches), [slug, players, matches]));
