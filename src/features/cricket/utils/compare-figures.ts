import type { InningsRecord, PlayerDetail } from '../api/cricket-types';
import { summarise, type GroupSummary } from './summarise';

/** One column of the compare view's "Head to head": a career, or the part of it that passes the filter bar. */
export interface CompareFigures extends GroupSummary {
  /** The player's name (also the key). */
  name: string;
  matches: number;
  /** The archive may hold only part of this career (PlayerDetail.coverage_note is set). */
  partial: boolean;
}

/**
 * The figures of `shown` (the records that pass the filters, did-not-bat records included): Tests are the
 * distinct matches among them. Unfiltered, the career summary the API gives (the same `battingSummary`, on the server).
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
  return { ...summarise(name, shown), name, matches: new Set(shown.map((r) => r.match_id)).size, partial: d.coverage_note !== null };
}
