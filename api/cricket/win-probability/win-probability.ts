/**
 * The win-probability answers, built per request from the stored delivery log and the held-out model of
 * the Test's season, and cached per cricket data version by the route (the build is a few milliseconds).
 */
import type { LimitedWinProbabilityEvaluation, MatchWinProbability, PlayerWpa, WinProbabilityEvaluation, WpaTest } from '../../../contracts/cricket-win-probability';
import { cricketFormat, formatName, type CricketFormatKey } from '../../../common/cricket/formats';
import { limitedEvaluation, matchLimitedWinProbability } from './lo-win-probability';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/errors';
import { matchSteps, startState } from '../../../workers/cricket/match-state';
import { matchPoints } from '../../../workers/cricket/win-prob-build';
import type { Coefficients } from '../../../workers/cricket/win-prob-model';
import { deliveryText, roundTriple, swingRow, testBlindSpots, turningPoints } from '../../../workers/cricket/win-prob-points';
import { timeLost } from '../../../common/cricket/time-lost';
import { shortNames } from '../import/innings-ledger';
import { readLog } from '../import/match-log-store';

interface FitRow {
  fitted_at: string;
  method: string;
  tests: number;
  evaluation: string;
}

const fitRow = (db: Db) => db.prepare('SELECT fitted_at, method, tests, evaluation FROM cricket_wp_fit WHERE id = 1').get() as FitRow | undefined;

const NOT_FITTED = 'The win-probability model is not fitted yet: it is fitted after each import of the cricket data';

const versionOf = (fit: FitRow) => `wp1-${fit.fitted_at.slice(0, 19).replace(/[-:T]/g, '')}`;

export function matchWinProbability(db: Db, matchId: string): MatchWinProbability {
  const match = db
    .prepare<[string], { fmt: string; start_date: string; end_date: string }>('SELECT fmt, start_date, end_date FROM cricket_matches WHERE match_id = ?')
    .get(matchId);
  if (!match) throw new ApiError(404, 'not_found', `No match with id "${matchId}" in the archive`);
  const fmt = match.fmt as CricketFormatKey;
  if (fmt !== 'tests' && cricketFormat(fmt).overs === null) throw new ApiError(404, 'not_found', `The win-probability models cover men's Tests, ODIs and T20Is; match ${matchId} is one of ${formatName(fmt)}`);
  const log = readLog(db, matchId);
  if (!log) throw new ApiError(404, 'not_found', `Match ${matchId} was imported before ball-by-ball logs were kept: import the archive again`);
  if (fmt !== 'tests') return matchLimitedWinProbability(db, matchId, fmt, log);
  const fit = fitRow(db);
  const model = db.prepare('SELECT coefficients, trained_on FROM cricket_wp_models WHERE season = ?').get(log.season) as
    | { coefficients: string; trained_on: string }
    | undefined;
  const ctx = db.prepare('SELECT rating_diff, home, era FROM cricket_wp_matches WHERE match_id = ?').get(matchId) as
    | { rating_diff: number; home: number; era: number }
    | undefined;
  if (!fit || !model || !ctx) throw new ApiError(404, 'not_found', NOT_FITTED);
  const coefficients = JSON.parse(model.coefficients) as Coefficients;
  const steps = matchSteps(log);
  const prepared = { matchId, log, steps, start: startState(log), ctx: { ratingDiff: ctx.rating_diff, home: ctx.home, era: ctx.era } };
  const raw = matchPoints(prepared, coefficients);
  const rounded = raw.map(roundTriple);
  const short = shortNames(log.names);
  const name = (i: number) => short(log.names[i] ?? '?');
  const points = rounded.map((p, i) => ({
    seq: i,
    inns: i === 0 ? prepared.start.inns : steps[i - 1].inns,
    over: i === 0 ? '0.0' : steps[i - 1].place,
    first_win: p[0],
    draw: p[1],
    other_win: p[2],
  }));
  const legalBalls = steps.length ? steps[steps.length - 1].after.matchBalls : 0;
  const lost = timeLost({ startDate: match.start_date, endDate: match.end_date, drawn: log.result === 'draw', legalBalls }) !== null;
  const turning = turningPoints(raw, 5, log.result === 'draw', testBlindSpots(log, steps, lost));
  const swingOf = ({ index, swing }: { index: number; swing: number }) => swingRow(steps[index], swing, name, deliveryText(steps[index], name, log));
  const trainedOn = (JSON.parse(model.trained_on) as string[]).length;
  return {
    model: {
      version: versionOf(fit),
      method: fit.method,
      held_out: `season ${log.season}: fitted on the ${trainedOn} other seasons of the archive, never on this one`,
    },
    batting_first: log.teams[0],
    other: log.teams[1],
    result: log.result === 'first' ? 'batting_first' : log.result === 'other' ? 'other' : log.result,
    points,
    turning_points: turning.top.map(swingOf),
    left_out: turning.leftOut.map((t) => ({ ...swingOf(t), blind: t.blind })),
  };
}

