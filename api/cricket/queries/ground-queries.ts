/**
 * GET /api/cricket/grounds, /ground/{slug} and /umpires. A ground is the alias table's ground
 * (api/cricket/import/venues.ts: one ground per venue string); the side batting first is the team of the first innings;
 * ball age is the over of the innings in bands (cricket_ball_age, filled at import).
 */
import type { GroundDetail, GroundRow, UmpireRow } from '../../../contracts/cricket-teams';
import { groundSlug } from '../../../common/cricket/cricket-slugs';
import { ratio } from '../../../common/cricket/exact-round';
import { BALL_AGE_BANDS, resultFor, type BallAgeBand } from '../../../common/cricket/team-results';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/errors';
import type { CricketFormatKey } from '../../../common/cricket/formats';
import { allMatches, inMatches, leadingBatters, leadingBowlers, playerRefs, teamTotals, type MatchInfo } from './team-data';
import { slugKey } from '../../../common/slug-key';

const LIST_LIMIT = 10;

/** The team that batted first in each Test (its first innings), by match id. */
function battedFirst(db: Db): Map<string, string> {
  const rows = db.prepare<unknown[], { match_id: string; team: string }>('SELECT match_id, team FROM cricket_team_innings WHERE match_inns = 1').all();
  return new Map(rows.map((r) => [r.match_id, r.team]));
}

interface GroundGroup {
  ground: string;
  host: string | null;
  tests: MatchInfo[];
}

function groundsOf(matches: readonly MatchInfo[]): GroundGroup[] {
  const out = new Map<string, GroundGroup>();
  for (const m of matches) {
    const g = out.get(m.ground) ?? { ground: m.ground, host: m.host_country, tests: [] };
    g.tests.push(m);
    out.set(m.ground, g);
  }
  return [...out.values()];
}

function groundRow(g: GroundGroup, first: Map<string, string>): GroundRow & { tied: number } {
  const row = { ground: g.ground, slug: groundSlug(g.ground), host_country: g.host, tests: g.tests.length, first_date: g.tests[0].start_date, last_date: g.tests[g.tests.length - 1].start_date, bat_first_won: 0, bat_first_drawn: 0, bat_first_lost: 0, tied: 0 };
  for (const m of g.tests) {
    const team = first.get(m.match_id);
    const r = team ? resultFor(team, m) : null;
    if (r === 'won') row.bat_first_won += 1;
    else if (r === 'lost') row.bat_first_lost += 1;
    else if (r === 'drawn') row.bat_first_drawn += 1;
    else if (r === 'tied') row.tied += 1;
  }
  return row;
}

export function listGrounds(db: Db, fmt: CricketFormatKey): GroundRow[] {
  const first = battedFirst(db);
  return groundsOf(allMatches(db, fmt))
    .map((g) => {
      const { tied: _tied, ...row } = groundRow(g, first);
      return row;
    })
    .sort((a, b) => b.tests - a.tests || a.ground.localeCompare(b.ground));
}

