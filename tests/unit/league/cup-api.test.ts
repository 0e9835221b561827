/**
 * Cups through the API: the admin draws a 6-player cup with byes, results entered as ordinary results
 * play its ties, and the public bracket's chances follow; bad bodies are refused naming the field.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, makeAdminApp, type App } from '../admin/admin-test-kit';
import { endpoints } from '../../../contracts/endpoints';
import { expectDocumented } from '../api/contract-helpers';
import { raceChance } from '../../../workers/ratings/match-up-odds';
import type { PoolCup } from '../../../contracts/cup';

let app: App;
let token: string;


beforeAll(async () => {
  const made = await makeAdminApp();
  app = made.app;
  // Banff gets six members: Ann, Ben, Cat, Dan, Eve, Fay (1..6).
  made.db.exec('INSERT INTO pool_group_players (group_id, player_id) VALUES (1, 5), (1, 6)');
  token = await login(app);
});

const create = (body: unknown) => call(app, '/api/admin/cups', { body, token });
const cupNow = async () => ((await expectDocumented(endpoints.poolCup, await app.request('/api/pool/cup/spring-cup'))) as { data: PoolCup }).data;
const result = (p1: number, p2: number, s1: number, s2: number) =>
  call(app, '/api/admin/add-result', { body: { player1Id: p1, player2Id: p2, score1: s1, score2: s2, gameDate: '2026-03-10' }, token });

describe('cups API', () => {
  it('refuses bad bodies naming the field', async () => {
    for (const [body, field, status] of [
      [{ groupId: 1, name: 'Spring Cup', seeding: 'rating', raceTo: [2, 2] }, 'raceTo', 400],
      [{ groupId: 1, name: 'Spring Cup', seeding: 'rating', raceTo: [2, 2, 3], playerIds: [1, 2, 7] }, 'playerIds', 400],
      [{ groupId: 1, name: 'Spring Cup', seeding: 'best', raceTo: [2, 2, 3] }, 'seeding', 400],
      [{ groupId: 1, name: 'Spring Cup', seeding: 'rating', raceTo: [0, 2, 3] }, 'raceTo.0', 400],
      [{ groupId: 9, name: 'Spring Cup', seeding: 'rating', raceTo: [2, 2, 3] }, 'groupId', 404],
      [{ groupId: 1, name: 'Spring Cup', seeding: 'rating', raceTo: [2, 2, 3], startsOn: '2026-02-30' }, 'startsOn', 400],
    ] as const) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      const answer = (await expectDocumented(endpoints.adminCreateCup, res)) as { error: { field: string } };
      expect(answer.error.field).toBe(field);
    }
  });

  it('draws a 6-player cup with byes for the top two seeds; two results change the chances', async () => {
    const res = await create({ groupId: 1, name: 'Spring Cup', seeding: 'random', drawSeed: 'abc', raceTo: [2, 2, 3], startsOn: '2026-03-01' });
    expect(res.status).toBe(201);
    const made = ((await expectDocumented(endpoints.adminCreateCup, res)) as { data: PoolCup }).data;
    expect(made.url_slug).toBe('spring-cup');
    expect(made.draw_seed).toBe('abc');
    expect(made.entrants.map((e) => e.bye)).toEqual([true, true, false, false, false, false]);
    expect(made.slots).toEqual([0, null, 3, 4, 1, null, 2, 5]);
    expect(made.rounds.map((r) => [r.name, r.race_to])).toEqual([
      ['Quarter-finals', 2],
      ['Semi-finals', 2],
      ['Final', 3],
    ]);
    // With no results every frame chance is 50 %: seeds 1 and 2 reach the semi-finals for sure, the others half the time.
    const before = await cupNow();
    expect(before.entrants.map((e) => e.chances[0])).toEqual([1, 1, 0.5, 0.5, 0.5, 0.5]);
    expect(before.entrants.reduce((s, e) => s + e.chances[2], 0)).toBeCloseTo(1, 12);
    // The same seed draws the same field again; a taken slug is a 409.
    expect((await create({ groupId: 1, name: 'Spring Cup', seeding: 'rating', raceTo: [2, 2, 3] })).status).toBe(409);

    // Seed 4 (index 3) plays seed 5 (index 4): two frames to the seed-4 player settle it 2-0.
    const four = before.entrants[3].player_id;
    const five = before.entrants[4].player_id;
    expect((await result(four, five, 10, 4)).status).toBe(201);
    const mid = await cupNow();
    expect(mid.ties[0][1]).toMatchObject({ wins_a: 1, wins_b: 0, winner_id: null });
    const p = mid.frame_chances[3][4];
    expect(mid.ties[0][1].chance_a).toBeCloseTo(raceChance(p, 1, 2), 12);
    expect((await result(five, four, 3, 10)).status).toBe(201);
    const after = await cupNow();
    expect(after.ties[0][1]).toMatchObject({ wins_a: 2, wins_b: 0, winner_id: four, decided_on: '2026-03-10' });
    expect(after.ties[1][0]).toMatchObject({ player_a_id: before.entrants[0].player_id, player_b_id: four, winner_id: null });
    expect(after.entrants[3].chances[0]).toBe(1);
    expect(after.entrants[4].chances[0]).toBe(0);
    expect(after.entrants[4].alive).toBe(false);
    expect(after.entrants.reduce((s, e) => s + e.chances[2], 0)).toBeCloseTo(1, 12);
    expect(after.needs.some((n) => n.player_id === four && /needs 2 more frames against/.test(n.text))).toBe(true);
    expect(after.needs.some((n) => n.player_id === five)).toBe(false);

    const list = (await expectDocumented(endpoints.poolCups, await app.request('/api/pool/cups'))) as { data: { url_slug: string; summary: string }[] };
    expect(list.data.map((c) => c.url_slug)).toEqual(['spring-cup']);
    const feed = await app.request('/api/pool/cup/spring-cup/fixtures.ics');
    expect(feed.status).toBe(200);
    const text = await feed.text();
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toMatch(/2–0/);
    expect((await app.request('/api/pool/cup/nowhere')).status).toBe(404);
    expect((await app.request('/api/pool/cup/Bad_Slug!')).status).toBe(400);
  });

  it('removes a cup', async () => {
    const res = await call(app, '/api/admin/cups/1/remove', { body: {}, token });
    expect(res.status).toBe(200);
    expect((await app.request('/api/pool/cup/spring-cup')).status).toBe(404);
    expect((await call(app, '/api/admin/cups/1/remove', { body: {}, token })).status).toBe(404);
  });
});