/** The evaluation of a format's model: men's Tests' (three outcomes) or an ODI or T20I format's (two). */
export function winProbabilityEvaluation(db: Db, fmt: CricketFormatKey = 'tests'): WinProbabilityEvaluation | LimitedWinProbabilityEvaluation {
  if (fmt !== 'tests') {
    if (cricketFormat(fmt).overs === null) throw new ApiError(404, 'not_found', `No win-probability model for ${formatName(fmt)}`);
    return limitedEvaluation(db, fmt);
  }
  return testEvaluation(db);
}

export function testEvaluation(db: Db): WinProbabilityEvaluation {
  const fit = fitRow(db);
  if (!fit) throw new ApiError(404, 'not_found', NOT_FITTED);
  const ev = JSON.parse(fit.evaluation) as Omit<WinProbabilityEvaluation, 'model' | 'fitted_at'>;
  return {
    model: { version: versionOf(fit), method: fit.method, held_out: 'leave-one-season-out: each Test is scored by the model fitted without its season' },
    fitted_at: fit.fitted_at,
    ...ev,
    playouts: ev.playouts ?? null,
  };
}

/** A player's WPA per match of a format (newest first) and in total, batting and bowling (cricket_wpa, written by the fits). */
export function playerWpa(db: Db, playerId: string, fmt: CricketFormatKey = 'tests'): PlayerWpa {
  const rows = db
    .prepare(
      `SELECT w.match_id, m.start_date, m.ground, CASE WHEN mp.team = m.team1 THEN m.team2 ELSE m.team1 END AS opposition,
         w.batting, w.balls_faced, w.bowling, w.balls_bowled
       FROM cricket_wpa w
       JOIN cricket_matches m ON m.match_id = w.match_id
       JOIN cricket_match_players mp ON mp.match_id = w.match_id AND mp.player_id = w.player_id
       WHERE w.player_id = ? AND m.fmt = ?
       ORDER BY m.start_date DESC, w.match_id DESC`,
    )
    .all(playerId, fmt) as { match_id: string; start_date: string; ground: string; opposition: string; batting: number; balls_faced: number; bowling: number; balls_bowled: number }[];
  const side = (pick: (r: (typeof rows)[number]) => [number, number]) => {
    const by: WpaTest[] = [];
    let total = 0;
    for (const r of rows) {
      const [wpa, deliveries] = pick(r);
      if (deliveries === 0) continue;
      total += wpa;
      by.push({ match_id: r.match_id, start_date: r.start_date, ground: r.ground, opposition: r.opposition, wpa: round4(wpa), deliveries });
    }
    return { total: round4(total), tests: by.length, by_test: by };
  };
  return { player_id: playerId, batting: side((r) => [r.batting, r.balls_faced]), bowling: side((r) => [r.bowling, r.balls_bowled]) };
}

const round4 = (x: number) => Math.round(x * 10000) / 10000 || 0;
