import type { MatchScorecard, ScorecardInnings, ScorecardReview } from '../../../contracts/cricket-matches';
import type { Db } from '../../db/database';
import type { CricketFormatKey } from '../../../common/cricket/formats';
import { seriesOfMatch } from './series-queries';
import { overText } from '../../../common/cricket/over-text';
import { storedResultText } from '../../../common/cricket/result-text';
import { replacementReasonText } from '../../../common/cricket/replacement-reason';

/**
 * One Test's scorecard (GET /api/cricket/match/{match_id}), read from the rows the importer keeps per match
 * (cricket_team_innings, cricket_innings, cricket_bowling_innings, cricket_fall_of_wickets, cricket_partnerships,
 * cricket_reviews): nothing is recounted per request. Undefined when the archive does not hold the match.
 */

export interface MatchRow {
  match_id: string;
  test_number: number | null;
  start_date: string;
  end_date: string;
  team1: string;
  team2: string;
  venue: string;
  ground: string;
  host_country: string | null;
  outcome: string;
  toss_winner: string | null;
  toss_decision: string | null;
  player_of_match: string | null;
  winner: string | null;
  result: string | null;
  fmt: CricketFormatKey;
  overs: number | null;
  method: string | null;
  eliminator: string | null;
}

const MATCH_COLUMNS = `match_id, test_number, start_date, end_date, team1, team2, venue, ground, host_country, outcome,
  toss_winner, toss_decision, player_of_match, winner, result, fmt, overs, method, eliminator`;

/** The result as the card and the list print it: "England won by 1 wicket", "Drawn" (common/cricket/result-text.ts). */
export function matchResult(m: Pick<MatchRow, 'outcome' | 'winner' | 'result'>): MatchScorecard['result'] {
  const kind = m.result ?? 'unknown';
  return { kind, winner: m.winner, text: storedResultText(m.outcome, m.winner) };
}

/**
 * Display names of the players a card names: the register's full name when known ("Joe Root"), else the name
 * Cricsheet used in this match, else his latest Cricsheet name; with the career page's slug.
 */
function playerNames(db: Db, matchId: string, ids: Iterable<string>): MatchScorecard['players'] {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return {};
  const rows = db
    .prepare<unknown[], { player_id: string; name: string; url_slug: string }>(
      `SELECT p.player_id, COALESCE(rp.full_name, mp.name, p.name) AS name, p.url_slug
       FROM cricket_players p
       LEFT JOIN cricket_match_players mp ON mp.player_id = p.player_id AND mp.match_id = ?
       LEFT JOIN cricket_register_people rp ON rp.player_id = p.player_id
       WHERE p.player_id IN (SELECT value FROM json_each(?))`,
    )
    .all(matchId, JSON.stringify(wanted));
  return Object.fromEntries(rows.map((r) => [r.player_id, { name: r.name, url_slug: r.url_slug }]));
}

/**
 * The replacements the match file names, read back from what the importer stored: it puts a player who came in
 * during the match (Cricsheet's `replacements.match`) on his side's card only from the innings he joined, and the
 * player he replaced only up to it (api/cricket/import/parse-match.ts), while every other player of the XI has a line in
 * each of his side's innings. So a player of the side with no line in its first innings came in as a replacement;
 * one with no line in its last innings went out. The pair is named when the side made one replacement.
 */
function replacementsIn(
  db: Db,
  matchId: string,
  teamInnings: readonly { match_inns: number; team: string }[],
  lines: readonly { match_inns: number; player_id: string }[],
): { team: string; player_id: string; replaced_id: string | null; reason: string | null }[] {
  // Stored by the importer (migration 19) with the file's reason; older imports are read back from the cards below.
  const stored = db
    .prepare<unknown[], { team: string; player_id: string; replaced_id: string; reason: string | null }>(
      'SELECT team, player_in AS player_id, player_out AS replaced_id, reason FROM cricket_replacements WHERE match_id = ? ORDER BY seq',
    )
    .all(matchId);
  if (stored.length) return stored;
  const squad = db.prepare<unknown[], { player_id: string; team: string }>('SELECT player_id, team FROM cricket_match_players WHERE match_id = ? ORDER BY rowid').all(matchId);
  const out: { team: string; player_id: string; replaced_id: string | null; reason: string | null }[] = [];
  for (const team of [...new Set(teamInnings.map((t) => t.team))]) {
    const inns = teamInnings.filter((t) => t.team === team).map((t) => t.match_inns);
    const first = Math.min(...inns);
    const last = Math.max(...inns);
    const members = squad.filter((p) => p.team === team).map((p) => p.player_id);
    if (members.length <= 11) continue;
    const on = (id: string, i: number) => lines.some((l) => l.player_id === id && l.match_inns === i);
    const cameIn = members.filter((id) => !on(id, first));
    const wentOut = members.filter((id) => on(id, first) && !on(id, last));
    for (const id of cameIn) out.push({ team, player_id: id, replaced_id: cameIn.length === 1 && wentOut.length === 1 ? wentOut[0] : null, reason: null });
  }
  return out;
}

