import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import type { ChancesInput } from './team-chances';
import { canFinishInBottom, canFinishInTop, exactTeamStatus } from './team-exact';

/** Two-frame matches, a point a frame, two for a win, one for a draw: a result gives (0, 4), (2, 2) or (4, 0). */
const base = (points: number[], games: [number, number][], promotePlaces = 1, relegatePlaces = 1): ChancesInput => ({
  framePoints: 1,
  winPoints: 2,
  drawPoints: 1,
  promotePlaces,
  relegatePlaces,
  table: points.map((p, i) => ({ team_id: i + 1, name: 'ABCDEFGH'[i], points: p, frame_difference: 0 })),
  remaining: games.map(([h, a], k) => ({ fixture_id: k + 1, home_id: h + 1, away_id: a + 1, frame_chances: [0.5, 0.5] })),
});

/** The oracle: every result of every fixture, with the rule written out again (level on points counts both ways). */
function bruteForce(input: ChancesInput, i: number, place: number, top: boolean): boolean {
  const split = [
    [0, 4],
    [2, 2],
    [4, 0],
  ];
  const m = input.remaining.length;
  for (let code = 0; code < 3 ** m; code++) {
    const pts = input.table.map((t) => t.points);
    let c = code;
    input.remaining.forEach((f) => {
      const [h, a] = split[c % 3];
      c = Math.floor(c / 3);
      pts[f.home_id - 1] += h;
      pts[f.away_id - 1] += a;
    });
    const past = pts.filter((p, j) => j !== i && (top ? p > pts[i] : p < pts[i])).length;
    if (past <= place - 1) return true;
  }
  return false;
}

describe('"can still" and "cannot any more" at the end of a season', () => {
  // A 20 (no fixtures left), B 17, C 14, D 10; to play: B v C, B v D, C v D.
  const end = base([20, 17, 14, 10], [[1, 2], [1, 3], [2, 3]], 2, 1);

  it('worked by hand: D cannot win the title any more (10 + 8 = 18 < 20); B and C can', () => {
    expect([0, 1, 2, 3].map((i) => canFinishInTop(end, i, 1))).toEqual([true, true, true, false]);
  });

  it('D can still go up in second place: D beats B and C, C beats B: C 18, D 18, level (the tie is open)', () => {
    expect(canFinishInTop(end, 3, 2)).toBe(true);
    // B cannot finish bottom... he can: B loses both (17), C beats B (18), D beats C (18): everyone at least 17.
    expect(canFinishInBottom(end, 1, 1)).toBe(true);
    // A can never be bottom: D reaches 18 at most.
    expect(canFinishInBottom(end, 0, 1)).toBe(false);
  });

  it('the status of every team', () => {
    expect(exactTeamStatus(end).map((s) => [s.can_win_title, s.title_certain, s.can_be_promoted, s.promotion_certain, s.can_be_relegated, s.relegation_certain])).toEqual([
      [true, false, true, false, false, false],
      [true, false, true, false, true, false],
      [true, false, true, false, true, false],
      [false, false, true, false, true, false],
    ]);
  });

  it('agrees with every result enumerated on 100 random seasons', () => {
    const rng = createRng('team-exact');
    for (let t = 0; t < 100; t++) {
      const n = 3 + Math.floor(rng.next() * 3);
      const pts = Array.from({ length: n }, () => Math.floor(rng.next() * 12));
      const games: [number, number][] = [];
      for (let g = 0; g < 5; g++) {
        const h = Math.floor(rng.next() * n);
        const a = (h + 1 + Math.floor(rng.next() * (n - 1))) % n;
        games.push([h, a]);
      }
      const input = base(pts, games);
      for (let i = 0; i < n; i++) {
        for (let place = 1; place <= n; place++) {
          expect(canFinishInTop(input, i, place)).toBe(bruteForce(input, i, place, true));
          expect(canFinishInBottom(input, i, place)).toBe(bruteForce(input, i, place, false));
        }
      }
    }
  });
});
