/**
 * Teams, head-to-head, series, grounds and umpires through the API, on fixture Tests built from one
 * fixture match: England v Australia at grounds in England, Australia and the Emirates, with hand-chosen results
 * and series. Every expected figure below is worked out by hand from the list of Tests.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../api/app';
import { importCricsheet } from '../../../api/cricket/import/import';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import type { GroundDetail, HeadToHead, SeriesDetail, SeriesRow, TeamDetail, TeamRecords, TeamRow, UmpireRow } from '../../../contracts/cricket-teams';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const base = JSON.parse(readFileSync('tests/fixtures/cricsheet/1000001.json', 'utf8')) as Json;

/** One generated Test: the fixture with its date, ground, result, series and umpires replaced. */
function test(id: string, date: string, venue: string, outcome: Json, event: Json | null, season: string): [string, Json] {
  const j = structuredClone(base);
  j.info.dates = [date];
  j.info.venue = venue;
  j.info.outcome = outcome;
  j.info.season = season;
  j.info.match_type_number = Number(id);
  if (event) j.info.event = event;
  else delete j.info.event;
  j.info.officials = { umpires: ['U One', 'U Two'], tv_umpires: ['T Vee'] };
  return [id, j];
}

// England's Tests in date order: W (Lord's) L (Adelaide) D (Dubai) W (Lord's) W awarded (The Oval).
const TESTS: [string, Json][] = [
  test('5001', '2020-01-01', "Lord's, London", { winner: 'England', by: { runs: 25 } }, { name: 'Series A', match_number: 1 }, '2020'),
  test('5002', '2020-02-01', 'Adelaide Oval', { winner: 'Australia', by: { wickets: 7 } }, { name: 'Series B', match_number: 1 }, '2019/20'),
  test('5003', '2020-03-01', 'Dubai International Cricket Stadium', { result: 'draw' }, null, '2020'),
  // Series A's Test 2 is not in the archive.
  test('5004', '2020-04-01', "Lord's", { winner: 'England', by: { innings: 1, runs: 40 } }, { name: 'Series A', match_number: 3 }, '2020'),
  test('5005', '2020-05-01', 'Kennington Oval', { winner: 'England', method: 'Awarded' }, { name: 'Series C', match_number: 1 }, '2020'),
];
// One Test goes past 80 overs: the fourth over of Australia's innings is numbered 85 (ball age 81+).
TESTS[0][1].innings[1].overs[3].over = 85;

