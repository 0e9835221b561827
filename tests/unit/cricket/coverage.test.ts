import { describe, expect, it } from 'vitest';
import { createApp } from '../../../api/app';
import { careerGaps, deriveGaps, seriesKey, type CoverageMatch } from '../../../api/cricket/queries/coverage-gaps';
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

  it('finds what a career may lack', () => {
    // Team A holds 10, 14, 18; missing 11 (A v B), 13 (C v D), 16 (unknown).
    const aTests = [10, 14, 18];
    expect(careerGaps('A', [10, 18], aTests, gaps.missing)).toMatchObject({
      startsWithArchive: true,
      before: [],
      inside: [{ testNumber: 11 }],
      unknownInside: [{ testNumber: 16 }],
    });
    // First Test 14: before it (after A's #10) lie 11 (A's) and 13 (C v D, not A's).
    expect(careerGaps('A', [14], aTests, gaps.missing)?.before.map((x) => x.testNumber)).toEqual([11]);
    // First Test 18: before it (after A's #14) lies 16, teams unknown, so it may be his.
    expect(careerGaps('A', [18], aTests, gaps.missing)?.before.map((x) => x.testNumber)).toEqual([16]);
    // Team C holds 12 and 15; #13 is C's, so a career starting at #15 may have started at #13.
    expect(careerGaps('C', [15], [12, 15], gaps.missing)?.before.map((x) => x.testNumber)).toEqual([13]);
    // E's only Test is its first in the archive.
    expect(careerGaps('E', [17], [17], gaps.missing)?.startsWithArchive).toBe(true);
    // A career with no missing Test that could be his before or inside, not at his team's archive start: nothing.
    expect(careerGaps('D', [15], [12, 15], gaps.missing.filter((x) => x.testNumber !== 13))).toBeNull();
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
      { test_number: 102, after_date: '2021-07-01', before_date: '2022-08-01', teams: ['Australia', 'England'], series: 'The Ashes, 2020/21', series_match: 3 },
      { test_number: 103, after_date: '2021-07-01', before_date: '2022-08-01', teams: ['Australia', 'England'], series: 'The Ashes, 2020/21', series_match: 4 },
    ]);
  });

  it('notes a career at the archive start and not one inside complete coverage', async () => {
    const a = await app();
    const jones = (await (await a.request('/api/cricket/player_detail/b-jones')).json()).data as PlayerDetail;
    expect(jones.coverage_note).toMatchObject({ team: 'England', starts_with_archive: true, first_test_number: 100, unknown_inside: 0 });
    expect(jones.coverage_note?.inside.map((x) => x.test_number)).toEqual([102, 103]);
    const extra = (await (await a.request('/api/cricket/player_detail/x-extra')).json()).data as PlayerDetail;
    expect(extra.coverage_note).toBeNull();
    const list = (await (await a.request('/api/cricket/players')).json()).data as CricketPlayer[];
    expect(list.find((p) => p.url_slug === 'b-jones')?.may_be_longer).toBe(true);
    expect(list.find((p) => p.url_slug === 'x-extra')?.may_be_longer).toBe(false);
  });
});
