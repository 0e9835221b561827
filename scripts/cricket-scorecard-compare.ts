/**
 * Compares the database's bowling, fielding and scorecard tables with the independent recount
 * (scripts/cricket-scorecard-recount.ts) for EVERY player and EVERY innings, checks each stored innings adds up
 * (bowlers' runs + byes + leg byes + penalty = total; batters' runs + extras = total), and asserts figures published
 * elsewhere when their matches are in the archive. Prints a summary; returns the differences, each prefixed
 * "[scorecards]".
 */
import type { Db } from '../api/db/database';
import { playerFieldingMatches } from '../api/cricket/queries/bowling-queries';
import { oversOf, type ScorecardRecount } from './cricket-scorecard-recount';
import type { CricketFormatKey } from '../common/cricket/formats';

type Row = Record<string, number> & { player_id: string };

/** Published figures: Stuart Broad's Test career (every Test of it is in the archive), Statsguru. */
const BROAD = { name: 'SCJ Broad', wickets: 604, runs: 16719, bbi: [8, 15], fiveW: 20, tenW: 3 };
/** Lord's 2019 (Cricsheet 1152847), as the scorecard was published. */
const LORDS_2019 = {
  matchId: '1152847',
  innings: ['England 258 (77.1 ov)', 'Australia 250 (94.3 ov)', 'England 258/5 dec (71 ov)', 'Australia 154/6 (47.3 ov)'],
  bowlers: [
    { name: 'SCJ Broad', inns: 2, figures: '27.3-7-65-4' },
    { name: 'JC Archer', inns: 4, figures: '15-2-32-3' },
  ],
};

