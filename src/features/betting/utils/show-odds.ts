import type { Rat } from '../../../../workers/betting/bet-returns';
import { fromNumber } from '../../../../workers/betting/exact-money';
import { writeOdds, type OddsFormat } from '../../../../workers/betting/odds-format';

/** A price (exact or a float from a solver) in the visitor's format; "–" when there is none. */
export function showOdds(price: Rat | number | null, format: OddsFormat): string {
  if (price === null) return '\u2013';
  if (typeof price === 'number') {
    if (!Number.isFinite(price) || price <= 1) return '\u2013';
    return writeOdds(fromNumber(price), format).text;
  }
  return writeOdds(price, format).text;
}
