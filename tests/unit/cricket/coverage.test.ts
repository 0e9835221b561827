import { describe, expect, it } from 'vitest';
import { createApp } from '../../../api/app';
import { careerGaps, deriveGaps, seriesKey, teamGaps, type CoverageMatch } from '../../../api/cricket/queries/coverage-gaps';
import { importCricsheet } from '../../../api/cricket/import/import';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import type { CricketPlayer, PlayerDetail } from '../../../contracts/cricket-batting';
import type { ArchiveCoverage } from '../../../contracts/cricket-coverage';

const m = (testNumber: number, teams: [string, string], series: string | null, matchNumber: number | null, startDate = `2020-01-${String(testNumber).padStart(2, '0')}`): CoverageMatch => ({
  testNumber,
  startDate,
  teams,
  seriesName: series,
  seriesKey: seriesKey(series, null, '2020'),
  matchNumber,
});

describe('missing Tests from the Test numbers and series numbering', () => {
  // Held: #10 S1 Test 1 (A v B), #12 S2 Test 1 (C v D), #14 S1 Test 3, #15 S2 Test 3, #17 S3 Test 1, #18 (no series).
  // Missing: 11, 13, 16. S2's Test 2 lies between #12 and #15: only 13 is free, so 13 = S2 Test 2 (C v D).
  // S1's Test 2 lies between #10 and #14: 11 and 13 were both free, but once 13 is S2's only 11 is left.
  // 16 lies in no series' numbering gap: its teams stay unknown.
  const held = [
    m(10, ['A', 'B'], 'S1', 1),
    m(12, ['C', 'D'], 'S2', 1),
    m(14, ['B', 'A'], 'S1', 3),
    m(15, ['C', 'D'], 'S2', 3),
    m(17, ['E', 'F'], 'S3', 1),
    m(18, ['A', 'B'], null, null),
  ];
  const gaps = deriveGaps(held)!;

  it('counts the Tests held and in range', () => {
    expect(gaps).toMatchObject({ first: 10, last: 18, held: 6 });
    expect(gaps.missing.map((x) => x.testNumber)).toEqual([11, 13, 16]);
  });

  it('dates each missing Test between the held Tests around it', () => {
    expect(gaps.missing[0]).toMatchObject({ after: '2020-01-10', before: '2020-01-12' });
    expect(gaps.missing[2]).toMatchObject({ after: '2020-01-15', before: '2020-01-17' });
  });

  it('gives teams only where the series numbering forces them, cascading', () => {
    expect(gaps.missing[1]).toMatchObject({ testNumber: 13, teams: ['C', 'D'], series: 'S2', seriesMatch: 2 });
    expect(gaps.missing[0]).toMatchObject({ testNumber: 11, teams: ['A', 'B'], series: 'S1', seriesMatch: 2 });
    expect(gaps.missing[2]).toMatchObject({ testNumber: 16, teams: null, series: null, seriesMatch: null });
  });

  it('leaves a gap unknown when two numbers could hold one series Test', () => {
    const g = deriveGaps([m(1, ['A', 'B'], 'S', 1), m(4, ['A', 'B'], 'S', 3)])!;
    expect(g.missing.map((x) => [x.testNumber, x.teams])).toEqual([
      [2, null],
      [3, null],
    ]);
  });

  it('lists the continuous stretches', () => {
    expect(gaps.stretches.map((s) => [s.from, s.to])).toEqual([
      [10, 10],
      [12, 12],
      [14, 15],
      [17, 18],
    ]);
  });

  it("finds what a career may lack: his team's known missing Tests before his first and inside his span", () => {
    // Team A holds 10, 14, 18; missing 11 (A v B, S1 Test 2), 13 (C v D), 16 (teams unknown).
    const aTests = [10, 14, 18];
    const tg = teamGaps(held, gaps);
    expect(tg.map((g) => [g.teams, g.from, g.to, g.testNumbers])).toEqual([
      [['A', 'B'], 11, 13, [11]],
      [['C', 'D'], 13, 14, [13]],
    ]);
    expect(careerGaps('A', [10, 18], aTests, tg, gaps.missing)).toMatchObject({ startsWithArchive: true, before: [], inside: [{ testNumbers: [11] }], unknownInside: 1 });
    // First Test 14: before it (after A's #10) lies S1's Test 2 (#11, A's); #13 is C v D's.
    expect(careerGaps('A', [14], aTests, tg, gaps.missing)?.before.map((x) => x.testNumbers)).toEqual([[11]]);
    // First Test 18: before it (after A's #14) lies only #16, whose teams are unknown: nothing shows it is A's.
    expect(careerGaps('A', [18], aTests, tg, gaps.missing)).toBeNull();
    // Team C holds 12 and 15; #13 is C's, so a career starting at #15 may have started at #13.
    expect(careerGaps('C', [15], [12, 15], tg, gaps.missing)?.before.map((x) => x.testNumbers)).toEqual([[13]]);
    // E's only Test is its first in the archive.
    expect(careerGaps('E', [17], [17], tg, gaps.missing)?.startsWithArchive).toBe(true);
  });

  it("a series held from its Test 3 lacks Tests 1 and 2, played after the pair's previous Test (HM Amla's span)", () => {
    // #30 P v Q; #31 X v Y; #34 P v R, Test 3 of S5; #35 X v Y. Missing 32 and 33: S5's Tests 1 and 2.
    const input = [m(30, ['P', 'Q'], 'S4', 1), m(31, ['X', 'Y'], 'S6', 1), m(34, ['P', 'R'], 'S5', 3), m(35, ['X', 'Y'], 'S6', 2)];
    const g = deriveGaps(input)!;
    expect(g.missing.map((x) => [x.testNumber, x.teams, x.seriesMatch])).toEqual([
      [32, ['P', 'R'], 1],
      [33, ['P', 'R'], 2],
    ]);
    const tg = teamGaps(input, g);
    expect(careerGaps('P', [30, 34], [30, 34], tg, g.missing)?.inside.map((x) => [x.count, x.testNumbers])).toEqual([[2, [32, 33]]]);
    // Where the numbers between are held (the Test is filed under another series name), the numbering shows no gap.
    const filed = [m(40, ['P', 'Q'], 'Trophy', 1), m(41, ['P', 'Q'], 'Tour', 2), m(42, ['P', 'Q'], 'Tour', 3)];
    expect(teamGaps(filed, deriveGaps(filed))).toEqual([]);
  });

  it('a Test postponed to the next season continues its series: no missing Tests before it', () => {
    const s = (n: number, season: string, k: number): CoverageMatch => ({ ...m(n, ['G', 'H'], 'Tour', k), seriesKey: seriesKey('Tour', null, season) });
    const input = [s(50, '2021', 1), s(51, '2021', 2), s(54, '2022', 3)];
    const g = deriveGaps(input)!;
    expect(g.missing.map((x) => x.teams)).toEqual([null, null]);
    expect(teamGaps(input, g)).toEqual([]);
  });

  it("names the teams of the Tests Cricsheet withholds, and counts them in a career's span", () => {
    const g = deriveGaps(held, [{ number: 16, teams: ['Z', 'A'] }])!;
    expect(g.missing[2]).toMatchObject({ testNumber: 16, teams: ['A', 'Z'], withheld: true });
    const tg = teamGaps(held, g);
    expect(careerGaps('A', [14, 18], [10, 14, 18], tg, g.missing)?.inside.map((x) => [x.withheld, x.testNumbers])).toEqual([[true, [16]]]);
  });
});

