import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { DEFAULT_MATCHUP, randomPlayerAttributes, type Matchup, type PlayerKey } from './attributes';
import { runBatch } from './batch';
import { exactWinProbability } from './exact';
import { FRAME_OUT_SIZE, F_WINNER, playFrame, type Stage } from './frame';
import { packMatchup, PARAM_STRIDE } from './attributes';
import { matchup, player } from '../../tests/fixtures/frame-model-helpers';

/** Monte Carlo share of player1 wins with a fixed breaker. */
function monteCarlo(stage: Stage, m: Matchup, breaker: PlayerKey, games: number, seed: string): number {
  const rng = createRng(seed);
  const params = packMatchup(m);
  const out = new Int32Array(FRAME_OUT_SIZE);
  let wins = 0;
  for (let i = 0; i < games; i++) {
    playFrame(stage, params, 0, PARAM_STRIDE, breaker === 'player1' ? 0 : 1, rng, out, null);
    if (out[F_WINNER] === 0) wins++;
  }
  return wins / games;
}

const attributeRng = createRng('exact-attribute-sets');
const sets: [string, Matchup][] = [
  ['defaults', DEFAULT_MATCHUP],
  ['random A', { player1: randomPlayerAttributes(attributeRng), player2: randomPlayerAttributes(attributeRng) }],
  ['random B', { player1: randomPlayerAttributes(attributeRng), player2: randomPlayerAttributes(attributeRng) }],
  ['foul-heavy', matchup(player({ make: 0.7, foul: 0.3, breakMake: 0.8, breakFoul: 0.2, splitBenefit: 0.25, splitDuration: 4, makeBlack: 0.3 }), player({ make: 0.3, foul: 0.1, breakMake: 0.3, breakFoul: 0.05, splitBenefit: 0.6, splitDuration: 2, makeBlack: 0.1 }))],
];

describe('exact frame odds', () => {
  for (const stage of [1, 2, 3] as const) {
    for (const [name, m] of sets) {
      for (const breaker of ['player1', 'player2'] as const) {
        it(`Monte Carlo agrees within 3 standard errors: stage ${stage}, ${name}, ${breaker} breaks`, () => {
          const n = 4000;
          const exact = exactWinProbability(stage, m, breaker);
          const mc = monteCarlo(stage, m, breaker, n, `mc-${stage}-${name}-${breaker}`);
          const se = Math.sqrt((exact * (1 - exact)) / n);
          expect(Math.abs(mc - exact)).toBeLessThanOrEqual(3 * se + 1e-12);
        });
      }
    }
  }

  it('agrees with a large default batch to within 3 standard errors (stage 3, alternating breakers)', () => {
    const r = runBatch({ stage: 3, matchup: DEFAULT_MATCHUP, games: 40_000, seed: 'exact-batch', keepGames: 0 });
    const p = r.odds.player1.exactProbability;
    expect(p).toBeCloseTo(exactWinProbability(3, DEFAULT_MATCHUP, 'alternate'), 12);
    expect(Math.abs(r.player1.winShare - p)).toBeLessThanOrEqual(3 * Math.sqrt((p * (1 - p)) / 40_000));
  });

  it('gives certainties and symmetries where they are known', () => {
    const sure = player({ make: 1, breakMake: 1 });
    const weak = player({ make: 0.3 });
    for (const stage of [1, 2, 3] as const) {
      expect(exactWinProbability(stage, matchup(sure, weak), 'player1')).toBeCloseTo(1, 12);
    }
    const same = player({ make: 0.45, foul: 0.03, breakMake: 0.6, breakFoul: 0.02, splitBenefit: 0.1, splitDuration: 2, makeBlack: 0.02 });
    for (const stage of [1, 2, 3] as const) {
      expect(exactWinProbability(stage, matchup(same, same), 'alternate')).toBeCloseTo(0.5, 12);
      const p1 = exactWinProbability(stage, matchup(same, same), 'player1');
      const p2 = exactWinProbability(stage, matchup(same, same), 'player2');
      expect(p1 + p2).toBeCloseTo(1, 12);
    }
    // Stage 1 with make 0.5 each for the starter: starting is an advantage.
    expect(exactWinProbability(1, matchup(player({ make: 0.5 }), player({ make: 0.5 })), 'player1')).toBeGreaterThan(0.5);
  });

  it('a certain black on every foul with certain fouls loses the break', () => {
    const fouler = player({ breakFoul: 1, makeBlack: 1, foul: 1 });
    expect(exactWinProbability(3, matchup(fouler, player({})), 'player1')).toBeCloseTo(0, 12);
  });

  it('rejects bad input', () => {
    expect(() => exactWinProbability(3, DEFAULT_MATCHUP, 'nobody' as PlayerKey)).toThrow(/breaker/);
    expect(() => exactWinProbability(0 as Stage, DEFAULT_MATCHUP, 'player1')).toThrow(/stage/);
  });
});
