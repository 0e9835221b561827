/**
 * Public, read-only pool league API, mounted at /api/pool. Every answer is `{ data }` (a page of a match list adds
 * `total`, `limit`, `offset`, `order`), prepared once per pool data version (api/lib/answer-cache.ts) with an ETag
 * from that version; Cache-Control max-age is 0 (must-revalidate) so a result the admin adds shows at once, while
 * unchanged data costs a 304 without any list query.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env';
import { versionedAnswer } from '../lib/answer-cache';
import { pageOf, pagingKey, parsePaging } from '../lib/paging';
import { listGroupPlayers, listGroups, listPlayerGroups, listPlayers } from './entity-queries';
import type { PoolMatchRow } from './match-queries';
import { resolveGroup, resolvePlayer } from './params';
import { allMatchesView, groupMatchesView, playerMatchesView } from './read-model';
import { computeStandings } from '../../workers/ratings/standings';
import { opponentSummary, recentForm } from '../../workers/ratings/player-stats';
import type { Db } from '../db/database';
import { seasonReadRoutes } from './season-routes';
import { groupFixturesFeed, playerFixturesFeed, type FeedContext } from './calendar-feed';
import { siteOrigin } from '../lib/site-origin';

type Ctx = Context<AppEnv>;

/** A pool answer `{ data }` keyed by the request path. */
function poolAnswer(c: Ctx, data: (db: Db) => unknown) {
  return versionedAnswer(c, { domain: 'pool', key: c.req.path, maxAge: 0, build: () => ({ data: data(c.get('db')) }) });
}

/** A match list, whole or paged (`?limit=&offset=&order=`; a bad value is a 400 naming the field). */
function matchList(c: Ctx, rows: (db: Db) => readonly PoolMatchRow[]) {
  const paging = parsePaging(c.req.query());
  return versionedAnswer(c, {
    domain: 'pool',
    key: `${c.req.path}?${pagingKey(paging)}`,
    maxAge: 0,
    build: () => pageOf(rows(c.get('db')), paging),
  });
}

/** An iCalendar feed, prepared once per pool data version and site origin (its links and UIDs carry the origin). */
function calendarFeed(c: Ctx, feed: (db: Db, ctx: FeedContext) => string) {
  const origin = siteOrigin(c);
  return versionedAnswer(c, {
    domain: 'pool',
    key: `${c.req.path}@${origin}`,
    maxAge: 0,
    contentType: 'text/calendar; charset=utf-8',
    build: () => feed(c.get('db'), { origin, now: c.get('now')() }),
  });
}

export const poolRoutes = new Hono<AppEnv>()
  .get('/matches', (c) => matchList(c, allMatchesView))
  .get('/players', (c) => poolAnswer(c, listPlayers))
  .get('/groups', (c) => poolAnswer(c, listGroups))
  .get('/group/:id', (c) => poolAnswer(c, (db) => resolveGroup(db, c.req.param('id'))))
  .get('/group/:id/players', (c) => poolAnswer(c, (db) => listGroupPlayers(db, resolveGroup(db, c.req.param('id')).id)))
  .get('/group/:id/matches', (c) => matchList(c, (db) => groupMatchesView(db, resolveGroup(db, c.req.param('id')).id)))
  .get('/group/:id/standings', (c) =>
    poolAnswer(c, (db) => {
      const group = resolveGroup(db, c.req.param('id'));
      return computeStandings(listGroupPlayers(db, group.id), groupMatchesView(db, group.id));
    }),
  )
  .get('/group/:id/fixtures.ics', (c) => calendarFeed(c, (db, ctx) => groupFixturesFeed(db, resolveGroup(db, c.req.param('id')), ctx)))
  .get('/player/:id/fixtures.ics', (c) => calendarFeed(c, (db, ctx) => playerFixturesFeed(db, resolvePlayer(db, c.req.param('id')), ctx)))
  .get('/player/:id', (c) => poolAnswer(c, (db) => resolvePlayer(db, c.req.param('id'))))
  .get('/player/:id/matches', (c) => matchList(c, (db) => playerMatchesView(db, resolvePlayer(db, c.req.param('id')).id)))
  .get('/player/:id/groups', (c) => poolAnswer(c, (db) => listPlayerGroups(db, resolvePlayer(db, c.req.param('id')).id)))
  .get('/player/:id/opponent_summary', (c) =>
    poolAnswer(c, (db) => {
      const p = resolvePlayer(db, c.req.param('id'));
      return opponentSummary(p.id, playerMatchesView(db, p.id));
    }),
  )
  .get('/player/:id/recent_form', (c) =>
    poolAnswer(c, (db) => {
      const p = resolvePlayer(db, c.req.param('id'));
      return recentForm(p.id, playerMatchesView(db, p.id));
    }),
  )
  .route('/', seasonReadRoutes);
