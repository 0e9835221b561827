import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '../core/rng';
import { ATTRIBUTE_OPTIONS, DEFAULT_MATCHUP, stage1Matchup, type Matchup, type PlayerAttributes, type PlayerKey } from './attributes';
import { simulateFrame, type GameRecord, type Stage } from './frame';
import { matchup, player, scriptedRng } from '../../tests/fixtures/frame-model-helpers';

const chance = (lo: number, hi: number) => fc.double({ min: lo, max: hi, noNaN: true });
const attributesArb: fc.Arbitrary<PlayerAttributes> = fc.record({
  regular: fc.record({ make: chance(0.05, 1), foul: chance(0, 0.5) }),
  break: fc.record({
    make: chance(0, 1),
    splitBenefit: fc.constantFrom(...ATTRIBUTE_OPTIONS.splitBenefit, 0, 1),
    splitDuration: fc.integer({ min: 0, max: 6 }),
    foul: chance(0, 0.5),
  }),
  foul: fc.record({ makeBlack: chance(0, 1) }),
});
const matchupArb: fc.Arbitrary<Matchup> = fc.record({ player1: attributesArb, player2: attributesArb });
const stageArb = fc.constantFrom<Stage>(1, 2, 3);
const other = (k: PlayerKey): PlayerKey => (k === 'player1' ? 'player2' : 'player1');

/** Checks every rule of decisions.md "Pool frame model" on a recorded frame; returns a failure text or null. */
function checkFrame(stage: Stage, g: GameRecord): void {
  const { shots } = g;
  const loser = other(g.winner);
  expect(g[g.winner].score).toBe(10);
  expect(g[loser].score).toBeLessThanOrEqual(7);
  expect(g.scoreText).toBe(`${g.player1.score}-${g.player2.score}`);
  expect(shots.length).toBe(g.totalShots);
  expect(g.player1.shots + g.player2.shots).toBe(g.totalShots);
  for (const k of ['player1', 'player2'] as const) {
    expect(shots.filter((s) => s.player === k).length).toBe(g[k].shots);
    expect(shots.filter((s) => s.player === k && s.made).length).toBe(g[k].shotsMade);
    expect(shots.filter((s) => s.player === k && s.foul).length).toBe(g[k].fouls);
    expect(g[k].topStreak).toBeGreaterThanOrEqual(0);
    expect(g[k].topStreak).toBeLessThanOrEqual(8);
  }
  if (stage !== 3) expect(g.player1.fouls + g.player2.fouls).toBe(0);
  if (stage === 1) {
    expect(g.breakOutcome).toBeNull();
    expect(shots.some((s) => s.isBreak)).toBe(false);
  } else {
    expect(shots[0].isBreak).toBe(true);
    expect(shots[0].player).toBe(g.breakPlayer);
    expect(g.breakOutcome).toBe(shots[0].foul ? 'foul' : shots[0].made ? 'made' : 'missed');
  }
  // Replay the turn rules: who shoots next, visits, streaks, running scores.
  let score = { player1: 0, player2: 0 };
  let shooter: PlayerKey = g.breakPlayer;
  let visits = 1;
  let streak = 0;
  const top = { player1: 0, player2: 0 };
  shots.forEach((s, i) => {
    expect(s.player).toBe(shooter);
    expect(s.index).toBe(i);
    const last = i === shots.length - 1;
    // No shot after the end: every earlier running score is below 10.
    if (!last) expect(Math.max(s.score.player1, s.score.player2)).toBeLessThan(10);
    const mine = score[shooter];
    if (s.made) {
      streak++;
      top[shooter] = Math.max(top[shooter], streak);
    }
    if (last) {
      if (s.gameLosing) {
        // Reached 10 by a foul on the black: the opponent is set to 10.
        expect(s.foul).toBe(true);
        expect(s.score[other(shooter)]).toBe(10);
        expect(g.winner).toBe(other(shooter));
        expect(s.blackPotted || (s.made && mine === 7)).toBe(true);
      } else {
        // Reached 10 only from 7 with a clean made black.
        expect(mine).toBe(7);
        expect(s.made && !s.foul).toBe(true);
        expect(s.score[shooter]).toBe(10);
        expect(g.winner).toBe(shooter);
      }
      return;
    }
    expect(s.gameLosing).toBe(false);
    expect(s.score[shooter]).toBe(s.made ? mine + 1 : mine);
    expect(s.score[other(shooter)]).toBe(score[other(shooter)]);
    score = { ...s.score };
    if (s.foul) {
      streak = 0;
      shooter = other(shooter);
      visits = 2;
    } else if (!s.made) {
      streak = 0;
      if (visits === 2) visits = 1;
      else shooter = other(shooter);
    }
  });
  expect(top).toEqual({ player1: g.player1.topStreak, player2: g.player2.topStreak });
}

