import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactStatus } from './exact-status';
import type { ForecastInput } from './types';

/**
 * The oracle: every outcome of the open fixtures enumerated, with the tie rule written out independently
 * (points decide; a points tie is open unless both players have no fixture left, when score difference then
 * score for settle it).
 */
function bruteForce(input: ForecastInput, playing?: ReadonlySet<number>) {
  const n = input.table.length;
  const idx = new Map(input.table.map((r, i) => [r.player_id, i]));
  const games = input.remaining.map((f) => [idx.get(f.player1_id)!, idx.get(f.player2_id)!]);
  const stillPlays = input.table.map((r) => playing?.has(r.player_id) ?? input.remaining.some((f) => f.player1_id === r.player_id || f.player2_id === r.player_id));
  const key = (i: number) => [input.table[i].score_for - input.table[i].score_against, input.table[i].score_for];
  // settledBetter(i, j): the tie between i and j is fixed in i's favour.
  const settledBetter = (i: number, j: number) => {
    if (stillPlays[i] || stillPlays[j]) return false;
    const [di, fi] = key(i);
    const [dj, fj] = key(j);
    return di > dj || (di === dj && fi > fj);
  };
  const canWin = new Array(n).fill(false);
  const alwaysFirst = new Array(n).fill(true);
  const canBottom = new Array(n).fill(false);
  for (let mask = 0; mask < 2 ** games.length; mask++) {
    const pts = input.table.map((r) => r.points);
    games.forEach(([a, b], g) => {
      pts[(mask >> g) & 1 ? b : a] += 2;
    });
    for (let i = 0; i < n; i++) {
      let top = true;
      let surelyTop = true;
      let bottom = true;
      for (let j = 0; j < n; j++) {
        if (j === i) continue;
        if (pts[j] > pts[i] || (pts[j] === pts[i] && settledBetter(j, i))) top = false;
        if (!(pts[i] > pts[j] || (pts[i] === pts[j] && settledBetter(i, j)))) surelyTop = false;
        if (pts[j] < pts[i] || (pts[j] === pts[i] && settledBetter(i, j))) bottom = false;
      }
      if (top) canWin[i] = true;
      if (!surelyTop) alwaysFirst[i] = false;
      if (bottom) canBottom[i] = true;
    }
  }
  return input.table.map((_, i) => ({ can_win: canWin[i], champion: alwaysFirst[i], can_finish_bottom: canBottom[i] }));
}

const seasonArb = fc
  .integer({ min: 1, max: 7 })
  .chain((n) =>
    fc.record({
      table: fc.array(
        fc.record({ wins: fc.integer({ min: 0, max: 6 }), sf: fc.integer({ min: 0, max: 6 }), sa: fc.integer({ min: 0, max: 6 }) }),
        { minLength: n, maxLength: n },
      ),
      games: n < 2 ? fc.constant([] as [number, number][]) : fc.array(fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 1, max: n - 1 })), { maxLength: 12 }),
    }),
  )
  .map(({ table, games }): ForecastInput => {
    const n = table.length;
    return {
      season: { name: 's', start_date: '2026-01-01' },
      beta: 0.1,
      // Small ranges so ties on points and on the tie-breaks are common.
      table: table.map((t, i) => ({ player_id: 10 + i, name: `P${i}`, played: t.wins, won: t.wins, lost: 0, points: 2 * t.wins, score_for: t.sf, score_against: t.sa })),
      remaining: games.map(([a, d], k) => ({ fixture_id: k + 1, date: '2026-02-01', player1_id: 10 + a, player2_id: 10 + ((a + d) % n), p1_win: 0.5 })),
      losing_scores: [{ score: 4, count: 1 }],
    };
  });

describe('exact title and bottom status', () => {
  it('agrees with every outcome enumerated (up to 12 open fixtures, random small seasons)', () => {
    fc.assert(
      fc.property(seasonArb, (input) => {
        expect(exactStatus(input)).toEqual(bruteForce(input));
      }),
      { numRuns: 400, seed: 2026 },
    );
  });

  it('applies what-ifs as fixed winners', () => {
    fc.assert(
      fc.property(seasonArb, fc.array(fc.boolean(), { maxLength: 12 }), (input, flips) => {
        const whatIfs = input.remaining.slice(0, flips.length).map((f, k) => ({ fixture_id: f.fixture_id, winner_id: flips[k] ? f.player1_id : f.player2_id }));
        // The oracle sees a fixed result as points already won, the fixture still "to play" for the tie rule.
        const fixedIds = new Set(whatIfs.map((w) => w.fixture_id));
        const pinned: ForecastInput = {
          ...input,
          table: input.table.map((r) => ({ ...r, points: r.points + 2 * whatIfs.filter((w) => w.winner_id === r.player_id).length })),
          remaining: input.remaining.filter((f) => !fixedIds.has(f.fixture_id)),
        };
        // A player whose fixtures were all fixed still plays them: their tie-breaks are not settled yet.
        const playing = new Set(input.remaining.flatMap((f) => [f.player1_id, f.player2_id]));
        expect(exactStatus(input, whatIfs)).toEqual(bruteForce(pinned, playing));
      }),
      { numRuns: 200, seed: 7 },
    );
  });

  it('declares the only player champion, and a finished season by its table order', () => {
    const one: ForecastInput = { season: null, beta: 0, table: [{ player_id: 1, name: 'A', played: 0, won: 0, lost: 0, points: 0, score_for: 0, score_against: 0 }], remaining: [], losing_scores: [] };
    expect(exactStatus(one)).toEqual([{ can_win: true, champion: true, can_finish_bottom: true }]);
  });

  it('settles a points tie between two players with no fixture left on score difference', () => {
    const input: ForecastInput = {
      season: null,
      beta: 0,
      table: [
        { player_id: 1, name: 'A', played: 1, won: 1, lost: 0, points: 2, score_for: 10, score_against: 3 },
        { player_id: 2, name: 'B', played: 1, won: 1, lost: 0, points: 2, score_for: 10, score_against: 5 },
      ],
      remaining: [],
      losing_scores: [],
    };
    expect(exactStatus(input)).toEqual([
      { can_win: true, champion: true, can_finish_bottom: false },
      { can_win: false, champion: false, can_finish_bottom: true },
    ]);
  });
});
