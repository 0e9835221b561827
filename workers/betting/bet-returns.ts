/**
 * Bet returns in exact arithmetic (docs/decisions.md "Bet returns calculator"). Every price is an exact fraction
 * (BigInt numerator and denominator): odds typed as fractional ("5/2", "evens") or decimal ("3.5") become
 * exact decimal odds, stakes are whole pence. A line's return = unit stake × the product of its selections'
 * factors, kept exact and rounded half up to the penny once, at the end of the line; the total is the sum of
 * the lines as rounded (what a bookmaker pays line by line).
 *
 * A selection's factor per unit staked, with P = decimal odds − 1 and R = the Rule 4 deduction (pence in the
 * pound, applied to the winnings of the win and the place part, UK convention): P' = P × (1 − R / 100);
 * - win part: won 1 + P'; dead heat for 1st among t runners (1 + P') / t; placed or lost 0; void 1;
 * - place part (each way, place terms 1/f of the odds over K places): won or placed 1 + P' / f; dead heat for
 *   position q among t runners (1 + P' / f) × m / t with m = min(t, K − q + 1) place(s) left for them (0 when
 *   q > K); lost 0; void 1.
 */
export type SelectionResult = 'won' | 'placed' | 'lost' | 'void' | 'deadHeat';
export type BetType = 'singles' | 'doubles' | 'trebles' | 'accumulator' | 'trixie' | 'patent' | 'yankee' | 'lucky15' | 'heinz';

export const MAX_SELECTIONS = 12;

export const BET_TYPES: Record<BetType, { label: string; min: number; max: number; sizes: (n: number) => number[] }> = {
  singles: { label: 'Singles', min: 1, max: MAX_SELECTIONS, sizes: () => [1] },
  doubles: { label: 'Doubles', min: 2, max: MAX_SELECTIONS, sizes: () => [2] },
  trebles: { label: 'Trebles', min: 3, max: MAX_SELECTIONS, sizes: () => [3] },
  accumulator: { label: 'Accumulator', min: 2, max: MAX_SELECTIONS, sizes: (n) => [n] },
  trixie: { label: 'Trixie', min: 3, max: 3, sizes: () => [2, 3] },
  patent: { label: 'Patent', min: 3, max: 3, sizes: () => [1, 2, 3] },
  yankee: { label: 'Yankee', min: 4, max: 4, sizes: () => [2, 3, 4] },
  lucky15: { label: 'Lucky 15', min: 4, max: 4, sizes: () => [1, 2, 3, 4] },
  heinz: { label: 'Heinz', min: 6, max: 6, sizes: () => [2, 3, 4, 5, 6] },
};

/** A non-negative exact fraction n / d (d > 0). */
export interface Rat {
  n: bigint;
  d: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  a = a < 0n ? -a : a;
  while (b) [a, b] = [b, a % b];
  return a;
};
export function rat(n: bigint | number, d: bigint | number = 1n): Rat {
  let nn = BigInt(n);
  let dd = BigInt(d);
  if (dd === 0n) throw new RangeError('zero denominator');
  if (dd < 0n) [nn, dd] = [-nn, -dd];
  const g = gcd(nn, dd) || 1n;
  return { n: nn / g, d: dd / g };
}
export const mul = (a: Rat, b: Rat) => rat(a.n * b.n, a.d * b.d);
export const add = (a: Rat, b: Rat) => rat(a.n * b.d + b.n * a.d, a.d * b.d);
export const ONE = rat(1);
export const ZERO = rat(0);

/** Rounds a non-negative fraction half up to a whole number (pence). */
export function roundHalfUp(x: Rat): bigint {
  if (x.n < 0n) throw new RangeError('returns are never negative');
  return (2n * x.n + x.d) / (2n * x.d);
}

/** Exact decimal text of a fraction when its denominator divides 10^6, else "n/d". */
export function ratText(x: Rat): string {
  for (let k = 0; k <= 6; k++) {
    const p = 10n ** BigInt(k);
    if (p % x.d === 0n) {
      const v = (x.n * p) / x.d;
      const s = v.toString().padStart(k + 1, '0');
      return k === 0 ? s : `${s.slice(0, -k)}.${s.slice(-k)}`;
    }
  }
  return `${x.n}/${x.d}`;
}

/**
 * Odds as typed → exact decimal odds (> 1), or null: fractional "a/b" with whole a, b > 0 (a/b of at most
 * 999/1), "evens"/"evs", or decimal "d.dd" (up to 4 decimals) from 1.01 to 1000.
 */
export function parseOdds(text: string): Rat | null {
  const t = text.trim().toLowerCase();
  if (t === 'evens' || t === 'evs' || t === 'ev') return rat(2);
  let m = /^(\d{1,4})\/(\d{1,4})$/.exec(t);
  if (m) {
    const a = BigInt(m[1]);
    const b = BigInt(m[2]);
    if (a === 0n || b === 0n || a > 999n * b) return null;
    return rat(a + b, b);
  }
  m = /^(\d{1,4})(?:\.(\d{1,4}))?$/.exec(t);
  if (!m) return null;
  const frac = m[2] ?? '';
  const x = rat(BigInt(m[1] + frac), 10n ** BigInt(frac.length));
  // 1.01 <= x <= 1000
  if (x.n * 100n < 101n * x.d || x.n > 1000n * x.d) return null;
  return x;
}

