import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import type { AdminSeasonDetail } from '../../../contracts/season';
import { call, login, makeAdminApp, type App } from '../admin/admin-test-kit';
import { FEED_NEXT_WEEKS, FEED_PAST_WEEKS } from '../../../api/league/calendar-feed';

// ical.js reads NAME, X-WR-CALNAME and X-WR-CALDESC as TEXT (RFC 7986 NAME is TEXT; the X- ones are by use), so
// it unescapes them as a calendar application does.
for (const p of ['name', 'x-wr-calname', 'x-wr-caldesc']) (ICAL.design.icalendar.property as Record<string, unknown>)[p] = { defaultType: 'text' };

/** Banff: Ann 1, Ben 2, Cat 3, Dan 4 (admin-test-kit). */
/** The feeds' clock: a few days into the season below, so every fixture is inside the feed's window. */
const NOW = Date.UTC(2025, 0, 10, 12);
/** The app's clock reads `feedNow` while a feed is fetched (sign-in tokens are checked against the real time). */
let feedNow: number | null = null;
const nowOf = new WeakMap<App, number>();

async function setup(now = NOW) {
  const { db, app } = await makeAdminApp({ clock: () => feedNow ?? Date.now() });
  nowOf.set(app, now);
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
  feedNow = nowOf.get(app)!;
  const res = await Promise.resolve(call(app, path)).finally(() => (feedNow = null));
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

  it(`the feed carries the fixtures from ${FEED_PAST_WEEKS} weeks back to ${FEED_NEXT_WEEKS} weeks ahead, and says so`, async () => {
    const { season } = await setup();
    const dates = season.fixtures.map((f) => f.date).sort();
    // Built 9 weeks after the last fixture: none is inside the window any more.
    const late = Date.parse(`${dates.at(-1)}T12:00:00Z`) + 9 * 7 * 86_400_000;
    const { app: lateApp } = await setup(late);
    const after = await feed(lateApp, '/api/pool/group/banff/fixtures.ics');
    expect(after.events).toEqual([]);
    const desc = new ICAL.Component(ICAL.parse(after.text)).getFirstPropertyValue('x-wr-caldesc');
    expect(desc).toContain('Fixtures from 8 weeks ago to 26 weeks ahead.');
    // Built 27 weeks before the first fixture: none yet.
    const early = Date.parse(`${dates[0]}T12:00:00Z`) - 27 * 7 * 86_400_000;
    const { app: earlyApp } = await setup(early);
    expect((await feed(earlyApp, '/api/pool/group/banff/fixtures.ics')).events).toEqual([]);
  });

  it('the calendar name and description are escaped (RFC 5545 TEXT) and read back as written', async () => {
    const { db, app } = await setup();
    const name = 'Banff, the; back\\slash\\, club';
    db.prepare('UPDATE pool_groups SET name = ? WHERE id = 1').run(name);
    db.prepare("UPDATE data_versions SET version = version + 1 WHERE domain = 'pool'").run();
    const { text } = await feed(app, '/api/pool/group/banff/fixtures.ics');
    const cal = new ICAL.Component(ICAL.parse(text));
    expect(cal.getFirstPropertyValue('x-wr-calname')).toBe(`${name} fixtures (Winter 2025)`);
    expect(cal.getFirstPropertyValue('name')).toBe(`${name} fixtures (Winter 2025)`);
    expect(cal.getFirstPropertyValue('x-wr-caldesc')).toMatch(new RegExp(`^Fixtures and results of the pool group ${name.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}\\.`));
  });
});
