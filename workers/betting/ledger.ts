/**
 * The private bet ledger's arithmetic (docs/decisions.md "Bet ledger"). Pure: the page keeps the bets in the
 * visitor's browser (IndexedDB) and nothing here touches storage or the network.
 *
 * A bet: date, event, selection, the odds taken (any format), the stake, the closing prices of the whole market
 * (the selection's own closing price first, then every other outcome's) and the result (won, placed, lost, void, pending);
 * optionally sport, market, bookmaker, the bettor's own chance, and the bet type (single, each-way with its place
 * terms, multiple with its legs' odds). Each-way bets and multiples are kept whole and have no CLV.
 * - Fair closing probability p: the selection's share after the market's margin is removed by the chosen method.
 * - Closing-line value CLV = D × p − 1: the expected profit per pound of the price taken, judged by the fair
 *   closing price 1/p (positive: the bet beat the close).
 * - Expected profit of a settled bet (won or lost) = S × (D × p − 1); realised = S × (D − 1) if won, −S if lost;
 *   void and pending bets count in neither. The 95 % band of the realised total around the expected total is
 *   ± 1.96 × √Σ S²·D²·p·(1 − p) (a normal approximation to the sum of the bets' outcomes under p).
 * - Mean CLV over the bets with a closing market, with a 95 % interval mean ± t × sd / √n: sd the sample standard
 *   deviation, t Student's 97.5 % quantile on n − 1 degrees of freedom (12.71 at 2 bets, 2.05 at 30), shown from 2
 *   bets. Below MIN_CLEAR_BETS (30) bets nothing is called clear of 0, whatever the interval says.
 * - Bets needed for the interval to exclude zero at the present mean and spread: the least N ≥ 30 with
 *   t(N − 1) × sd / √N < |mean|; the page shows N − n more (0: already clear).
 */
import { add, mul, rat, type Rat } from './bet-returns';
import { parseOdds, type OddsParse } from './odds-format';
import { div, parsePounds, roundHalfAway, sub } from './exact-money';
import { fairProbabilities, type MarginMethod } from './fair-odds';
import { formatNumber } from '../../common/number-text';
import { tQuantile, tTwoSidedTail } from '../core/student-t';

export const LEDGER_FIELDS = ['date', 'event', 'selection', 'odds', 'stake', 'closing', 'result', 'sport', 'market', 'bookmaker', 'probability', 'type', 'places'] as const;
export type LedgerField = (typeof LEDGER_FIELDS)[number];
export type LedgerRow = Record<LedgerField, string>;
/** Optional columns (older files and stored bets lack them: read as empty). */
export const OPTIONAL_FIELDS: readonly LedgerField[] = ['closing', 'sport', 'market', 'bookmaker', 'probability', 'type', 'places'];
/** A bet is kept whole: a single, an each-way bet (stake = both parts; places paid at 1/f of the odds) or a multiple (odds = its legs' odds, "2.0 x 5/4 x 1.5"). */
export const BET_TYPES = ['single', 'each-way', 'multiple'] as const;
export type BetType = (typeof BET_TYPES)[number];
const MAX_LABEL = 40;

/** A row with every column, the missing optional ones empty (bets stored before they existed). */
export const fullRow = (r: Partial<LedgerRow>): LedgerRow => Object.fromEntries(LEDGER_FIELDS.map((f) => [f, r[f] ?? (f === 'result' ? 'pending' : '')])) as LedgerRow;
export const LEDGER_RESULTS = ['won', 'placed', 'lost', 'void', 'pending'] as const;
export type LedgerResult = (typeof LEDGER_RESULTS)[number];
export const MAX_LEDGER_BETS = 10_000;
const MAX_TEXT = 120;

export interface LedgerBet {
  row: LedgerRow;
  odds: Rat;
  oddsValue: number;
  stakePence: bigint;
  /** The closing market's prices (the selection's first), or null when none was given. */
  closing: number[] | null;
  result: LedgerResult;
  /** The bettor's own chance of the selection (0-1), or null when not recorded. */
  probability: number | null;
  type: BetType;
  /** Each way: places paid at 1/placeTerms of the odds. */
  placeTerms: number | null;
}

