import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import type { AdminSeasonDetail } from '../../../contracts/season';
import { call, login, makeAdminApp, type App } from '../admin/admin-test-kit';

/** Banff: Ann 1, Ben 2, Cat 3, Dan 4 (admin-test-kit). */
async function setup() {
  const { db, app } = await makeAdminApp();
  const token = await login(app);
  const res = await call(app, '/api/admin/seasons', {
    body: { groupId: 1, name: 'Winter 2025', startDate: '2025-01-07', generate: { meetings: 1, everyDays: 7, seed: 'feed' } },
    token,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const season = ((await res.json()) as { data: AdminSeasonDetail }).data;
  return { db, app, token, season };
}

interface ParsedEvent {
  uid: string;
  summary: string;
  start: string;
  allDay: boolean;
  stamp: string;
}

/** The feed parsed by ical.js (a maintained RFC 5545 parser), not by the code that wrote it. */
async function feed(app: App, path: string) {
  const res = await call(app, path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const text = await res.text();
  const cal = new ICAL.Component(ICAL.parse(text));
  expect(cal.name).toBe('vcalendar');
  expect(cal.getFirstPropertyValue('version')).toBe('2.0');
  expect(cal.getFirstPropertyValue('prodid')).toBeTruthy();
  const events: ParsedEvent[] = cal.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    const stamp = v.getFirstPropertyValue('dtstamp') as ICAL.Time;
    return { uid: e.uid, summary: e.summary, start: e.startDate.toString(), allDay: e.startDate.isDate, stamp: stamp.toString() };
  });
  return { text, events, etag: res.headers.get('etag') };
}

describe('calendar feeds (RFC 5545)', () => {
  it("a group's feed: every fixture of the current season, all-day until played, timed with the score once played", async () => {
    const { app, token, season } = await setup();
    // 4 players, one meeting: 3 rounds of 2 fixtures, a week apart.
    const first = await feed(app, '/api/pool/group/banff/fixtures.ics');
    expect(first.events).toHaveLength(6);
    expect(new Set(first.events.map((e) => e.uid)).size).toBe(6);
    for (const [i, f] of season.fixtures.entries()) {
      const e = first.events[i];
      expect(e.uid).toBe(`pool-fixture-${f.id}@localhost`);
      expect(e.allDay).toBe(true);
      expect(e.start).toBe(f.date);
      expect(e.summary).toBe(`${f.player_1} v ${f.player_2} (Banff)`);
      expect(e.stamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    }
    // Stable across requests: the same UIDs (and the same prepared answer).
    const again = await feed(app, '/api/pool/group/1/fixtures.ics');
    expect(again.events.map((e) => e.uid)).toEqual(first.events.map((e) => e.uid));

    // A result for the first fixture: it becomes a timed event at the time of play, with the score.
    const f0 = season.fixtures[0];
    const add = await call(app, '/api/admin/add-result', {
      body: { player1Id: f0.player_1_id, player2Id: f0.player_2_id, score1: 10, score2: 6, gameDate: `${f0.date}T20:15:00Z` },
      token,
    });
    expect(add.status, await add.clone().text()).toBe(201);
    const played = await feed(app, '/api/pool/group/banff/fixtures.ics');
    const e0 = played.events.find((e) => e.uid === `pool-fixture-${f0.id}@localhost`)!;
    expect(e0.allDay).toBe(false);
    expect(e0.start).toBe(`${f0.date}T20:15:00Z`);
    expect(e0.summary).toBe(`${f0.player_1} 10–6 ${f0.player_2} (Banff)`);
    expect(played.events.map((e) => e.uid)).toEqual(first.events.map((e) => e.uid));
  });

  it('a fixture the admin moves moves in the feed, under the same UID', async () => {
    const { app, token, season } = await setup();
    const f = season.fixtures[3];
    const before = await feed(app, '/api/pool/group/banff/fixtures.ics');
    const uid = `pool-fixture-${f.id}@localhost`;
    expect(before.events.find((e) => e.uid === uid)!.start).toBe(f.date);
    const moved = await call(app, `/api/admin/fixtures/${f.id}`, { method: 'PATCH', body: { date: '2025-03-03' }, token });
    expect(moved.status, await moved.clone().text()).toBe(200);
    const after = await feed(app, '/api/pool/group/banff/fixtures.ics');
    expect(after.etag).not.toBe(before.etag);
    expect(after.events.find((e) => e.uid === uid)!.start).toBe('2025-03-03');
    expect(after.events.filter((e) => e.uid === uid)).toHaveLength(1);
    expect(new Set(after.events.map((e) => e.uid))).toEqual(new Set(before.events.map((e) => e.uid)));
  });

  it("a player's feed holds only their fixtures; unknown or malformed ids are JSON errors", async () => {
    const { app, season } = await setup();
    const mine = season.fixtures.filter((f) => f.player_1_id === 1 || f.player_2_id === 1);
    const ann = await feed(app, '/api/pool/player/1/fixtures.ics');
    expect(ann.events.map((e) => e.uid)).toEqual(mine.map((f) => `pool-fixture-${f.id}@localhost`));
    // Gus is in no group: an empty calendar, still valid.
    expect((await feed(app, '/api/pool/player/7/fixtures.ics')).events).toEqual([]);
    const unknown = await call(app, '/api/pool/player/999/fixtures.ics');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { field?: string } }).error).toBeTruthy();
    const bad = await call(app, '/api/pool/group/no-such-group/fixtures.ics');
    expect(bad.status).toBe(404);
    const malformed = await call(app, '/api/pool/player/abc/fixtures.ics');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { field?: string } }).error.field).toBe('playerId');
  });
});