let dir: string;
const db = openDatabase(':memory:');
migrate(db);
const app = createApp({ db });
const get = async <T>(path: string): Promise<{ status: number; body: T }> => {
  const res = await app.request(path);
  return { status: res.status, body: (await res.json()) as T };
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cricket-teams-'));
  for (const [id, j] of TESTS) writeFileSync(join(dir, `${id}.json`), JSON.stringify(j));
  // India v New Zealand at the Wankhede, with two DRS reviews and its umpires.
  copyFileSync('tests/fixtures/cricsheet-scorecards/1000101.json', join(dir, '1000101.json'));
  const summary = await importCricsheet(db, dir, { register: false });
  expect(summary.skipped).toEqual([]);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('teams', () => {
  it('lists every team with won, lost, drawn and the awarded Test counted as a win and a loss', async () => {
    const { body } = await get<{ data: TeamRow[] }>('/api/cricket/teams');
    const england = body.data.find((t) => t.team === 'England')!;
    expect(england).toMatchObject({ slug: 'england', tests: 5, won: 3, lost: 1, drawn: 1, tied: 0, awarded: 1, win_pct: 60, first_date: '2020-01-01', last_date: '2020-05-01' });
    expect(body.data.find((t) => t.team === 'Australia')).toMatchObject({ tests: 5, won: 1, lost: 3, drawn: 1, awarded: 1, awarded_won: 0, win_pct: 20 });
    expect(body.data.map((t) => t.team)).toEqual(['Australia', 'England', 'India', 'New Zealand']);
  });

  it('splits a team record home, away and neutral by the ground host country, and finds its runs', async () => {
    const { body } = await get<{ data: TeamDetail }>('/api/cricket/team/England');
    const d = body.data;
    expect(d.by_side.map((s) => [s.side, s.tests, s.won, s.lost, s.drawn])).toEqual([
      ['home', 3, 3, 0, 0],
      ['away', 1, 0, 1, 0],
      ['neutral', 1, 0, 0, 1],
    ]);
    expect(d.by_ground.map((g) => [g.ground, g.tests, g.won])).toEqual([
      ["Lord's", 2, 2],
      ['Adelaide Oval', 1, 0],
      ['Dubai International Cricket Stadium', 1, 0],
      ['Kennington Oval', 1, 1],
    ]);
    expect(d.by_opposition).toEqual([{ opposition: 'Australia', slug: 'australia', tests: 5, won: 3, lost: 1, drawn: 1, tied: 0, awarded: 1, awarded_won: 1, win_pct: 60 }]);
    // W L D W W: longest winning run the last two, unbeaten the last three; both current.
    expect(d.streaks).toEqual({
      longest_winning: { length: 2, from: '2020-04-01', to: '2020-05-01' },
      longest_unbeaten: { length: 3, from: '2020-03-01', to: '2020-05-01' },
      current_winning: { length: 2, from: '2020-04-01', to: '2020-05-01' },
      current_unbeaten: { length: 3, from: '2020-03-01', to: '2020-05-01' },
    });
    // Wins by runs: 25 runs (the innings win and the awarded Test have no runs margin).
    expect(d.biggest_wins_runs.map((w) => w.by)).toEqual(['by 25 runs']);
    expect(d.biggest_wins_wickets).toEqual([]);
    // England played no withheld Test; the numbering of these fixtures' series shows one England Test missing.
    expect(d.coverage).toMatchObject({ withheld: [], with_withheld: null });
    expect((await get('/api/cricket/team/wales')).status).toBe(404);
  });
});

describe('head-to-head', () => {
  it('lists every Test between them with the results by host country, from the first team side', async () => {
    const { body } = await get<{ data: HeadToHead }>('/api/cricket/head_to_head/australia/england');
    const h = body.data;
    expect(h.overall).toMatchObject({ tests: 5, won: 1, lost: 3, drawn: 1, awarded: 1 });
    expect(h.tests.map((t) => [t.start_date, t.result, t.awarded])).toEqual([
      ['2020-05-01', 'lost', true],
      ['2020-04-01', 'lost', false],
      ['2020-03-01', 'drawn', false],
      ['2020-02-01', 'won', false],
      ['2020-01-01', 'lost', false],
    ]);
    expect(h.by_host.map((x) => [x.host_country, x.tests, x.won, x.lost, x.drawn])).toEqual([
      ['England', 3, 0, 3, 0],
      ['Australia', 1, 1, 0, 0],
      ['U.A.E.', 1, 0, 0, 1],
    ]);
    // Newest first by the start of each series' first Test (Series A began before Series B).
    expect(h.by_series.map((s) => [s.slug, s.result, s.complete])).toEqual([
      ['2020-series-c', 'England won 1\u20130', true],
      ['2019-20-series-b', 'Australia won 1\u20130', true],
      ['2020-series-a', 'As far as the archive holds (2 Tests): Australia 0, England 2, 0 drawn', false],
    ]);
    expect((await get('/api/cricket/head_to_head/india/england')).status).toBe(404);
  });
});

describe('series', () => {
  it('names the missing Test of a series and claims no result for it', async () => {
    const { body } = await get<{ data: SeriesDetail }>('/api/cricket/series/2020-series-a');
    expect(body.data.result).toMatchObject({ complete: false, wins: [0, 2], gaps: ["Test 2 of the series is not in the archive under this series' name and season"] });
    expect(body.data.result.text).not.toMatch(/won/);
    expect(body.data.test_rows.map((t) => t.match_number)).toEqual([1, 3]);
    expect(body.data.batting.length).toBeGreaterThan(0);
    expect(body.data.bowling[0].wickets).toBeGreaterThanOrEqual(body.data.bowling[body.data.bowling.length - 1].wickets);
  });

  it('lists series newest first, filtered by team and year, paged', async () => {
    const all = await get<{ data: SeriesRow[] }>('/api/cricket/series');
    expect(all.body.data.map((s) => s.slug)).toEqual(['2024-25-new-zealand-tour-of-india', '2020-series-c', '2019-20-series-b', '2020-series-a']);
    const page = await get<{ data: SeriesRow[]; total: number }>('/api/cricket/series?team=england&year=2020&limit=1&offset=1');
    expect(page.body.total).toBe(3);
    expect(page.body.data.map((s) => s.slug)).toEqual(['2019-20-series-b']);
  });
});

describe('grounds', () => {
  it('maps two spellings of a ground to one ground page, with toss and ball age', async () => {
    const { body } = await get<{ data: GroundDetail }>('/api/cricket/ground/lords');
    const g = body.data;
    expect(g.venues).toEqual(["Lord's", "Lord's, London"]);
    // England batted first and won both; England won the toss and batted both times.
    expect([g.tests, g.bat_first_won, g.bat_first_drawn, g.bat_first_lost]).toEqual([2, 2, 0, 0]);
    expect(g.toss.find((t) => t.decision === 'bat')).toMatchObject({ tests: 2, won: 2 });
    // Ball age, recounted from the raw deliveries of the two Lord's Tests: legal balls and runs per band.
    const expected = new Map<string, { balls: number; runs: number }>();
    for (const [, j] of [TESTS[0], TESTS[3]]) {
      for (const inn of j.innings) {
        for (const over of inn.overs ?? []) {
          const band = over.over + 1 > 80 ? '81+' : over.over + 1 > 40 ? '41-80' : over.over + 1 > 20 ? '21-40' : '1-20';
          const e = expected.get(band) ?? { balls: 0, runs: 0 };
          for (const d of over.deliveries) {
            if (!d.extras || (!('wides' in d.extras) && !('noballs' in d.extras))) e.balls += 1;
            e.runs += d.runs.total;
          }
          expected.set(band, e);
        }
      }
    }
    expect(g.ball_age.map((a) => [a.band, a.balls, a.runs])).toEqual([...expected].map(([band, e]) => [band, e.balls, e.runs]));
    expect(g.ball_age.map((a) => a.band)).toEqual(['1-20', '81+']);
    expect(g.dismissals.reduce((s, d) => s + d.count, 0)).toBeGreaterThan(0);
    expect((await get('/api/cricket/ground/nowhere-park')).status).toBe(404);
  });
});

describe("the records book's team tables", () => {
  it('filters totals and wins like the records tables, and names a bad filter', async () => {
    const all = await get<{ data: TeamRecords }>('/api/cricket/team_records');
    expect(all.body.data.tests).toBe(6);
    expect(all.body.data.biggest_wins_runs.map((w) => [w.winner, w.by])).toEqual([['England', 'by 25 runs']]);
    expect(all.body.data.biggest_wins_wickets.map((w) => [w.winner, w.loser, w.by])).toEqual([['Australia', 'England', 'by 7 wickets']]);
    const aus = await get<{ data: TeamRecords }>('/api/cricket/team_records?team=Australia&ground=Adelaide%20Oval');
    expect(aus.body.data.tests).toBe(1);
    expect(aus.body.data.biggest_wins_runs).toEqual([]);
    expect(aus.body.data.highest_totals.every((t) => t.team === 'Australia' && t.ground === 'Adelaide Oval')).toBe(true);
    expect(aus.body.data.highest_totals.length).toBeGreaterThan(0);
    const bad = await get<{ error: { field: string } }>('/api/cricket/team_records?from=2021&to=2019');
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('to');
  });
});

describe('umpires', () => {
  it('counts Tests stood and the reviews of each umpire decisions by team reviewing', async () => {
    const { body } = await get<{ data: UmpireRow[] }>('/api/cricket/umpires');
    expect(body.data.find((u) => u.umpire === 'U One')).toMatchObject({ tests: 5, tv_tests: 0, reviews: 0 });
    expect(body.data.find((u) => u.umpire === 'T Vee')).toBeUndefined();
    expect(body.data.find((u) => u.umpire === 'CD Umpire')).toMatchObject({
      tests: 1,
      reviews: 1,
      overturned: 0,
      stood: 1,
      umpires_call: 1,
      by_team: [{ team: 'India', reviews: 1, overturned: 0, stood: 1, umpires_call: 1 }],
    });
  });
});

describe('a series whose first Test is filed under another event name', () => {
  // Australia v India 2007/08 in miniature: Test 1 filed under "Tour X" (the tour's name), Tests 2 and 3 under
  // "Trophy Y" (the trophy's), one season, in that order with no other Test of the pair between: one series of three
  // Tests, England 2 (Tests 1 and 3) to 1, not "Tour X: England won 1-0" beside a "Trophy Y" lacking its Test 1.
  const renamed = [
    test('6001', '2008-01-01', "Lord's, London", { winner: 'England', by: { runs: 10 } }, { name: 'Tour X', match_number: 1 }, '2008'),
    test('6002', '2008-02-01', "Lord's, London", { winner: 'Australia', by: { runs: 5 } }, { name: 'Trophy Y', match_number: 2 }, '2008'),
    test('6003', '2008-03-01', "Lord's, London", { winner: 'England', by: { wickets: 3 } }, { name: 'Trophy Y', match_number: 3 }, '2008'),
  ];
  const own = openDatabase(':memory:');
  migrate(own);
  const ownApp = createApp({ db: own });
  let ownDir: string;
  beforeAll(async () => {
    ownDir = mkdtempSync(join(tmpdir(), 'cricket-renamed-'));
    for (const [id, j] of renamed) writeFileSync(join(ownDir, `${id}.json`), JSON.stringify(j));
    await importCricsheet(own, ownDir, { register: false });
  });
  afterAll(() => rmSync(ownDir, { recursive: true, force: true }));

  it('is one series under the name of its longer run, complete, saying where its first Test is filed', async () => {
    const list = (await (await ownApp.request('/api/cricket/series')).json()) as { data: SeriesRow[] };
    expect(list.data.map((s) => [s.slug, s.name, s.tests, s.result.text, s.result.complete, s.filed_as])).toEqual([
      ['2008-trophy-y', 'Trophy Y', 3, 'England won 2\u20131', true, [{ name: 'Tour X', numbers: [1] }]],
    ]);
    // The first Test's own series address answers with the whole series.
    const alias = (await (await ownApp.request('/api/cricket/series/2008-tour-x')).json()) as { data: SeriesDetail };
    expect(alias.data.slug).toBe('2008-trophy-y');
    expect(alias.data.test_rows.map((t) => t.match_number)).toEqual([1, 2, 3]);
  });
});
