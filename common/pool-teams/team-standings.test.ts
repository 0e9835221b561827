import { describe, expect, it } from 'vitest';
import { DEFAULT_FORMAT, type DivisionFormat } from './division-format';
import { teamStandings, type TeamResult } from './team-standings';

const teams = (names: string) => names.split('').map((name, i) => ({ id: i + 1, name }));
const r = (ids: Record<string, number>, home: string, away: string, homeFrames: number, awayFrames: number): TeamResult => ({
  homeId: ids[home],
  awayId: ids[away],
  homeFrames,
  awayFrames,
});
const idsOf = (list: { id: number; name: string }[]) => Object.fromEntries(list.map((t) => [t.name, t.id]));
const line = (rows: ReturnType<typeof teamStandings>) => rows.map((x) => `${x.rank} ${x.name} ${x.points} ${x.frame_difference} ${x.above_next_by ?? '-'}`);

describe('a division table with its tie-breaks, worked by hand', () => {
  it('points, then frame difference: Y and X both on 16 points, Y +8 frames and X +4', () => {
    // Ten frames, a point a frame, two for a win. X: 6-4, 6-4 = 8 + 8. Y: 10-0 (12) and 4-6 (4).
    const list = teams('XYPQ');
    const ids = idsOf(list);
    const rows = teamStandings(list, [r(ids, 'X', 'P', 6, 4), r(ids, 'X', 'Q', 6, 4), r(ids, 'Y', 'P', 10, 0), r(ids, 'Q', 'Y', 6, 4)], DEFAULT_FORMAT);
    expect(line(rows)).toEqual(['1 Y 16 8 frame difference', '2 X 16 4 points', '3 Q 12 0 points', '4 P 4 -12 -']);
    expect(rows[0]).toMatchObject({ played: 2, won: 1, drawn: 0, lost: 1, frames_for: 14, frames_against: 6 });
  });

  it('head to head: A and B level on 12 points and 0 frames, A beat B 6-4', () => {
    const list = teams('ABCD');
    const ids = idsOf(list);
    const rows = teamStandings(list, [r(ids, 'A', 'B', 6, 4), r(ids, 'C', 'A', 6, 4), r(ids, 'B', 'C', 6, 4), r(ids, 'C', 'D', 10, 0)], DEFAULT_FORMAT);
    // C: 8 + 4 + 12 = 24 points, frames +2 -2 +10; A: 8 + 4 = 12; B: 4 + 8 = 12; D: 0.
    expect(line(rows)).toEqual(['1 C 24 10 points', '2 A 12 0 head to head', '3 B 12 0 points', '4 D 0 -10 -']);
  });

  it('head-to-head frame difference: match points only, A and B beat each other, B by more', () => {
    const matchOnly: DivisionFormat = { ...DEFAULT_FORMAT, framePoints: 0 };
    const list = teams('ABC');
    const ids = idsOf(list);
    // A: beat B 6-4, lost 2-8, beat C 10-0 = 4 points, 18-12. B: 4-6, 8-2, beat C 6-4 = 4 points, 18-12.
    const rows = teamStandings(list, [r(ids, 'A', 'B', 6, 4), r(ids, 'B', 'A', 8, 2), r(ids, 'A', 'C', 10, 0), r(ids, 'B', 'C', 6, 4)], matchOnly);
    expect(line(rows)).toEqual(['1 B 4 6 head-to-head frame difference', '2 A 4 6 points', '3 C 0 -12 -']);
  });

  it('frames won, then a shared place listed by name', () => {
    const matchOnly: DivisionFormat = { ...DEFAULT_FORMAT, framePoints: 0 };
    const list = teams('ABCDEFGH');
    const ids = idsOf(list);
    // A: 6-4 C, 4-6 D: 2 points, 10-10. B: 10-0 E, 4-6 F, 4-6 G, 2-8 H: 2 points, 20-20. A and B never met.
    const rows = teamStandings(
      list,
      [r(ids, 'A', 'C', 6, 4), r(ids, 'A', 'D', 4, 6), r(ids, 'B', 'E', 10, 0), r(ids, 'B', 'F', 4, 6), r(ids, 'B', 'G', 4, 6), r(ids, 'B', 'H', 2, 8)],
      matchOnly,
    );
    expect(line(rows)).toEqual([
      '1 H 2 6 frame difference',
      '2 D 2 2 shared',
      '2 F 2 2 shared',
      '2 G 2 2 frame difference',
      '5 B 2 0 frames won',
      '6 A 2 0 points',
      '7 C 0 -2 frame difference',
      '8 E 0 -10 -',
    ]);
  });

  it('three teams who beat each other in turn share first place', () => {
    const list = teams('ABC');
    const ids = idsOf(list);
    const rows = teamStandings(list, [r(ids, 'A', 'B', 6, 4), r(ids, 'B', 'C', 6, 4), r(ids, 'C', 'A', 6, 4)], DEFAULT_FORMAT);
    expect(rows.map((x) => x.rank)).toEqual([1, 1, 1]);
    expect(rows.map((x) => x.points)).toEqual([12, 12, 12]);
  });

  it('a drawn match gives each side its frames and the draw points', () => {
    const list = teams('AB');
    const ids = idsOf(list);
    const rows = teamStandings(list, [r(ids, 'A', 'B', 5, 5)], DEFAULT_FORMAT);
    expect(rows.map((x) => [x.points, x.drawn])).toEqual([
      [6, 1],
      [6, 1],
    ]);
  });
});
