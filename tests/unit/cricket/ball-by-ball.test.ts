import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { BattingBaseline, InningsRecord, PlayerMatchup, PlayerMatchupInnings } from '../../../contracts/cricket-batting';
import { createApp } from '../../../api/app';
import { importCricsheet } from '../../../api/cricket/import/import';
import { parseMatch } from '../../../api/cricket/import/parse-match';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import * as profile from '../../../workers/cricket/batting-profile';

/*
 * tests/fixtures/cricsheet-balls/3000001.json, counted by hand.
 * Innings 1 (England), bowlers KL Starc (d0000002) and MN Lyon (d0000003):
 *   over 0 Starc: Cook 0 | Cook wide | Cook no-ball + 4 (boundary) | Cook 4 all-run | Cook 1 |
 *                 Root leg-bye 1 | Cook 6 | Cook 0
 *   over 1 Lyon:  Root 6 all-run | Root 5 wides | Root no-ball, 0 off the bat | Root 2 | Root 3 |
 *                 Cook 0 caught | Stokes 1 | Root stumped off a wide
 *   over 2 Starc: Stokes 4 | Stokes 0 lbw (GH Broad at the other end, never faces)
 *   AB Cook:   faced 7 (the wide not), 15 runs, 4s 1 (the all-run 4 is not one), 6s 1, out caught after 7.
 *              runs per ball: 0,4,4,1,6,0,0 -> [3 dots, 1 one, 0, 0, 2 fours-worth, 0, 1 six-worth, 0]
 *              vs Starc 6 balls 15 runs 2 dots 1 four 1 six; vs Lyon 1 ball 0 runs 1 dot 1 dismissal.
 *   CD Root:   faced 5 (leg-bye ball, all-run 6, no-ball, 2, 3; two wides not), 11 runs, no 4s or 6s,
 *              out stumped after 5. per ball [2, 0, 1, 1, 0, 0, 1, 0].
 *              vs Starc 1 ball 0 runs 1 dot; vs Lyon 4 balls 11 runs 1 dot 1 dismissal (stumped off a wide).
 *   EF Stokes: faced 3, 5 runs, one 4, out lbw after 3; vs Lyon 1 ball 1 run; vs Starc 2 balls 4 runs 1 dot
 *              1 four 1 dismissal.
 *   GH Broad:  batted (non-striker), 0 balls, not out.
 * Innings 2 (Australia), bowlers GH Broad (c0000004) and EF Stokes (c0000003):
 *   IJ Smith: 6 x6 (Broad), 6 6 1 (Stokes), Head 0 1, Smith 2 (51 off his 10th ball), 6 x8 (Broad: 99 off
 *             18), no-ball + 1 off the bat (100 off his 19th ball), bowled next ball.
 *             faced 20, 100 runs, sixteen 6s, per ball [1, 2, 1, 0, 0, 0, 16, 0].
 *             vs Broad 16 balls 85 runs 1 dot 14 sixes 1 dismissal; vs Stokes 4 balls 15 runs 2 sixes.
 *   OP Head:  faced 2, 1 run, not out; vs Stokes 2 balls 1 run 1 dot.
 */
const FIXTURES = 'tests/fixtures/cricsheet-balls';
const doc = () => JSON.parse(readFileSync(`${FIXTURES}/3000001.json`, 'utf8'));

async function loaded() {
  const db = openDatabase(':memory:');
  migrate(db);
  await importCricsheet(db, FIXTURES);
  return { db, app: createApp({ db }) };
}

