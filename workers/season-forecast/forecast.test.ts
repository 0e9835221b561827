import { describe, expect, it } from 'vitest';
import { emptyCounts, forecastChunks, mergeCounts, runForecastChunk, runForecastCounts, WINNER_SCORE } from './simulate';
import { runForecast, summarizeForecast } from './summary';
import { possiblePositions } from './exact-status';
import { randomSeason } from './test-seasons';
import type { ForecastInput } from './types';

const season = randomSeason(6, 2, 18, 'forecast-test');

describe('season forecast simulation', () => {
  it('gives the same counters however the simulations are split and merged', () => {
    const req = { input: season, seed: 'split', sims: 1234 };
    const whole = runForecastCounts(req);
    for (const size of [1234, 500, 97, 1]) {
      const parts = forecastChunks(1234, size).map((c) => runForecastChunk({ ...req, ...c }));
      const merged = parts.reverse().reduce((a, b) => mergeCounts(a, b), emptyCounts(season.table.map((r) => r.player_id)));
      expect(merged.sims).toBe(1234);
      expect(Array.from(merged.positionCounts)).toEqual(Array.from(whole.positionCounts));
      expect(Array.from(merged.pointsSum)).toEqual(Array.from(whole.pointsSum));
    }
  });

  it('has position rows and columns summing to 100 % and expected points between the bounds', () => {
    const f = runForecast({ input: season, seed: 7, sims: 2000 });
    for (const p of f.players) {
      expect(p.positions.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 9);
      const row = season.table.find((r) => r.player_id === p.player_id)!;
      const left = season.remaining.filter((x) => x.player1_id === p.player_id || x.player2_id === p.player_id).length;
      expect(p.expected_points).toBeGreaterThanOrEqual(row.points);
      expect(p.expected_points).toBeLessThanOrEqual(row.points + 2 * left);
    }
    for (let k = 0; k < 6; k++) expect(f.players.reduce((a, p) => a + p.positions[k], 0)).toBeCloseTo(100, 9);
  });

  it('a finished season is 100 % / 0 % in the table order (points, score difference, score for)', () => {
    const finished: ForecastInput = {
      season: { name: 'Done', start_date: '2026-01-01' },
      beta: 0.1,
      // Ann and Bob level on points; Ann ahead on score difference. Cat and Dan level on points and difference; Dan ahead on score for.
      table: [
        { player_id: 1, name: 'Bob', played: 3, won: 2, lost: 1, points: 4, score_for: 25, score_against: 20 },
        { player_id: 2, name: 'Ann', played: 3, won: 2, lost: 1, points: 4, score_for: 24, score_against: 14 },
        { player_id: 3, name: 'Cat', played: 3, won: 1, lost: 2, points: 2, score_for: 14, score_against: 22 },
        { player_id: 4, name: 'Dan', played: 3, won: 1, lost: 2, points: 2, score_for: 16, score_against: 24 },
      ],
      remaining: [],
      losing_scores: [{ score: 3, count: 2 }],
    };
    const f = runForecast({ input: finished, seed: 'x', sims: 300 });
    const expected = { 2: [100, 0, 0, 0], 1: [0, 100, 0, 0], 4: [0, 0, 100, 0], 3: [0, 0, 0, 100] } as Record<number, number[]>;
    for (const p of f.players) expect(p.positions).toEqual(expected[p.player_id]);
    expect(f.players.find((p) => p.player_id === 2)!.status).toEqual({ can_win: true, champion: true, can_finish_bottom: false });
    expect(f.players.find((p) => p.player_id === 3)!.status).toEqual({ can_win: false, champion: false, can_finish_bottom: true });
    expect(f.players.find((p) => p.player_id === 1)!.status).toEqual({ can_win: false, champion: false, can_finish_bottom: false });
  });

  it('with one fixture left matches the exact answer within 4 standard errors', () => {
    // Ann 6 pts (+10), Bob 4 pts (+12), Cat 4 pts (-4), Dan 2 pts (-18); Bob v Cat left, Bob wins with 0.35.
    const input: ForecastInput = {
      season: { name: 'S', start_date: '2026-01-01' },
      beta: 0.1,
      table: [
        { player_id: 1, name: 'Ann', played: 4, won: 3, lost: 1, points: 6, score_for: 36, score_against: 26 },
        { player_id: 2, name: 'Bob', played: 3, won: 2, lost: 1, points: 4, score_for: 27, score_against: 15 },
        { player_id: 3, name: 'Cat', played: 3, won: 2, lost: 1, points: 4, score_for: 24, score_against: 28 },
        { player_id: 4, name: 'Dan', played: 4, won: 1, lost: 3, points: 2, score_for: 18, score_against: 36 },
      ],
      remaining: [{ fixture_id: 9, date: '2026-02-01', player1_id: 2, player2_id: 3, p1_win: 0.35 }],
      // Loser's score 2 with chance 3/5, 7 with 2/5.
      losing_scores: [
        { score: 2, count: 3 },
        { score: 7, count: 2 },
      ],
    };
    // Worked by hand. Bob wins (0.35): Bob 6 pts, diff 12 + (10 − s) ≥ 15 > Ann's 10 → Bob 1st, Ann 2nd, Cat 3rd, Dan 4th.
    // Cat wins (0.65): Cat 6 pts, diff −4 + (10 − s) = 4 (s = 2) or −1 (s = 7), both < Ann's 10 → Ann 1st, Cat 2nd, Bob 3rd, Dan 4th.
    const exact: Record<number, number[]> = {
      1: [65, 35, 0, 0],
      2: [35, 0, 65, 0],
      3: [0, 65, 35, 0],
      4: [0, 0, 0, 100],
    };
    const sims = 20_000;
    const f = runForecast({ input, seed: 'one-left', sims });
    for (const p of f.players) {
      p.positions.forEach((pct, k) => {
        const q = exact[p.player_id][k] / 100;
        const tol = 4 * 100 * Math.sqrt((q * (1 - q)) / sims);
        expect(Math.abs(pct - exact[p.player_id][k])).toBeLessThanOrEqual(tol);
      });
    }
    // Exact status: Ann, Bob and Cat can each reach the top on points (a points tie with a player who still plays stays open).
    const st = Object.fromEntries(f.players.map((p) => [p.player_id, p.status]));
    expect(st[1].can_win && st[2].can_win && st[3].can_win).toBe(true);
    expect(st[4]).toEqual({ can_win: false, champion: false, can_finish_bottom: true });
    expect(st[1].can_finish_bottom || st[2].can_finish_bottom || st[3].can_finish_bottom).toBe(false);
  });

  it('a what-if gives the same numbers as that fixture with a certain winner', () => {
    const f = season.remaining[0];
    const a = runForecastCounts({ input: season, seed: 3, sims: 800, whatIfs: [{ fixture_id: f.fixture_id, winner_id: f.player2_id }] });
    const certain = { ...season, remaining: season.remaining.map((x) => (x === f ? { ...x, p1_win: 0 } : x)) };
    const b = runForecastCounts({ input: certain, seed: 3, sims: 800 });
    expect(Array.from(a.positionCounts)).toEqual(Array.from(b.positionCounts));
  });

  it('refuses a what-if on a fixture that is not remaining or a winner who does not play it', () => {
    const f = season.remaining[0];
    expect(() => runForecastCounts({ input: season, seed: 1, sims: 10, whatIfs: [{ fixture_id: -5, winner_id: f.player1_id }] })).toThrow(/not a remaining fixture/);
    const stranger = season.table.find((r) => r.player_id !== f.player1_id && r.player_id !== f.player2_id)!.player_id;
    expect(() => runForecastCounts({ input: season, seed: 1, sims: 10, whatIfs: [{ fixture_id: f.fixture_id, winner_id: stranger }] })).toThrow(/does not play/);
  });

  it('reaches only positions the exact enumeration calls possible, and the statuses agree with the simulations', () => {
    const small = randomSeason(5, 2, 12, 'reach');
    const f = runForecast({ input: small, seed: 'reach', sims: 3000 });
    const possible = possiblePositions(small)!;
    f.players.forEach((p, i) => {
      p.positions.forEach((pct, k) => {
        if (pct > 0) expect(possible[i][k]).toBe(true);
      });
      if (!p.status.can_win) expect(p.title).toBe(0);
      if (p.status.champion) expect(p.title).toBe(100);
      if (!p.status.can_finish_bottom) expect(p.bottom).toBe(0);
      expect(possible[i][0]).toBe(p.status.can_win);
      expect(possible[i][4]).toBe(p.status.can_finish_bottom);
    });
  });

  it('scores every simulated win 10 for the winner', () => {
    expect(WINNER_SCORE).toBe(10);
    const one: ForecastInput = { ...season, remaining: season.remaining.slice(0, 1) };
    const f = summarizeForecast(one, runForecastCounts({ input: one, seed: 1, sims: 100 }), 1);
    const fx = one.remaining[0];
    const p1 = f.players.find((p) => p.player_id === fx.player1_id)!;
    const base = one.table.find((r) => r.player_id === fx.player1_id)!.points;
    expect(p1.expected_points).toBeGreaterThanOrEqual(base);
  });
});
