/** The public cup endpoints under /api/pool (contracts/cup.ts): the list, one cup, its calendar feed. */
import type { TypedResponse } from 'hono';
import type { AppEnv } from '../app-env';
import { poolCup, poolCupFixturesFeed, poolCups } from '../../contracts/cup';
import { poolGroupStarts } from '../../contracts/handicap';
import { resolveGroup } from './params';
import { groupStarts } from './starts-model';
import { EndpointRouter } from '../lib/endpoint-router';
import { versionedAnswer } from '../lib/answer-cache';
import { siteOrigin } from '../lib/site-origin';
import { poolAnswer } from './pool-answer';
import { cupBySlug, listCups } from './cup-model';
import { cupFixturesFeed } from './cup-feed';

/** A prepared text answer: 200 with its body, or 304. */
type FeedResponse = Response & (TypedResponse<string, 200, 'text'> | TypedResponse<null, 304, 'body'>);

export const cupReadRoutes = new EndpointRouter<AppEnv>('/api/pool')
  .handle(poolCups, (c) => poolAnswer(c, listCups))
  .handle(poolGroupStarts, (c) => poolAnswer(c, (db) => groupStarts(db, resolveGroup(db, c.req.valid('param').groupId).id)))
  .handle(poolCup, (c) => poolAnswer(c, (db) => cupBySlug(db, c.req.valid('param').cupSlug)))
  .handle(poolCupFixturesFeed, (c) => {
    const origin = siteOrigin(c);
    return versionedAnswer(c, {
      domain: 'pool',
      key: `${c.req.path}@${origin}`,
      maxAge: 0,
      contentType: 'text/calendar; charset=utf-8',
      build: () => cupFixturesFeed(cupBySlug(c.get('db'), c.req.valid('param').cupSlug), { origin, now: c.get('now')() }),
    }) as FeedResponse;
  });