export type RowCheck = { ok: true; bet: LedgerBet } | { ok: false; field: LedgerField; message: string };

/** Checks one row as typed or imported; the first problem names its field. */
export function checkLedgerRow(row: LedgerRow): RowCheck {
  const day = row.date.trim();
  const t = Date.parse(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== day) {
    return { ok: false, field: 'date', message: 'A date as YYYY-MM-DD (2026-11-27).' };
  }
  for (const f of ['event', 'selection'] as const) {
    if (row[f].trim() === '') return { ok: false, field: f, message: `Give the ${f}.` };
    if (row[f].length > MAX_TEXT) return { ok: false, field: f, message: `At most ${MAX_TEXT} characters.` };
  }
  const type = ((row.type ?? '').trim().toLowerCase() || 'single') as BetType;
  if (!BET_TYPES.includes(type)) return { ok: false, field: 'type', message: 'single, each-way or multiple.' };
  const odds = type === 'multiple' ? multipleOdds(row.odds) : parseOdds(row.odds);
  if (!odds.ok) return { ok: false, field: 'odds', message: odds.message };
  const stake = parsePounds(row.stake);
  if (stake === null) return { ok: false, field: 'stake', message: 'A stake from 1p, in pounds and pence.' };
  let placeTerms: number | null = null;
  if (type === 'each-way') {
    const m = /^\s*1\/([1-8])\s*$/.exec(row.places ?? '');
    if (!m) return { ok: false, field: 'places', message: 'The place terms of an each-way bet: 1/4, 1/5 …' };
    placeTerms = Number(m[1]);
    if (stake % 2n !== 0n) return { ok: false, field: 'stake', message: 'An each-way stake is both parts together: an even number of pence.' };
  } else if ((row.places ?? '').trim() !== '') return { ok: false, field: 'places', message: 'Place terms are for each-way bets only.' };
  if (type !== 'single' && ((row.closing ?? '').trim() !== '' || (row.probability ?? '').trim() !== '')) {
    return { ok: false, field: (row.closing ?? '').trim() !== '' ? 'closing' : 'probability', message: 'Closing prices and your chance are for single bets.' };
  }
  let closing: number[] | null = null;
  if (row.closing.trim() !== '') {
    const prices = row.closing.trim().split(/[\s;|]+/).map(parseOdds);
    if (prices.length < 2 || prices.length > 10) {
      return { ok: false, field: 'closing', message: 'The closing prices of every outcome (2 to 10), your selection’s first, separated by spaces.' };
    }
    const bad = prices.findIndex((p) => !p.ok);
    if (bad >= 0) {
      const p = prices[bad];
      return { ok: false, field: 'closing', message: `Closing price ${bad + 1}: ${p.ok ? '' : p.message}` };
    }
    closing = prices.map((p) => (p.ok ? p.value : 0));
  }
  const result = row.result.trim().toLowerCase();
  if (!(LEDGER_RESULTS as readonly string[]).includes(result)) return { ok: false, field: 'result', message: 'won, placed (each way), lost, void or pending.' };
  if (result === 'placed' && type !== 'each-way') return { ok: false, field: 'result', message: 'Only an each-way bet can be placed.' };
  for (const f of ['sport', 'market', 'bookmaker'] as const) {
    if ((row[f] ?? '').length > MAX_LABEL) return { ok: false, field: f, message: `At most ${MAX_LABEL} characters.` };
  }
  let probability: number | null = null;
  const pt = (row.probability ?? '').trim().replace(/\s*%$/, '');
  if (pt !== '') {
    const v = /^\d{1,2}(\.\d{1,4})?$/.test(pt) ? Number(pt) : NaN;
    if (!(v > 0 && v < 100)) return { ok: false, field: 'probability', message: 'Your chance in % (above 0, below 100), or empty.' };
    probability = v / 100;
  }
  return { ok: true, bet: { row, odds: odds.decimal, oddsValue: odds.value, stakePence: stake, closing, result: result as LedgerResult, probability, type, placeTerms } };
}

