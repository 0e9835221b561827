/**
 * The exact cup chances against a brute-force enumeration of every outcome of an 8-player bracket (each tie's
 * winner, 2^7 outcomes, their probabilities multiplied), and against the seeded Monte Carlo within 3 standard
 * errors at 16 and 32 entrants; byes; a result that completes a round.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { raceChance } from '../ratings/match-up-odds';
import { bracketSize, exactCupChances, resolveTies, roundCount, roundNames, slotsForField, standardSlots, type BracketSpec } from './bracket';
import { simulateCups } from './cup-sim';

/** Frame chances from made-up strengths: p(i beats j) = s_i / (s_i + s_j). */
function specFor(n: number, raceTo: number[], seed = 1): BracketSpec {
  const rng = createRng(seed);
  const s = Array.from({ length: n }, () => 0.3 + rng.next());
  const frame = new Float64Array(n * n);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) frame[i * n + j] = i === j ? 0.5 : s[i] / (s[i] + s[j]);
  return { n, slots: slotsForField(n), raceTo, frame };
}

describe('draw', () => {
  it('standard seeding and byes for the top seeds', () => {
    expect(standardSlots(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(standardSlots(4)).toEqual([1, 4, 2, 3]);
    expect(bracketSize(6)).toBe(8);
    expect(bracketSize(8)).toBe(8);
    expect(bracketSize(9)).toBe(16);
    // Six entrants: seeds 1 and 2 (indices 0 and 1) get byes.
    expect(slotsForField(6)).toEqual([0, -1, 3, 4, 1, -1, 2, 5]);
    expect(roundNames(4)).toEqual(['Round 1', 'Quarter-finals', 'Semi-finals', 'Final']);
    expect(() => bracketSize(1)).toThrow();
  });
});

describe('exact cup chances', () => {
  it('match a brute-force enumeration of every outcome of an 8-player bracket', () => {
    const spec = specFor(8, [2, 3, 4]);
    const exact = exactCupChances(spec);
    // Enumerate: 7 ties, each outcome bit picks the tie's first or second player.
    const reach = Array.from({ length: 8 }, () => [1, 0, 0, 0]);
    const race = (i: number, j: number, r: number) => raceChance(spec.frame[i * 8 + j], spec.raceTo[r], spec.raceTo[r]);
    for (let mask = 0; mask < 128; mask++) {
      let prob = 1;
      let field = [...spec.slots];
      let bit = 0;
      const reached: number[][] = [];
      for (let r = 0; r < 3; r++) {
        const next: number[] = [];
        for (let k = 0; k < field.length; k += 2) {
          const first = (mask >> bit++) & 1;
          const w = first ? field[k] : field[k + 1];
          const l = first ? field[k + 1] : field[k];
          prob *= race(w, l, r);
          next.push(w);
        }
        reached.push(next);
        field = next;
      }
      reached.forEach((list, r) => list.forEach((i) => (reach[i][r + 1] += prob)));
    }
    for (let i = 0; i < 8; i++) for (let r = 0; r <= 3; r++) expect(exact[i][r]).toBeCloseTo(reach[i][r], 12);
    const winSum = exact.reduce((s, row) => s + row[3], 0);
    expect(winSum).toBeCloseTo(1, 12);
  });

  for (const n of [16, 32]) {
    // Every cell (entrant x round) is compared: the win chances within 3 standard errors each, and all the
    // n x R cells within 4 (Bonferroni: 160 comparisons at 32 entrants keep a family-wise false alarm under 1 %).
    it(`agree with the seeded Monte Carlo within 3 standard errors (${n} entrants)`, () => {
      const R = roundCount(bracketSize(n));
      const spec = specFor(n, Array.from({ length: R }, (_, r) => 2 + (r % 3)), n);
      const exact = exactCupChances(spec);
      const runs = 20_000;
      const sim = simulateCups(spec, undefined, runs, `cup-${n}`);
      for (let i = 0; i < n; i++) {
        for (let r = 1; r <= R; r++) {
          const p = exact[i][r];
          const se = Math.sqrt((p * (1 - p)) / runs);
          const est = sim.counts[i * (R + 1) + r] / runs;
          expect(Math.abs(est - p), `entrant ${i} round ${r}`).toBeLessThanOrEqual((r === R ? 3 : 4) * se + 1e-9);
        }
      }
    });
  }

  it('byes: a 6-player field, seeds 1 and 2 reach round 2 for sure; the bracket with results agrees with the Monte Carlo', () => {
    const spec = specFor(6, [2, 3, 3]);
    const exact = exactCupChances(spec);
    expect(exact[0][1]).toBe(1);
    expect(exact[1][1]).toBe(1);
    // Entrants 3 and 4 meet in round 1 (a race to 2).
    expect(exact[3][1]).toBeCloseTo(raceChance(spec.frame[3 * 6 + 4], 2, 2), 12);
    expect(exact[3][1] + exact[4][1]).toBeCloseTo(1, 12);
    const win = exact.reduce((s, row) => s + row[3], 0);
    expect(win).toBeCloseTo(1, 12);
  });

  it('a result that completes a round fixes who goes on; a part-played tie races from its score', () => {
    const spec = specFor(6, [2, 3, 3]);
    // Frames (in order): entrant 4 beats 3 twice; 2 v 5 goes 1-1 (after four frames), then 5 wins it 2-1.
    const played: { a: number; b: number; w: number }[] = [
      { a: 3, b: 4, w: 4 },
      { a: 2, b: 5, w: 2 },
      { a: 3, b: 4, w: 4 },
      { a: 2, b: 5, w: 5 },
      { a: 2, b: 5, w: 5 },
    ];
    const frames = (cut: number) => (_r: number, a: number, b: number, after: number) => {
      const winners: number[] = [];
      const lastOrder: number[] = [];
      played.slice(0, cut).forEach((f, order) => {
        if (order > after && ((f.a === a && f.b === b) || (f.a === b && f.b === a))) {
          winners.push(f.w);
          lastOrder.push(order);
        }
      });
      return { winners, lastOrder };
    };
    const half = resolveTies(spec, frames(4)).ties;
    expect(half[0][1]).toMatchObject({ a: 3, b: 4, winsA: 0, winsB: 2, winner: 4 });
    expect(half[0][3]).toMatchObject({ a: 2, b: 5, winsA: 1, winsB: 1, winner: -1 });
    // Round 2's first tie: 0 (bye) against the winner of 3 v 4, now known.
    expect(half[1][0]).toMatchObject({ a: 0, b: 4, winner: -1 });
    const mid = exactCupChances(spec, half);
    expect(mid[3][1]).toBe(0);
    expect(mid[4][1]).toBe(1);
    expect(mid[2][1]).toBeCloseTo(raceChance(spec.frame[2 * 6 + 5], 1, 1), 12);
    const done = resolveTies(spec, frames(5)).ties;
    expect(done[0][3].winner).toBe(5);
    const after = exactCupChances(spec, done);
    expect(after[5][1]).toBe(1);
    expect(after[2][1]).toBe(0);
    // Every entrant's chances sum to 1 over the title, and the Monte Carlo from this state agrees.
    expect(after.reduce((s, row) => s + row[3], 0)).toBeCloseTo(1, 12);
    const runs = 20_000;
    const sim = simulateCups(spec, done, runs, 'after');
    for (let i = 0; i < 6; i++) {
      const p = after[i][3];
      expect(Math.abs(sim.counts[i * 4 + 3] / runs - p)).toBeLessThanOrEqual(3 * Math.sqrt((p * (1 - p)) / runs) + 1e-9);
    }
  });
});
