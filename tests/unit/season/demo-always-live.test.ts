import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../../api/app';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { leagueStatus } from '../../../api/admin/roster/demo-league-check';
import { buildDemoLeague, seedDemoLeague } from '../../../api/league/demo-seed';
import { DEMO_SEED } from '../../../api/league/demo-league';
import { poolDemoStartup } from '../../../api/startup';
import { fixturesToPlay } from '../../../src/features/league/utils/fixtures-to-play';
import type { GroupSeasonAnswer } from '../../../contracts/season';
import type { ForecastAnswer } from '../../../contracts/forecast';

// The demo league is dated from the day it is loaded: whatever the date, a fresh install's groups have played
// last week, have fixtures ahead and none overdue, and the forecast has games to play.
const DAY = 86_400_000;
const weekdayMonday0 = (iso: string) => (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7;

afterEach(() => {
  vi.useRealTimers();
});

describe('a demo league that is always live', () => {
  // Two dates a year apart (a Thursday and a Friday), and a Sunday (the end of a week).
  for (const now of ['2026-11-26T09:00:00Z', '2027-11-26T23:30:00Z', '2028-03-05T12:00:00Z']) {
    it(`started on ${now.slice(0, 10)}`, async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(now));
      const today = now.slice(0, 10);
      const db = openDatabase(':memory:');
      migrate(db);
      expect(poolDemoStartup(db, undefined, () => {})).not.toBeNull();
      const app = createApp({ db });
      const get = async <T>(path: string) => ((await (await app.request(path)).json()) as { data: T }).data;
      const monday = Date.parse(`${today}T00:00:00Z`) - weekdayMonday0(today) * DAY;
      for (const slug of ['banff', 'hurricane']) {
        const s = await get<GroupSeasonAnswer>(`/api/pool/group/${slug}/season`);
        // What the group page lists with the visitor's day known.
        const { overdue, upcoming } = fixturesToPlay(s.fixtures, today);
        expect(overdue).toEqual([]);
        expect(upcoming.length).toBeGreaterThan(0);
        expect(upcoming.length).toBe(s.remaining);
        // Fixtures on both sides of today: results behind, open fixtures ahead.
        expect(s.played).toBeGreaterThan(0);
        expect(s.fixtures.filter((f) => f.result !== null).every((f) => f.date < today)).toBe(true);
        // The last night of play is in the week before today.
        const matches = await get<{ game_date: string }[] | { matches: { game_date: string }[] }>(`/api/pool/group/${slug}/matches`);
        const list = Array.isArray(matches) ? matches : matches.matches;
        const last = Date.parse(`${list[list.length - 1].game_date}T00:00:00Z`);
        expect(last).toBeGreaterThanOrEqual(monday - 7 * DAY);
        expect(last).toBeLessThan(monday);
        const f = await get<ForecastAnswer['data']>(`/api/pool/forecast/${slug}`);
        expect(f.remaining.length).toBe(s.remaining);
        expect(f.remaining.every((r) => r.date >= today)).toBe(true);
      }
      expect(leagueStatus(db).demoOnly).toBe(true);
    });
  }

  it('an install loaded with the fixed-date demo keeps it, still recognised as the demo league', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    seedDemoLeague(db, buildDemoLeague(DEMO_SEED, null));
    const last = db.prepare('SELECT MAX(game_datetime) AS d FROM pool_matches').get() as { d: string };
    expect(last.d.slice(0, 10)).toBe('2026-10-29');
    expect(leagueStatus(db).demoOnly).toBe(true);
    // A later start leaves it as it is.
    expect(poolDemoStartup(db, undefined, () => {})).toBeNull();
    expect((db.prepare('SELECT MAX(game_datetime) AS d FROM pool_matches').get() as { d: string }).d).toBe(last.d);
  });
});