export function findMatch(db: Db, matchId: string): MatchRow | undefined {
  return db.prepare<unknown[], MatchRow>(`SELECT ${MATCH_COLUMNS} FROM cricket_matches WHERE match_id = ?`).get(matchId);
}

/** A team innings of cricket_team_innings, as the scorecard reads it. */
interface TeamInningsRow {
  match_inns: number;
  team: string;
  runs: number;
  wickets: number;
  balls: number;
  declared: number;
  forfeited: number;
  follow_on: number;
  byes: number;
  legbyes: number;
  wides: number;
  noballs: number;
  penalty: number;
  overs_json: string;
  target_runs: number | null;
  target_balls: number | null;
  powerplays_json: string | null;
}

/** A batting row of cricket_innings, as the scorecard reads it. */
interface BattingRow {
  match_inns: number;
  player_id: string;
  did_bat: number;
  dismissal: string;
  runs: number;
  balls_faced: number;
  fours: number;
  sixes: number;
  strike_rate: number | null;
}

/** A match's stored scorecard rows, each table in the order the card shows it. */
function scorecardRows(db: Db, matchId: string) {
  const teamInnings = db
    .prepare<unknown[], TeamInningsRow>(
      `SELECT match_inns, team, runs, wickets, balls, declared, forfeited, follow_on, byes, legbyes, wides, noballs, penalty, overs_json,
              target_runs, target_balls, powerplays_json
       FROM cricket_team_innings WHERE match_id = ? ORDER BY match_inns`,
    )
    .all(matchId);

  // Batting rows in batting order; the did-not-bat rows in the order the importer wrote them (the team sheet's).
  const batting = db
    .prepare<unknown[], BattingRow>(
      `SELECT match_inns, player_id, did_bat, COALESCE(dismissal_text, dismissal) AS dismissal, runs, balls_faced, fours, sixes, strike_rate
       FROM cricket_innings WHERE match_id = ?
       ORDER BY match_inns, did_bat DESC, batting_position, rowid`,
    )
    .all(matchId);

  const bowling = db
    .prepare<unknown[], { match_inns: number; player_id: string; balls: number; maidens: number; runs: number; wickets: number; wides: number; no_balls: number }>(
      `SELECT match_inns, player_id, balls, maidens, runs, wickets, wides, no_balls
       FROM cricket_bowling_innings WHERE match_id = ? ORDER BY match_inns, bowling_order`,
    )
    .all(matchId);

  const fow = db
    .prepare<unknown[], { match_inns: number; wicket: number; runs: number; player_id: string; balls: number; over: string }>(
      'SELECT match_inns, wicket, runs, player_id, balls, over FROM cricket_fall_of_wickets WHERE match_id = ? ORDER BY match_inns, wicket',
    )
    .all(matchId);

  const partnerships = db
    .prepare<unknown[], { match_inns: number; wicket: number; runs: number; balls: number; unbroken: number; batters: string }>(
      'SELECT match_inns, wicket, runs, balls, unbroken, batters FROM cricket_partnerships WHERE match_id = ? ORDER BY match_inns, wicket',
    )
    .all(matchId)
    .map(({ batters, ...p }) => ({ ...p, batters: JSON.parse(batters) as string[] }));

  const reviews = db
    .prepare<unknown[], Omit<ScorecardReview, 'inning' | 'umpires_call'> & { match_inns: number; umpires_call: number }>(
      `SELECT match_inns, over, by_team, batter_id, bowler_id, umpire, decision, review_type, umpires_call
       FROM cricket_reviews WHERE match_id = ? ORDER BY match_inns, seq`,
    )
    .all(matchId);
  return { teamInnings, batting, bowling, fow, partnerships, reviews };
}
type ScorecardRows = ReturnType<typeof scorecardRows>;

