import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../api/app';
import { importCricsheet } from '../../../api/cricket/import/import';
import { refreshWinProbability } from '../../../api/cricket/win-probability/win-probability-fit';
import { openDatabase, type Db } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { LimitedWinProbabilityEvaluation, MatchWinProbability } from '../../../contracts/cricket-win-probability';

let db: Db;
beforeAll(async () => {
  db = openDatabase(':memory:');
  migrate(db);
  // A D/L chase (2000001), a tie with a super over (2000002), a no result (2000003), a 5-over T20I (2000004), a women's ODI (2000005).
  await importCricsheet(db, 'tests/fixtures/cricsheet-formats', { register: false });
  await refreshWinProbability(db);
});

const get = async <T>(path: string) => {
  const res = await createApp({ db }).request(path);
  return { status: res.status, body: (await res.json()) as { data: T; error: { field?: string; message: string } } };
};

describe('win probability in ODIs and T20Is', () => {
  it('answers a D/L chase with two outcomes, the revised target, the required rate and the projected total', async () => {
    const { status, body } = await get<MatchWinProbability>('/api/cricket/match/2000001/win_probability');
    expect(status).toBe(200);
    const wp = MatchWinProbability.parse(body.data);
    expect(wp).toMatchObject({ format: 'odis', batting_first: 'England', other: 'India', result: 'other' });
    expect(wp.limited).toMatchObject({ overs: 50, target: { runs: 15, balls: 12, revised: true } });
    // 13 deliveries by England, 7 by India, and the pre-match point.
    expect(wp.points.length).toBe(21);
    for (const p of wp.points) {
      expect(p.draw).toBe(0);
      expect(Math.round((p.first_win + p.other_win) * 1e4)).toBe(1e4);
    }
    // Point 13: the chase's start: 15 needed off 12 balls, 7.5 an over.
    expect(wp.points[13]).toMatchObject({ inns: 1, needed: 15, balls_left: 12, required_rate: 7.5, projected: null });
    // After 4, 4, 4, 0, 1, 1: 1 needed off 6 balls.
    expect(wp.points[19]).toMatchObject({ inns: 2, over: '0.6', runs: 14, needed: 1, balls_left: 6, required_rate: 1 });
    // In the first innings: a projected total never below the runs made, interval around it.
    const p6 = wp.points[6];
    expect(p6).toMatchObject({ runs: 12, wickets: 1, balls_left: 295 });
    expect(p6.projected!.lo).toBeGreaterThanOrEqual(12);
    expect(p6.projected!.lo).toBeLessThanOrEqual(p6.projected!.total);
    expect(p6.projected!.total).toBeLessThanOrEqual(p6.projected!.hi);
    // After the last ball: the result (India won).
    expect(wp.points.at(-1)).toMatchObject({ first_win: 0, other_win: 1 });
    expect(wp.model.held_out).toMatch(/season 2023/);
    expect(wp.turning_points.length).toBe(5);
  });

  it('shows a tie (its super overs apart) ending level, and says a women\'s Test has no model', async () => {
    const tie = await get<MatchWinProbability>('/api/cricket/match/2000002/win_probability');
    expect(tie.status).toBe(200);
    expect(tie.body.data).toMatchObject({ format: 'women-t20is', result: 'tie' });
    expect(tie.body.data.points.length).toBe(13);
    expect(tie.body.data.points.at(-1)).toMatchObject({ first_win: 0.5, other_win: 0.5 });
  });

  it('serves each format\'s evaluation, refusing an unknown format by name', async () => {
    const ev = await get<LimitedWinProbabilityEvaluation>('/api/cricket/win_probability/evaluation?format=odis');
    expect(ev.status).toBe(200);
    const e = LimitedWinProbabilityEvaluation.parse(ev.body.data);
    // 2000001 scored; 2000003 (no result) left out.
    expect(e).toMatchObject({ format: 'odis', matches: 1, left_out: 1 });
    expect(e.left_out_rule).toMatch(/ties .* no results and awarded matches/);
    expect(e.reliability.by_balls.length).toBe(10);
    const bad = await get('/api/cricket/win_probability/evaluation?format=odi');
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('format');
    expect((await get('/api/cricket/win_probability/evaluation?format=women-tests')).status).toBe(404);
  });
});
