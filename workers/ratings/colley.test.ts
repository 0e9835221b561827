import { describe, expect, it } from 'vitest';
import { createRng } from '../../tests/fixtures/test-rng';
import { colleyRatings, colleySystem, formatRating, ranksOf, type ColleyGame } from './colley';
import { ColleyReplayState, replayColley, type ReplayMatchInput } from './colley-replay';
import { replayColleyNaive } from './colley-replay-naive';
import { previewMatchOutcome } from './rating-preview';

/** Gaussian elimination with partial pivoting on a dense copy: an independent reference solve. */
function denseSolve(A: Float64Array, y: Float64Array, n: number): number[] {
  const m = Array.from({ length: n }, (_, i) => [...Array.from(A.subarray(i * n, i * n + n)), y[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
    [m[c], m[p]] = [m[p], m[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r][c] / m[c][c];
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k];
    }
  }
  return m.map((row, i) => row[n] / row[i]);
}

function randomLeague(seed: number, n: number, g: number, weights: number[] = [1]): ColleyGame[] {
  const rng = createRng(seed);
  const games: ColleyGame[] = [];
  for (let k = 0; k < g; k++) {
    const a = Math.floor(rng() * n);
    let b = Math.floor(rng() * (n - 1));
    if (b >= a) b++;
    games.push({ winner: a, loser: b, weight: weights[Math.floor(rng() * weights.length)] });
  }
  return games;
}

describe('weighted Colley ratings', () => {
  it('everyone is 50.00 with no games', () => {
    const r = colleyRatings(5, []);
    expect(Array.from(r, (x) => formatRating(100 * x))).toEqual(['50.00', '50.00', '50.00', '50.00', '50.00']);
  });

  it('builds the matrix exactly as decisions.md defines it', () => {
    const { C, b } = colleySystem(3, [
      { winner: 0, loser: 1, weight: 2 },
      { winner: 1, loser: 0, weight: 0.5 },
      { winner: 2, loser: 0, weight: 1 },
    ]);
    expect(Array.from(C)).toEqual([2 + 3.5, -2.5, -1, -2.5, 2 + 2.5, 0, -1, 0, 2 + 1]);
    expect(Array.from(b)).toEqual([1 + (2 - 0.5 - 1) / 2, 1 + (0.5 - 2) / 2, 1 + 1 / 2]);
  });

  it('matches a dense Gaussian solve to 1e-9 on random weighted leagues', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const n = 2 + (seed % 15);
      const games = randomLeague(seed, n, 5 + seed * 7, [0.5, 1, 2, 3.25]);
      const { C, b } = colleySystem(n, games);
      const ref = denseSolve(C, b, n);
      const r = colleyRatings(n, games);
      for (let i = 0; i < n; i++) expect(Math.abs(r[i] - ref[i])).toBeLessThan(1e-9);
    }
  });

  it('averages exactly 50 with unit weights', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const n = 3 + seed;
      const r = colleyRatings(n, randomLeague(seed * 11, n, 40));
      const mean = (100 * r.reduce((s, x) => s + x, 0)) / n;
      expect(Math.abs(mean - 50)).toBeLessThan(1e-9);
    }
  });

  it('swapping every result mirrors the ratings around 50', () => {
    const n = 8;
    const games = randomLeague(5, n, 60, [1, 2]);
    const swapped = games.map((g) => ({ winner: g.loser, loser: g.winner, weight: g.weight }));
    const r = colleyRatings(n, games);
    const s = colleyRatings(n, swapped);
    for (let i = 0; i < n; i++) expect(Math.abs(r[i] - 0.5 - (0.5 - s[i]))).toBeLessThan(1e-12);
  });

  it('swapping one result mirrors that pair in a two-player league and relabelling players permutes the ratings', () => {
    const two = colleyRatings(2, [{ winner: 0, loser: 1, weight: 2 }]);
    const flipped = colleyRatings(2, [{ winner: 1, loser: 0, weight: 2 }]);
    expect(Math.abs(two[0] - flipped[1])).toBeLessThan(1e-12);
    expect(Math.abs(two[1] - flipped[0])).toBeLessThan(1e-12);
    const n = 7;
    const games = randomLeague(77, n, 50, [1, 2.5]);
    const perm = [3, 0, 6, 1, 5, 2, 4];
    const r = colleyRatings(n, games);
    const p = colleyRatings(n, games.map((g) => ({ winner: perm[g.winner], loser: perm[g.loser], weight: g.weight })));
    for (let i = 0; i < n; i++) expect(Math.abs(r[i] - p[perm[i]])).toBeLessThan(1e-12);
  });

  it('rejects a self-game, a bad index and a non-positive weight', () => {
    expect(() => colleyRatings(2, [{ winner: 0, loser: 0, weight: 1 }])).toThrow(/themself/);
    expect(() => colleyRatings(2, [{ winner: 0, loser: 2, weight: 1 }])).toThrow(/out of range/);
    expect(() => colleyRatings(2, [{ winner: 0, loser: 1, weight: 0 }])).toThrow(/weight/);
  });

  it('ranks with shared places for ties', () => {
    expect(ranksOf([50, 60, 50, 40])).toEqual([2, 1, 2, 4]);
  });
});