/** One innings of the card: the team's total and extras, its batting, bowling, fall of wickets and partnerships. */
function inningsCard(t: TeamInningsRow, rows: ScorecardRows, nameOf: (id: string) => string): ScorecardInnings {
  const inns = t.match_inns;
  return {
    inning: inns,
    team: t.team,
    runs: t.runs,
    wickets: t.wickets,
    balls: t.balls,
    overs: overText(t.balls),
    declared: t.declared === 1,
    forfeited: t.forfeited === 1,
    follow_on: t.follow_on === 1,
    extras: { byes: t.byes, legbyes: t.legbyes, wides: t.wides, noballs: t.noballs, penalty: t.penalty },
    target: t.target_runs === null ? null : { runs: t.target_runs, balls: t.target_balls },
    powerplays: t.powerplays_json ? (JSON.parse(t.powerplays_json) as ScorecardInnings['powerplays']) : [],
    batting: rows.batting
      .filter((r) => r.match_inns === inns && r.did_bat === 1)
      .map((r) => ({
        player_id: r.player_id,
        name: nameOf(r.player_id),
        dismissal: r.dismissal,
        runs: r.runs,
        balls: r.balls_faced,
        fours: r.fours,
        sixes: r.sixes,
        strike_rate: r.strike_rate,
      })),
    did_not_bat: rows.batting.filter((r) => r.match_inns === inns && r.did_bat === 0).map((r) => ({ player_id: r.player_id, name: nameOf(r.player_id) })),
    bowling: rows.bowling
      .filter((r) => r.match_inns === inns)
      .map((r) => ({
        player_id: r.player_id,
        name: nameOf(r.player_id),
        balls: r.balls,
        overs: overText(r.balls),
        maidens: r.maidens,
        runs: r.runs,
        wickets: r.wickets,
        wides: r.wides,
        no_balls: r.no_balls,
      })),
    fall_of_wickets: rows.fow.filter((r) => r.match_inns === inns).map(({ wicket, runs, player_id, balls, over }) => ({ wicket, runs, player_id, balls, over })),
    partnerships: rows.partnerships
      .filter((p) => p.match_inns === inns)
      .map((p) => ({ wicket: p.wicket, runs: p.runs, balls: p.balls, batters: p.batters, unbroken: p.unbroken === 1 })),
    by_over: JSON.parse(t.overs_json) as [number, number, number][],
  };
}

export function matchScorecard(db: Db, matchId: string): MatchScorecard | undefined {
  const m = findMatch(db, matchId);
  if (!m) return undefined;
  const rows = scorecardRows(db, matchId);
  const { teamInnings, batting, bowling, fow, partnerships, reviews } = rows;

  const ids = new Set<string>();
  const pom = m.player_of_match ? (JSON.parse(m.player_of_match) as string[]) : [];
  pom.forEach((id) => ids.add(id));
  batting.forEach((r) => ids.add(r.player_id));
  bowling.forEach((r) => ids.add(r.player_id));
  fow.forEach((r) => ids.add(r.player_id));
  partnerships.forEach((p) => p.batters.forEach((id) => ids.add(id)));
  reviews.forEach((r) => [r.batter_id, r.bowler_id].forEach((id) => id && ids.add(id)));
  const sides = replacementsIn(db, matchId, teamInnings, batting);
  sides.forEach((r) => [r.player_id, r.replaced_id].forEach((id) => id && ids.add(id)));
  const players = playerNames(db, matchId, ids);
  const nameOf = (id: string) => players[id]?.name ?? id;

  return {
    match_id: m.match_id,
    test_number: m.test_number,
    start_date: m.start_date,
    end_date: m.end_date,
    teams: [m.team1, m.team2],
    venue: m.venue,
    ground: m.ground,
    host_country: m.host_country,
    toss: { winner: m.toss_winner, decision: m.toss_decision },
    result: matchResult(m),
    player_of_match: pom.map((id) => ({ player_id: id, name: nameOf(id) })),
    innings: teamInnings.map((t) => inningsCard(t, rows, nameOf)),
    reviews: reviews.map(({ match_inns, umpires_call, ...r }) => ({ inning: match_inns, ...r, umpires_call: umpires_call === 1 })),
    replacements: sides.map((r) => ({
      team: r.team,
      player_id: r.player_id,
      name: nameOf(r.player_id),
      replaced: r.replaced_id ? { player_id: r.replaced_id, name: nameOf(r.replaced_id) } : null,
      reason: r.reason,
      reason_text: replacementReasonText(r.reason),
    })),
    players,
    format: m.fmt,
    overs: m.overs,
    method: m.method,
    super_overs: db
      .prepare<[string], { team: string; runs: number; wickets: number; balls: number }>('SELECT team, runs, wickets, balls FROM cricket_super_overs WHERE match_id = ? ORDER BY seq')
      .all(m.match_id),
    super_over_winner: m.eliminator,
    series: seriesOfMatch(db, m.match_id, m.fmt),
  };
}
