/**
 * The limited-overs win-probability answers (ODIs and T20Is), built per request from the stored delivery log and the
 * held-out model of the match's format and season, cached per cricket data version by the route (a few milliseconds).
 * Two outcomes: `draw` is always 0. After the last ball the point is the result (a tie: half each).
 */
import type { LimitedWinProbabilityEvaluation, MatchWinProbability } from '../../../contracts/cricket-win-probability';
import { cricketFormat, formatName, type CricketFormatKey } from '../../../common/cricket/formats';
import type { Db } from '../../db/database';
import { ApiError } from '../../lib/errors';
import { loMatchPoints, prepareLimited, type LoSeasonModel } from '../../../workers/cricket/lo-wp-build';
import type { LoEvaluation } from '../../../workers/cricket/lo-wp-eval';
import type { MatchLog } from '../../../workers/cricket/match-log';
import { deliveryText, limitedBlindSpots, swingRow, turningPoints } from '../../../workers/cricket/win-prob-points';
import { shortNames } from '../import/innings-ledger';
import { LO_LEFT_OUT } from './lo-win-probability-fit';

interface FitRow {
  fitted_at: string;
  method: string;
  matches: number;
  evaluation: string;
}

const fitRow = (db: Db, fmt: CricketFormatKey) => db.prepare<[string], FitRow>('SELECT fitted_at, method, matches, evaluation FROM cricket_wp_lo_fit WHERE fmt = ?').get(fmt);

const notFitted = (fmt: CricketFormatKey) => `The win-probability model for ${formatName(fmt)} is not fitted yet: it is fitted after each import of the cricket data`;

const versionOf = (fmt: CricketFormatKey, fit: FitRow) => `wp-${fmt}-1-${fit.fitted_at.slice(0, 19).replace(/[-:T]/g, '')}`;

/** Whole runs, half up. */
const whole = (x: number) => Math.floor(x + 0.5);
const tenThousandths = (p: number) => Math.min(10000, Math.max(0, Math.floor(p * 10000 + 0.5)));

function powerplaysOf(db: Db, matchId: string): { inns: number; from: number; to: number; type: string }[] {
  const rows = db
    .prepare<[string], { match_inns: number; powerplays_json: string | null }>(
      'SELECT match_inns, powerplays_json FROM cricket_team_innings WHERE match_id = ? AND match_inns <= 2 ORDER BY match_inns',
    )
    .all(matchId);
  const out: { inns: number; from: number; to: number; type: string }[] = [];
  for (const r of rows) {
    if (!r.powerplays_json) continue;
    for (const p of JSON.parse(r.powerplays_json) as { from: number; to: number; type: string }[]) {
      // Cricsheet's "0.1" to "9.6": the 1st to the 10th over.
      out.push({ inns: r.match_inns, from: Math.floor(p.from) + 1, to: Math.floor(p.to) + 1, type: p.type });
    }
  }
  return out;
}

/** How an innings ended, on its last ball ("all out", "the winning runs", "the overs used up"). */
function endText(log: MatchLog, inns: number, wickets: number, won: boolean): string {
  const team = log.teams[log.innings[inns - 1]?.side ?? 0];
  if (won) return 'the winning runs';
  return wickets >= 10 ? `${team} all out` : `${team}'s overs used up`;
}

