/**
 * What limited-overs playouts learn from a format's matches (pure): the walk of a match's deliveries into the ball
 * table's cells (lo-playout.ts), the state after any delivery, the table counted per season (so a match's table leaves
 * out its season, as the fitted model does) and every player's matches for his figures before a match.
 *
 * Balls allowed (docs/win-probability.md): the first innings has the scheduled overs (`info.overs`, else the
 * format's); when it ended short of them with wickets in hand it was cut, and for the table it had the overs it
 * batted (whole overs). The chase has the file's `innings[].target` (revised for interruptions) when given, else the
 * first innings' total + 1 over the first innings' balls. A state in the first innings knows nothing of a cut to come:
 * it plays out the scheduled overs.
 */
import { F, FIELDS, isTeamWicket, type MatchLog, type MatchLogInnings } from './match-log';
import { LO_CELLS, LO_K, LO_TABLE_SIZE, loCellOf, loTableOf, phaseOf, pressureOf, type LoRules, type LoStart, type LoTable } from './lo-playout';
import { addToHistory, emptyHistory, priorFigures, pseudoCounts, type PlayerHistory, type Pseudo } from './player-figures';

/** The two innings of the match proper (super overs left out). */
export const mainInnings = (log: MatchLog): MatchLogInnings[] => log.innings.filter((i) => !i.superOver).slice(0, 2);

const legalBalls = (inn: MatchLogInnings) => {
  let b = 0;
  for (let o = 0; o < inn.d.length; o += FIELDS) b += inn.d[o + F.legal];
  return b;
};
const inningsRuns = (inn: MatchLogInnings) => {
  let r = inn.pre + inn.post;
  for (let o = 0; o < inn.d.length; o += FIELDS) r += inn.d[o + F.total];
  return r;
};
const teamWickets = (inn: MatchLogInnings) => {
  let w = 0;
  for (let o = 0; o < inn.d.length; o += FIELDS) if (isTeamWicket(inn.d[o + F.wicket])) w++;
  return w;
};

/** The scheduled balls of an innings: `info.overs` (else the format's) overs. */
export const scheduledBalls = (log: MatchLog, rules: LoRules) => 6 * (log.overs ?? rules.overs);

/** Balls allowed and target of both innings as they turned out (for the table: the first innings' cut known). */
export function inningsTerms(log: MatchLog, rules: LoRules): { allowed: [number, number]; target: number } {
  const [a, b] = mainInnings(log);
  const full = scheduledBalls(log, rules);
  const balls1 = a ? legalBalls(a) : 0;
  const allowed1 = a && balls1 < full && teamWickets(a) < 10 && b ? Math.max(6, Math.ceil(balls1 / 6) * 6) : full;
  const target = b?.target?.runs ?? (a ? inningsRuns(a) : 0) + 1;
  return { allowed: [allowed1, b?.target?.balls || allowed1], target };
}

/** The outcome kind (index into LO_OUTCOMES) of the delivery at offset `o` of `d`. */
function kindOf(d: readonly number[], o: number): number {
  if (isTeamWicket(d[o + F.wicket])) return 0;
  const runs = d[o + F.total];
  if (d[o + F.legal] !== 1) return runs <= 1 ? 8 : 9;
  return Math.min(7, runs + 1);
}

/** Calls `fn` for every delivery of the two innings with its innings index, cell (the state before it), outcome kind and offset. */
export function forEachLoBall(log: MatchLog, rules: LoRules, fn: (innings: number, cellIndex: number, kind: number, offset: number) => void): void {
  const { allowed, target } = inningsTerms(log, rules);
  mainInnings(log).forEach((inn, k) => {
    let wickets = 0;
    let balls = 0;
    let runs = inn.pre;
    for (let o = 0; o < inn.d.length; o += FIELDS) {
      const pressure = k === 0 ? 0 : pressureOf(target - runs, allowed[1] - balls);
      const kind = kindOf(inn.d, o);
      fn(k, loCellOf(pressure, phaseOf(balls, allowed[k], rules), wickets), kind, o);
      if (kind === 0) wickets++;
      if (inn.d[o + F.legal] === 1) balls++;
      runs += inn.d[o + F.total];
    }
  });
}

/**
 * The state after `seq` deliveries of the two innings (0: before the first ball), or null when the match is over by
 * then (or `seq` is past its deliveries). A first-innings state has the scheduled balls and no target.
 */
export function loStateAfter(log: MatchLog, rules: LoRules, seq: number): LoStart | null {
  const [a, b] = mainInnings(log);
  if (!a) return null;
  const n1 = a.d.length / FIELDS;
  const state = (inn: MatchLogInnings, upTo: number) => {
    let runs = inn.pre;
    let wickets = 0;
    let balls = 0;
    for (let o = 0; o < upTo * FIELDS; o += FIELDS) {
      runs += inn.d[o + F.total];
      if (isTeamWicket(inn.d[o + F.wicket])) wickets++;
      balls += inn.d[o + F.legal];
    }
    return { runs, wickets, balls };
  };
  const terms = inningsTerms(log, rules);
  if (seq < n1) {
    const full = scheduledBalls(log, rules);
    return { inns: 1, ...state(a, seq), allowed: full, chaseAllowed: full };
  }
  if (!b) return null;
  const s = state(b, seq - n1);
  if (seq - n1 >= b.d.length / FIELDS || s.wickets >= 10 || s.balls >= terms.allowed[1] || s.runs >= terms.target) return null;
  return { inns: 2, ...s, allowed: terms.allowed[1], target: terms.target };
}

