/**
 * State rules of the two-provider odds calculator (spec section 4, docs/decisions.md "Odds calculator"):
 * - a percentage always shows 100 / its provider's decimal odds, rounded to 2 decimals;
 * - editing the first provider's odds or percentage sets the other first-provider field and
 *   the second provider's odds to the first's plus 0.2 (and its percentage);
 * - editing the second provider's decimal odds sets the first provider's odds to that minus 0.2
 *   (never below 1) and both percentages;
 * - the second provider's percentage is read-only.
 * Fields hold the text shown in the inputs, so a half-typed value ("1.") is kept as typed while
 * the field has focus; `commitOddsField` (on blur) rewrites a typed percentage to 100 / the odds
 * it produced, since those odds are rounded to 2 decimals (30 % -> 3.33 -> 30.03 %).
 * Derived values are always computed from the rounded text that is shown, never 1.9000000000000001.
 * An empty or out-of-range entry (decisions.md "Odds calculator inputs") is kept as typed and marked invalid by the
 * component; the fields that would be derived from it hold NO_VALUE ("–") until it is valid again, never a number
 * computed before it (no stale figures beside an impossible input). No messages are shown.
 */
/** What a derived field shows while the field it comes from is invalid (an en dash). */
export const NO_VALUE = '\u2013';
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

/** The shown (rounded) odds text of a number. */
const oddsText = (odds: number) => formatNumber(odds);

/** First provider's odds -> every derived field, computed from the values as shown. */
function fromFirstOdds(firstOddsShown: string, firstOdds: number): Omit<OddsCalculatorState, 'firstOdds'> {
  const secondOdds = oddsText(Number(oddsText(firstOdds)) + SECOND_PROVIDER_OFFSET);
  return {
    firstPercent: impliedPercent(Number(firstOddsShown)),
    secondOdds,
    secondPercent: impliedPercent(Number(secondOdds)),
  };
}

/** The fields each editable field's value sets (the spec's coupling rules). */
const DERIVED: Record<OddsField, (keyof OddsCalculatorState)[]> = {
  firstOdds: ['firstPercent', 'secondOdds', 'secondPercent'],
  firstPercent: ['firstOdds', 'secondOdds', 'secondPercent'],
  secondOdds: ['firstOdds', 'firstPercent', 'secondPercent'],
};

/** True when a field's text is an entry the visitor must correct (empty or out of range); "–" is not an entry. */
export function isInvalidField(state: OddsCalculatorState, field: keyof OddsCalculatorState): boolean {
  const text = state[field];
  if (text === NO_VALUE) return false;
  return (field === 'firstPercent' || field === 'secondPercent' ? parsePercent(text) : parseOdds(text)) === null;
}

/**
 * Applies an edit of one field. The edited field keeps exactly what was typed; when the typed value is
 * valid (odds >= 1, percentage 1-100) the fields the rule derives follow it, otherwise they show "–"
 * (never NaN, Infinity or the number they held before).
 */
export function applyOddsEdit(state: OddsCalculatorState, field: OddsField, text: string): OddsCalculatorState {
  const next = { ...state, [field]: text };
  const blank = () => ({ ...next, ...Object.fromEntries(DERIVED[field].map((k) => [k, NO_VALUE])) });
  if (field === 'firstOdds') {
    const odds = parseOdds(text);
    if (odds === null) return blank();
    return { ...next, ...fromFirstOdds(text, odds) };
  }
  if (field === 'firstPercent') {
    const pct = parsePercent(text);
    if (pct === null) return blank();
    const firstOdds = oddsText(Math.max(ODDS_MIN, 100 / pct));
    const derived = fromFirstOdds(firstOdds, Number(firstOdds));
    return { ...next, firstOdds, secondOdds: derived.secondOdds, secondPercent: derived.secondPercent };
  }
  const odds = parseOdds(text);
  if (odds === null) return blank();
  const firstOdds = oddsText(Math.max(ODDS_MIN, Number(oddsText(odds)) - SECOND_PROVIDER_OFFSET));
  return { ...next, firstOdds, firstPercent: impliedPercent(Number(firstOdds)), secondPercent: impliedPercent(odds) };
}

/**
 * Leaving an edited field (blur): a valid typed percentage becomes 100 / the odds it set, so the
 * screen is consistent once the visitor moves on; odds keep what was typed (they are the source).
 * An invalid entry stays as typed (still marked invalid, the derived fields still "–") until the visitor
 * corrects it: nothing is put back silently.
 */
export function commitOddsField(state: OddsCalculatorState, field: OddsField): OddsCalculatorState {
  if (field === 'firstPercent' && parsePercent(state.firstPercent) !== null) {
    const odds = parseOdds(state.firstOdds);
    return odds === null ? state : { ...state, firstPercent: impliedPercent(odds) };
  }
  return state;
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
