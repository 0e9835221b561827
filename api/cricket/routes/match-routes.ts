import { cricketPlayerPartnerships } from '../../../contracts/cricket-batting';
import { cricketMatch, cricketMatches, cricketMatchFilters } from '../../../contracts/cricket-matches';
import type { AppEnv } from '../../app-env';
import { versionedJson } from '../../lib/answer-cache';
import { EndpointRouter } from '../../lib/endpoint-router';
import { ApiError } from '../../lib/errors';
import { pagingKey, pagingOf } from '../../lib/paging';
import { listMatches, matchFilters } from '../queries/match-list';
import { matchScorecard } from '../queries/match-scorecard';
import { playerPartnerships } from '../queries/player-partnerships';
import { cricketAnswer, MAX_AGE, playerOr404 } from './cricket-answer';
import { DEFAULT_CRICKET_FORMAT } from '../../../common/cricket/formats';

/**
 * GET /api/cricket/match/{match_id}, /matches, /match_filters and /player_partnerships/{slug}, each registered from
 * its endpoint in contracts/cricket-matches.ts: answers prepared once per cricket data version, like the other cricket answers.
 */
export const matchRoutes = new EndpointRouter<AppEnv>('/api/cricket')
  .handle(cricketMatch, (c) => {
    const id = c.req.valid('param').match_id;
    return cricketAnswer(c, `match/${id}`, (db) => {
      const card = matchScorecard(db, id);
      if (!card) throw new ApiError(404, 'not_found', `No Test with match id "${id}" in the archive`);
      return card;
    });
  })
  .handle(cricketMatches, (c) => {
    const { limit, offset, order, format, ...filters } = c.req.valid('query');
    const fmt = format ?? DEFAULT_CRICKET_FORMAT;
    // Newest first unless asked otherwise.
    const paging = pagingOf({ limit, offset, order: order ?? 'desc' });
    const key = `matches|${fmt}|${JSON.stringify(filters)}|${pagingKey(paging)}`;
    return versionedJson(c, { domain: 'cricket', key, build: () => listMatches(c.get('db'), filters, paging, fmt), maxAge: MAX_AGE });
  })
  .handle(cricketMatchFilters, (c) => cricketAnswer(c, c.req.path, matchFilters))
  .handle(cricketPlayerPartnerships, (c) =>
    cricketAnswer(c, c.req.path, (db, fmt) => playerPartnerships(db, playerOr404(db, c.req.valid('param').slug, 'slug').player_id, fmt)),
  ).app;
