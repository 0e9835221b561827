import {
  cricketGround,
  cricketGrounds,
  cricketHeadToHead,
  cricketSeries,
  cricketSeriesList,
  cricketTeam,
  cricketTeamRecords,
  cricketTeams,
  cricketUmpires,
} from '../../../contracts/cricket-teams';
import type { AppEnv } from '../../app-env';
import { versionedJson } from '../../lib/answer-cache';
import { EndpointRouter } from '../../lib/endpoint-router';
import { cricketAnswer, MAX_AGE } from './cricket-answer';
import { groundDetail, listGrounds, listUmpires } from '../queries/ground-queries';
import { listSeries, seriesDetail } from '../queries/series-queries';
import { headToHead, listTeams, teamDetail, teamRecords } from '../queries/team-queries';
import { filterKey, TEAM_RECORDS_FILTER_NAMES } from '../../../common/cricket/records-filters';

/** Rows per series page when only `offset` is given. */
const SERIES_PAGE_SIZE = 50;

/**
 * Teams, head-to-head, series, grounds and umpires, each registered from its endpoint in
 * contracts/cricket-teams.ts: answers prepared once per cricket data version, like the other cricket answers. Slugs
 * are matched ignoring case, so the cache key is the lower-cased path.
 */
export const teamRoutes = new EndpointRouter<AppEnv>('/api/cricket')
  .handle(cricketTeams, (c) => cricketAnswer(c, 'teams', listTeams, (data) => (data.length ? MAX_AGE : 0)))
  .handle(cricketTeam, (c) => {
    const slug = c.req.valid('param').team.toLowerCase();
    return cricketAnswer(c, `team/${slug}`, (db) => teamDetail(db, slug));
  })
  .handle(cricketHeadToHead, (c) => {
    const { team, opposition } = c.req.valid('param');
    return cricketAnswer(c, `h2h/${team.toLowerCase()}/${opposition.toLowerCase()}`, (db) => headToHead(db, team, opposition));
  })
  .handle(cricketSeriesList, (c) => {
    const { limit, offset, team, year } = c.req.valid('query');
    const page = limit !== undefined || offset !== undefined ? { limit: limit ?? SERIES_PAGE_SIZE, offset: offset ?? 0 } : null;
    const q = { team: team?.toLowerCase(), year };
    const key = `series|${JSON.stringify([q.team, q.year, page?.limit, page?.offset])}`;
    return versionedJson(c, { domain: 'cricket', key, build: () => listSeries(c.get('db'), q, page), maxAge: MAX_AGE });
  })
  .handle(cricketSeries, (c) => {
    const slug = c.req.valid('param').series.toLowerCase();
    return cricketAnswer(c, `series/${slug}`, (db) => seriesDetail(db, slug));
  })
  .handle(cricketGrounds, (c) => cricketAnswer(c, 'grounds', listGrounds, (data) => (data.length ? MAX_AGE : 0)))
  .handle(cricketGround, (c) => {
    const slug = c.req.valid('param').ground.toLowerCase();
    return cricketAnswer(c, `ground/${slug}`, (db) => groundDetail(db, slug));
  })
  .handle(cricketUmpires, (c) => cricketAnswer(c, 'umpires', listUmpires, (data) => (data.length ? MAX_AGE : 0)))
  .handle(cricketTeamRecords, (c) => {
    const q = c.req.valid('query');
    // The key is the normalised query: the same filters in another order or with unknown parameters share an answer.
    return cricketAnswer(c, `team_records|${JSON.stringify(filterKey(q, TEAM_RECORDS_FILTER_NAMES))}`, (db) => teamRecords(db, q));
  }).app;
