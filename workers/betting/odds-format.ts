/**
 * Odds in every format (docs/decisions.md "Odds formats"): one parser and one writer for decimal ("3.5"),
 * fractional ("5/2", "evens", "100/30"), American ("+150", "−200") and implied probability ("40 %"). Every price is
 * kept as its exact decimal odds, a BigInt fraction D > 1:
 * - fractional a/b: D = (a + b) / b;  evens = 1/1;
 * - American +A (A ≥ 100): D = 1 + A / 100;  −A (A ≥ 100): D = 1 + 100 / A;  ±100 are evens;
 * - implied probability p %: D = 100 / p.
 * Accepted prices run from 1.01 to 1000 in decimal odds. Pure: no DOM.
 */
import { rat, type Rat } from './bet-returns';
import { cmp, div, ratFixed, sub, toNumber } from './exact-money';

export type OddsFormat = 'decimal' | 'fractional' | 'american' | 'probability';
export const ODDS_FORMATS: readonly OddsFormat[] = ['fractional', 'decimal', 'american', 'probability'];
export const ODDS_FORMAT_LABEL: Record<OddsFormat, string> = {
  fractional: 'Fractional (5/2)',
  decimal: 'Decimal (3.50)',
  american: 'American (+250)',
  probability: 'Implied probability (28.57 %)',
};

export const MIN_DECIMAL = rat(101, 100);
export const MAX_DECIMAL = rat(1000);

export interface OddsPrice {
  /** Exact decimal odds, above 1. */
  decimal: Rat;
  /** The same as a float, for the solvers. */
  value: number;
  /** The format the text was read as. */
  format: OddsFormat;
}
export type OddsParse = ({ ok: true } & OddsPrice) | { ok: false; message: string };

const MINUS_SIGNS = /[\u2212\u2012\u2013\u2014\ufe63\uff0d]/g;

function inRange(d: Rat, format: OddsFormat): OddsParse {
  if (cmp(d, MIN_DECIMAL) < 0) {
    return { ok: false, message: 'That price is shorter than 1.01 (1/100, −10,000): it would return almost nothing but the stake.' };
  }
  if (cmp(d, MAX_DECIMAL) > 0) return { ok: false, message: 'That price is longer than 1,000 (999/1, +99,900), the longest the calculators take.' };
  return { ok: true, decimal: d, value: toNumber(d), format };
}

/**
 * Reads odds in any format; the format is recognised from the text: a "/" or "evens" is fractional, a leading +
 * or minus is American, a trailing % is a probability, a plain number is decimal odds. Every refusal says why.
 */
export function parseOdds(text: string): OddsParse {
  const t = text.trim().toLowerCase().replace(MINUS_SIGNS, '-').replace(/\s+/g, ' ');
  if (t === '') return { ok: false, message: 'Enter a price: 5/2, 3.5, +250 or 28.57 %.' };
  if (t === 'evens' || t === 'evs' || t === 'even' || t === 'ev' || t === 'even money') return inRange(rat(2), 'fractional');
  let m = /^(\d{1,6}) ?(?:\/|-| to ) ?(\d{1,6})$/.exec(t);
  if (m) {
    const a = BigInt(m[1]);
    const b = BigInt(m[2]);
    if (b === 0n) return { ok: false, message: `${m[1]}/${m[2]} divides by zero: the second number of a fraction must be 1 or more.` };
    if (a === 0n) return { ok: false, message: `${m[1]}/${m[2]} pays nothing: the first number of a fraction must be 1 or more (evens is 1/1).` };
    return inRange(rat(a + b, b), 'fractional');
  }
  m = /^([+-]) ?(\d{1,6})(?:\.(\d{1,2}))?$/.exec(t);
  if (m) {
    const f = m[3] ?? '';
    const a = rat(BigInt(m[2] + f), 10n ** BigInt(f.length));
    const shown = `${m[1] === '-' ? '\u2212' : '+'}${m[2]}${f ? `.${f}` : ''}`;
    if (cmp(a, rat(100)) < 0) {
      return m[1] === '+'
        ? { ok: false, message: `American odds are +100 or more, or −100 or less: ${shown} is not a price (did you mean a minus?).` }
        : { ok: false, message: `American odds are −100 or less, or +100 or more: ${shown} is not a price (−100 is evens).` };
    }
    const d = m[1] === '+' ? rat(a.n + 100n * a.d, 100n * a.d) : rat(a.n + 100n * a.d, a.n);
    return inRange(d, 'american');
  }
  m = /^(\d{1,3})(?:\.(\d{1,6}))? ?%$/.exec(t);
  if (m) {
    const f = m[2] ?? '';
    const p = rat(BigInt(m[1] + f), 10n ** BigInt(f.length));
    if (p.n === 0n) return { ok: false, message: 'A probability of 0 % has no price.' };
    if (cmp(p, rat(100)) >= 0) return { ok: false, message: 'A probability must be below 100 % (100 % has nothing to win).' };
    return inRange(div(rat(100), p), 'probability');
  }
  m = /^(\d{1,4})(?:\.(\d{1,6}))?$/.exec(t);
  if (m) {
    const f = m[2] ?? '';
    const d = rat(BigInt(m[1] + f), 10n ** BigInt(f.length));
    if (cmp(d, rat(1)) <= 0) {
      return { ok: false, message: `Decimal odds must be above 1: ${m[0]} returns no more than the stake (decimal odds include the stake).` };
    }
    return inRange(d, 'decimal');
  }
  return { ok: false, message: 'Not a price: write it like 5/2, evens, 3.5, +250, −200 or 28.57 %.' };
}