export function matchLimitedWinProbability(db: Db, matchId: string, fmt: CricketFormatKey, fullLog: MatchLog): MatchWinProbability {
  const fit = fitRow(db, fmt);
  const row = db.prepare<[string, string], { model: string }>('SELECT model FROM cricket_wp_lo_models WHERE fmt = ? AND season = ?').get(fmt, fullLog.season);
  const rating = db.prepare<[string], { rating: number }>('SELECT rating FROM cricket_wp_lo_matches WHERE match_id = ?').get(matchId);
  if (!fit || !row || !rating) throw new ApiError(404, 'not_found', notFitted(fmt));
  const model = JSON.parse(row.model) as LoSeasonModel;
  const m = prepareLimited({ matchId, log: fullLog }, cricketFormat(fmt).overs!);
  const log = m.log;
  const raw = loMatchPoints(m, model, rating.rating);
  const tie = log.result === 'draw';
  const last = raw.length - 1;
  const firstWins = raw.map((q, i) => (i === last && last > 0 ? (m.y === 1 ? 10000 : m.y === 0 ? 0 : tie ? 5000 : tenThousandths(q.p)) : tenThousandths(q.p)));
  const steps = m.steps;
  const points = raw.map((q, i) => {
    const a = i === 0 ? null : steps[i - 1].after;
    const inns = a ? a.inns : 1;
    const runs = a ? (a.inns <= 1 ? a.matchRuns : a.matchRuns - m.ctx.firstTotal) : (log.innings[0]?.pre ?? 0);
    const balls = a ? a.innsBalls : 0;
    const ballsLeft = Math.max(0, (inns <= 1 ? m.ctx.allowed1 : m.ctx.allowed2) - balls);
    const needed = inns >= 2 ? m.ctx.target - runs : undefined;
    return {
      seq: i,
      inns: i === 0 ? 1 : steps[i - 1].inns,
      over: i === 0 ? '0.0' : steps[i - 1].place,
      first_win: firstWins[i] / 10000,
      draw: 0,
      other_win: (10000 - firstWins[i]) / 10000,
      runs,
      wickets: a ? a.wickets : 0,
      balls_left: ballsLeft,
      ...(needed === undefined ? {} : { needed, required_rate: ballsLeft > 0 ? Math.round((Math.max(0, needed) * 600) / ballsLeft) / 100 : null }),
      projected: q.projected ? { total: whole(q.projected.mid), lo: whole(q.projected.lo), hi: whole(q.projected.hi) } : null,
    };
  });
  const triples = points.map((p): [number, number, number] => [p.first_win, 0, p.other_win]);
  const short = shortNames(log.names);
  const name = (i: number) => short(log.names[i] ?? '?');
  const chase = log.innings[1];
  const revised = chase ? chase.target !== undefined && (chase.target.runs !== m.ctx.firstTotal + 1 || m.ctx.allowed2 !== m.ctx.allowed1) : false;
  const turning = turningPoints(triples, 5, false, limitedBlindSpots(log, steps, revised));
  const swingOf = ({ index, swing }: { index: number; swing: number }) => {
    const s = steps[index];
    const ended = s.after.over || s.after.inns !== s.inns;
    const text = deliveryText(s, name);
    return swingRow(s, swing, name, ended ? `${text}; ${endText(log, s.inns, s.after.wickets, s.after.over && m.y === 0 && s.inns === 2)}` : text);
  };
  return {
    model: {
      version: versionOf(fmt, fit),
      method: fit.method,
      held_out: `season ${log.season}: fitted on the ${model.trainedOn.length} other seasons of the ${formatName(fmt)} archive, never on this one`,
    },
    format: fmt,
    batting_first: log.teams[0],
    other: log.teams[1],
    result: m.y === 1 ? 'batting_first' : m.y === 0 ? 'other' : tie ? 'tie' : null,
    limited: {
      overs: m.ctx.allowed1 / (log.ballsPerOver || 6),
      target: chase ? { runs: m.ctx.target, balls: m.ctx.allowed2, revised } : null,
      powerplays: powerplaysOf(db, matchId),
    },
    points,
    turning_points: turning.top.map(swingOf),
    left_out: turning.leftOut.map((t) => ({ ...swingOf(t), blind: t.blind })),
  };
}

export function limitedEvaluation(db: Db, fmt: CricketFormatKey): LimitedWinProbabilityEvaluation {
  const fit = fitRow(db, fmt);
  if (!fit) throw new ApiError(404, 'not_found', notFitted(fmt));
  const ev = JSON.parse(fit.evaluation) as LoEvaluation & { left_out: number };
  return {
    format: fmt,
    model: { version: versionOf(fmt, fit), method: fit.method, held_out: 'leave-one-season-out: each match is scored by the model fitted without its season' },
    fitted_at: fit.fitted_at,
    ...ev,
    left_out_rule: `Left out of fitting and scoring: ${LO_LEFT_OUT}.`,
  };
}