/** A multiple's odds: its legs' prices (any format) joined by "x", multiplied exactly. */
function multipleOdds(text: string): OddsParse {
  const legs = text.split(/\s*[x×*]\s*/i).filter((t) => t.trim() !== '');
  if (legs.length < 2 || legs.length > 20) return { ok: false, message: 'A multiple’s legs’ odds joined by x (2.0 x 5/4), 2 to 20 legs.' };
  let product = rat(1);
  for (const [i, leg] of legs.entries()) {
    const p = parseOdds(leg);
    if (!p.ok) return { ok: false, message: `Leg ${i + 1}: ${p.message}` };
    product = mul(product, p.decimal);
  }
  return { ok: true, decimal: product, value: Number(product.n) / Number(product.d), format: 'decimal' };
}

export const isSettled = (b: LedgerBet) => b.result === 'won' || b.result === 'lost' || b.result === 'placed';

/** Profit of a settled bet in pence, exact then rounded half up once (an each-way bet's two parts together); void 0; pending null. */
export function settledProfitPence(bet: LedgerBet): bigint | null {
  if (bet.result === 'void') return 0n;
  if (!isSettled(bet)) return null;
  if (bet.type !== 'each-way') return bet.result === 'won' ? roundHalfAway(mul(rat(bet.stakePence), sub(bet.odds, rat(1)))) : -bet.stakePence;
  const E = rat(bet.stakePence, 2);
  const placeProfit = mul(E, div(sub(bet.odds, rat(1)), rat(bet.placeTerms!)));
  if (bet.result === 'won') return roundHalfAway(add(mul(E, sub(bet.odds, rat(1))), placeProfit));
  if (bet.result === 'placed') return roundHalfAway(sub(placeProfit, E));
  return -bet.stakePence;
}

export interface BetClv {
  /** Fair closing probability of the selection and its fair price, or null (no closing market / the method fails). */
  fairProbability: number | null;
  fairPrice: number | null;
  clv: number | null;
  /** Why there is no CLV, when there is none. */
  note: string | null;
  /** Settled bets only: realised profit in pence and expected profit (pence, float). */
  realisedPence: bigint | null;
  expectedPence: number | null;
  variance: number | null;
}

export function betClv(bet: LedgerBet, method: MarginMethod): BetClv {
  let p: number | null = null;
  let note: string | null = null;
  if (!bet.closing) note = 'no closing prices';
  else {
    // one method only (what fairOdds gives for it, without working out the other seven)
    const m = fairProbabilities(method, bet.closing.map((o) => 1 / o));
    if (m.ok) p = m.probabilities[0];
    else note = m.reason;
  }
  const S = Number(bet.stakePence);
  const D = bet.oddsValue;
  const settled = isSettled(bet);
  const realisedPence = settledProfitPence(bet);
  return {
    fairProbability: p,
    fairPrice: p === null ? null : 1 / p,
    clv: p === null ? null : D * p - 1,
    note,
    realisedPence: settled || bet.result === 'void' ? realisedPence : null,
    expectedPence: settled && p !== null ? S * (D * p - 1) : null,
    variance: settled && p !== null ? S * S * D * D * p * (1 - p) : null,
  };
}

export interface LedgerTotals {
  bets: number;
  staked: bigint;
  /** Settled bets with a fair closing price (those in the realised-v-expected comparison). */
  compared: number;
  realisedPence: bigint;
  expectedPence: number;
  /** Half-width of the 95 % band of the realised total around the expected. */
  bandPence: number;
  /** Realised profit of every settled bet (with or without a closing market). */
  allRealisedPence: bigint;
  clvCount: number;
  meanClv: number | null;
  clvHalfWidth: number | null;
  /** More bets needed (at the same mean and spread) for the 95 % interval of the mean CLV to exclude 0 with at least MIN_CLEAR_BETS bets; null when it cannot (mean 0, or under 2 bets). */
  moreBetsNeeded: number | null;
}

export const Z95 = 1.959963984540054;
/** Below this many bets no average is called clear of 0 (the t interval's honesty rests on a spread that a few bets barely show). */
export const MIN_CLEAR_BETS = 30;

