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
import { DEFAULT_CRICKET_FORMAT } from '../../../common/cricket/formats';
import { slugKey } from '../../../common/slug-key';

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
    const slug = slugKey(c.req.valid('param').team);
    return cricketAnswer(c, `team/${slug}`, (db, fmt) => teamDetail(db, slug, fmt));
  })
  .handle(cricketHeadToHead, (c) => {
    const { team, opposition } = c.req.valid('param');
    return cricketAnswer(c, `h2h/${slugKey(team)}/${slugKey(opposition)}`, (db, fmt) => headToHead(db, team, opposition, fmt));
  })
  .handle(cricketSeriesList, (c) => {
    const { limit, offset, team, year, format } = c.req.valid('query');
    const fmt = format ?? DEFAULT_CRICKET_FORMAT;
    const page = limit !== undefined || offset !== undefined ? { limit: limit ?? SERIES_PAGE_SIZE, offset: offset ?? 0 } : null;
    const q = { team: team === undefined ? undefined : slugKey(team), year };
    const key = `series|${JSON.stringify([fmt, q.team, q.year, page?.limit, page?.offset])}`;
    return versionedJson(c, { domain: 'cricket', key, build: () => listSeries(c.get('db'), q, page, fmt), maxAge: MAX_AGE });
  })
  .handle(cricketSeries, (c) => {
    const slug = slugKey(c.req.valid('param').series);
    return cricketAnswer(c, `series/${slug}`, (db, fmt) => seriesDetail(db, slug, fmt));
  })
  .handle(cricketGrounds, (c) => cricketAnswer(c, 'grounds', listGrounds, (data) => (data.length ? MAX_AGE : 0)))
  .handle(cricketGround, (c) => {
    const slug = slugKey(c.req.valid('param').ground);
    return cricketAnswer(c, `ground/${slug}`, (db, fmt) => groundDetail(db, slug, fmt));
  })
  .handle(cricketUmpires, (c) => cricketAnswer(c, 'umpires', listUmpires, (data) => (data.length ? MAX_AGE : 0)))
  .handle(cricketTeamRecords, (c) => {
    const { format: _format, ...q } = c.req.valid('query');
    // The key is the normalised query: the same filters in another order or with unknown parameters share an answer
    // (cricketAnswer adds the format).
    return cricketAnswer(c, `team_records|${JSON.stringify(filterKey(q, TEAM_RECORDS_FILTER_NAMES))}`, (db, fmt) => teamRecords(db, q, fmt));
  }).app;