describe('frame rules (property tests)', () => {
  it('hold for random attributes, stages, breakers and seeds', () => {
    fc.assert(
      fc.property(stageArb, matchupArb, fc.integer(), fc.constantFrom<PlayerKey>('player1', 'player2'), (stage, m, seed, breaker) => {
        checkFrame(stage, simulateFrame(stage, m, createRng(seed), { breaker }));
      }),
      { numRuns: 250, seed: 20261122 },
    );
  });

  it('hold for the default matchup over many seeded frames', () => {
    for (const stage of [1, 2, 3] as const) {
      const rng = createRng(`rules-${stage}`);
      for (let i = 0; i < 80; i++) checkFrame(stage, simulateFrame(stage, DEFAULT_MATCHUP, rng));
    }
  });

  it('applies the split benefit for splitDuration shots after the break, to whoever shoots, capped at 1', () => {
    fc.assert(
      fc.property(matchupArb, fc.integer(), fc.constantFrom<Stage>(2, 3), (m, seed, stage) => {
        const g = simulateFrame(stage, m, createRng(seed), { breaker: 'player1' });
        const { splitBenefit, splitDuration } = m.player1.break;
        g.shots.slice(1).forEach((s, i) => {
          const applied = i < splitDuration ? splitBenefit : 0;
          expect(s.splitBenefit).toBe(applied);
          expect(s.makeChance).toBeCloseTo(Math.min(1, m[s.player].regular.make + applied), 12);
        });
      }),
      { numRuns: 150, seed: 7 },
    );
  });
});

describe('hand-checked frames', () => {
  it('a starter with make chance 1 wins 10-0 in 8 shots (every stage)', () => {
    const sure = player({ make: 1, breakMake: 1 });
    for (const stage of [1, 2, 3] as const) {
      const g = simulateFrame(stage, matchup(sure, player({ make: 0.5 })), createRng(1), { breaker: 'player1' });
      expect(g.totalShots).toBe(8);
      expect(g.scoreText).toBe('10-0');
      expect(g.winner).toBe('player1');
      expect(g.player1.topStreak).toBe(8);
      expect(g.shots.map((s) => s.score.player1)).toEqual([1, 2, 3, 4, 5, 6, 7, 10]);
    }
  });

  it('builds the Stage 1 matchup from observed accuracies', () => {
    const m = stage1Matchup(0.7, 0.3);
    expect([m.player1.regular.make, m.player2.regular.make]).toEqual([0.7, 0.3]);
    expect(DEFAULT_MATCHUP.player1.regular.make).toBe(0.5);
    expect(() => stage1Matchup(0, 0.3)).toThrow(/player1.regular.make/);
  });

  it('stage 1 starts with player1 by default', () => {
    expect(simulateFrame(1, DEFAULT_MATCHUP, createRng(3)).breakPlayer).toBe('player1');
  });

  it('a foul at 7 with a made shot loses the frame', () => {
    const m = matchup(player({ make: 0.5, foul: 0.05, breakMake: 0.5, breakFoul: 0.05 }), player({}));
    // Break made clean, six more made clean (score 7), then made with a foul.
    const clean = [0.1, 0.9];
    const rng = scriptedRng([...Array(7).fill(clean).flat(), 0.1, 0.01]);
    const g = simulateFrame(3, m, rng, { breaker: 'player1' });
    expect(g.scoreText).toBe('7-10');
    expect(g.winner).toBe('player2');
    const last = g.shots[g.shots.length - 1];
    expect(last).toMatchObject({ player: 'player1', made: true, foul: true, gameLosing: true, blackPotted: false });
    expect(rng.used()).toBe(16);
  });

  it('a foul hands the opponent two visits', () => {
    const m = matchup(player({ make: 0.5, foul: 0.05, breakMake: 0.5, breakFoul: 0.05, makeBlack: 0.05 }), player({ make: 0.5, foul: 0.05 }));
    const rng = scriptedRng([
      0.9, 0.01, 0.9, // player1's break: missed, foul, black stays up
      0.9, 0.9, // player2 misses: first visit used up, shoots again
      0.1, 0.9, // player2 makes (uses up nothing)
      0.9, 0.9, // player2 misses again: turn passes
      0.9, 0.9, // player1 misses: one visit only, back to player2
      ...Array(7).fill([0.1, 0.9]).flat(), // player2 runs out 2..7 then the black
    ]);
    const g = simulateFrame(3, m, rng, { breaker: 'player1' });
    expect(g.shots.slice(0, 6).map((s) => s.player)).toEqual(['player1', 'player2', 'player2', 'player2', 'player1', 'player2']);
    expect(g.breakOutcome).toBe('foul');
    expect(g.scoreText).toBe('0-10');
    expect(g.player2.topStreak).toBe(7);
  });

  it('a foul that pots the black loses at once', () => {
    const m = matchup(player({ breakFoul: 0.05, makeBlack: 0.05 }), player({}));
    const g = simulateFrame(3, m, scriptedRng([0.1, 0.01, 0.01]), { breaker: 'player1' });
    expect(g.scoreText).toBe('1-10');
    expect(g.totalShots).toBe(1);
    expect(g.shots[0]).toMatchObject({ made: true, foul: true, blackPotted: true, gameLosing: true });
    expect(g.breakOutcome).toBe('foul');
  });

  it('the same seed gives the same frame', () => {
    expect(simulateFrame(3, DEFAULT_MATCHUP, createRng('same'))).toEqual(simulateFrame(3, DEFAULT_MATCHUP, createRng('same')));
  });

  it('rejects bad stages and attributes with clear errors', () => {
    expect(() => simulateFrame(4 as Stage, DEFAULT_MATCHUP, createRng(1))).toThrow(/stage must be 1, 2 or 3/);
    const bad = matchup(player({ make: 0 }), player({}));
    expect(() => simulateFrame(1, bad, createRng(1))).toThrow(/player1.regular.make/);
    const worse = matchup(player({}), { ...player({}), foul: { makeBlack: 2 } });
    expect(() => simulateFrame(3, worse, createRng(1))).toThrow(/player2.foul.makeBlack/);
  });
});
