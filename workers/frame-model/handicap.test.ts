/**
 * Handicap starts: the fitted strengths give back the ratings' chance with no start; a start's exact chance agrees
 * with a seeded simulation within 3 standard errors; the chosen start is the closest to 50 % of all eight.
 */
import { describe, expect, it } from 'vitest';
import { chooseStart, fitStrengths, simulateStartChance, strongChance, MAX_START } from './handicap';
import { exactWinProbability } from './exact';

describe('handicap starts', () => {
  it('fitted strengths reproduce the chance the ratings predict, without a start', () => {
    for (const target of [0.5, 0.55, 0.62, 0.7, 0.8]) {
      const fit = fitStrengths(target);
      expect(fit.reached).toBe(true);
      expect(fit.chance).toBeCloseTo(target, 9);
      // Independently of the start code path: the plain solver on the fitted matchup.
      const d = fit.makeStrong - fit.makeWeak;
      expect(strongChance(d, 0)).toBeCloseTo(target, 9);
      expect(fit.makeStrong).toBeGreaterThanOrEqual(fit.makeWeak);
    }
    expect(fitStrengths(0.5).makeStrong).toBeCloseTo(fitStrengths(0.5).makeWeak, 9);
  });

  it('a start with no balls is the plain frame', () => {
    const fit = fitStrengths(0.66);
    const d = fit.makeStrong - fit.makeWeak;
    const m = 0.45;
    const plain = exactWinProbability(3, { player1: { regular: { make: m + d / 2, foul: 0.03 }, break: { make: 0.5, splitBenefit: 0.1, splitDuration: 2, foul: 0.02 }, foul: { makeBlack: 0.01 } }, player2: { regular: { make: m - d / 2, foul: 0.03 }, break: { make: 0.5, splitBenefit: 0.1, splitDuration: 2, foul: 0.02 }, foul: { makeBlack: 0.01 } } }, 'alternate');
    expect(strongChance(d, 0)).toBeCloseTo(plain, 12);
  });

  it("a start's exact chance agrees with the seeded simulation within 3 standard errors", () => {
    const fit = fitStrengths(0.7);
    const d = fit.makeStrong - fit.makeWeak;
    const games = 40_000;
    for (const balls of [0, 2, 4]) {
      const exact = 1 - strongChance(d, balls);
      const sim = simulateStartChance(d, balls, games, `start-${balls}`);
      const se = Math.sqrt((exact * (1 - exact)) / games);
      expect(Math.abs(sim - exact), `start ${balls}`).toBeLessThanOrEqual(3 * se);
    }
  });

  it('more balls off help the weaker player, and the chosen start is the closest to 50 %', () => {
    const choice = chooseStart(0.72);
    for (let k = 1; k <= MAX_START; k++) expect(choice.weakerChances[k]).toBeGreaterThan(choice.weakerChances[k - 1]);
    expect(choice.weakerChances[0]).toBeCloseTo(0.28, 9);
    for (const c of choice.weakerChances) expect(Math.abs(choice.weakerChance - 0.5)).toBeLessThanOrEqual(Math.abs(c - 0.5));
    expect(choice.balls).toBeGreaterThan(0);
    expect(chooseStart(0.5).balls).toBe(0);
  });
});
