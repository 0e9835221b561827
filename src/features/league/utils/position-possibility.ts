import { possiblePositions } from '../../../../workers/season-forecast/exact-status';
import type { ForecastInput, ForecastSummary, WhatIf } from '../../../../workers/season-forecast/types';

/**
 * possible[i][k]: can player i (summary order) still finish in position k + 1? Exact by enumeration up to MAX_ENUMERATED_FIXTURES (12)
 * open fixtures. Beyond that: first place from the exact title status, last place from the exact bottom status,
 * any position a simulation reached is possible, and so is every position between two possible ones (under the
 * tie rule a player's possible positions form one unbroken range: changing one result moves each player by
 * 2 points, which never opens a gap); anything else is null (not decided).
 */
export function positionPossibility(input: ForecastInput, whatIfs: readonly WhatIf[], summary: ForecastSummary): (boolean | null)[][] {
  const exact = possiblePositions(input, whatIfs);
  if (exact) return exact;
  const n = summary.players.length;
  return summary.players.map((p) => {
    const known = p.positions.map((pct, k) => pct > 0 || (k === 0 && p.status.can_win) || (k === n - 1 && p.status.can_finish_bottom));
    const first = known.indexOf(true);
    const last = known.lastIndexOf(true);
    return known.map((isKnown, k) => {
      if (isKnown || (k > first && k < last)) return true;
      if (k === 0) return p.status.can_win;
      if (k === n - 1) return p.status.can_finish_bottom;
      return null;
    });
  });
}