export interface MeanInterval {
  n: number;
  mean: number | null;
  /** Half-width of the 95 % t interval (null under 2 values). */
  halfWidth: number | null;
  /** More values needed, at this mean and spread, to be clear of 0 with at least MIN_CLEAR_BETS (0: clear now); null when never (mean 0) or under 2 values. */
  moreNeeded: number | null;
}

/** The mean of some per-bet figures with its 95 % Student-t interval and the bets needed to tell it from 0. */
export function meanInterval(values: readonly number[]): MeanInterval {
  const n = values.length;
  if (n === 0) return { n, mean: null, halfWidth: null, moreNeeded: null };
  const mean = values.reduce((a, b) => a + b, 0) / n;
  if (n < 2) return { n, mean, halfWidth: null, moreNeeded: null };
  const sd = Math.sqrt(values.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1));
  const halfWidth = (tQuantile(0.95, n - 1) * sd) / Math.sqrt(n);
  let moreNeeded: number | null = null;
  if (mean !== 0) {
    // t(N − 1) > 1.96, so the normal answer is a lower bound; step up from it.
    let N = Math.max(n, MIN_CLEAR_BETS, Math.ceil(((Z95 * sd) / mean) ** 2));
    while (sd > 0 && tTwoSidedTail((Math.abs(mean) * Math.sqrt(N)) / sd, N - 1) >= 0.05) N++;
    moreNeeded = N - n;
  }
  return { n, mean, halfWidth, moreNeeded };
}

export function ledgerTotals(bets: LedgerBet[], method: MarginMethod): LedgerTotals {
  let compared = 0;
  let realised = 0n;
  let allRealised = 0n;
  let expected = 0;
  let variance = 0;
  let staked = 0n;
  const clvs: number[] = [];
  for (const b of bets) {
    staked += b.stakePence;
    const c = betClv(b, method);
    if (c.clv !== null) clvs.push(c.clv);
    if (isSettled(b) && c.realisedPence !== null) allRealised += c.realisedPence;
    if (c.expectedPence !== null && c.realisedPence !== null) {
      compared++;
      realised += c.realisedPence;
      expected += c.expectedPence;
      variance += c.variance!;
    }
  }
  const clv = meanInterval(clvs);
  return {
    bets: bets.length,
    staked,
    compared,
    realisedPence: realised,
    expectedPence: expected,
    bandPence: Z95 * Math.sqrt(variance),
    allRealisedPence: allRealised,
    clvCount: clv.n,
    meanClv: clv.mean,
    clvHalfWidth: clv.halfWidth,
    moreBetsNeeded: clv.moreNeeded,
  };
}

/** Rows from CSV records (the header line names the columns, in any order); each bad row names its line and field. */
export function rowsFromCsv(records: { line: number; fields: string[] }[]): { rows: LedgerRow[]; errors: string[] } {
  const errors: string[] = [];
  const rows: LedgerRow[] = [];
  if (records.length === 0) return { rows, errors: ['The file is empty.'] };
  const header = records[0].fields.map((h) => h.trim().toLowerCase());
  const missing = LEDGER_FIELDS.filter((f) => !OPTIONAL_FIELDS.includes(f) && !header.includes(f));
  const required = LEDGER_FIELDS.filter((f) => !OPTIONAL_FIELDS.includes(f));
  if (missing.length) return { rows, errors: [`Line 1: the header needs the columns ${required.join(', ')} (missing: ${missing.join(', ')}; ${OPTIONAL_FIELDS.join(', ')} may be left out).`] };
  for (const rec of records.slice(1)) {
    const row = Object.fromEntries(LEDGER_FIELDS.map((f) => [f, header.includes(f) ? (rec.fields[header.indexOf(f)] ?? '') : ''])) as LedgerRow;
    const check = checkLedgerRow(row);
    if (check.ok) rows.push(row);
    else errors.push(`Line ${rec.line}, ${check.field}: ${check.message}`);
    if (rows.length + errors.length >= MAX_LEDGER_BETS) {
      errors.push(`Only the first ${formatNumber(MAX_LEDGER_BETS)} rows are read.`);
      break;
    }
  }
  return { rows, errors };
}