/** Per cell of a table: the wicket chance and the expected runs of a legal ball that is not a wicket (as the figures count them). */
export function loCellExpectations(table: LoTable): { wicket: Float64Array; runs: Float64Array } {
  const wicket = new Float64Array(LO_CELLS);
  const runs = new Float64Array(LO_CELLS);
  const cum = table.cumulative;
  for (let c = 0; c < LO_CELLS; c++) {
    wicket[c] = cum[c * LO_K];
    let r = 0;
    for (let k = 2; k <= 7; k++) r += (k - 1) * (cum[c * LO_K + k] - cum[c * LO_K + k - 1]);
    runs[c] = r;
  }
  return { wicket, runs };
}

/** The pseudo-counts of the match's conditions (matchConditions), in expected wickets and runs. */
export interface ConditionsPseudo {
  wickets: number;
  runs: number;
}

/**
 * The match's conditions after `seq` deliveries: its runs (legal balls that are not wickets, 6+ as 6) and team
 * wickets so far against the table's expectation on the same balls, as factors shrunk toward 1 by the pseudo-counts
 * (the gamma-Poisson rule of the players' figures): (observed + m) / (expected + m). A pitch that has given 300 where
 * the table expects 260 makes the chase's scoring likelier too. Both 1 before the first ball.
 */
export function matchConditions(log: MatchLog, rules: LoRules, seq: number, expect: { wicket: Float64Array; runs: Float64Array }, m: ConditionsPseudo): { out: number; runs: number } {
  let i = 0;
  const f = { wickets: 0, runs: 0, expectedWickets: 0, expectedRuns: 0 };
  forEachLoBall(log, rules, (_k, c, kind) => {
    if (i++ >= seq) return;
    if (kind === 0) f.wickets++;
    else if (kind >= 2 && kind <= 7) f.runs += kind - 1;
    f.expectedWickets += expect.wicket[c];
    f.expectedRuns += expect.runs[c];
  });
  return { out: (f.wickets + m.wickets) / (f.expectedWickets + m.wickets), runs: (f.runs + m.runs) / (f.expectedRuns + m.runs) };
}

/** One format's matches for its playouts: counts per season, the players' matches, each match's deliveries by cell. */
export class LoPlayoutArchive {
  readonly all = new Float64Array(LO_TABLE_SIZE);
  readonly bySeason = new Map<string, Float64Array>();
  readonly history: PlayerHistory = emptyHistory();
  /** Per match, its deliveries by cell as [cell, deliveries, wickets, runs] (for the conditions' pseudo-counts). */
  readonly matchCells: number[][] = [];

  constructor(readonly rules: LoRules) {}

  add(matchId: string, log: MatchLog): void {
    let counts = this.bySeason.get(log.season);
    if (!counts) this.bySeason.set(log.season, (counts = new Float64Array(LO_TABLE_SIZE)));
    const walk = (l: MatchLog, fn: Parameters<typeof forEachLoBall>[2]) => forEachLoBall(l, this.rules, fn);
    const cells = new Map<number, number[]>();
    walk(log, (_k, c, kind) => {
      counts[c * LO_K + kind]++;
      this.all[c * LO_K + kind]++;
      let a = cells.get(c);
      if (!a) cells.set(c, (a = [c, 0, 0, 0]));
      a[1]++;
      if (kind === 0) a[2]++;
      else if (kind >= 2 && kind <= 7) a[3] += kind - 1;
    });
    this.matchCells.push([...cells.values()].flat());
    addToHistory(this.history, matchId, log, walk);
  }

  /** The table of every season but `season` (the whole archive when it has no other). */
  tableWithout(season: string): LoTable {
    const own = this.bySeason.get(season);
    const counts = new Float64Array(LO_TABLE_SIZE);
    for (let i = 0; i < LO_TABLE_SIZE; i++) counts[i] = this.all[i] - (own ? own[i] : 0);
    if (counts.every((x) => x === 0)) counts.set(this.all);
    return loTableOf(counts);
  }

  /**
   * The players' pseudo-counts: method-of-moments estimates from the careers over the whole format (as the Tests' are,
   * player-figures.ts), each at least 10 expected wickets and 60 expected runs (a spread no wider than that is not
   * told apart from chance at these sample sizes); fallback the Tests' when the careers show no spread.
   */
  pseudo(): Pseudo & { conditions: ConditionsPseudo } {
    const table = loTableOf(this.all);
    const expect = loCellExpectations(table);
    let r1 = 0;
    let r2 = 0;
    for (let c = 0; c < LO_CELLS; c++)
      for (let k = 2; k <= 7; k++) {
        r1 += this.all[c * LO_K + k] * (k - 1);
        r2 += this.all[c * LO_K + k] * (k - 1) ** 2;
      }
    const phi = r1 > 0 ? r2 / r1 : 1;
    const floor = (p: { wickets: number; runs: number }) => ({ wickets: Math.max(10, Number.isFinite(p.wickets) ? p.wickets : 1000), runs: Math.max(60, Number.isFinite(p.runs) ? p.runs : 1000) });
    const est = (role: 'bat' | 'bowl') => floor(pseudoCounts([...this.history[role].values()].map((tests) => priorFigures(tests, '9999', expect)), phi));
    const matches = this.matchCells.map((cells) => priorFigures([{ matchId: '', startDate: '', cells }], '9999', expect));
    return { bat: est('bat'), bowl: est('bowl'), conditions: floor(pseudoCounts(matches, phi)) };
  }
}
