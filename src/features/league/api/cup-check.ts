/**
 * The Monte Carlo check of a cup's exact chances: a seeded run of simulated cups from the cup's current state on
 * one of the page's simulation workers (workers/cups/cup-sim.ts), compared entrant by entrant and round by round.
 */
import { useEffect, useState } from 'react';
import type { PoolCup } from '../../../../contracts/cup';
import type { BracketSpec, TieState } from '../../../../workers/cups/bracket';
import { simulationWorkers } from '../../../../workers/runtime/simulation-workers';
import { isAbortError } from '../../../../workers/runtime/scatter';

export const CHECK_RUNS = 100_000;
export const CHECK_SEED = 1;

/** The bracket and tie states of a cup answer, as the engine takes them. */
export function cupSpec(cup: PoolCup): { spec: BracketSpec; ties: TieState[][] } {
  const n = cup.entrants.length;
  const index = new Map(cup.entrants.map((e, i) => [e.player_id, i]));
  const ix = (id: number | null) => (id === null ? -1 : index.get(id)!);
  return {
    spec: { n, slots: cup.slots.map((s) => (s === null ? -1 : s)), raceTo: cup.rounds.map((r) => r.race_to), frame: cup.frame_chances.flat() },
    ties: cup.ties.map((row) => row.map((t) => ({ a: ix(t.player_a_id), b: ix(t.player_b_id), winsA: t.wins_a, winsB: t.wins_b, winner: ix(t.winner_id) }))),
  };
}

export interface CupCheck {
  runs: number;
  seed: number;
  /** The largest |simulated - exact| over every entrant and round, in standard errors of the simulation (0 when every exact chance is 0 or 1). */
  maxZ: number;
  /** The same gap in percentage points. */
  maxGap: number;
}

export type CupCheckState = { status: 'running' } | { status: 'done'; check: CupCheck } | { status: 'error'; error: unknown };

export function useCupCheck(cup: PoolCup | undefined): CupCheckState {
  const [state, setState] = useState<CupCheckState>({ status: 'running' });
  const key = cup ? JSON.stringify([cup.id, cup.ties, cup.frame_chances]) : '';
  useEffect(() => {
    if (!cup) return;
    const controller = new AbortController();
    setState({ status: 'running' });
    const { spec, ties } = cupSpec(cup);
    simulationWorkers()
      .simulateCups(spec, ties, CHECK_RUNS, CHECK_SEED, { signal: controller.signal })
      .then((sim) => {
        const R = cup.rounds.length;
        let maxZ = 0;
        let maxGap = 0;
        cup.entrants.forEach((e, i) => {
          e.chances.forEach((p, r) => {
            const est = sim.counts[i * (R + 1) + r + 1] / CHECK_RUNS;
            const gap = Math.abs(est - p);
            maxGap = Math.max(maxGap, gap);
            const se = Math.sqrt((p * (1 - p)) / CHECK_RUNS);
            if (se > 0) maxZ = Math.max(maxZ, gap / se);
          });
        });
        setState({ status: 'done', check: { runs: CHECK_RUNS, seed: CHECK_SEED, maxZ, maxGap: maxGap * 100 } });
      })
      .catch((error: unknown) => {
        if (!isAbortError(error)) setState({ status: 'error', error });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the cup's content
  }, [key]);
  return state;
}
