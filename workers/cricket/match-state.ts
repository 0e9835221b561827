import { F, FIELDS, isTeamWicket, type MatchLog, type MatchLogInnings } from './match-log';
import { ballPlace } from '../../common/cricket/over-text';

/**
 * The state of a Test after every delivery (pure). Definitions (docs/win-probability.md):
 * - the lead is the batting-first side's runs minus the other side's, over all innings so far, penalty runs included
 *   (those recorded before an innings count from its start, those after it from its end);
 * - wickets are the current innings' team wickets (retired hurt and retired not out are not wickets);
 * - balls are legal balls (wides and no-balls are deliveries but not balls);
 * - after an innings' last delivery the state is the start of the next innings that has deliveries (0 wickets,
 *   0 balls; a forfeited innings is skipped, a follow-on is known then), and after the match's last delivery the match
 *   is over (`over: true`);
 * - overs left is an ESTIMATE: 450 overs (5 days of 90) minus the overs bowled in the match, never below 0; the data
 *   has no day, session or stoppage;
 * - in the fourth innings `needed` is the runs the batting side still needs to win (its deficit plus one).
 */
export interface BallState {
  /** Innings number of the state (1-4): for the state after an innings' last ball, the next innings. */
  inns: number;
  /** 0: the side that batted first is batting; 1: the other side. */
  batting: 0 | 1;
  /** The batting-first side's lead in runs. */
  lead: number;
  /** Runs scored in the match so far by both sides (penalty runs included). */
  matchRuns: number;
  /** Team wickets down in the current innings. */
  wickets: number;
  /** Legal balls in the current innings and in the match. */
  innsBalls: number;
  matchBalls: number;
  /** The follow-on was enforced (the third innings is the side batting second's). */
  followOn: boolean;
  /** Innings declared so far by each side ([batted first, other]), counting the current one only once it closes. */
  declared: [number, number];
  /** Forfeited innings so far. */
  forfeited: number;
  /** Fourth innings: the runs the batting side needs to win; otherwise null. */
  needed: number | null;
  /** Estimated overs left in the match (450 less overs bowled, at least 0). */
  oversLeft: number;
  /** The match is over (after its last delivery). */
  over: boolean;
}

/** One delivery with the state after it. */
export interface DeliveryStep {
  /** 1, 2, ... in match order (every delivery, extras included). */
  seq: number;
  /** The innings the ball was bowled in (1-4). */
  inns: number;
  /** Its place as scorecards print it ("12.3": over index, then the legal ball it was or preceded). */
  place: string;
  /** Index into MatchLog.players / names. */
  striker: number;
  bowler: number;
  total: number;
  bat: number;
  legal: boolean;
  /** Wicket code (match-log WICKET_KINDS + 1) and the player out's index. */
  wicket: number;
  out: number;
  after: BallState;
}

export const MATCH_OVERS = 450;

export function oversLeftOf(matchBalls: number, ballsPerOver = 6): number {
  return Math.max(0, MATCH_OVERS - matchBalls / ballsPerOver);
}

/** The state before the first ball. */
export function startState(log: MatchLog): BallState {
  const first = log.innings.findIndex((i) => !i.forfeited && i.d.length > 0);
  const inn = first >= 0 ? log.innings[first] : log.innings[0];
  const pre = inn ? inn.pre : 0;
  return {
    inns: first >= 0 ? first + 1 : 1,
    batting: inn ? inn.side : 0,
    lead: inn && inn.side === 1 ? -pre : pre,
    matchRuns: pre,
    wickets: 0,
    innsBalls: 0,
    matchBalls: 0,
    followOn: false,
    declared: [0, 0],
    forfeited: log.innings.slice(0, Math.max(first, 0)).filter((i) => i.forfeited).length,
    needed: null,
    oversLeft: MATCH_OVERS,
    over: false,
  };
}

/**
 * Where the match stands at the start of the next innings played after innings `k`: its post-innings penalty runs,
 * the forfeited innings in between and the next innings' pre-innings penalty runs count from now. Looked ahead on
 * copies of the running figures; the caller's loop adds them in turn.
 */
