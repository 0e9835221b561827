/**
 * The rating-change decomposition against independent solves written here: Cramer's rule for three
 * players, Gauss-Jordan elimination for five. A result's effect is checked as "the rating now minus the rating had
 * that game been a draw" (the same schedule, its half-weight result taken out of b), and the schedule effect as "the
 * rating had every new game been a draw minus the old rating", neither of which uses the inverse the code uses.
 */
import { describe, expect, it } from 'vitest';
import { defaultWindow, nightlyRatings, ratingChange, ratingChangeLines, lineText, type DatedMatch } from './rating-change';

type G = { w: number; l: number; weight: number; date: string; id: number };

function matchesOf(games: G[]): DatedMatch[] {
  return games.map((g, k) => ({
    match_id: g.id,
    new_id: k + 1,
    player_1_id: g.w,
    player_2_id: g.l,
    score_1: 10,
    score_2: 3,
    winner_player_id: g.w,
    fixture_weight: g.weight,
    win_weight: 1,
    session_id: 1,
    session_match_end_id: 0,
    game_date: g.date,
  }));
}

/** Colley's C and b written out by hand for ids 1..n; `drawn` games add to C but not to b. */
function system(n: number, games: G[], drawn: Set<number>) {
  const C = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 2 : 0)));
  const b = new Array<number>(n).fill(1);
  for (const g of games) {
    const i = g.w - 1;
    const j = g.l - 1;
    C[i][i] += g.weight;
    C[j][j] += g.weight;
    C[i][j] -= g.weight;
    C[j][i] -= g.weight;
    if (!drawn.has(g.id)) {
      b[i] += g.weight / 2;
      b[j] -= g.weight / 2;
    }
  }
  return { C, b };
}

const det3 = (m: number[][]) =>
  m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);

/** Cramer's rule: x_k = det(C with column k replaced by b) / det(C). */
function cramer3(C: number[][], b: number[]): number[] {
  const d = det3(C);
  return [0, 1, 2].map((k) => det3(C.map((row, i) => row.map((v, j) => (j === k ? b[i] : v)))) / d);
}

/** Gauss-Jordan with partial pivoting on [C | b]. */
function gaussJordan(C: number[][], b: number[]): number[] {
  const n = b.length;
  const a = C.map((row, i) => [...row, b[i]]);
  for (let col = 0; col < n; col++) {
    let piv = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r][col]) > Math.abs(a[piv][col])) piv = r;
    [a[col], a[piv]] = [a[piv], a[col]];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = a[r][col] / a[col][col];
      for (let k = col; k <= n; k++) a[r][k] -= f * a[col][k];
    }
  }
  return a.map((row, i) => row[n] / row[i]);
}

function check(n: number, solve: (C: number[][], b: number[]) => number[], games: G[], playerId: number, from: string, to: string) {
  const players = Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `P${i + 1}` }));
  const rc = ratingChange(players, matchesOf(games), playerId, from, to);
  const old = games.filter((g) => g.date <= from);
  const upTo = games.filter((g) => g.date <= to);
  const fresh = upTo.filter((g) => g.date > from);
  const rating = (gs: G[], drawn: Set<number>) => {
    const { C, b } = system(n, gs, drawn);
    return 100 * solve(C, b)[playerId - 1];
  };
  const now = rating(upTo, new Set());
  const before = rating(old, new Set());
  expect(rc.rating_to).toBeCloseTo(now, 10);
  expect(rc.rating_from).toBeCloseTo(before, 10);
  expect(Math.abs(rc.parts_sum - rc.change)).toBeLessThan(1e-9);
  expect(rc.results).toHaveLength(fresh.length);
  for (const g of fresh) {
    const part = rc.results.find((r) => r.match_id === g.id)!;
    expect(part.result_effect).toBeCloseTo(now - rating(upTo, new Set([g.id])), 9);
  }
  const allDrawn = rating(upTo, new Set(fresh.map((g) => g.id)));
  expect(rc.schedule_effect).toBeCloseTo(allDrawn - before, 9);
  return rc;
}