async function get<T>(app: ReturnType<typeof createApp>, path: string): Promise<T> {
  const res = await app.request(path);
  expect(res.status, path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

describe('parser on the hand-counted innings', () => {
  const m = parseMatch('3000001', doc());
  const rec = (inns: number, id: string) => m.innings.find((i) => i.matchInns === inns && i.playerId === id)!;

  it('counts no-balls but not wides as balls faced, and all-run fours and sixes as runs but not boundaries', () => {
    expect(rec(1, 'c0000001')).toMatchObject({ runs: 15, ballsFaced: 7, fours: 1, sixes: 1, isOut: true, dismissal: 'caught' });
    expect(rec(1, 'c0000002')).toMatchObject({ runs: 11, ballsFaced: 5, fours: 0, sixes: 0, isOut: true, dismissal: 'stumped' });
    expect(rec(1, 'c0000003')).toMatchObject({ runs: 5, ballsFaced: 3, fours: 1, sixes: 0, isOut: true, dismissal: 'lbw' });
    expect(rec(1, 'c0000004')).toMatchObject({ runs: 0, ballsFaced: 0, didBat: true, isOut: false });
    expect(rec(2, 'd0000001')).toMatchObject({ runs: 100, ballsFaced: 20, fours: 0, sixes: 16, isOut: true, dismissal: 'bowled' });
  });

  it('tallies balls by runs off the bat and the balls to 50 and 100', () => {
    expect(rec(1, 'c0000001').ballsByRuns).toEqual([3, 1, 0, 0, 2, 0, 1, 0]);
    expect(rec(1, 'c0000002').ballsByRuns).toEqual([2, 0, 1, 1, 0, 0, 1, 0]);
    expect(rec(1, 'c0000004').ballsByRuns).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(rec(2, 'd0000001')).toMatchObject({ ballsByRuns: [1, 2, 1, 0, 0, 0, 16, 0], ball50: 10, ball100: 19 });
    expect(rec(1, 'c0000001')).toMatchObject({ ball50: null, ball100: null });
    expect(rec(2, 'd0000002')).toMatchObject({ didBat: false, ballsByRuns: null, matchups: [] });
  });

  it('fixes the all-run four of the e2e fixture as well (non_boundary inside runs)', () => {
    const e2e = parseMatch('1000001', JSON.parse(readFileSync('tests/fixtures/cricsheet/1000001.json', 'utf8')));
    expect(e2e.innings.find((i) => i.matchInns === 1 && i.playerId === 'e0000001')).toMatchObject({ runs: 19, fours: 1, sixes: 1 });
  });
});

describe('match-ups', () => {
  it('GET /api/cricket/player_matchups/{slug} gives the hand-counted figures per bowler', async () => {
    const { app } = await loaded();
    expect(await get<PlayerMatchup[]>(app, '/api/cricket/player_matchups/ab-cook')).toEqual([
      { bowler: 'KL Starc', bowler_id: 'd0000002', balls: 6, runs: 15, dismissals: 0, dots: 2, fours: 1, sixes: 1 },
      { bowler: 'MN Lyon', bowler_id: 'd0000003', balls: 1, runs: 0, dismissals: 1, dots: 1, fours: 0, sixes: 0 },
    ]);
    expect(await get<PlayerMatchup[]>(app, '/api/cricket/player_matchups/cd-root')).toEqual([
      { bowler: 'MN Lyon', bowler_id: 'd0000003', balls: 4, runs: 11, dismissals: 1, dots: 1, fours: 0, sixes: 0 },
      { bowler: 'KL Starc', bowler_id: 'd0000002', balls: 1, runs: 0, dismissals: 0, dots: 1, fours: 0, sixes: 0 },
    ]);
    expect(await get<PlayerMatchup[]>(app, '/api/cricket/player_matchups/ij-smith')).toEqual([
      { bowler: 'GH Broad', bowler_id: 'c0000004', balls: 16, runs: 85, dismissals: 1, dots: 1, fours: 0, sixes: 14 },
      { bowler: 'EF Stokes', bowler_id: 'c0000003', balls: 4, runs: 15, dismissals: 0, dots: 0, fours: 0, sixes: 2 },
    ]);
    expect(await get<PlayerMatchup[]>(app, '/api/cricket/player_matchups/gh-broad')).toEqual([]);
  });

  it('serves per-innings rows that sum to the same figures, and filter by innings', async () => {
    const { app } = await loaded();
    const per = await get<PlayerMatchupInnings>(app, '/api/cricket/player_matchup_innings/ef-stokes');
    expect(per.bowlers).toEqual({ 'd0000002': 'KL Starc', 'd0000003': 'MN Lyon' });
    expect(per.rows).toEqual([
      { match_id: '3000001', match_inns: 1, bowler_id: 'd0000002', balls: 2, runs: 4, dismissals: 1, dots: 1, fours: 1, sixes: 0 },
      { match_id: '3000001', match_inns: 1, bowler_id: 'd0000003', balls: 1, runs: 1, dismissals: 0, dots: 0, fours: 0, sixes: 0 },
    ]);
    expect(profile.sumMatchups(per.rows, per.bowlers)).toEqual(await get<PlayerMatchup[]>(app, '/api/cricket/player_matchups/ef-stokes'));
    expect(profile.sumMatchups(per.rows, per.bowlers, new Set(['3000001:2']))).toEqual([]);
  });

  it('answers 404 for an unknown player and 400 for a bad slug', async () => {
    const { app } = await loaded();
    expect((await app.request('/api/cricket/player_matchups/nobody')).status).toBe(404);
    const bad = await app.request('/api/cricket/player_matchups/a%20b');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { field: string } }).error.field).toBe('slug');
  });
});

