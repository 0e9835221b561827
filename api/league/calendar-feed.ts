/**
 * Calendar feeds (RFC 5545) of a group's or a player's current-season fixtures, written with ical-generator:
 * GET /api/pool/group/{id}/fixtures.ics and /api/pool/player/{id}/fixtures.ics.
 *
 * One event per fixture. UID `pool-fixture-{id}@{site host}`: the fixture's identity, so a moved fixture is the
 * same event at its new date and a subscribed calendar moves it. A fixture still to play is an all-day event on its
 * date (fixtures carry a date, no time); once played it is a timed event at the result's recorded time (UTC), and
 * its summary carries the score. DTSTAMP is when the feed was built: feeds are prepared once per pool data version,
 * so it changes exactly when something in the league changed.
 *
 * A feed carries a bounded window: fixtures dated from FEED_PAST_WEEKS weeks before the day it is built to
 * FEED_NEXT_WEEKS weeks after, as its description says; with a season's own cap (contracts/season-limits.ts) that
 * bounds its size. The calendar's name and description are escaped as RFC 5545 TEXT (§3.3.11), which
 * ical-generator does for events but not for NAME, X-WR-CALNAME and X-WR-CALDESC.
 */
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { Db } from '../db/database';
import type { PoolGroup, PoolPlayer } from '../../contracts/league';
import type { SeasonFixture } from '../../contracts/season';
import { listPlayerGroups } from './entity-queries';
import { groupMatchesView } from './read-model';
import { groupSeason } from './season-reads';

/** How often a subscribed calendar is asked to fetch the feed again (seconds). */
export const FEED_REFRESH_SECONDS = 3600;

/** The feed's window: fixtures from this many weeks before the build day... */
export const FEED_PAST_WEEKS = 8;
/** ...to this many weeks after it. */
export const FEED_NEXT_WEEKS = 26;
const WEEK_MS = 7 * 86_400_000;

/** The first and last fixture dates (YYYY-MM-DD) a feed built at `now` carries. */
export function feedWindow(now: number): { from: string; to: string } {
  const day = (t: number) => new Date(t).toISOString().slice(0, 10);
  return { from: day(now - FEED_PAST_WEEKS * WEEK_MS), to: day(now + FEED_NEXT_WEEKS * WEEK_MS) };
}

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and line breaks escaped. */
export const icalText = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n|\r/g, '\\n');

const WINDOW_TEXT = `Fixtures from ${FEED_PAST_WEEKS} weeks ago to ${FEED_NEXT_WEEKS} weeks ahead.`;

export interface FeedContext {
  /** The site's origin (PUBLIC_ORIGIN or the request's): event links and the UIDs' host. */
  origin: string;
  /** The build time (DTSTAMP), ms since the epoch. */
  now: number;
}

interface GroupFixtures {
  group: PoolGroup;
  seasonName: string;
  fixtures: SeasonFixture[];
  /** match_id -> ISO time of play of the results that fulfil fixtures. */
  playedAt: Map<number, string>;
}

function groupFixtures(db: Db, group: PoolGroup, now: number): GroupFixtures | null {
  const s = groupSeason(db, group.id);
  if (!s.season) return null;
  const { from, to } = feedWindow(now);
  const fixtures = s.fixtures.filter((f) => f.date >= from && f.date <= to);
  const playedIds = new Set(fixtures.flatMap((f) => (f.result ? [f.result.match_id] : [])));
  const playedAt = new Map<number, string>();
  if (playedIds.size) {
    for (const m of groupMatchesView(db, group.id)) if (playedIds.has(m.match_id)) playedAt.set(m.match_id, m.game_datetime);
  }
  return { group, seasonName: s.season.name, fixtures, playedAt };
}

function calendar(name: string, description: string, ctx: FeedContext, parts: (GroupFixtures | null)[], onlyPlayer?: number): string {
  const host = new URL(ctx.origin).host;
  const cal = ical({
    name: icalText(name),
    description: icalText(`${description} ${WINDOW_TEXT}`),
    prodId: { company: host, product: 'pool-fixtures', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: FEED_REFRESH_SECONDS,
  });
  const stamp = new Date(ctx.now);
  for (const part of parts) {
    if (!part) continue;
    const url = `${ctx.origin}/pool/group/${part.group.url_slug}`;
    for (const f of part.fixtures) {
      if (onlyPlayer !== undefined && f.player_1_id !== onlyPlayer && f.player_2_id !== onlyPlayer) continue;
      const r = f.result;
      const playedAt = r ? part.playedAt.get(r.match_id) : undefined;
      const round = f.round === null ? '' : `, round ${f.round}`;
      const common = {
        id: `pool-fixture-${f.id}@${host}`,
        stamp,
        url,
      };
      if (r && playedAt) {
        cal.createEvent({
          ...common,
          start: new Date(playedAt),
          summary: `${f.player_1} ${r.player_1_score}–${r.player_2_score} ${f.player_2} (${part.group.name})`,
          description: `${part.group.name}, ${part.seasonName}${round}: played on ${r.game_date} (fixture date ${f.date}). ${url}`,
        });
      } else {
        cal.createEvent({
          ...common,
          start: new Date(`${f.date}T00:00:00Z`),
          allDay: true,
          summary: `${f.player_1} v ${f.player_2} (${part.group.name})`,
          description: `${part.group.name}, ${part.seasonName}${round}: to play. ${url}`,
        });
      }
    }
  }
  return cal.toString();
}

/** The group's current-season fixtures and results as an iCalendar feed. */
export function groupFixturesFeed(db: Db, group: PoolGroup, ctx: FeedContext): string {
  const part = groupFixtures(db, group, ctx.now);
  const season = part ? ` (${part.seasonName})` : '';
  return calendar(`${group.name} fixtures${season}`, `Fixtures and results of the pool group ${group.name}.`, ctx, [part]);
}

/** The player's fixtures and results in the current season of each of their groups, as an iCalendar feed. */
export function playerFixturesFeed(db: Db, player: PoolPlayer, ctx: FeedContext): string {
  const parts = listPlayerGroups(db, player.id).map((g) => groupFixtures(db, g, ctx.now));
  return calendar(`${player.name}'s pool fixtures`, `Fixtures and results of ${player.name} in the current season of each group.`, ctx, parts, player.id);
}
