/**
 * The games that matter: for each of the next open fixtures, the title chances with each result
 * fixed (conditional simulations on the same seed streams as the forecast, so the two runs differ only by
 * what that fixture decides), and the swing between them.
 */
import type { ForecastInput, WhatIf } from './types';

/** How many of the next open fixtures are examined, and simulations per fixed result. */
export const MATTER_CANDIDATES = 10;
export const MATTER_SIMS = 4_000;
export const MATTER_SHOWN = 5;

export interface ConditionalRun {
  fixture_id: number;
  /** The what-ifs of the forecast plus this fixture's fixed result. */
  whatIfs: WhatIf[];
  winner_id: number;
  loser_id: number;
}

/** The next open fixtures (in the input's date order, what-if fixtures left out) and the two runs of each. */
export function conditionalRuns(input: ForecastInput, whatIfs: readonly WhatIf[] = [], candidates = MATTER_CANDIDATES): ConditionalRun[] {
  const fixed = new Set(whatIfs.map((w) => w.fixture_id));
  return input.remaining
    .filter((f) => !fixed.has(f.fixture_id))
    .slice(0, candidates)
    .flatMap((f) =>
      [
        [f.player1_id, f.player2_id],
        [f.player2_id, f.player1_id],
      ].map(([w, l]) => ({ fixture_id: f.fixture_id, whatIfs: [...whatIfs, { fixture_id: f.fixture_id, winner_id: w }], winner_id: w, loser_id: l })),
    );
}

export interface GameThatMatters {
  fixture_id: number;
  date: string;
  /** The result that moves one player's title chance the most, and that player. */
  winner_id: number;
  loser_id: number;
  player_id: number;
  /** Title chance now (the forecast) and with that result (conditional), percent. */
  from: number;
  to: number;
  /** Largest difference in any player's title chance between the two results, percentage points. */
  swing: number;
}

/**
 * `base[playerId]` = the forecast's title chance; `conditional[i][playerId]` = title chance of run i of
 * `conditionalRuns`. Returns the fixtures ordered by swing (largest first), at most `shown`.
 */
export function gamesThatMatter(
  input: ForecastInput,
  runs: readonly ConditionalRun[],
  base: ReadonlyMap<number, number>,
  conditional: readonly ReadonlyMap<number, number>[],
  shown = MATTER_SHOWN,
): GameThatMatters[] {
  const out: GameThatMatters[] = [];
  for (let r = 0; r + 1 < runs.length; r += 2) {
    const fixture = input.remaining.find((f) => f.fixture_id === runs[r].fixture_id);
    if (!fixture) continue;
    let swing = 0;
    let best: GameThatMatters | null = null;
    for (const row of input.table) {
      const id = row.player_id;
      const a = conditional[r].get(id) ?? 0;
      const b = conditional[r + 1].get(id) ?? 0;
      swing = Math.max(swing, Math.abs(a - b));
      for (const [k, value] of [
        [r, a],
        [r + 1, b],
      ] as const) {
        const from = base.get(id) ?? 0;
        if (!best || Math.abs(value - from) > Math.abs(best.to - best.from)) {
          best = { fixture_id: fixture.fixture_id, date: fixture.date, winner_id: runs[k].winner_id, loser_id: runs[k].loser_id, player_id: id, from, to: value, swing: 0 };
        }
      }
    }
    if (best) out.push({ ...best, swing });
  }
  // Ties in swing keep date order (stable sort).
  return out.sort((x, y) => y.swing - x.swing).slice(0, shown);
}