describe('dismissal risk, scoring shots and milestones', () => {
  it('innings records carry the ball figures; did-not-bat records carry none', async () => {
    const { app } = await loaded();
    const smith = await get<InningsRecord[]>(app, '/api/cricket/player_inning/ij-smith');
    expect(smith).toHaveLength(1);
    expect(smith[0]).toMatchObject({ balls_by_runs: [1, 2, 1, 0, 0, 0, 16, 0], ball_50: 10, ball_100: 19, sixes: 16 });
    const starc = await get<InningsRecord[]>(app, '/api/cricket/player_inning/kl-starc');
    expect(starc[0]).toMatchObject({ did_bat: 0, balls_by_runs: null, ball_50: null });
  });

  it('survival and per-ball out chance over all six innings, by hand', async () => {
    // (balls, out): Cook 7 out, Root 5 out, Stokes 3 out, Broad 0 not out, Smith 20 out, Head 2 not out.
    const { app } = await loaded();
    const base = await get<BattingBaseline>(app, '/api/cricket/batting_baseline');
    const h = base.innings_by_balls;
    expect(h.out.map((n, i) => (n ? i : -1)).filter((i) => i >= 0)).toEqual([3, 5, 7, 20]);
    expect(h.not_out.map((n, i) => (n ? i : -1)).filter((i) => i >= 0)).toEqual([0, 2]);
    const s = profile.survivalCurve(h);
    // At risk after the two not-outs leave: 4 innings at ball 3 (1 out) -> 3/4; 3 at ball 5 -> 3/4 x 2/3 = 1/2;
    // 2 at ball 7 -> 1/4; Smith alone to ball 20 -> 0.
    expect(s[0]).toBe(1);
    expect(s[2]).toBe(1);
    expect(s[3]).toBeCloseTo(0.75, 12);
    expect(s[4]).toBeCloseTo(0.75, 12);
    expect(s[5]).toBeCloseTo(0.5, 12);
    expect(s[7]).toBeCloseTo(0.25, 12);
    expect(s[19]).toBeCloseTo(0.25, 12);
    expect(s[20]).toBe(0);
    // Balls faced in 1-10: ball 1 and 2 by 5 innings, 3 by 4, 4-5 by 3, 6-7 by 2, 8-10 by Smith alone = 27;
    // outs on balls 3, 5 and 7 = 3 -> 1 in 9. 11-20: Smith's 10 balls, out on the 20th -> 1 in 10.
    const ranges = profile.outChanceByRange(h);
    expect(ranges.map((r) => [r.label, r.balls, r.outs])).toEqual([
      ['1–10', 27, 3],
      ['11–20', 10, 1],
      ['21–50', 0, 0],
      ['51–100', 0, 0],
      ['101+', 0, 0],
    ]);
    expect(ranges[0].chance).toBeCloseTo(1 / 9, 12);
    expect(ranges[2].chance).toBeNull();
    expect(profile.mostVulnerable(ranges)).toEqual({ label: '1–10', oneIn: 9 });
  });

  it('the same histogram from the innings records as from the baseline', async () => {
    const { app } = await loaded();
    const all: InningsRecord[] = [];
    for (const slug of ['ab-cook', 'cd-root', 'ef-stokes', 'gh-broad', 'ij-smith', 'kl-starc', 'mn-lyon', 'op-head']) {
      all.push(...(await get<InningsRecord[]>(app, `/api/cricket/player_inning/${slug}`)));
    }
    const base = await get<BattingBaseline>(app, '/api/cricket/batting_baseline');
    expect(profile.histogramOf(all)).toEqual(base.innings_by_balls);
    expect(profile.scoringTotalsOf(all)).toEqual({
      balls_faced: base.balls_faced,
      runs: base.runs,
      fours: base.fours,
      sixes: base.sixes,
      balls_by_runs: base.balls_by_runs,
    });
  });

  it('archive totals, by hand', async () => {
    const { app } = await loaded();
    const base = await get<BattingBaseline>(app, '/api/cricket/batting_baseline');
    // balls 7+5+3+0+20+2, runs 15+11+5+0+100+1, 4s Cook 1 + Stokes 1, 6s Cook 1 + Smith 16.
    expect(base).toMatchObject({ innings: 6, balls_faced: 37, runs: 132, outs: 4, fours: 2, sixes: 17, fifty_plus: 1, hundreds: 1 });
    // dots 3+2+1+0+1+1, ones 1+0+1+0+2+1, twos Root + Smith, threes Root, fours-worth Cook 2 + Stokes 1,
    // sixes-worth Cook 1 + Root 1 (all run) + Smith 16.
    expect(base.balls_by_runs).toEqual([8, 5, 2, 1, 3, 0, 18, 0]);
    expect(profile.milestonesFrom(base.reached_50_at, base.reached_100_at)).toEqual({
      fifty_plus: 1,
      hundreds: 1,
      median_balls_to_50: 10,
      median_balls_to_100: 19,
      conversion: 1,
    });
  });

  it('scoring shots for Smith and Cook, by hand', async () => {
    const { app } = await loaded();
    const smith = profile.scoringShots(profile.scoringTotalsOf(await get<InningsRecord[]>(app, '/api/cricket/player_inning/ij-smith')));
    expect(smith.dots).toBe(1);
    expect(smith.dot_share).toBeCloseTo(1 / 20, 12);
    const share = (s: typeof smith) => Object.fromEntries(s.shots.map((x) => [x.label, [x.balls, x.runs]]));
    expect(share(smith)).toEqual({ '1s': [2, 2], '2s': [1, 2], '3s': [0, 0], '4s': [0, 0], '6s': [16, 96] });
    expect(smith.shots.find((x) => x.label === '6s')).toMatchObject({ ball_share: 16 / 20, run_share: 96 / 100 });
    expect(smith.balls_per_boundary).toBeCloseTo(20 / 16, 12);

    const cook = profile.scoringShots(profile.scoringTotalsOf(await get<InningsRecord[]>(app, '/api/cricket/player_inning/ab-cook')));
    // 7 balls, 15 runs, 3 dots; the all-run 4 is neither a 4 nor a 1/2/3; boundaries: the no-ball 4 and the 6.
    expect(cook.dot_share).toBeCloseTo(3 / 7, 12);
    expect(share(cook)).toEqual({ '1s': [1, 1], '2s': [0, 0], '3s': [0, 0], '4s': [1, 4], '6s': [1, 6] });
    expect(cook.shots.find((x) => x.label === '4s')!.run_share).toBeCloseTo(4 / 15, 12);
    expect(cook.balls_per_boundary).toBe(3.5);
  });

  it('milestones: medians and conversion over a set of innings', () => {
    const inn = (ball_50: number | null, ball_100: number | null) => ({
      did_bat: 1,
      is_out: 1,
      balls_faced: 200,
      runs: 0,
      fours: 0,
      sixes: 0,
      balls_by_runs: [0, 0, 0, 0, 0, 0, 0, 0],
      ball_50,
      ball_100,
    });
    // Fifties after 60, 80, 100 and 120 balls: median (80 + 100) / 2 = 90; one hundred in four: 25%.
    expect(profile.milestonesOf([inn(60, null), inn(100, 190), inn(80, null), inn(120, null), inn(null, null)])).toEqual({
      fifty_plus: 4,
      hundreds: 1,
      median_balls_to_50: 90,
      median_balls_to_100: 190,
      conversion: 0.25,
    });
    expect(profile.milestonesOf([])).toMatchObject({ median_balls_to_50: null, conversion: null });
  });
});
