/**
 * A team's fixtures as an iCalendar feed (GET /api/pool/league/{slug}/team/{team}/fixtures.ics): one all-day event
 * per fixture of the current season, UID `pool-team-fixture-{id}@{host}`, on its (rearranged) date, with the
 * score once its card is confirmed, and the home team's venue.
 */
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { TeamPage } from '../../contracts/team-league';
import { scoreText } from '../../common/number-text';
import { FEED_REFRESH_SECONDS, type FeedContext } from '../league/calendar-feed';

export function teamFixturesFeed(page: TeamPage, venues: Map<number, string>, ctx: FeedContext): string {
  const host = new URL(ctx.origin).host;
  const cal = ical({
    name: `${page.team.name} fixtures`,
    description: `${page.team.name}'s matches in ${page.league.name}, ${page.season.name} (${page.division.name}).`,
    prodId: { company: host, product: 'pool-team', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: FEED_REFRESH_SECONDS,
  });
  const stamp = new Date(ctx.now);
  for (const f of page.fixtures) {
    const url = `${ctx.origin}/pool/league/${page.league.url_slug}/match/${f.id}`;
    const played = f.card?.state === 'confirmed';
    cal.createEvent({
      id: `pool-team-fixture-${f.id}@${host}`,
      stamp,
      url,
      start: new Date(`${f.date}T00:00:00Z`),
      allDay: true,
      location: venues.get(f.home.id) || undefined,
      summary: played ? `${f.home.name} ${scoreText(f.card!.home_frames, f.card!.away_frames)} ${f.away.name}` : `${f.home.name} v ${f.away.name}`,
      description: `${page.league.name}, ${page.division.name}, round ${f.round}${f.date !== f.original_date ? ` (rearranged from ${f.original_date})` : ''}. ${played ? 'Played' : 'To play'}. ${url}`,
    });
  }
  return cal.toString();
}