/** A stake typed in pounds ("2", "0.50", "£1.25") → whole pence from 1p to £100,000, or null. */
export function parseStakePence(text: string): bigint | null {
  const m = /^\s*£?\s*(\d{1,6})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  const pence = BigInt(m[1]) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
  return pence >= 1n && pence <= 10_000_000n ? pence : null;
}

export function formatPence(p: bigint): string {
  const neg = p < 0n;
  const a = neg ? -p : p;
  const pounds = (a / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${neg ? '−' : ''}£${pounds}.${(a % 100n).toString().padStart(2, '0')}`;
}

export interface Selection {
  /** Exact decimal odds (> 1). */
  odds: Rat;
  result: SelectionResult;
  /** Dead heat: the position tied for (1 = first) and how many runners tied there (≥ 2). */
  deadHeat?: { position: number; tied: number };
  /** Place terms: 1/placeDivisor of the odds (4 or 5) for the first `places` finishers. */
  placeDivisor: number;
  places: number;
  /** Rule 4 deduction in pence in the pound, 0 to 90. */
  rule4: number;
}

export type Part = 'win' | 'place';

/** The odds' winnings after Rule 4: P × (1 − R / 100). */
export const winnings = (s: Selection) => mul(add(s.odds, rat(-1)), rat(100 - s.rule4, 100));

/** A selection's return per unit staked on one part of the bet (see the module comment). */
export function selectionFactor(s: Selection, part: Part): Rat {
  if (s.result === 'void') return ONE;
  if (s.result === 'lost') return ZERO;
  const paid = part === 'win' ? add(ONE, winnings(s)) : add(ONE, mul(winnings(s), rat(1, s.placeDivisor)));
  if (s.result === 'won') return paid;
  if (s.result === 'placed') return part === 'win' ? ZERO : paid;
  const { position, tied } = s.deadHeat!;
  const slots = (part === 'win' ? 1 : s.places) - position + 1;
  if (slots <= 0) return ZERO;
  return mul(paid, rat(Math.min(tied, slots), tied));
}

export interface BetLine {
  /** 0-based selection indices in the line. */
  selections: number[];
  part: Part;
  stakePence: bigint;
  /** Each selection's factor, in line order. */
  factors: Rat[];
  /** Exact return before rounding, in pence. */
  exactReturn: Rat;
  returnPence: bigint;
  profitPence: bigint;
}

export interface BetReturns {
  lines: BetLine[];
  totalStakePence: bigint;
  totalReturnPence: bigint;
  totalProfitPence: bigint;
}

/** Every k-subset of 0..n−1 in lexicographic order. */
export function combinations(n: number, k: number): number[][] {
  const out: number[][] = [];
  const pick = (start: number, acc: number[]) => {
    if (acc.length === k) {
      out.push(acc.slice());
      return;
    }
    for (let i = start; i <= n - (k - acc.length); i++) {
      acc.push(i);
      pick(i + 1, acc);
      acc.pop();
    }
  };
  pick(0, []);
  return out;
}

export function validateSelection(s: Selection): string | null {
  if (!(s.placeDivisor === 4 || s.placeDivisor === 5)) return 'place terms are 1/4 or 1/5';
  if (!Number.isInteger(s.places) || s.places < 1 || s.places > 8) return 'places are 1 to 8';
  if (!Number.isInteger(s.rule4) || s.rule4 < 0 || s.rule4 > 90) return 'Rule 4 is 0 to 90 pence in the pound';
  if (s.result === 'deadHeat') {
    const d = s.deadHeat;
    if (!d || !Number.isInteger(d.position) || d.position < 1 || d.position > 40) return 'a dead heat needs the position tied for (1 to 40)';
    if (!Number.isInteger(d.tied) || d.tied < 2 || d.tied > 40) return 'a dead heat needs 2 or more runners tied';
  }
  return null;
}

/** All lines of a bet with their exact and rounded returns. Throws RangeError on a bet that cannot be placed. */
export function betReturns(type: BetType, selections: Selection[], unitStakePence: bigint, eachWay: boolean): BetReturns {
  const def = BET_TYPES[type];
  const n = selections.length;
  if (n < def.min || n > def.max) throw new RangeError(`${def.label} takes ${def.min === def.max ? def.min : `${def.min} to ${def.max}`} selections`);
  if (unitStakePence < 1n) throw new RangeError('the stake must be at least 1p');
  selections.forEach((s, i) => {
    const e = validateSelection(s);
    if (e) throw new RangeError(`selection ${i + 1}: ${e}`);
  });
  const parts: Part[] = eachWay ? ['win', 'place'] : ['win'];
  const lines: BetLine[] = [];
  for (const k of def.sizes(n)) {
    for (const combo of combinations(n, k)) {
      for (const part of parts) {
        const factors = combo.map((i) => selectionFactor(selections[i], part));
        const exactReturn = factors.reduce(mul, rat(unitStakePence));
        const returnPence = roundHalfUp(exactReturn);
        lines.push({ selections: combo, part, stakePence: unitStakePence, factors, exactReturn, returnPence, profitPence: returnPence - unitStakePence });
      }
    }
  }
  const totalStakePence = unitStakePence * BigInt(lines.length);
  const totalReturnPence = lines.reduce((a, l) => a + l.returnPence, 0n);
  return { lines, totalStakePence, totalReturnPence, totalProfitPence: totalReturnPence - totalStakePence };
}
