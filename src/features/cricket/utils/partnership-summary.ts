import type { PlayerPartnership } from '../api/cricket-types';
import { average } from '../../../../common/cricket/exact-round';

/**
 * A player's partnerships summed, pure (the career page sums the rows its filter bar keeps):
 * - runs added = every run of the partnerships he was part of (runs.total, extras included);
 * - average partnership = runs added / partnerships that ended (broken), as Statsguru's partnership averages:
 *   an unbroken stand is like a not-out innings; null when none ended. Rounded half up to 2 decimals.
 * - a partner is each other batter at the crease during the stand (a stand with three batters, one of whom
 *   retired, counts for both partners).
 */
export interface PartnershipTotals {
  partnerships: number;
  unbroken: number;
  runs: number;
  balls: number;
  average: number | null;
  highest: PlayerPartnership | null;
  /** Stands of 50 to 99, and of 100 or more. */
  fifties: number;
  hundreds: number;
  /** His runs off the bat during them. */
  his_runs: number;
}

export interface PartnerTotals extends Omit<PartnershipTotals, 'his_runs'> {
  partner_id: string;
}

function totals(rows: readonly PlayerPartnership[]): PartnershipTotals {
  let runs = 0;
  let balls = 0;
  let unbroken = 0;
  let fifties = 0;
  let hundreds = 0;
  let hisRuns = 0;
  let highest: PlayerPartnership | null = null;
  for (const r of rows) {
    runs += r.runs;
    balls += r.balls;
    hisRuns += r.his_runs;
    if (r.unbroken) unbroken++;
    if (r.runs >= 100) hundreds++;
    else if (r.runs >= 50) fifties++;
    // Highest: most runs; on a tie the unbroken one, then the earlier.
    if (!highest || r.runs > highest.runs || (r.runs === highest.runs && r.unbroken && !highest.unbroken)) highest = r;
  }
  return { partnerships: rows.length, unbroken, runs, balls, average: average(runs, rows.length - unbroken), highest, fifties, hundreds, his_runs: hisRuns };
}

export function summarisePartnerships(rows: readonly PlayerPartnership[]): { all: PartnershipTotals; partners: PartnerTotals[] } {
  const byPartner = new Map<string, PlayerPartnership[]>();
  for (const r of rows) for (const id of r.partners) byPartner.set(id, [...(byPartner.get(id) ?? []), r]);
  const partners = [...byPartner].map(([partnerId, list]) => {
    const { his_runs: _hisRuns, ...t } = totals(list);
    return { partner_id: partnerId, ...t };
  });
  // Best partners: most runs added together, then most stands, then the id (a stable order).
  partners.sort((a, b) => b.runs - a.runs || b.partnerships - a.partnerships || (a.partner_id < b.partner_id ? -1 : 1));
  return { all: totals(rows), partners };
}