export function compareScorecards(db: Db, rc: ScorecardRecount, fmt: CricketFormatKey = 'tests'): string[] {
  const bad: string[] = [];
  const diff = (what: string, raw: unknown, got: unknown) => {
    if (JSON.stringify(raw) !== JSON.stringify(got)) bad.push(`[scorecards] ${what}: raw ${JSON.stringify(raw)} vs db ${JSON.stringify(got)}`);
  };

  // Bowling careers.
  const careers = new Map(
    db
      .prepare<unknown[], Row>(
        `SELECT player_id, SUM(balls) AS balls, SUM(maidens) AS maidens, SUM(runs) AS runs, SUM(wickets) AS wickets,
                  SUM(wickets = 4) AS four_w, SUM(wickets >= 5) AS five_w
           FROM cricket_bowling_innings GROUP BY player_id`,
      )
      .all().map((r) => [r.player_id, r]),
  );
  const bbi = new Map(
    db
      .prepare<unknown[], Row>(
        `SELECT player_id, wickets, runs FROM (
             SELECT player_id, wickets, runs, ROW_NUMBER() OVER (PARTITION BY player_id ORDER BY wickets DESC, runs ASC) AS k
             FROM cricket_bowling_innings) WHERE k = 1`,
      )
      .all().map((r) => [r.player_id, [r.wickets, r.runs]]),
  );
  const byMatch = db
    .prepare<unknown[], Row>('SELECT player_id, SUM(wickets) AS wickets, SUM(runs) AS runs FROM cricket_bowling_innings GROUP BY player_id, match_id')
    .all();
  const bbm = new Map<string, [number, number]>();
  const tenW = new Map<string, number>();
  for (const r of byMatch) {
    const b = bbm.get(r.player_id);
    if (!b || r.wickets > b[0] || (r.wickets === b[0] && r.runs < b[1])) bbm.set(r.player_id, [r.wickets, r.runs]);
    if (r.wickets >= 10) tenW.set(r.player_id, (tenW.get(r.player_id) ?? 0) + 1);
  }
  let bowlersAgree = 0;
  for (const [id, c] of rc.bowling) {
    const before = bad.length;
    const d = careers.get(id);
    diff(`bowling ${id}`, [c.balls, c.maidens, c.runs, c.wickets, c.fourW, c.fiveW, c.tenW], [d?.balls, d?.maidens, d?.runs, d?.wickets, d?.four_w, d?.five_w, tenW.get(id) ?? 0]);
    diff(`bowling ${id} BBI`, c.bbi, bbi.get(id) ?? null);
    diff(`bowling ${id} BBM`, c.bbm, bbm.get(id) ?? null);
    if (bad.length === before) bowlersAgree++;
  }
  diff('bowlers in the database', rc.bowling.size, careers.size);

  // Fielding careers.
  const fielding = new Map(
    db
      .prepare<unknown[], Row>(
        `SELECT player_id, SUM(catches) AS catches, SUM(caught_and_bowled) AS cb, SUM(stumpings) AS st, SUM(run_outs) AS ro
           FROM cricket_fielding_innings GROUP BY player_id`,
      )
      .all().map((r) => [r.player_id, r]),
  );
  let fieldersAgree = 0;
  for (const [id, f] of rc.fielding) {
    const before = bad.length;
    const d = fielding.get(id);
    diff(`fielding ${id}`, [f.catches, f.caughtAndBowled, f.stumpings, f.runOuts], [d?.catches, d?.cb, d?.st, d?.ro]);
    if (bad.length === before) fieldersAgree++;
  }
  diff('fielders in the database', rc.fielding.size, fielding.size);
  // The career page's Fielding view sums its Test-by-Test rows (GET /api/cricket/player_fielding_matches): summed
  // over every Test, they must give the same recount (a credit in a Test the player is not listed in would be lost).
  let fieldingTestsAgree = 0;
  for (const [id, f] of rc.fielding) {
    const before = bad.length;
    const s = playerFieldingMatches(db, id, fmt).reduce((a, r) => [a[0] + r.catches, a[1] + r.caught_and_bowled, a[2] + r.stumpings, a[3] + r.run_outs], [0, 0, 0, 0]);
    diff(`fielding ${id} Test by Test`, [f.catches, f.caughtAndBowled, f.stumpings, f.runOuts], s);
    if (bad.length === before) fieldingTestsAgree++;
  }

  // Every innings.
  const teamRows = db
    .prepare<unknown[], Row & { key: string }>(
      `SELECT t.match_id || '/' || t.match_inns AS key, t.runs, t.wickets, t.balls, t.byes, t.legbyes, t.wides, t.noballs, t.penalty,
              (SELECT COALESCE(SUM(b.runs), 0) FROM cricket_bowling_innings b WHERE b.match_id = t.match_id AND b.match_inns = t.match_inns) AS bowlers_runs,
              (SELECT COALESCE(SUM(i.runs), 0) FROM cricket_innings i WHERE i.match_id = t.match_id AND i.match_inns = t.match_inns) AS batters_runs
       FROM cricket_team_innings t`,
    )
    .all();
  const fowOf = db.prepare<[string, number], { wicket: number; runs: number; balls: number }>(
    'SELECT wicket, runs, balls FROM cricket_fall_of_wickets WHERE match_id = ? AND match_inns = ? ORDER BY wicket',
  );
  const partnershipsOf = db.prepare<[string, number], { wicket: number; runs: number; balls: number; unbroken: number; batter_runs: number }>(
    `SELECT p.wicket, p.runs, p.balls, p.unbroken,
            (SELECT SUM(x.runs) FROM cricket_partnership_batters x WHERE x.match_id = p.match_id AND x.match_inns = p.match_inns AND x.wicket = p.wicket) AS batter_runs
     FROM cricket_partnerships p WHERE p.match_id = ? AND p.match_inns = ? ORDER BY p.wicket`,
  );
  const bowlersOf = db.prepare<[string, number], { player_id: string; balls: number; maidens: number; runs: number; wickets: number }>(
    'SELECT player_id, balls, maidens, runs, wickets FROM cricket_bowling_innings WHERE match_id = ? AND match_inns = ?',
  );
  const rows = new Map(teamRows.map((r) => [r.key, r]));
  let inningsAgree = 0;
  for (const [key, r] of rc.innings) {
    const before = bad.length;
    const t = rows.get(key);
    const [matchId, inns] = [key.split('/')[0], Number(key.split('/')[1])];
    const e = r.extras;
    diff(`innings ${key} total/wkts/balls/extras`, [r.runs, r.wickets, r.balls, e.byes, e.legbyes, e.wides, e.noballs, e.penalty], t ? [t.runs, t.wickets, t.balls, t.byes, t.legbyes, t.wides, t.noballs, t.penalty] : null);
    // The raw innings adds up, and so does the stored one.
    diff(`innings ${key} raw bowlers + byes + leg byes + penalty`, r.runs, r.bowlersRuns + e.byes + e.legbyes + e.penalty);
    diff(`innings ${key} raw batters + extras`, r.runs, r.battersRuns + e.byes + e.legbyes + e.wides + e.noballs + e.penalty);
    if (t) {
      diff(`innings ${key} stored bowlers + byes + leg byes + penalty`, t.runs, t.bowlers_runs + t.byes + t.legbyes + t.penalty);
      diff(`innings ${key} stored batters + extras`, t.runs, t.batters_runs + t.byes + t.legbyes + t.wides + t.noballs + t.penalty);
    }
    diff(`innings ${key} fall of wickets`, r.fow, fowOf.all(matchId, inns).map((f) => [f.wicket, f.runs, f.balls]));
    const ps = partnershipsOf.all(matchId, inns);
    diff(`innings ${key} partnerships`, r.partnerships, ps.map((p) => [p.wicket, p.runs, p.balls, p.unbroken === 1]));
    // A partnership's batters scored off the bat no more than it added.
    for (const p of ps) if (p.batter_runs > p.runs) bad.push(`[scorecards] innings ${key} partnership ${p.wicket}: batters ${p.batter_runs} > ${p.runs}`);
    const stored = new Map(bowlersOf.all(matchId, inns).map((b) => [b.player_id, [b.balls, b.maidens, b.runs, b.wickets]]));
    diff(`innings ${key} bowlers`, [...r.bowlers].sort(), [...stored].sort());
    if (bad.length === before) inningsAgree++;
  }
  diff('innings in the database', rc.innings.size, teamRows.length);

  // Broad's career and Lord's 2019 are men's Tests (his name is in the ODI archive too, with another career).
  const published = fmt === 'tests' ? checkPublished(db, rc) : { bad: [], lines: [] };
  bad.push(...published.bad);
  console.log(
    `scorecards: bowling careers agree ${bowlersAgree} of ${rc.bowling.size}; fielding careers ${fieldersAgree} of ${rc.fielding.size} ` +
      `(summed Test by Test as the Fielding view does: ${fieldingTestsAgree}); ` +
      `innings (totals, extras, both sums, fall of wickets, partnerships, bowlers) ${inningsAgree} of ${rc.innings.size}`,
  );
  for (const line of published.lines) console.log(line);
  return bad;
}

