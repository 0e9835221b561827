import type { MatchFilters, MatchListItem, MatchListQuery } from '../../../contracts/cricket-matches';
import type { PagedAnswer } from '../../../contracts/paging';
import type { Db } from '../../db/database';
import type { Paging } from '../../lib/paging';
import { matchResult, type MatchRow } from './match-scorecard';
import type { CricketFormatKey } from '../../../common/cricket/formats';

/**
 * The matches list (GET /api/cricket/matches) and its filter values (GET /api/cricket/match_filters).
 * Newest first by start date (then match id), or oldest first with order=asc. Team and opposition each keep the
 * matches that team played (both: that pairing); host, ground, year and result match exactly; the search keeps
 * matches whose teams, venue or ground contain the text, ignoring case; `on` (MM-DD) keeps the Tests in play on that
 * day of the year.
 */
export function listMatches(db: Db, q: MatchListQuery, paging: Paging, fmt: CricketFormatKey): { data: MatchListItem[] } | PagedAnswer<MatchListItem> {
  const where: string[] = ['fmt = @fmt'];
  const args: Record<string, string | number> = { fmt };
  for (const key of ['team', 'opposition'] as const) {
    const value = q[key];
    if (value === undefined) continue;
    where.push(`(lower(team1) = lower(@${key}) OR lower(team2) = lower(@${key}))`);
    args[key] = value;
  }
  if (q.host !== undefined) {
    where.push('lower(host_country) = lower(@host)');
    args.host = q.host;
  }
  if (q.ground !== undefined) {
    where.push('lower(ground) = lower(@ground)');
    args.ground = q.ground;
  }
  if (q.year !== undefined) {
    where.push("substr(start_date, 1, 4) = @year");
    args.year = String(q.year);
  }
  if (q.result !== undefined) {
    where.push('result = @result');
    args.result = q.result;
  }
  if (q.on !== undefined) {
    // In play on that day: from the first day to the last (a Test across the new year wraps round).
    where.push(`(CASE WHEN substr(start_date, 6, 5) <= substr(end_date, 6, 5)
      THEN @on BETWEEN substr(start_date, 6, 5) AND substr(end_date, 6, 5)
      ELSE @on >= substr(start_date, 6, 5) OR @on <= substr(end_date, 6, 5) END)`);
    args.on = q.on;
  }
  if (q.q !== undefined) {
    // instr, not LIKE: the visitor's % and _ are plain characters.
    where.push(`(instr(lower(team1), lower(@q)) > 0 OR instr(lower(team2), lower(@q)) > 0
      OR instr(lower(venue), lower(@q)) > 0 OR instr(lower(ground), lower(@q)) > 0)`);
    args.q = q.q;
  }
  const whereSql = `WHERE ${where.join(' AND ')}`;
  const dir = paging.order === 'asc' ? 'ASC' : 'DESC';
  const total = db.prepare<unknown[], number>(`SELECT COUNT(*) FROM cricket_matches ${whereSql}`).pluck().get(args)!;
  const limitSql = paging.paged ? 'LIMIT @limit OFFSET @offset' : '';
  const rows = db
    .prepare<unknown[], Omit<MatchRow, 'toss_winner' | 'toss_decision' | 'player_of_match'>>(
      `SELECT match_id, test_number, start_date, end_date, team1, team2, venue, ground, host_country, outcome, winner, result
       FROM cricket_matches ${whereSql}
       ORDER BY start_date ${dir}, match_id ${dir} ${limitSql}`,
    )
    .all(paging.paged ? { ...args, limit: paging.limit, offset: paging.offset } : args);

  const scores = new Map<string, MatchListItem['innings']>();
  if (rows.length) {
    const inns = db
      .prepare<unknown[], { match_id: string; match_inns: number; team: string; runs: number; wickets: number; declared: number; forfeited: number }>(
        `SELECT match_id, match_inns, team, runs, wickets, declared, forfeited FROM cricket_team_innings
         WHERE match_id IN (SELECT value FROM json_each(?)) ORDER BY match_id, match_inns`,
      )
      .all(JSON.stringify(rows.map((r) => r.match_id)));
    for (const i of inns) {
      const list = scores.get(i.match_id) ?? [];
      list.push({ inning: i.match_inns, team: i.team, runs: i.runs, wickets: i.wickets, declared: i.declared === 1, forfeited: i.forfeited === 1 });
      scores.set(i.match_id, list);
    }
  }

  const data: MatchListItem[] = rows.map((r) => ({
    match_id: r.match_id,
    test_number: r.test_number,
    start_date: r.start_date,
    end_date: r.end_date,
    teams: [r.team1, r.team2],
    venue: r.venue,
    ground: r.ground,
    host_country: r.host_country,
    result: matchResult(r),
    innings: scores.get(r.match_id) ?? [],
  }));
  if (!paging.paged) return { data };
  return { data, total, limit: paging.limit, offset: paging.offset, order: paging.order };
}

export function matchFilters(db: Db, fmt: CricketFormatKey): MatchFilters {
  const list = (sql: string) => db.prepare<unknown[], string>(sql).pluck().all({ fmt });
  return {
    teams: list('SELECT team1 FROM cricket_matches WHERE fmt = @fmt UNION SELECT team2 FROM cricket_matches WHERE fmt = @fmt ORDER BY 1'),
    host_countries: list('SELECT DISTINCT host_country FROM cricket_matches WHERE fmt = @fmt AND host_country IS NOT NULL ORDER BY 1'),
    grounds: list('SELECT DISTINCT ground FROM cricket_matches WHERE fmt = @fmt ORDER BY 1'),
    years: db.prepare<unknown[], number>('SELECT DISTINCT CAST(substr(start_date, 1, 4) AS INTEGER) FROM cricket_matches WHERE fmt = @fmt ORDER BY 1 DESC').pluck().all({ fmt }),
  };
}
