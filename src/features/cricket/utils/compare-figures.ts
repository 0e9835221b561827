import type { InningsRecord, PlayerDetail } from '../api/cricket-types';
import { summarise, type GroupSummary } from './summarise';

/** One column of the compare view's "Head to head": a career, or the part of it that passes the filter bar. */
export interface CompareFigures extends GroupSummary {
  /** The player's name (also the key). */
  name: string;
  matches: number;
  highest_score: number | null;
  highest_not_out: boolean;
  /** The archive may hold only part of this career (PlayerDetail.coverage_note is set). */
  partial: boolean;
}

/** The highest score among batted innings; a not-out score ranks above the same score out (50* over 50). */
export function highestScore(records: readonly InningsRecord[]): { runs: number; not_out: boolean } | null {
  let best: { runs: number; not_out: boolean } | null = null;
  for (const r of records) {
    if (!r.did_bat) continue;
    const notOut = !r.is_out;
    if (!best || r.runs > best.runs || (r.runs === best.runs && notOut && !best.not_out)) best = { runs: r.runs, not_out: notOut };
  }
  return best;
}

/**
 * The figures of `shown` (the records that pass the filters, did-not-bat records included): Tests are the
 * distinct matches among them. Unfiltered, the career summary the API gives (the same figures, from the database).
 */
export function compareFigures(d: PlayerDetail, name: string, shown: readonly InningsRecord[], filtered: boolean): CompareFigures {
  if (!filtered) {
    const s = d.summary;
    return {
      key: name,
      name,
      matches: d.matches,
      innings: s.innings,
      runs: s.runs,
      balls_faced: s.balls_faced,
      outs: s.outs,
      not_outs: s.not_outs,
      average: s.average,
      strike_rate: s.strike_rate,
      fours: s.fours,
      sixes: s.sixes,
      fifties: s.fifties,
      centuries: s.centuries,
      highest_score: s.highest_score,
      highest_not_out: s.highest_not_out,
      partial: d.coverage_note !== null,
    };
  }
  const s = summarise(name, shown);
  const top = highestScore(shown);
  return { ...s, name, matches: new Set(shown.map((r) => r.match_id)).size, highest_score: top?.runs ?? null, highest_not_out: top?.not_out ?? false, partial: d.coverage_note !== null };
}