/** Broad's career and the Lord's 2019 scorecard, from the database and from the recount, against the published. */
function checkPublished(db: Db, rc: ScorecardRecount): { lines: string[]; bad: string[] } {
  const lines: string[] = [];
  const bad: string[] = [];
  const idOf = db.prepare<[string], { player_id: string }>('SELECT player_id FROM cricket_match_players WHERE name = ? LIMIT 1');
  const broad = idOf.get(BROAD.name)?.player_id;
  const broadRaw = broad ? rc.bowling.get(broad) : undefined;
  if (!broad || !broadRaw) lines.push(`published: ${BROAD.name} not in this archive (not checked)`);
  else {
    const db5 = db.prepare<unknown[], {
      w: number;
      r: number;
      five: number;
    }>('SELECT SUM(wickets) AS w, SUM(runs) AS r, SUM(wickets >= 5) AS five FROM cricket_bowling_innings WHERE player_id = ?').get(broad)!;
    const got = { wickets: db5.w, runs: db5.r, bbi: broadRaw.bbi, fiveW: db5.five, tenW: broadRaw.tenW };
    const want = { wickets: BROAD.wickets, runs: BROAD.runs, bbi: BROAD.bbi, fiveW: BROAD.fiveW, tenW: BROAD.tenW };
    const ok = JSON.stringify(got) === JSON.stringify(want);
    if (!ok) bad.push(`[scorecards] published ${BROAD.name}: want ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
    lines.push(`published: ${ok ? 'ok      ' : 'MISMATCH'} ${BROAD.name} ${got.wickets} wickets, ${got.runs} runs, best ${got.bbi?.join('/')}, ${got.fiveW} five-wicket innings, ${got.tenW} ten-wicket matches`);
  }
  const teams = db
    .prepare<unknown[], { team: string; runs: number; wickets: number; balls: number; declared: number }>('SELECT team, runs, wickets, balls, declared FROM cricket_team_innings WHERE match_id = ? ORDER BY match_inns')
    .all(LORDS_2019.matchId);
  if (!teams.length) lines.push(`published: Lord's 2019 (${LORDS_2019.matchId}) not in this archive (not checked)`);
  else {
    const cards = teams.map((t) => `${t.team} ${t.runs}${t.wickets < 10 ? `/${t.wickets}` : ''}${t.declared ? ' dec' : ''} (${oversOf(t.balls)} ov)`);
    const figures = LORDS_2019.bowlers.map((b) => {
      const id = idOf.get(b.name)?.player_id ?? '';
      const r = db
        .prepare<unknown[], { balls: number; maidens: number; runs: number; wickets: number }>('SELECT balls, maidens, runs, wickets FROM cricket_bowling_innings WHERE match_id = ? AND match_inns = ? AND player_id = ?')
        .get(LORDS_2019.matchId, b.inns, id);
      return r ? `${oversOf(r.balls)}-${r.maidens}-${r.runs}-${r.wickets}` : 'none';
    });
    const ok = JSON.stringify(cards) === JSON.stringify(LORDS_2019.innings) && figures.every((f, i) => f === LORDS_2019.bowlers[i].figures);
    if (!ok) bad.push(`[scorecards] published Lord's 2019: got ${cards.join(', ')}; ${figures.join(', ')}`);
    lines.push(`published: ${ok ? 'ok      ' : 'MISMATCH'} Lord's 2019: ${cards.join(', ')}; Broad ${figures[0]}, Archer ${figures[1]}`);
  }
  return { lines, bad };
}
