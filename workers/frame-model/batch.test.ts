import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { DEFAULT_MATCHUP } from './attributes';
import { ACCURACY_BINS, lengthStats, overUnder, runBatch } from './batch';
import { simulateFrame } from './frame';
import { decimalOdds, formatOdds, price, wilsonInterval } from './odds';
import { matchup, player } from '../../tests/fixtures/frame-model-helpers';

const sum = (xs: ArrayLike<number>) => Array.from(xs).reduce((a, b) => a + b, 0);

describe('batches', () => {
  const r = runBatch({ stage: 3, matchup: DEFAULT_MATCHUP, seed: 'batch-1' });

  it('plays 850 games by default and keeps the first 50 with their shots', () => {
    expect(r.simulations).toBe(850);
    expect(r.games).toHaveLength(50);
    expect(r.games.every((g) => g.shots.length === g.totalShots)).toBe(true);
    // Game k alternates the breaker, player1 first.
    expect(r.games.slice(0, 4).map((g) => g.breakPlayer)).toEqual(['player1', 'player2', 'player1', 'player2']);
  });

  it('has statistics that add up', () => {
    expect(r.player1.wins + r.player2.wins).toBe(850);
    expect(r.player1.winShare + r.player2.winShare).toBeCloseTo(1, 12);
    expect(r.player1.accuracy).toBeCloseTo(r.player1.shotsMade / r.player1.shotsTaken, 12);
    for (const p of [r.player1, r.player2]) {
      expect(p.accuracyHistogram).toHaveLength(ACCURACY_BINS);
      expect(sum(p.accuracyHistogram) + p.gamesWithoutShot).toBe(850);
      expect(p.accuracyList).toHaveLength(850 - p.gamesWithoutShot);
      expect(sum(p.topStreakCounts)).toBe(850);
      expect(p.topStreakCounts).toHaveLength(9);
      expect(p.accuracyList!.every((a) => a >= 0 && a <= 100)).toBe(true);
    }
    const { all, player1, player2 } = r.gameLengths;
    expect(all.games).toBe(850);
    expect(player1.games).toBe(425);
    expect(player2.games).toBe(425);
    expect(sum(all.counts)).toBe(850);
    expect(sum(player1.counts) + sum(player2.counts)).toBe(850);
    expect(r.shortestGame).toBe(all.shortest);
    expect(r.shortestGame!).toBeGreaterThanOrEqual(1);
    expect(r.longestGame!).toBeGreaterThanOrEqual(all.median!);
    expect(sum(all.buckets.map((b) => b.count))).toBe(850);
    expect(sum(all.buckets.map((b) => b.percent))).toBeCloseTo(100, 9);
    const bc = r.breakConversion!;
    expect(bc.player1.breaks).toBe(425);
    expect(bc.player1.made + bc.player1.missed + bc.player1.foul).toBe(425);
    expect(bc.player1.winsAfterMade + bc.player1.winsAfterMissed + bc.player1.winsAfterFoul).toBe(bc.player1.wins);
  });

  it('matches the kept games with the aggregates', () => {
    const small = runBatch({ stage: 2, matchup: DEFAULT_MATCHUP, games: 30, seed: 'small', keepGames: 30 });
    expect(small.player1.wins).toBe(small.games.filter((g) => g.winner === 'player1').length);
    expect(small.player1.shotsTaken).toBe(sum(small.games.map((g) => g.player1.shots)));
    expect(small.longestGame).toBe(Math.max(...small.games.map((g) => g.totalShots)));
    const lengths = small.games.map((g) => g.totalShots).sort((a, b) => a - b);
    expect(small.gameLengths.all.median).toBe((lengths[14] + lengths[15]) / 2);
    expect(small.breakConversion!.player2.made).toBe(small.games.filter((g) => g.breakPlayer === 'player2' && g.breakOutcome === 'made').length);
  });

  it('is deterministic for a seed', () => {
    const again = runBatch({ stage: 3, matchup: DEFAULT_MATCHUP, seed: 'batch-1' });
    expect(again).toEqual(r);
    expect(runBatch({ stage: 3, matchup: DEFAULT_MATCHUP, seed: 'batch-2' }).games).not.toEqual(r.games);
  });

  it('has no break table and no fouls in stage 1', () => {
    const s1 = runBatch({ stage: 1, matchup: DEFAULT_MATCHUP, games: 200, seed: 1 });
    expect(s1.breakConversion).toBeNull();
    expect(s1.player1.fouls + s1.player2.fouls).toBe(0);
    expect(s1.games[0].breakOutcome).toBeNull();
  });

  it('keeps no per-game lists for huge batches unless asked', () => {
    const big = runBatch({ stage: 1, matchup: DEFAULT_MATCHUP, games: 10_001, seed: 2, keepGames: 0 });
    expect(big.player1.accuracyList).toBeNull();
    expect(big.games).toHaveLength(0);
    expect(sum(big.player1.accuracyHistogram) + big.player1.gamesWithoutShot).toBe(10_001);
  });

  it('holds only counters: a 20x larger batch returns a result of about the same size', () => {
    const size = (games: number) => {
      const r = runBatch({ stage: 3, matchup: DEFAULT_MATCHUP, games, seed: 5, accuracyLists: false });
      return r.player1.accuracyHistogram.byteLength + r.player1.topStreakCounts.byteLength + r.gameLengths.all.counts.byteLength + JSON.stringify(r.games).length;
    };
    const small = size(2_000);
    const large = size(40_000);
    // Only the length histogram can grow (to the longest game), never with the number of games.
    expect(large).toBeLessThan(small * 1.2);
  });

  it('reports progress at least every 5 % and can be cancelled', () => {
    const seen: number[] = [];
    runBatch({ stage: 3, matchup: DEFAULT_MATCHUP, games: 1000, seed: 3, onProgress: (p) => seen.push(p.done) });
    expect(seen[seen.length - 1]).toBe(1000);
    for (let i = 1; i < seen.length; i++) expect(seen[i] - seen[i - 1]).toBeLessThanOrEqual(50);
    const signal = { aborted: false };
    expect(() =>
      runBatch({ stage: 3, matchup: DEFAULT_MATCHUP, games: 1000, seed: 3, signal, onProgress: (p) => (signal.aborted = p.done >= 100) }),
    ).toThrow(/cancelled/);
  });

  it('rejects bad options', () => {
    expect(() => runBatch({ stage: 3, matchup: DEFAULT_MATCHUP, games: 0, seed: 1 })).toThrow(/games must be/);
    expect(() => runBatch({ stage: 3, matchup: DEFAULT_MATCHUP, games: 1.5, seed: 1 })).toThrow(/games must be/);
    expect(() => runBatch({ stage: 3, matchup: DEFAULT_MATCHUP, keepGames: -1, seed: 1 })).toThrow(/keepGames/);
  });
});