export function groundDetail(db: Db, slug: string, fmt: CricketFormatKey): GroundDetail {
  const g = groundsOf(allMatches(db, fmt)).find((x) => groundSlug(x.ground) === slugKey(slug));
  if (!g) throw new ApiError(404, 'not_found', `No ground "${slug}" in the archive`);
  const first = battedFirst(db);
  const ids = g.tests.map((m) => m.match_id);
  const f = inMatches(ids);

  const toss = (['bat', 'field'] as const).map((decision) => {
    const row = { decision, tests: 0, won: 0, drawn: 0, lost: 0, tied: 0 };
    for (const m of g.tests) {
      if (m.toss_decision !== decision || !m.toss_winner) continue;
      row.tests += 1;
      const r = resultFor(m.toss_winner, m);
      if (r) row[r] += 1;
    }
    return row;
  });

  const inns = db
    .prepare<unknown[], { inning: number; innings: number; runs: number; wickets: number }>(
      `SELECT t.match_inns AS inning, COUNT(*) AS innings, SUM(t.runs) AS runs, SUM(t.wickets) AS wickets
       FROM cricket_team_innings t WHERE t.match_id IN (SELECT value FROM json_each(?)) AND t.forfeited = 0
       GROUP BY t.match_inns ORDER BY t.match_inns`,
    )
    .all(JSON.stringify(ids));

  const ages = db
    .prepare<unknown[], { band: BallAgeBand; balls: number; runs: number; wickets: number; tests: number }>(
      `SELECT band, SUM(balls) AS balls, SUM(runs) AS runs, SUM(wickets) AS wickets, COUNT(DISTINCT match_id) AS tests
       FROM cricket_ball_age WHERE match_id IN (SELECT value FROM json_each(?)) GROUP BY band`,
    )
    .all(JSON.stringify(ids));
  const ageTests = db
    .prepare<unknown[], number>('SELECT COUNT(DISTINCT match_id) FROM cricket_ball_age WHERE match_id IN (SELECT value FROM json_each(?))')
    .pluck()
    .get(JSON.stringify(ids))!;

  const kinds = db
    .prepare<unknown[], { kind: string; n: number }>(`SELECT i.dismissal AS kind, COUNT(*) AS n FROM cricket_innings i WHERE ${f.sql} AND i.is_out = 1 GROUP BY i.dismissal ORDER BY n DESC, kind`)
    .all(...f.args);
  const outs = kinds.reduce((s, k) => s + k.n, 0);

  const best = db
    .prepare<unknown[], { player_id: string; team: string; opposition: string; match_id: string; start_date: string; wickets: number; runs: number; balls: number }>(
      `SELECT i.player_id, i.team, i.opposition, i.match_id, i.match_start_date AS start_date, i.wickets, i.runs, i.balls
       FROM cricket_bowling_innings i WHERE ${f.sql} ORDER BY i.wickets DESC, i.runs ASC, i.match_start_date LIMIT ?`,
    )
    .all(...f.args, LIST_LIMIT);
  const names = playerRefs(db, best.map((b) => b.player_id));
  const venues = db.prepare<unknown[], string>('SELECT DISTINCT venue FROM cricket_matches WHERE ground = ? ORDER BY venue').pluck().all(g.ground);

  return {
    ...groundRow(g, first),
    venues,
    toss,
    innings_averages: inns.map((r) => ({ ...r, average: r.innings ? ratio(r.runs, r.innings, 0) : null })),
    highest_totals: teamTotals(db, fmt, 'm.ground = ?', [g.ground], 'highest', LIST_LIMIT),
    lowest_totals: teamTotals(db, fmt, 'm.ground = ?', [g.ground], 'lowest', LIST_LIMIT),
    leading_batters: leadingBatters(db, f, LIST_LIMIT),
    leading_bowlers: leadingBowlers(db, f, LIST_LIMIT),
    best_bowling: best.map(({ player_id, ...b }) => ({ ...(names.get(player_id) ?? { name: player_id, url_slug: '' }), ...b })),
    ball_age: BALL_AGE_BANDS.flatMap((band) => {
      const a = ages.find((x) => x.band === band);
      if (!a) return [];
      return [{ band, balls: a.balls, runs: a.runs, wickets: a.wickets, runs_per_over: a.balls ? ratio(6 * a.runs, a.balls, 2) : null, balls_per_wicket: a.wickets ? ratio(a.balls, a.wickets, 1) : null }];
    }),
    ball_age_tests: ageTests,
    dismissals: kinds.map((k) => ({ kind: k.kind, count: k.n, share: ratio(100 * k.n, outs, 1) })),
  };
}

/**
 * Every umpire who stood on the field in a Test of the archive: Tests on the field and as TV umpire, and the DRS
 * reviews of his decisions (Cricsheet's `review.umpire`): overturned when the review was upheld, stood when it was
 * struck down (umpire's call counted among those that stood), in all and by the team reviewing.
 */
export function listUmpires(db: Db, fmt: CricketFormatKey): UmpireRow[] {
  const stood = db
    .prepare<unknown[], { name: string; tests: number; tv_tests: number; first_date: string | null; last_date: string | null }>(
      `SELECT o.name, SUM(o.role = 'umpires') AS tests, SUM(o.role = 'tv_umpires') AS tv_tests,
              MIN(CASE WHEN o.role = 'umpires' THEN m.start_date END) AS first_date, MAX(CASE WHEN o.role = 'umpires' THEN m.start_date END) AS last_date
       FROM cricket_match_officials o JOIN cricket_matches m ON m.match_id = o.match_id
       WHERE m.fmt = ? AND o.role IN ('umpires', 'tv_umpires') GROUP BY o.name`,
    )
    .all(fmt);
  const reviews = db
    .prepare<unknown[], { umpire: string; team: string; reviews: number; overturned: number; stood: number; umpires_call: number }>(
      `SELECT umpire, by_team AS team, COUNT(*) AS reviews, SUM(decision = 'upheld') AS overturned, SUM(decision = 'struck down') AS stood,
              SUM(umpires_call) AS umpires_call
       FROM cricket_reviews r WHERE umpire IS NOT NULL AND (SELECT fmt FROM cricket_matches m WHERE m.match_id = r.match_id) = ?
       GROUP BY umpire, by_team ORDER BY umpire, reviews DESC, by_team`,
    )
    .all(fmt);
  const byUmpire = new Map<string, UmpireRow>();
  for (const s of stood) {
    if (s.tests === 0) continue;
    byUmpire.set(s.name, { umpire: s.name, tests: s.tests, tv_tests: s.tv_tests, first_date: s.first_date, last_date: s.last_date, reviews: 0, overturned: 0, stood: 0, umpires_call: 0, by_team: [] });
  }
  for (const r of reviews) {
    let u = byUmpire.get(r.umpire);
    if (!u) byUmpire.set(r.umpire, (u = { umpire: r.umpire, tests: 0, tv_tests: 0, first_date: null, last_date: null, reviews: 0, overturned: 0, stood: 0, umpires_call: 0, by_team: [] }));
    u.reviews += r.reviews;
    u.overturned += r.overturned;
    u.stood += r.stood;
    u.umpires_call += r.umpires_call;
    u.by_team.push({ team: r.team, reviews: r.reviews, overturned: r.overturned, stood: r.stood, umpires_call: r.umpires_call });
  }
  return [...byUmpire.values()].sort((a, b) => b.tests - a.tests || b.reviews - a.reviews || a.umpire.localeCompare(b.umpire));
}