function nextInningsStart(
  inns: readonly MatchLogInnings[],
  k: number,
  runs: readonly number[],
  declared: readonly [number, number],
  forfeited: number,
  played: (k: number) => boolean,
): { next: number; r: number[]; dec: [number, number]; f: number } {
  const r = [runs[0], runs[1]];
  const dec: [number, number] = [declared[0], declared[1]];
  r[inns[k].side] += inns[k].post;
  if (inns[k].declared) dec[inns[k].side]++;
  let f = forfeited;
  let next = k + 1;
  while (!played(next)) {
    if (inns[next].forfeited) f++;
    r[inns[next].side] += inns[next].pre + inns[next].post;
    next++;
  }
  r[inns[next].side] += inns[next].pre;
  return { next, r, dec, f };
}

/** The states after every delivery of the match, in order. */
export function matchSteps(log: MatchLog): DeliveryStep[] {
  const steps: DeliveryStep[] = [];
  const runs = [0, 0];
  const declared: [number, number] = [0, 0];
  let forfeited = 0;
  let matchBalls = 0;
  let seq = 0;
  const inns = log.innings;
  const played = (k: number) => !inns[k].forfeited && inns[k].d.length > 0;
  // The follow-on: the side batting second bats again straight after its first innings.
  const followOnAt = inns.length >= 3 && inns[1].side === 1 && inns[2].side === 1 ? 2 : -1;
  const lastPlayed = inns.reduce((acc, _inn, k) => (played(k) ? k : acc), -1);
  const neededFor = (k: number, side: 0 | 1, r: number[]) => (k === 3 ? (side === 0 ? r[1] - r[0] : r[0] - r[1]) + 1 : null);
  for (let k = 0; k < inns.length; k++) {
    const inn = inns[k];
    if (!played(k)) {
      if (inn.forfeited) forfeited++;
      runs[inn.side] += inn.pre + inn.post;
      continue;
    }
    runs[inn.side] += inn.pre;
    let wickets = 0;
    let innsBalls = 0;
    const d = inn.d;
    const n = d.length / FIELDS;
    let overIndex = -1;
    let legalInOver = 0;
    for (let i = 0; i < n; i++) {
      const o = i * FIELDS;
      if (d[o + F.over] !== overIndex) {
        overIndex = d[o + F.over];
        legalInOver = 0;
      }
      const place = ballPlace(overIndex, legalInOver);
      const legal = d[o + F.legal] === 1;
      if (legal) {
        legalInOver++;
        innsBalls++;
        matchBalls++;
      }
      runs[inn.side] += d[o + F.total];
      if (isTeamWicket(d[o + F.wicket])) wickets++;
      const oversLeft = oversLeftOf(matchBalls, log.ballsPerOver);
      let after: BallState;
      if (i < n - 1) {
        after = {
          inns: k + 1,
          batting: inn.side,
          lead: runs[0] - runs[1],
          matchRuns: runs[0] + runs[1],
          wickets,
          innsBalls,
          matchBalls,
          followOn: followOnAt >= 0 && k >= followOnAt,
          declared: [declared[0], declared[1]],
          forfeited,
          needed: neededFor(k, inn.side, runs),
          oversLeft,
          over: false,
        };
      } else if (k === lastPlayed) {
        const r = [runs[0], runs[1]];
        r[inn.side] += inn.post;
        after = {
          inns: k + 1,
          batting: inn.side,
          lead: r[0] - r[1],
          matchRuns: r[0] + r[1],
          wickets,
          innsBalls,
          matchBalls,
          followOn: followOnAt >= 0 && k >= followOnAt,
          declared: [declared[0] + (inn.declared && inn.side === 0 ? 1 : 0), declared[1] + (inn.declared && inn.side === 1 ? 1 : 0)],
          forfeited,
          needed: neededFor(k, inn.side, r),
          oversLeft,
          over: true,
        };
      } else {
        const { next, r, dec, f } = nextInningsStart(inns, k, runs, declared, forfeited, played);
        after = {
          inns: next + 1,
          batting: inns[next].side,
          lead: r[0] - r[1],
          matchRuns: r[0] + r[1],
          wickets: 0,
          innsBalls: 0,
          matchBalls,
          followOn: followOnAt >= 0 && next >= followOnAt,
          declared: dec,
          forfeited: f,
          needed: neededFor(next, inns[next].side, r),
          oversLeft,
          over: false,
        };
      }
      steps.push({
        seq: ++seq,
        inns: k + 1,
        place,
        striker: d[o + F.striker],
        bowler: d[o + F.bowler],
        total: d[o + F.total],
        bat: d[o + F.bat],
        legal,
        wicket: d[o + F.wicket],
        out: d[o + F.out],
        after,
      });
    }
    runs[inn.side] += inn.post;
    if (inn.declared) declared[inn.side]++;
  }
  return steps;
}