describe('rating change decomposition', () => {
  const three: G[] = [
    { id: 1, w: 1, l: 2, weight: 1, date: '2026-01-05' },
    { id: 2, w: 2, l: 3, weight: 1, date: '2026-01-05' },
    { id: 3, w: 1, l: 3, weight: 2, date: '2026-01-12' },
    { id: 4, w: 3, l: 2, weight: 1, date: '2026-01-19' },
    { id: 5, w: 2, l: 1, weight: 1.5, date: '2026-01-19' },
  ];

  it('three players: parts sum to the change and each part matches a Cramer solve', () => {
    for (const p of [1, 2, 3]) {
      check(3, cramer3, three, p, '2026-01-12', '2026-01-19');
      check(3, cramer3, three, p, '2026-01-05', '2026-01-19');
      check(3, cramer3, three, p, '2026-01-01', '2026-01-12');
    }
  });

  it('a win can lower a rating: the schedule effect says why', () => {
    // P1 beats the weak P3 (who lost twice to P2 in weight-2 fixtures): the win is worth less than the rating P1
    // already had (r1 - r3 = 2/3 before it, above the 1/2 a win is worth), so his rating falls.
    const games: G[] = [
      { id: 1, w: 1, l: 2, weight: 2, date: '2026-02-01' },
      { id: 2, w: 1, l: 2, weight: 2, date: '2026-02-01' },
      { id: 3, w: 2, l: 3, weight: 2, date: '2026-02-01' },
      { id: 4, w: 2, l: 3, weight: 2, date: '2026-02-01' },
      { id: 5, w: 1, l: 3, weight: 1, date: '2026-02-08' },
    ];
    const rc = check(3, cramer3, games, 1, '2026-02-01', '2026-02-08');
    expect(rc.change).toBeLessThan(0);
    expect(rc.results[0].result_effect).toBeCloseTo(6.25, 9);
    expect(rc.schedule_effect).toBeCloseTo(-25 / 3, 9);
    expect(rc.results[0].result_effect).toBeGreaterThan(0);
    expect(rc.schedule_effect).toBeLessThan(-rc.results[0].result_effect);
    expect(rc.results[0].text).toBe('Your win over P3');
  });

  it('five players, several nights: Gauss-Jordan agrees part by part', () => {
    const five: G[] = [];
    const pairs = [[1, 2], [3, 4], [5, 1], [2, 3], [4, 5], [1, 3], [2, 4], [3, 5], [4, 1], [5, 2], [1, 2], [3, 1], [2, 5], [4, 3]];
    const dates = ['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23'];
    pairs.forEach(([w, l], k) => five.push({ id: 10 + k, w, l, weight: 1 + (k % 3) * 0.5, date: dates[Math.floor(k / 4)] }));
    for (let p = 1; p <= 5; p++) {
      check(5, gaussJordan, five, p, '2026-03-16', '2026-03-23');
      check(5, gaussJordan, five, p, '2026-03-02', '2026-03-23');
    }
  });

  it('words: largest first, an opponent result explained through your own record', () => {
    const games: G[] = [
      { id: 1, w: 1, l: 2, weight: 1, date: '2026-04-01' },
      { id: 2, w: 1, l: 2, weight: 1, date: '2026-04-01' },
      { id: 3, w: 3, l: 2, weight: 1, date: '2026-04-08' },
      { id: 4, w: 1, l: 3, weight: 1, date: '2026-04-08' },
    ];
    const players = [
      { id: 1, name: 'Ann' },
      { id: 2, name: 'Callum' },
      { id: 3, name: 'Isla' },
    ];
    const rc = ratingChange(players, matchesOf(games), 1, '2026-04-01', '2026-04-08');
    const texts = rc.results.map((r) => r.text);
    expect(texts).toContain('Your win over Isla');
    expect(texts).toContain("Callum's loss to Isla lowered the value of your wins over Callum");
    const lines = ratingChangeLines(rc);
    for (let k = 1; k < lines.length; k++) expect(Math.abs(lines[k - 1].value)).toBeGreaterThanOrEqual(Math.abs(lines[k].value));
    expect(lineText({ text: 'x', value: -0.314 })).toBe('x: \u22120.31');
  });

  it('default window and nightly ratings', () => {
    expect(defaultWindow(3, matchesOf(three))).toEqual({ from: '2026-01-18', to: '2026-01-19' });
    expect(defaultWindow(9, matchesOf(three))).toBeNull();
    const nights = nightlyRatings([1, 2, 3].map((id) => ({ id, name: `P${id}` })), matchesOf(three), 1);
    expect(nights.map((x) => x.date)).toEqual(['2026-01-05', '2026-01-12', '2026-01-19']);
    const last = check(3, cramer3, three, 1, '2026-01-12', '2026-01-19');
    expect(nights[2].rating).toBeCloseTo(last.rating_to, 9);
    expect(nights[1].rating).toBeCloseTo(last.rating_from, 9);
  });

  it('rejects bad dates', () => {
    const players = [{ id: 1, name: 'A' }];
    expect(() => ratingChange(players, [], 1, '2026-01-02', '2026-01-01')).toThrow(/before/);
    expect(() => ratingChange(players, [], 1, '2026-1-02', '2026-01-03')).toThrow(/from/);
  });
});
