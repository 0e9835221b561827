/**
 * Public, read-only pool league API, mounted at /api/pool: each handler registered from its endpoint in
 * contracts/league.ts. Every answer is `{ data }` (a page of a match list adds `total`, `limit`, `offset`, `order`),
 * prepared once per pool data version (api/lib/answer-cache.ts) with an ETag from that version; Cache-Control
 * max-age is 0 (must-revalidate) so a result the admin adds shows at once, while unchanged data costs a 304 without
 * any list query.
 */
import type { Context, TypedResponse } from 'hono';
import {
  poolGroup,
  poolGroupFixturesFeed,
  poolGroupMatches,
  poolGroupPlayers,
  poolGroupStandings,
  poolGroups,
  poolLeague,
  poolMatches,
  poolPlayer,
  poolPlayerFixturesFeed,
  poolPlayerGroups,
  poolPlayerMatches,
  poolPlayerOpponentSummary,
  poolPlayerRecentForm,
  poolPlayerRatingChange,
  poolPlayers,
} from '../../contracts/league';
import type { PagingQuery } from '../../contracts/paging';
import type { z } from 'zod';
import type { AppEnv } from '../app-env';
import { versionedAnswer, versionedJson } from '../lib/answer-cache';
import { EndpointRouter } from '../lib/endpoint-router';
import { pageOf, pagingKey, pagingOf } from '../lib/paging';
import { listGroupPlayers, listGroups, listPlayerGroups, listPlayers } from './entity-queries';
import type { PoolMatchRow } from './match-queries';
import { resolveGroup, resolvePlayer } from './params';
import { poolAnswer } from './pool-answer';
import { allMatchesView, groupMatchesView, playerMatchesView } from './read-model';
import { groupStandings } from './standings-model';
import { opponentSummary, recentForm } from '../../workers/ratings/player-stats';
import type { Db } from '../db/database';
import { seasonReadRoutes } from './season-routes';
import { feedWindow, groupFixturesFeed, playerFixturesFeed, type FeedContext } from './calendar-feed';
import { siteOrigin } from '../lib/site-origin';
import { ratingChangeAnswer } from './rating-change-answer';
import { holdsDemoLeague } from './demo-presence';
import { cupReadRoutes } from './cup-routes';
import { teamReadRoutes } from '../team-league/team-routes';

type Ctx = Context<AppEnv>;

/** A match list, whole or paged (`?limit=&offset=&order=`, validated by the endpoint's query schema). */
function matchList(c: Ctx, query: z.output<typeof PagingQuery>, rows: (db: Db) => readonly PoolMatchRow[]) {
  const paging = pagingOf(query);
  return versionedJson(c, {
    domain: 'pool',
    key: `${c.req.path}?${pagingKey(paging)}`,
    maxAge: 0,
    build: () => pageOf(rows(c.get('db')), paging),
  });
}

/** A prepared text answer: 200 with its body, or 304. */
type FeedResponse = Response & (TypedResponse<string, 200, 'text'> | TypedResponse<null, 304, 'body'>);

/** An iCalendar feed, prepared once per pool data version and site origin (its links and UIDs carry the origin). */
function calendarFeed(c: Ctx, feed: (db: Db, ctx: FeedContext) => string): FeedResponse {
  const origin = siteOrigin(c);
  const now = c.get('now')();
  // The build is synchronous (a string), so the answer is too. Its window moves with the day, so the day is in the key.
  return versionedAnswer(c, {
    domain: 'pool',
    key: `${c.req.path}@${origin}|${feedWindow(now).from}`,
    maxAge: 0,
    contentType: 'text/calendar; charset=utf-8',
    build: () => feed(c.get('db'), { origin, now }),
  }) as FeedResponse;
}

export const poolRoutes = new EndpointRouter<AppEnv>('/api/pool')
  .handle(poolMatches, (c) => matchList(c, c.req.valid('query'), allMatchesView))
  .handle(poolPlayers, (c) => poolAnswer(c, listPlayers))
  .handle(poolGroups, (c) => poolAnswer(c, listGroups))
  .handle(poolLeague, (c) => poolAnswer(c, (db) => ({ demo: holdsDemoLeague(db) })))
  .handle(poolGroup, (c) => poolAnswer(c, (db) => resolveGroup(db, c.req.valid('param').groupId)))
  .handle(poolGroupPlayers, (c) => poolAnswer(c, (db) => listGroupPlayers(db, resolveGroup(db, c.req.valid('param').groupId).id)))
  .handle(poolGroupMatches, (c) =>
    matchList(c, c.req.valid('query'), (db) => groupMatchesView(db, resolveGroup(db, c.req.valid('param').groupId).id)),
  )
  .handle(poolGroupStandings, (c) =>
    // A copy: the standings model is shared with the share cards (readonly).
    poolAnswer(c, (db) => [...groupStandings(db, resolveGroup(db, c.req.valid('param').groupId).id)]),
  )
  .handle(poolGroupFixturesFeed, (c) =>
    calendarFeed(c, (db, ctx) => groupFixturesFeed(db, resolveGroup(db, c.req.valid('param').groupId), ctx)),
  )
  .handle(poolPlayer, (c) => poolAnswer(c, (db) => resolvePlayer(db, c.req.valid('param').playerId)))
  .handle(poolPlayerMatches, (c) =>
    matchList(c, c.req.valid('query'), (db) => playerMatchesView(db, resolvePlayer(db, c.req.valid('param').playerId).id)),
  )
  .handle(poolPlayerGroups, (c) => poolAnswer(c, (db) => listPlayerGroups(db, resolvePlayer(db, c.req.valid('param').playerId).id)))
  .handle(poolPlayerOpponentSummary, (c) =>
    poolAnswer(c, (db) => {
      const p = resolvePlayer(db, c.req.valid('param').playerId);
      return opponentSummary(p.id, playerMatchesView(db, p.id));
    }),
  )
  .handle(poolPlayerRecentForm, (c) =>
    poolAnswer(c, (db) => {
      const p = resolvePlayer(db, c.req.valid('param').playerId);
      return recentForm(p.id, playerMatchesView(db, p.id));
    }),
  )
  .handle(poolPlayerRatingChange, (c) => {
    const q = c.req.valid('query');
    return versionedJson(c, {
      domain: 'pool',
      key: `${c.req.path}?from=${q.from ?? ''}&to=${q.to ?? ''}&group=${(q.group ?? '').toLowerCase()}`,
      maxAge: 0,
      build: () => ({ data: ratingChangeAnswer(c.get('db'), c.req.valid('param').playerId, q) }),
    });
  })
  .handle(poolPlayerFixturesFeed, (c) =>
    calendarFeed(c, (db, ctx) => playerFixturesFeed(db, resolvePlayer(db, c.req.valid('param').playerId), ctx)),
  )
  .app.route('/', seasonReadRoutes)
  .route('/', cupReadRoutes.app)
  .route('/', teamReadRoutes.app);