describe('Colley replay', () => {
  function randomMatches(seed: number, ids: number[], m: number): ReplayMatchInput[] {
    const rng = createRng(seed);
    const out: ReplayMatchInput[] = [];
    let session = 1;
    for (let k = 0; k < m; k++) {
      const a = Math.floor(rng() * ids.length);
      let b = Math.floor(rng() * (ids.length - 1));
      if (b >= a) b++;
      const end = rng() < 0.2 || k === m - 1;
      out.push({
        matchId: 1000 + k,
        newId: k + 1,
        sessionId: session,
        sessionMatchEndId: end ? 1 : 0,
        player1Id: ids[a],
        player2Id: ids[b],
        winnerId: rng() < 0.5 ? ids[a] : ids[b],
        weight: [1, 2, 0.5][Math.floor(rng() * 3)],
      });
      if (end) session++;
    }
    return out;
  }

  it('equals re-solving from scratch at every step (1e-9)', () => {
    for (const seed of [1, 2, 3]) {
      const ids = Array.from({ length: 4 + seed * 3 }, (_, i) => 10 + i * 3);
      const matches = randomMatches(seed, ids, 150);
      const fast = replayColley(ids, matches);
      const naive = replayColleyNaive(ids, matches);
      expect(fast.steps).toHaveLength(150);
      fast.steps.forEach((s, k) => {
        const ref = naive.steps[k];
        expect(s.matchId).toBe(ref.matchId);
        for (const key of ['player1Before', 'player1After', 'player2Before', 'player2After', 'winnerPreMatchDiff'] as const) {
          expect(Math.abs(s[key] - ref[key])).toBeLessThan(1e-9);
        }
      });
      fast.final.forEach((r, i) => expect(Math.abs(r - naive.final[i])).toBeLessThan(1e-9));
    }
  });

  it('state ratings equal a full solve after every added game', () => {
    const n = 12;
    const games = randomLeague(9, n, 200, [1, 1.5, 3]);
    const st = new ColleyReplayState(n);
    games.forEach((g, k) => {
      st.addGame(g.winner, g.loser, g.weight);
      if (k % 20 === 0) {
        const ref = colleyRatings(n, games.slice(0, k + 1));
        const got = st.ratings();
        for (let i = 0; i < n; i++) expect(Math.abs(got[i] - ref[i])).toBeLessThan(1e-9);
      }
    });
  });

  it('starts everyone at 50, sorts by game number and splits sessions', () => {
    const ids = [1, 2, 3];
    const matches: ReplayMatchInput[] = [
      { matchId: 9, newId: 2, sessionId: 1, sessionMatchEndId: 1, player1Id: 1, player2Id: 3, winnerId: 3, weight: 1 },
      { matchId: 5, newId: 1, sessionId: 1, sessionMatchEndId: 0, player1Id: 1, player2Id: 2, winnerId: 1, weight: 1 },
      { matchId: 12, newId: 3, sessionId: 2, sessionMatchEndId: 1, player1Id: 2, player2Id: 3, winnerId: 2, weight: 2 },
    ];
    const r = replayColley(ids, matches);
    expect(r.steps.map((s) => s.newId)).toEqual([1, 2, 3]);
    expect(r.steps[0].player1Before).toBe(50);
    expect(r.steps[0].player2Before).toBe(50);
    expect(r.steps[0].winnerPreMatchDiff).toBe(0);
    expect(r.steps[0].player1After).toBeGreaterThan(50);
    expect(r.sessions.map((s) => [s.sessionId, s.firstNewId, s.lastNewId])).toEqual([
      [1, 1, 2],
      [2, 3, 3],
    ]);
    expect(r.sessions[0].start).toEqual([50, 50, 50]);
    expect(r.sessions[0].played).toEqual([1, 2, 3]);
    expect(r.sessions[1].played).toEqual([2, 3]);
    expect(r.sessions[1].start).toEqual(r.sessions[0].end);
    expect(r.sessions[1].end).toEqual(r.final);
  });
});

describe('admin rating preview', () => {
  it('gives old/new rating and rank for both outcomes', () => {
    const games = [
      { winnerId: 1, loserId: 2, weight: 1 },
      { winnerId: 2, loserId: 3, weight: 1 },
    ];
    const p = previewMatchOutcome([1, 2, 3], games, 3, 1);
    const p3 = p.ifAWins.find((e) => e.playerId === 3)!;
    expect(p3.oldRank).toBe(3);
    expect(p3.newRating).toBeGreaterThan(p3.oldRating);
    const p1 = p.ifBWins.find((e) => e.playerId === 1)!;
    expect(p1.oldRank).toBe(1);
    expect(p1.newRank).toBe(1);
    expect(p1.newRating).toBeGreaterThan(p1.oldRating);
    expect(() => previewMatchOutcome([1, 2], [], 1, 1)).toThrow();
  });
});
