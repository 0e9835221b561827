import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../api/app';
import { importCricsheet } from '../../../api/cricket/import/import';
import { openDatabase, type Db } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { LoMatchPlayout } from '../../../contracts/cricket-lo-playout';
import { playOutLimited } from '../../../workers/cricket/lo-playout';
import { engineLoStart, engineLoTable, binMedian } from '../../../src/features/cricket/utils/lo-playout-choices';

let db: Db;
beforeAll(async () => {
  db = openDatabase(':memory:');
  migrate(db);
  // 2000001: an ODI, England 13 deliveries, India chasing a D/L target of 15 off 2 overs (won in 7 deliveries).
  await importCricsheet(db, 'tests/fixtures/cricsheet-formats', { register: false });
  await importCricsheet(db, 'tests/fixtures/cricsheet', { register: false });
});

const get = async (path: string) => {
  const res = await createApp({ db }).request(path);
  return { status: res.status, body: (await res.json()) as { data: LoMatchPlayout; error: { field?: string; message: string } } };
};

describe('GET /api/cricket/match/{match_id}/playout_limited', () => {
  it('answers the chase with the file\'s revised target, the format\'s table and the players, and the engine plays it', async () => {
    const { status, body } = await get('/api/cricket/match/2000001/playout_limited?seq=13');
    expect(status).toBe(200);
    const a = LoMatchPlayout.parse(body.data);
    expect(a).toMatchObject({ seq: 13, inns: 2, format: 'odis', batting_first: 'England', other: 'India', rules: { overs: 50, powerplay: 10, death: 10 } });
    expect(a.start).toMatchObject({ inns: 2, runs: 0, wickets: 0, balls: 0, allowed: 12, target: 15, chase_allowed: null, bowler: -1, previous: -1 });
    // Every cell's cumulative chances end at 1 and never fall.
    for (let c = 0; c < 210; c++) {
      expect(a.table[c * 10 + 9]).toBe(1);
      for (let k = 1; k < 10; k++) expect(a.table[c * 10 + k]).toBeGreaterThanOrEqual(a.table[c * 10 + k - 1]);
    }
    // India's openers at the crease (the scorecard's order); England's XI has no earlier ODI and has not bowled yet: no weights, the average bowler.
    expect(a.sides[1].bat[a.start.queue[0]].name).toBe('IM 1');
    expect(a.sides[1].bat.map((p) => p.name).slice(0, 3)).toEqual(['IM 1', 'IM 2', 'IM 3']);
    expect(a.sides[0].bowl).toEqual([]);
    expect(a.held_out).toMatch(/season 2023/);
    const out = playOutLimited(engineLoTable(a), a.rules, engineLoStart(a), 300, 'api');
    expect(out.wins[0] + out.wins[1] + out.wins[2]).toBe(300);
    expect(out.firstTotal).toEqual([{ from: 10, count: 300 }]);
  });

  it('answers the first innings with the scheduled overs, mid-over with its bowler; refuses a ball past the result by name', async () => {
    const first = await get('/api/cricket/match/2000001/playout_limited');
    expect(first.status).toBe(200);
    expect(first.body.data.start).toMatchObject({ inns: 1, runs: 0, allowed: 300, chase_allowed: 300, target: null });
    // After India's 5th ball (4, 4, 4, 0, 1): 13 for 0 off 5, 2 needed off 7; IM 1 ran one so IM 2 is on strike; EM 11 finishes his over.
    const mid = await get('/api/cricket/match/2000001/playout_limited?seq=18');
    expect(mid.status).toBe(200);
    const a = mid.body.data;
    expect(a.start).toMatchObject({ inns: 2, runs: 13, wickets: 0, balls: 5, target: 15 });
    expect(a.sides[1].bat[a.start.queue[0]].name).toBe('IM 2');
    expect(a.sides[0].bowl[a.start.bowler].name).toBe('EM 11');
    expect(a.start.bowled[a.start.bowler]).toBe(1);
    const past = await get('/api/cricket/match/2000001/playout_limited?seq=20');
    expect(past.status).toBe(400);
    expect(past.body.error.field).toBe('seq');
    expect((await get('/api/cricket/match/2000001/playout_limited?seq=x')).body.error.field).toBe('seq');
  });

  it('keeps Tests and limited overs apart: a Test is not played here, an ODI not as a Test', async () => {
    expect((await get('/api/cricket/match/1000002/playout_limited')).status).toBe(404);
    const asTest = await get('/api/cricket/match/2000001/playout');
    expect(asTest.status).toBe(404);
    expect(asTest.body.error.message).toMatch(/playout_limited/);
  });

  it('finds the middle of a histogram by hand', () => {
    // 10 playouts: 3 in 150s, 4 in 160s, 3 in 170s: the 5th is in the 160s.
    expect(binMedian([{ from: 170, count: 3 }, { from: 150, count: 3 }, { from: 160, count: 4 }], 10)).toBe(165);
    expect(binMedian([], 10)).toBeNull();
  });
});
