/**
 * A cup's ties as an iCalendar feed (GET /api/pool/cup/{slug}/fixtures.ics): one all-day event per tie whose two
 * players are known, UID `pool-cup-{cup}-{round}-{tie}@{host}`. A decided tie sits on the day of its deciding frame,
 * with the score; an open one on the cup's first day or, once that has passed, the day the feed was built.
 */
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { PoolCup } from '../../contracts/cup';
import { scoreText } from '../../common/number-text';
import { FEED_REFRESH_SECONDS, type FeedContext } from './calendar-feed';

export function cupFixturesFeed(cup: PoolCup, ctx: FeedContext): string {
  const host = new URL(ctx.origin).host;
  const cal = ical({
    name: `${cup.name} ties`,
    description: `The ties of the pool cup ${cup.name} (${cup.group.name}).`,
    prodId: { company: host, product: 'pool-cup', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: FEED_REFRESH_SECONDS,
  });
  const stamp = new Date(ctx.now);
  const today = new Date(ctx.now).toISOString().slice(0, 10);
  const url = `${ctx.origin}/pool/cup/${cup.url_slug}`;
  const name = new Map(cup.entrants.map((e) => [e.player_id, e.name]));
  for (const row of cup.ties) {
    for (const t of row) {
      if (t.player_a_id === null || t.player_b_id === null) continue;
      const round = cup.rounds[t.round - 1];
      const a = name.get(t.player_a_id)!;
      const b = name.get(t.player_b_id)!;
      const day = t.decided_on ?? (cup.starts_on > today ? cup.starts_on : today);
      cal.createEvent({
        id: `pool-cup-${cup.id}-${t.round}-${t.index}@${host}`,
        stamp,
        url,
        start: new Date(`${day}T00:00:00Z`),
        allDay: true,
        summary: t.winner_id !== null ? `${a} ${scoreText(t.wins_a, t.wins_b)} ${b} (${cup.name})` : `${a} v ${b} (${cup.name}, ${round.name.toLowerCase()})`,
        description: `${cup.name}, ${round.name}: first to ${round.race_to}. ${t.winner_id !== null ? 'Played' : 'To play'}. ${url}`,
      });
    }
  }
  return cal.toString();
}
