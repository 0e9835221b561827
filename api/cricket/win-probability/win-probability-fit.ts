/**
 * The win-probability fit, once per import: reads every Test's delivery log, fits one model per season
 * without that season (workers/cricket/win-prob-build.ts), scores every Test with a result by its held-out model
 * (the evaluation the method page shows), works out each player's win probability added per Test, and stores it all
 * in one transaction that raises the cricket data version (cached answers follow). On a file database it runs on a
 * worker thread with its own connection (api/cricket/win-probability/win-probability-worker.ts), never on the request thread.
 */
import type { Db } from '../../db/database';
import { threadWorker, type ThreadWorker } from '../../lib/thread-worker';
import { DEFAULT_FIT, matchPoints, scoreArchive, type ArchiveMatch } from '../../../workers/cricket/win-prob-build';
import { evaluate } from '../../../workers/cricket/win-prob-eval';
import { matchWpa } from '../../../workers/cricket/win-prob-points';
import { PlayoutArchive } from '../../../workers/cricket/playout-archive';
import { calibratePlayouts } from '../../../workers/cricket/playout-calibration';
import type { TeamSheetPlayer } from '../../../workers/cricket/playout-lineup';
import { unpackLog } from '../import/match-log-store';
import type { CricketFormatKey } from '../../../common/cricket/formats';
import { fitLimitedWinProbability } from './lo-win-probability-fit';

export const WP_METHOD =
  'Multinomial logistic regression (win / draw / loss from the batting side) with engineered features per innings ' +
  '(lead, wickets in hand, estimated overs left, time per wicket still to fall, runs needed in the fourth innings, follow-on) ' +
  'and pre-match and match terms (Elo-style rating from earlier Tests, home side, era, the match\'s scoring rate), fitted by Newton\'s method with an ' +
  'L2 penalty, one model per season fitted without that season.';

export interface FitSummary {
  tests: number;
  seasons: number;
  /** Limited-overs matches scored per format (lo-win-probability-fit.ts). */
  limited: Partial<Record<CricketFormatKey, number>>;
  ms: number;
}

export function fitWinProbability(db: Db): FitSummary {
  const t0 = performance.now();
  const rows = db.prepare("SELECT l.match_id, l.log FROM cricket_match_logs l JOIN cricket_matches m USING (match_id) WHERE m.fmt = 'tests' ORDER BY l.match_id").all() as { match_id: string; log: Buffer }[];
  const matches: ArchiveMatch[] = rows.map((r) => ({ matchId: r.match_id, log: unpackLog(r.log) }));
  const out = scoreArchive(matches, DEFAULT_FIT);
  const ev = evaluate(out.scored);
  // "Play it out from here" measured the same way (its figures on the method page): held-out states, players' figures before each Test.
  const archive = new PlayoutArchive();
  for (const m of matches) archive.add(m.matchId, m.log);
  const sheets = new Map<string, [TeamSheetPlayer[], TeamSheetPlayer[]]>();
  const teamOf = new Map(matches.map((m) => [m.matchId, m.log.teams]));
  for (const r of db.prepare('SELECT match_id, player_id AS id, name, team FROM cricket_match_players ORDER BY rowid').iterate() as Iterable<{ match_id: string; id: string; name: string; team: string }>) {
    const teams = teamOf.get(r.match_id);
    if (!teams) continue;
    let sheet = sheets.get(r.match_id);
    if (!sheet) sheets.set(r.match_id, (sheet = [[], []]));
    if (r.team === teams[0]) sheet[0].push({ id: r.id, name: r.name });
    else if (r.team === teams[1]) sheet[1].push({ id: r.id, name: r.name });
  }
  const playouts = calibratePlayouts(out, archive, { teamSheets: (id) => sheets.get(id) ?? null });
  const leftOut = out.prepared.filter((m) => m.log.result === null).map((m) => ({ match_id: m.matchId, reason: 'no result to score (awarded, abandoned or no result)' }));
  const fittedAt = new Date().toISOString();
  db.transaction(() => {
    db.prepare('DELETE FROM cricket_wp_models').run();
    db.prepare('DELETE FROM cricket_wp_matches').run();
    db.prepare("DELETE FROM cricket_wpa WHERE match_id IN (SELECT match_id FROM cricket_matches WHERE fmt = 'tests')").run();
    const insModel = db.prepare('INSERT INTO cricket_wp_models (season, coefficients, base_rates, trained_on) VALUES (?, ?, ?, ?)');
    for (const m of out.models.values()) insModel.run(m.season, JSON.stringify(m.coefficients), JSON.stringify(m.baseRates), JSON.stringify(m.trainedOn));
    const insMatch = db.prepare('INSERT INTO cricket_wp_matches (match_id, rating_diff, home, era) VALUES (?, ?, ?, ?)');
    const insWpa = db.prepare('INSERT INTO cricket_wpa (match_id, player_id, batting, balls_faced, bowling, balls_bowled) VALUES (?, ?, ?, ?, ?, ?)');
    for (const m of out.prepared) {
      insMatch.run(m.matchId, m.ctx.ratingDiff, m.ctx.home, m.ctx.era);
      if (m.log.result === null) continue;
      const points = matchPoints(m, out.models.get(m.log.season)!.coefficients);
      for (const w of matchWpa(m.log, m.steps, points)) {
        insWpa.run(m.matchId, m.log.players[w.player], w.batting, w.ballsFaced, w.bowling, w.ballsBowled);
      }
    }
    db.prepare(
      `INSERT INTO cricket_wp_fit (id, fitted_at, method, tests, evaluation) VALUES (1, ?, ?, ?, ?)
       ON CONFLICT(id) DO UPDATE SET fitted_at = excluded.fitted_at, method = excluded.method, tests = excluded.tests, evaluation = excluded.evaluation`,
    ).run(fittedAt, WP_METHOD, ev.tests, JSON.stringify({ ...ev, left_out: leftOut, playouts }));
    db.prepare("UPDATE data_versions SET version = version + 1 WHERE domain = 'cricket'").run();
  })();
  // Then each limited-overs format's models (their own transactions).
  const limited = fitLimitedWinProbability(db);
  return { tests: ev.tests, seasons: out.models.size, limited, ms: Math.round(performance.now() - t0) };
}

const workers = new WeakMap<Db, ThreadWorker<{ type: 'fit' }>>();

/**
 * Fit after an import: on a worker thread for a file database (its own connection), inline for an in-memory one
 * (tests). Resolves when the models are stored.
 */
export async function refreshWinProbability(db: Db): Promise<FitSummary> {
  if (db.memory) return fitWinProbability(db);
  let w = workers.get(db);
  if (!w) {
    const bundled = new URL('./win-probability-worker.js', import.meta.url);
    const source = new URL('./win-probability-worker.ts', import.meta.url);
    w = threadWorker<{ type: 'fit' }>(bundled, source, { path: db.name }, 'win probability');
    workers.set(db, w);
  }
  try {
    return (await w.request({ type: 'fit' })) as FitSummary;
  } finally {
    // One fit per import: the thread is not kept.
    workers.delete(db);
    await w.stop();
  }
}
