/**
 * State rules of the two-provider odds calculator (spec section 4):
 * - editing the first provider's decimal odds sets its percentage to 100 / odds
 *   and the second provider's odds to the first plus 0.2;
 * - editing the first provider's percentage sets its decimal odds to 100 / percentage;
 * - editing the second provider's decimal odds sets the first provider's odds to that minus 0.2;
 * - the second provider's percentage is read-only: it always shows 100 / its odds.
 * Fields hold the text shown in the inputs, so a half-typed value ("1.") is kept as typed;
 * derived values are written rounded (never 1.9000000000000001).
 */
export const SECOND_PROVIDER_OFFSET = 0.2;
export const DEFAULT_FIRST_ODDS = 1.7;
export const DEFAULT_SECOND_ODDS = 1.9;
export const ODDS_MIN = 1;
export const ODDS_STEP = 0.1;
export const PERCENT_MIN = 1;
export const PERCENT_MAX = 100;
export const PERCENT_STEP = 1;

export interface OddsCalculatorState {
  firstOdds: string;
  firstPercent: string;
  secondOdds: string;
  secondPercent: string;
}

export type OddsField = 'firstOdds' | 'firstPercent' | 'secondOdds';

/** Rounds to at most `dp` decimals and drops trailing zeros: 1.9000000000000001 -> "1.9". */
export function formatNumber(value: number, dp = 2): string {
  if (!Number.isFinite(value)) return '';
  const factor = 10 ** dp;
  const rounded = Math.round((value + Number.EPSILON) * factor) / factor;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

const impliedPercent = (odds: number) => formatNumber(100 / odds);

function parseOdds(text: string): number | null {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) && n >= ODDS_MIN ? n : null;
}

function parsePercent(text: string): number | null {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) && n >= PERCENT_MIN && n <= PERCENT_MAX ? n : null;
}

export function initialOddsState(): OddsCalculatorState {
  return {
    firstOdds: formatNumber(DEFAULT_FIRST_ODDS),
    firstPercent: impliedPercent(DEFAULT_FIRST_ODDS),
    secondOdds: formatNumber(DEFAULT_SECOND_ODDS),
    secondPercent: impliedPercent(DEFAULT_SECOND_ODDS),
  };
}

/**
 * Applies an edit of one field. The edited field keeps exactly what was typed; the
 * fields the rule derives change only when the typed value is valid (odds >= 1,
 * percentage 1-100), so an empty or out-of-range entry never spreads NaN or Infinity.
 */
export function applyOddsEdit(state: OddsCalculatorState, field: OddsField, text: string): OddsCalculatorState {
  const next = { ...state, [field]: text };
  if (field === 'firstOdds') {
    const odds = parseOdds(text);
    if (odds === null) return next;
    const second = odds + SECOND_PROVIDER_OFFSET;
    return {
      ...next,
      firstPercent: impliedPercent(odds),
      secondOdds: formatNumber(second),
      secondPercent: impliedPercent(second),
    };
  }
  if (field === 'firstPercent') {
    const pct = parsePercent(text);
    if (pct === null) return next;
    return { ...next, firstOdds: formatNumber(100 / pct) };
  }
  const odds = parseOdds(text);
  if (odds === null) return next;
  const first = Math.max(ODDS_MIN, odds - SECOND_PROVIDER_OFFSET);
  return { ...next, firstOdds: formatNumber(first), secondPercent: impliedPercent(odds) };
}

/** A worked accumulator row: each leg's odds and the running return of the stake. */
export interface AccumulatorRow {
  leg: number;
  odds: number;
  cumulativeOdds: number;
  cumulativeReturn: number;
}

/** Running odds and return of an accumulator (all legs must win) at the given stake. */
export function accumulatorRows(odds: number[], stake: number): AccumulatorRow[] {
  if (!(stake > 0)) throw new RangeError('stake must be positive');
  let product = 1;
  return odds.map((o, i) => {
    if (!(o >= ODDS_MIN)) throw new RangeError(`odds must be at least ${ODDS_MIN}`);
    product *= o;
    return { leg: i + 1, odds: o, cumulativeOdds: product, cumulativeReturn: product * stake };
  });
}
