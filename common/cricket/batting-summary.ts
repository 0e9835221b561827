import { average, strikeRate } from './exact-round';

/** The fields of an innings record a batting summary reads (`did_bat` 0 marks a did-not-bat record). */
export interface SummaryInnings {
  did_bat: number;
  runs: number;
  balls_faced: number;
  is_out: number;
  fours: number;
  sixes: number;
  is_fifty: number;
  is_century: number;
}

/**
 * The batting summary of a set of innings records: a whole career (the career page, the API's `summary`) or the
 * innings the filters keep, counted over batted innings only.
 */
export interface BattingSummary {
  innings: number;
  runs: number;
  balls_faced: number;
  outs: number;
  not_outs: number;
  /** runs / outs, rounded half up to 2 decimals; null when never out. */
  average: number | null;
  /** 100 x runs / balls, rounded half up to 2 decimals; null with no balls faced. */
  strike_rate: number | null;
  fours: number;
  sixes: number;
  fifties: number;
  centuries: number;
  highest_score: number | null;
  highest_not_out: boolean;
}

/** The highest score among batted innings; a not-out score ranks above the same score out (50* over 50). */
export function highestScore(records: readonly SummaryInnings[]): { runs: number; not_out: boolean } | null {
  let best: { runs: number; not_out: boolean } | null = null;
  for (const r of records) {
    if (!r.did_bat) continue;
    const notOut = !r.is_out;
    if (!best || r.runs > best.runs || (r.runs === best.runs && notOut && !best.not_out)) best = { runs: r.runs, not_out: notOut };
  }
  return best;
}

export function battingSummary(records: readonly SummaryInnings[]): BattingSummary {
  let innings = 0, runs = 0, balls = 0, outs = 0, fours = 0, sixes = 0, fifties = 0, centuries = 0;
  for (const r of records) {
    if (!r.did_bat) continue;
    innings++;
    runs += r.runs;
    balls += r.balls_faced;
    outs += r.is_out;
    fours += r.fours;
    sixes += r.sixes;
    fifties += r.is_fifty;
    centuries += r.is_century;
  }
  const top = highestScore(records);
  return {
    innings,
    runs,
    balls_faced: balls,
    outs,
    not_outs: innings - outs,
    average: average(runs, outs),
    strike_rate: strikeRate(runs, balls),
    fours,
    sixes,
    fifties,
    centuries,
    highest_score: top?.runs ?? null,
    highest_not_out: top?.not_out ?? false,
  };
}
