/**
 * The group analysis (Colley replay, win-probability model, prediction tables) runs in a module worker so the
 * page never freezes. One worker is created on first use and reused.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { wrap, type Remote } from 'comlink';
import type { PoolAnalysisWorkerApi } from '../../../../workers/entries/pool-analysis.worker';
import type { GroupAnalysis } from '../../../../workers/ratings/group-analysis';
import type { PoolMatch, PoolPlayer } from '../../../../contracts/league';

let remote: Remote<PoolAnalysisWorkerApi> | null = null;
function worker() {
  if (!remote) {
    const w = new Worker(new URL('../../../../workers/entries/pool-analysis.worker.ts', import.meta.url), { type: 'module' });
    remote = wrap<PoolAnalysisWorkerApi>(w);
  }
  return remote;
}

export async function analyseGroupInWorker(players: PoolPlayer[], matches: PoolMatch[]): Promise<GroupAnalysis> {
  try {
    return await worker().analyseGroup(
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
    queryKey: ['pool', 'group', slug, 'analysis', fingerprint(players, matches)],
    queryFn: () => analyseGroupInWorker(players!, matches!),
    enabled: Boolean(players && matches),
    staleTime: Infinity,
    retry: false,
  });

export const useGroupAnalysis = (slug: string, players: PoolPlayer[] | undefined, matches: PoolMatch[] | undefined) =>
  useQuery(groupAnalysisOptions(slug, players, matches));
