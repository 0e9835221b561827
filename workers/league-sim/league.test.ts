import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '../core/rng';
import { ATTRIBUTE_OPTIONS } from '../frame-model/attributes';
import { generateFixtureRounds, generateFixtures } from './fixtures';
import {
  emptyAccumulator,
  mergeAccumulators,
  randomLeaguePlayers,
  rankPlayers,
  runLeagueChunk,
  runLeagues,
  simulateLeague,
  splitRuns,
  summarizeLeagues,
} from './league';

describe('round-robin fixtures', () => {
  it('has every pair meet exactly R times and nobody play twice in a round', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 14 }), fc.integer({ min: 1, max: 4 }), fc.integer(), (n, r, seed) => {
        const ids = Array.from({ length: n }, (_, i) => i + 10);
        const rounds = generateFixtureRounds(ids, r, createRng(seed));
        const slots = n % 2 === 0 ? n : n + 1;
        expect(rounds).toHaveLength(r * (slots - 1));
        const meetings = new Map<string, number>();
        for (const round of rounds) {
          const seen = new Set<number>();
          for (const m of round.matches) {
            expect(m.round).toBe(round.round);
            expect(m.player1).not.toBe(m.player2);
            expect(seen.has(m.player1) || seen.has(m.player2)).toBe(false);
            seen.add(m.player1);
            seen.add(m.player2);
            const key = [m.player1, m.player2].sort().join('-');
            meetings.set(key, (meetings.get(key) ?? 0) + 1);
          }
          if (n % 2 === 1) {
            expect(round.bye).not.toBeNull();
            expect(seen.has(round.bye!)).toBe(false);
            expect(seen.size).toBe(n - 1);
          } else {
            expect(round.bye).toBeNull();
            expect(seen.size).toBe(n);
          }
        }
        expect(meetings.size).toBe((n * (n - 1)) / 2);
        for (const count of meetings.values()) expect(count).toBe(r);
      }),
      { numRuns: 50, seed: 11 },
    );
  });

  it('is repeatable for a seed and shuffles rounds', () => {
    const ids = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(generateFixtures(ids, 2, createRng('f'))).toEqual(generateFixtures(ids, 2, createRng('f')));
    const orders = new Set(Array.from({ length: 10 }, (_, s) => JSON.stringify(generateFixtures(ids, 1, createRng(s)))));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('rejects bad input', () => {
    expect(() => generateFixtures([1], 1, createRng(1))).toThrow(/at least 2/);
    expect(() => generateFixtures([1, 1], 1, createRng(1))).toThrow(/distinct/);
    expect(() => generateFixtures([1, 2], 0, createRng(1))).toThrow(/roundsPerPairing/);
  });
});

