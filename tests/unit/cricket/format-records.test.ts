/**
 * The records each format is known for (most sixes, fastest fifties and hundreds by balls, best economy with its
 * qualification, highest successful chases) through the API, on the hand-written fixtures: the men's Tests of
 * tests/fixtures/cricsheet and the limited-overs matches of tests/fixtures/cricsheet-formats (described in
 * formats-import.test.ts). Every expected figure is counted by hand from the match files.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../api/app';
import { importCricsheet } from '../../../api/cricket/import/import';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import type { RecordsAnswer } from '../../../contracts/cricket-records';
import type { TeamRecords } from '../../../contracts/cricket-teams';

const db = openDatabase(':memory:');
migrate(db);
const app = createApp({ db });
const get = async <T>(path: string): Promise<T> => {
  const res = await app.request(path);
  expect(res.status, path).toBe(200);
  return ((await res.json()) as { data: T }).data;
};
const page = async (path: string) => {
  const res = await app.request(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as Omit<RecordsAnswer, 'data'> & { data: Record<string, unknown>[] };
};

beforeAll(async () => {
  await importCricsheet(db, ['tests/fixtures/cricsheet', 'tests/fixtures/cricsheet-formats'], { register: false });
});

describe("each format's records", () => {
  it('ranks the fastest fifties and hundreds by the balls faced when the score reached 50 or 100', async () => {
    // Test 1000001, by hand (balls without wides, runs off the bat): L Long reached 50 off his 13th ball and 100
    // off his 25th (100 off 26); A Smith (shown by his latest name, AJ Smith) reached 50 off his 13th (50 off 14). Equal balls share
    // the rank, ordered by name.
    const fifties = await page('/api/cricket/records/fastest-fifties');
    expect(fifties.data.map((r) => [r.name, r.balls_to, r.rank, r.runs])).toEqual([
      ['AJ Smith', 13, 1, 50],
      ['L Long', 13, 1, 100],
    ]);
    const hundreds = await page('/api/cricket/records/fastest-hundreds');
    expect(hundreds.data.map((r) => [r.player_id, r.balls_to, r.balls])).toEqual([['a0000001', 25, 26]]);
    // No limited-overs fixture innings reached 50.
    expect((await page('/api/cricket/records/fastest-fifties?format=odis')).total).toBe(0);
  });

  it("counts a career's sixes in its format only", async () => {
    // EM 2 (e00002) hit the one six of the men's ODIs (2000001); EM 1's six was in the T20I (2000004).
    const odis = await page('/api/cricket/records/most-sixes?format=odis');
    expect(odis.data.map((r) => [r.player_id, r.sixes])).toEqual([['e00002', 1]]);
    const t20is = await page('/api/cricket/records/most-sixes?format=t20is');
    expect(t20is.data.map((r) => [r.player_id, r.sixes])).toEqual([['e00001', 1]]);
  });

  it('ranks economy rates over the qualification, stated in the answer, by format', async () => {
    // The defaults: 1,000 balls in ODIs, 500 in T20Is, 2,000 in Tests; no fixture bowler reaches them.
    for (const [q, min] of [['?format=odis', 1000], ['?format=t20is', 500], ['', 2000]] as const) {
      const a = await page(`/api/cricket/records/best-economy${q}`);
      expect([a.min, a.total]).toEqual([min, 0]);
    }
    // With 6 balls: IM 10 (i00010) 5 runs off 6 balls in the D/L match's death overs (formats-import.test.ts), 5.00;
    // then the others in the answer, each runs x 6 / balls, lowest first.
    const a = await page('/api/cricket/records/best-economy?format=odis&min=6');
    expect(a.min).toBe(6);
    expect(a.data[0]).toMatchObject({ player_id: 'i00010', balls: 6, runs: 5, economy: 5 });
    const rates = a.data.map((r) => (r.runs as number) * 6 / (r.balls as number));
    expect(rates).toEqual([...rates].sort((x, y) => x - y));
    expect(a.data.every((r) => (r.balls as number) >= 6)).toBe(true);
  });

  it('lists the highest successful chases: the last innings of a match won by the side batting in it', async () => {
    // 2000001: India 18/0 chasing a revised 15 (D/L), won by 10 wickets. The no result (2000003) is no chase.
    const odis = await get<TeamRecords>('/api/cricket/team_records?format=odis');
    expect(odis.highest_chases.map((c) => [c.match_id, c.team, c.runs, c.wickets, c.target, c.inning])).toEqual([['2000001', 'India', 18, 0, 15, 2]]);
    // 2000004: England won batting first (India 4 chasing 9): no successful chase.
    expect((await get<TeamRecords>('/api/cricket/team_records?format=t20is')).highest_chases).toEqual([]);
  });
});
