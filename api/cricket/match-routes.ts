import { Hono } from 'hono';
import { z } from 'zod';
import { matchIdSchema, matchListQuerySchema } from '../../contracts/cricket';
import type { AppEnv } from '../app-env';
import { versionedAnswer } from '../lib/answer-cache';
import { ApiError } from '../lib/errors';
import { parsePaging, pagingKey } from '../lib/paging';
import { parseOrThrow } from '../lib/validate';
import { listMatches, matchFilters } from './match-list';
import { matchScorecard } from './match-scorecard';
import { playerPartnerships } from './player-partnerships';
import { cricketAnswer, MAX_AGE, playerOr404 } from './cricket-answer';

/**
 * GET /api/cricket/match/{match_id}, /matches, /match_filters and /player_partnerships/{slug}: answers prepared
 * once per cricket data version, like the other cricket answers.
 */
export const matchRoutes = new Hono<AppEnv>()
  .get('/match/:match_id', (c) => {
    const { match_id: id } = parseOrThrow(z.object({ match_id: matchIdSchema }), { match_id: c.req.param('match_id') });
    return cricketAnswer(c, `match/${id}`, (db) => {
      const card = matchScorecard(db, id);
      if (!card) throw new ApiError(404, 'not_found', `No Test with match id "${id}" in the archive`);
      return card;
    });
  })
  .get('/matches', (c) => {
    const query = c.req.query();
    const filters = parseOrThrow(matchListQuerySchema, {
      team: query.team,
      opposition: query.opposition,
      host: query.host,
      ground: query.ground,
      year: query.year,
      result: query.result,
      q: query.q,
    });
    // Newest first unless asked otherwise.
    const paging = { ...parsePaging(query), ...(query.order === undefined ? { order: 'desc' as const } : {}) };
    const key = `matches|${JSON.stringify(filters)}|${pagingKey(paging)}`;
    return versionedAnswer(c, { domain: 'cricket', key, build: () => listMatches(c.get('db'), filters, paging), maxAge: MAX_AGE });
  })
  .get('/match_filters', (c) => cricketAnswer(c, c.req.path, matchFilters))
  .get('/player_partnerships/:slug', (c) =>
    cricketAnswer(c, c.req.path, (db) => playerPartnerships(db, playerOr404(db, c.req.param('slug'), 'slug').player_id)),
  );
