/**
 * The limited-overs win-probability fit, once per import and format (ODIs and T20Is, men's and women's), on the
 * fit's worker thread after the Tests' (win-probability-fit.ts): reads the format's delivery logs, fits one model per
 * season without that season (workers/cricket/lo-wp-build.ts), scores every match with a result by its held-out model
 * (the evaluation the method page shows), works out each player's WPA per match and stores it all in one transaction
 * per format that raises the cricket data version.
 */
import { cricketFormat, LIMITED_OVERS_FORMAT_KEYS, type CricketFormatKey } from '../../../common/cricket/formats';
import type { Db } from '../../db/database';
import { LO_DEFAULT_FIT, loMatchPoints, scoreLimitedArchive, type LoArchiveMatch } from '../../../workers/cricket/lo-wp-build';
import { evaluateLimited } from '../../../workers/cricket/lo-wp-eval';
import { matchWpa } from '../../../workers/cricket/win-prob-points';
import { unpackLog } from '../import/match-log-store';

export const LO_WP_METHOD =
  'Logistic regression of the side batting first winning, from the state after each delivery: in the first innings the ' +
  'projected total against par, in the chase the runs needed against the resources left (the mean and spread of the runs ' +
  'still to come from the same balls left and wickets down in earlier first innings), the required rate, wickets in hand and ' +
  'the share of the innings bowled, with an Elo-style team rating from earlier matches; fitted by Newton\'s method with an L2 ' +
  'penalty, one model per season fitted without that season.';

/** Matches left out of fitting and scoring, and why (on the pages). */
export const LO_LEFT_OUT = 'ties (with or without a super over), no results and awarded matches';

function fitFormat(db: Db, fmt: CricketFormatKey): number {
  const rows = db
    .prepare<[string], { match_id: string; log: Buffer }>('SELECT l.match_id, l.log FROM cricket_match_logs l JOIN cricket_matches m USING (match_id) WHERE m.fmt = ? ORDER BY l.match_id')
    .all(fmt);
  const ids = 'SELECT match_id FROM cricket_matches WHERE fmt = ?';
  const clear = () => {
    db.prepare('DELETE FROM cricket_wp_lo_models WHERE fmt = ?').run(fmt);
    db.prepare('DELETE FROM cricket_wp_lo_fit WHERE fmt = ?').run(fmt);
    db.prepare(`DELETE FROM cricket_wp_lo_matches WHERE match_id IN (${ids})`).run(fmt);
    db.prepare(`DELETE FROM cricket_wpa WHERE match_id IN (${ids})`).run(fmt);
  };
  if (!rows.length) {
    db.transaction(clear)();
    return 0;
  }
  const matches: LoArchiveMatch[] = rows.map((r) => ({ matchId: r.match_id, log: unpackLog(r.log) }));
  const out = scoreLimitedArchive(matches, cricketFormat(fmt).overs!, LO_DEFAULT_FIT);
  const ev = evaluateLimited(out.scored);
  const leftOut = out.prepared.filter((m) => m.y === null).length;
  db.transaction(() => {
    clear();
    const insModel = db.prepare('INSERT INTO cricket_wp_lo_models (fmt, season, model) VALUES (?, ?, ?)');
    for (const m of out.models.values()) insModel.run(fmt, m.season, JSON.stringify(m));
    const insMatch = db.prepare('INSERT INTO cricket_wp_lo_matches (match_id, rating) VALUES (?, ?)');
    const insWpa = db.prepare('INSERT INTO cricket_wpa (match_id, player_id, batting, balls_faced, bowling, balls_bowled) VALUES (?, ?, ?, ?, ?, ?)');
    for (const m of out.prepared) {
      const rating = out.ratings.get(m.matchId) ?? 0;
      insMatch.run(m.matchId, rating);
      if (m.y === null || !m.steps.length) continue;
      const pts = loMatchPoints(m, out.models.get(m.log.season)!, rating).map((q): [number, number, number] => [q.p, 0, 1 - q.p]);
      // After the last ball: the result.
      pts[pts.length - 1] = m.y === 1 ? [1, 0, 0] : [0, 0, 1];
      for (const w of matchWpa(m.log, m.steps, pts)) insWpa.run(m.matchId, m.log.players[w.player], w.batting, w.ballsFaced, w.bowling, w.ballsBowled);
    }
    db.prepare('INSERT INTO cricket_wp_lo_fit (fmt, fitted_at, method, matches, evaluation) VALUES (?, ?, ?, ?, ?)').run(
      fmt,
      new Date().toISOString(),
      LO_WP_METHOD,
      ev.matches,
      JSON.stringify({ ...ev, left_out: leftOut }),
    );
    db.prepare("UPDATE data_versions SET version = version + 1 WHERE domain = 'cricket'").run();
  })();
  return ev.matches;
}

/** Every limited-overs format's fit; the matches scored per format. */
export function fitLimitedWinProbability(db: Db): Partial<Record<CricketFormatKey, number>> {
  const scored: Partial<Record<CricketFormatKey, number>> = {};
  for (const fmt of LIMITED_OVERS_FORMAT_KEYS) scored[fmt] = fitFormat(db, fmt);
  return scored;
}