describe('league simulation', () => {
  const players = randomLeaguePlayers(6, createRng('players'));

  it('draws random players from the option lists', () => {
    expect(players.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const { attributes: a } of players) {
      expect(ATTRIBUTE_OPTIONS.regularMake).toContain(a.regular.make);
      expect(ATTRIBUTE_OPTIONS.breakMake).toContain(a.break.make);
      expect(ATTRIBUTE_OPTIONS.splitBenefit).toContain(a.break.splitBenefit);
      expect(ATTRIBUTE_OPTIONS.splitDuration).toContain(a.break.splitDuration);
      expect(ATTRIBUTE_OPTIONS.foul).toContain(a.regular.foul);
      expect(ATTRIBUTE_OPTIONS.foul).toContain(a.break.foul);
      expect(ATTRIBUTE_OPTIONS.foul).toContain(a.foul.makeBlack);
    }
  });

  it('builds a table whose points sum to 2 x matches, ordered by points, difference, score for', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 9 }), fc.integer({ min: 1, max: 3 }), fc.integer(), (n, r, seed) => {
        const rng = createRng(seed);
        const ps = randomLeaguePlayers(n, rng);
        const fixtures = generateFixtures(ps.map((p) => p.id), r, rng);
        const { table, matches } = simulateLeague(ps, fixtures, rng);
        expect(matches).toHaveLength(fixtures.length);
        expect(table.reduce((s, row) => s + row.points, 0)).toBe(2 * matches.length);
        expect(table.reduce((s, row) => s + row.scoreDifference, 0)).toBe(0);
        expect(table.map((row) => row.position)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
        for (const row of table) {
          expect(row.played).toBe(r * (n - 1));
          expect(row.wins + row.losses).toBe(row.played);
          expect(row.points).toBe(2 * row.wins);
        }
        for (let i = 1; i < table.length; i++) {
          const a = table[i - 1];
          const b = table[i];
          const key = (x: typeof a) => [x.points, x.scoreDifference, x.scoreFor];
          const [ka, kb] = [key(a), key(b)];
          const cmp = ka[0] - kb[0] || ka[1] - kb[1] || ka[2] - kb[2];
          expect(cmp).toBeGreaterThanOrEqual(0);
        }
        for (const m of matches) {
          expect([m.player1Score, m.player2Score]).toContain(10);
          expect(m.playerIds).toContain(m.winnerId);
          expect(m.playerIds).toContain(m.loserId);
          expect(m.game.shots).toHaveLength(0);
        }
      }),
      { numRuns: 60, seed: 5 },
    );
  });

  it('breaks full ties with the seeded draw, never the player id', () => {
    const zeros = [0, 0, 0];
    const order = rankPlayers(zeros, zeros, zeros, [0.9, 0.1, 0.5], new Int32Array(3));
    expect(Array.from(order)).toEqual([1, 2, 0]);
    expect(Array.from(rankPlayers([2, 4, 4], [0, -1, 3], [0, 0, 0], [0, 0, 0], new Int32Array(3)))).toEqual([2, 1, 0]);
  });

  it('summarises many runs: position chances sum to 100 per player and per position', () => {
    const s = runLeagues({ players, roundsPerPairing: 2, runs: 300, seed: 'multi' });
    expect(s.runs).toBe(300);
    for (const row of s.players) {
      expect(row.positionChances.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 9);
      expect(row.firstPlaceChance).toBe(row.positionChances[0]);
      expect(row.lastPlaceChance).toBe(row.positionChances[5]);
      expect(row.averageGamesPlayed).toBe(10);
      expect(row.averagePoints).toBeCloseTo(2 * row.averageWins, 12);
    }
    for (let pos = 0; pos < 6; pos++) {
      expect(s.players.reduce((a, row) => a + row.positionChances[pos], 0)).toBeCloseTo(100, 9);
    }
    expect(s.players.reduce((a, row) => a + row.averagePoints, 0)).toBeCloseTo(2 * 30, 9);
    expect(s.players.reduce((a, row) => a + row.averageScoreDifference, 0)).toBeCloseTo(0, 9);
  });

  it('gives the same summary however the runs are split across workers', () => {
    const runs = 90;
    const whole = runLeagues({ players, roundsPerPairing: 3, runs, seed: 42 });
    for (const workers of [1, 2, 3, 4, 7]) {
      const parts = splitRuns(runs, workers).map((chunk) => runLeagueChunk({ players, roundsPerPairing: 3, seed: 42, ...chunk }));
      // Merge in reverse order too: addition of integer counters does not care.
      const merged = parts.reverse().reduce((acc, p) => mergeAccumulators(acc, p), emptyAccumulator(players.length));
      expect(summarizeLeagues(players, 3, merged)).toEqual(whole);
    }
    expect(runLeagues({ players, roundsPerPairing: 3, runs, seed: 43 })).not.toEqual(whole);
  });

  it('splits runs into contiguous chunks covering every run once', () => {
    expect(splitRuns(10, 3)).toEqual([
      { fromRun: 0, toRun: 3 },
      { fromRun: 3, toRun: 6 },
      { fromRun: 6, toRun: 10 },
    ]);
    expect(splitRuns(2, 8)).toEqual([
      { fromRun: 0, toRun: 1 },
      { fromRun: 1, toRun: 2 },
    ]);
  });

  it('ranks a much stronger player first most of the time', () => {
    const strong = randomLeaguePlayers(4, createRng('s'));
    strong[0].attributes.regular.make = 0.9;
    strong[0].attributes.break.make = 0.9;
    const s = runLeagues({ players: strong, roundsPerPairing: 4, runs: 200, seed: 's' });
    expect(s.players[0].firstPlaceChance).toBeGreaterThan(50);
  });

  it('rejects bad input', () => {
    expect(() => runLeagues({ players: players.slice(0, 1), roundsPerPairing: 1, runs: 10, seed: 1 })).toThrow(/2 to 64 players/);
    expect(() => runLeagues({ players, roundsPerPairing: 1, runs: 0, seed: 1 })).toThrow(/runs must be/);
    expect(() => simulateLeague(players, [{ round: 1, player1: 1, player2: 99 }], createRng(1))).toThrow(/unknown player/);
  });
});