describe('odds', () => {
  it('prices shares with margins to 2 decimals and has no price for 0', () => {
    expect(decimalOdds(0.5)).toBe(2);
    expect(decimalOdds(0.4, 0.05)).toBe(2.38);
    expect(price(0.25)).toEqual({ share: 0.25, odds: 4, margin1: 3.96, margin5: 3.81, margin10: 3.64 });
    expect(price(0)).toEqual({ share: 0, odds: null, margin1: null, margin5: null, margin10: null });
    expect(formatOdds(null)).toBe('-');
    expect(formatOdds(2)).toBe('2.00');
  });

  it('shows "-" for a player who never wins', () => {
    const sure = player({ make: 1, breakMake: 1 });
    const r = runBatch({ stage: 1, matchup: matchup(sure, sure), games: 10, seed: 1 });
    // The starter always wins, so each wins half; now make player2 hopeless by never starting well.
    expect(r.player1.wins).toBe(5);
    const lopsided = runBatch({ stage: 2, matchup: matchup(sure, player({ make: 0.01, breakMake: 0 })), games: 20, seed: 1 });
    expect(lopsided.player2.wins).toBe(0);
    expect(lopsided.odds.player2.odds).toBeNull();
    expect(formatOdds(lopsided.odds.player2.margin5)).toBe('-');
    expect(lopsided.odds.player1.odds).toBe(1);
  });

  it('builds the over/under market on the median game length', () => {
    const counts = new Uint32Array([0, 0, 0, 0, 0, 0, 0, 0, 2, 1, 3, 4]);
    const stats = lengthStats(counts, 10, 8 * 2 + 9 + 30 + 44);
    expect(stats.median).toBe(10);
    const ou = overUnder(stats)!;
    expect(ou.line).toBe(10);
    expect(ou.over.share).toBeCloseTo(0.4, 12);
    expect(ou.under.share).toBeCloseTo(0.3, 12);
    expect(ou.pushShare).toBeCloseTo(0.3, 12);
    // with the push returned: over wins 4 of the 7 decided games, so (0.4 + 0.3) / 0.4 = 1.75, under 0.7 / 0.3 = 2.33
    expect(ou.over.odds).toBe(1.75);
    expect(ou.under.odds).toBe(2.33);
    const batch = runBatch({ stage: 3, matchup: DEFAULT_MATCHUP, seed: 9 }).odds.overUnder!;
    expect(batch.over.share + batch.under.share + batch.pushShare).toBeCloseTo(1, 12);
  });

  it('gives a Wilson interval that contains the share and stays in [0, 1]', () => {
    const ci = wilsonInterval(0, 850);
    expect(ci.low).toBe(0);
    expect(ci.high).toBeGreaterThan(0);
    const mid = wilsonInterval(425, 850);
    expect(mid.low).toBeLessThan(0.5);
    expect(mid.high).toBeGreaterThan(0.5);
    expect(mid.high - mid.low).toBeCloseTo(2 * 1.96 * Math.sqrt(0.25 / 850), 3);
  });

  it('uses the same frames as the single-game simulator for the same stream', () => {
    // Game 0 of a batch is player1's break from the batch seed's first numbers.
    const b = runBatch({ stage: 3, matchup: DEFAULT_MATCHUP, games: 1, seed: 'same-stream' });
    const g = simulateFrame(3, DEFAULT_MATCHUP, createRng('same-stream'), { breaker: 'player1' });
    expect(b.games[0]).toEqual(g);
  });
});