describe('coverage from the fixtures (Tests #100, #101, #104 of one series, Tests 1, 2 and 5)', () => {
  const app = async () => {
    const db = openDatabase(':memory:');
    migrate(db);
    await importCricsheet(db, 'tests/fixtures/cricsheet', { register: false });
    return createApp({ db });
  };

  it('answers which Tests the archive holds and lacks', async () => {
    const a = await app();
    const c = (await (await a.request('/api/cricket/archive_coverage')).json()).data as ArchiveCoverage;
    expect(c).toMatchObject({ held: 3, total: 5, first_number: 100, last_number: 104, first_date: '2020-07-01', last_date: '2022-08-01', unnumbered: 0 });
    expect(c.stretches.map((s) => [s.from_number, s.to_number, s.tests])).toEqual([
      [100, 101, 2],
      [104, 104, 1],
    ]);
    expect(c.missing).toEqual([
      { test_number: 102, after_date: '2021-07-01', before_date: '2022-08-01', teams: ['Australia', 'England'], series: 'The Ashes, 2020/21', series_match: 3, withheld: false },
      { test_number: 103, after_date: '2021-07-01', before_date: '2022-08-01', teams: ['Australia', 'England'], series: 'The Ashes, 2020/21', series_match: 4, withheld: false },
    ]);
  });

  it('notes a career at the archive start and not one inside complete coverage', async () => {
    const a = await app();
    const jones = (await (await a.request('/api/cricket/player_detail/b-jones')).json()).data as PlayerDetail;
    expect(jones.coverage_note).toMatchObject({ team: 'England', starts_with_archive: true, first_test_number: 100, unknown_inside: 0 });
    expect(jones.coverage_note?.inside.map((x) => x.test_numbers)).toEqual([[102, 103]]);
    const extra = (await (await a.request('/api/cricket/player_detail/x-extra')).json()).data as PlayerDetail;
    expect(extra.coverage_note).toBeNull();
    const list = (await (await a.request('/api/cricket/players')).json()).data as CricketPlayer[];
    expect(list.find((p) => p.url_slug === 'b-jones')?.may_be_longer).toBe(true);
    expect(list.find((p) => p.url_slug === 'x-extra')?.may_be_longer).toBe(false);
  });
});