/**
 * Traditional UK fractional prices, shortest first: the ladder bookmakers quote. `nearestTraditional` picks the
 * one closest to a decimal price.
 */
export const TRADITIONAL_FRACTIONS: readonly string[] = [
  '1/100', '1/66', '1/50', '1/40', '1/33', '1/25', '1/20', '1/16', '1/14', '1/12', '1/10', '1/9', '1/8', '2/15', '1/7',
  '2/13', '1/6', '2/11', '1/5', '2/9', '1/4', '2/7', '3/10', '1/3', '4/11', '2/5', '4/9', '1/2', '8/15', '4/7', '8/13',
  '4/6', '8/11', '4/5', '5/6', '10/11', '1/1', '21/20', '11/10', '6/5', '5/4', '11/8', '7/5', '6/4', '8/5', '13/8', '7/4',
  '9/5', '15/8', '2/1', '85/40', '11/5', '9/4', '12/5', '5/2', '13/5', '11/4', '3/1', '100/30', '7/2', '4/1', '9/2',
  '5/1', '11/2', '6/1', '13/2', '7/1', '15/2', '8/1', '17/2', '9/1', '10/1', '11/1', '12/1', '14/1', '16/1', '18/1',
  '20/1', '25/1', '28/1', '33/1', '40/1', '50/1', '66/1', '80/1', '100/1', '125/1', '150/1', '200/1', '250/1',
  '300/1', '400/1', '500/1', '750/1', '999/1',
];

const fractionDecimal = (f: string) => {
  const [a, b] = f.split('/').map(BigInt);
  return rat(a + b, b);
};
const TRADITIONAL = TRADITIONAL_FRACTIONS.map((text) => ({ text: text === '1/1' ? 'evens' : text, decimal: fractionDecimal(text) }));

/** The traditional fraction nearest a price in decimal odds (a tie goes to the shorter price). */
export function nearestTraditional(decimal: Rat): { text: string; decimal: Rat } {
  let best = TRADITIONAL[0];
  let bestGap = gap(best.decimal, decimal);
  for (const t of TRADITIONAL) {
    const g = gap(t.decimal, decimal);
    if (cmp(g, bestGap) < 0) {
      best = t;
      bestGap = g;
    }
  }
  return best;
}
const gap = (a: Rat, b: Rat) => {
  const d = sub(a, b);
  return d.n < 0n ? rat(-d.n, d.d) : d;
};

export interface WrittenOdds {
  text: string;
  /** False when the text is a rounding of the price (American to whole numbers, decimal to 2 places, ...). */
  exact: boolean;
}

/** Largest denominator written as an exact fraction; a price needing more is shown as its nearest traditional fraction. */
const MAX_EXACT_DENOMINATOR = 100n;

/**
 * Writes a price in one format: decimal to `places` (2) decimals, half up; fractional exactly when the fraction
 * has a denominator up to 100 (as bookmakers write it: "evens", "100/30" for 10/3, "6/4" for 3/2), else the
 * nearest traditional fraction marked "≈"; American to whole numbers, half up, with "+" or "−"; probability
 * 100 / D % to 2 decimals, half up.
 */
export function writeOdds(decimal: Rat, format: OddsFormat, places = 2): WrittenOdds {
  if (format === 'decimal') {
    const text = ratFixed(decimal, places);
    return { text, exact: cmp(rat(BigInt(text.replace('.', '')), 10n ** BigInt(places)), decimal) === 0 };
  }
  if (format === 'probability') {
    const p = div(rat(100), decimal);
    const text = ratFixed(p, 2);
    return { text: `${text} %`, exact: cmp(rat(BigInt(text.replace('.', '')), 100n), p) === 0 };
  }
  const profit = sub(decimal, rat(1));
  if (format === 'american') {
    const even = cmp(profit, rat(1)) >= 0;
    const a = even ? rat(profit.n * 100n, profit.d) : div(rat(100), profit);
    const text = ratFixed(a, 0);
    return { text: `${even ? '+' : '\u2212'}${text}`, exact: a.d === 1n };
  }
  if (profit.d <= MAX_EXACT_DENOMINATOR) {
    const trad = TRADITIONAL.find((t) => cmp(t.decimal, decimal) === 0);
    return { text: trad ? trad.text : `${profit.n}/${profit.d}`, exact: true };
  }
  return { text: `\u2248 ${nearestTraditional(decimal).text}`, exact: false };
}

/** Every format of one price, for the converter. */
export function allFormats(decimal: Rat): Record<OddsFormat, WrittenOdds> {
  return {
    fractional: writeOdds(decimal, 'fractional'),
    decimal: writeOdds(decimal, 'decimal'),
    american: writeOdds(decimal, 'american'),
    probability: writeOdds(decimal, 'probability'),
  };
}
