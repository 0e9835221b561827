/**
 * Football score grids and every market priced from them (docs/betting.md "Score models").
 *
 * - Poisson: home goals X ~ Poisson(λ), away goals Y ~ Poisson(μ), independent; P(x, y) = e^−λ λˣ/x! · e^−μ μʸ/y!.
 * - Dixon & Coles (1997): the four low scores multiplied by τ: τ(0,0) = 1 − λμρ, τ(0,1) = 1 + λρ, τ(1,0) = 1 + μρ,
 *   τ(1,1) = 1 − ρ, else 1. The changes cancel (e^−λ−μ (−λμρ + λρ·μ + μρ·λ − λμρ) = 0), so the grid still sums to 1;
 *   ρ must keep every τ ≥ 0.
 * - The grid runs to MAX_GOALS goals a side; what lies beyond (under 1e-6 for λ, μ ≤ MAX_RATE) is removed by dividing
 *   by the grid's sum, and the mass removed is reported (`truncated`).
 * - Each selection pays, per unit stake, w·D + v at decimal odds D (w: the share of the stake that wins, v: the share
 *   returned void), as the site's Asian-handicap rules settle a quarter line (two half stakes). Over the grid,
 *   W = Σ P·w and V = Σ P·v; the fair price is (1 − V) / W, the expected value at D is W·D + V − 1, and the Kelly
 *   stake maximises Σ P·ln(1 + f·(w·D + v − 1)) (bisection on its derivative to 1e-12).
 */
import { splitLine } from './asian-handicap';

export const MAX_GOALS = 20;
export const MAX_RATE = 6;

export interface ScoreGrid {
  lambda: number;
  mu: number;
  rho: number;
  /** P(home x, away y) at index x * (MAX_GOALS + 1) + y. */
  p: Float64Array;
  /** The mass beyond MAX_GOALS removed before normalising. */
  truncated: number;
}

const SIDE = MAX_GOALS + 1;

function poissonRow(rate: number): Float64Array {
  const row = new Float64Array(SIDE);
  row[0] = Math.exp(-rate);
  for (let k = 1; k < SIDE; k++) row[k] = (row[k - 1] * rate) / k;
  return row;
}

/** The ρ interval keeping every τ ≥ 0 at these rates. */
export function rhoBounds(lambda: number, mu: number): { min: number; max: number } {
  return { min: Math.max(-1 / lambda, -1 / mu), max: Math.min(1, 1 / (lambda * mu)) };
}

export function dixonColesTau(x: number, y: number, lambda: number, mu: number, rho: number): number {
  if (x === 0 && y === 0) return 1 - lambda * mu * rho;
  if (x === 0 && y === 1) return 1 + lambda * rho;
  if (x === 1 && y === 0) return 1 + mu * rho;
  if (x === 1 && y === 1) return 1 - rho;
  return 1;
}

/** The score grid (ρ = 0: Poisson). Rates in (0, MAX_RATE]; ρ within rhoBounds. */
export function scoreGrid(lambda: number, mu: number, rho = 0): ScoreGrid {
  for (const [name, v] of [['lambda', lambda], ['mu', mu]] as const) {
    if (!(v > 0 && v <= MAX_RATE)) throw new RangeError(`${name}: expected goals above 0 and at most ${MAX_RATE}`);
  }
  const b = rhoBounds(lambda, mu);
  if (!(rho >= b.min - 1e-12 && rho <= b.max + 1e-12)) throw new RangeError(`rho: between ${b.min.toFixed(4)} and ${b.max.toFixed(4)} at these expected goals`);
  const h = poissonRow(lambda);
  const a = poissonRow(mu);
  const p = new Float64Array(SIDE * SIDE);
  let sum = 0;
  for (let x = 0; x < SIDE; x++) {
    for (let y = 0; y < SIDE; y++) {
      const v = h[x] * a[y] * (x < 2 && y < 2 ? dixonColesTau(x, y, lambda, mu, rho) : 1);
      p[x * SIDE + y] = v;
      sum += v;
    }
  }
  for (let i = 0; i < p.length; i++) p[i] /= sum;
  return { lambda, mu, rho, p, truncated: 1 - sum };
}

export const cell = (g: ScoreGrid, x: number, y: number): number => g.p[x * SIDE + y];

/** How a selection settles at a score, per unit stake: the share that wins and the share returned. */
export interface Settle {
  win: number;
  void: number;
}
const WIN: Settle = { win: 1, void: 0 };
const LOSE: Settle = { win: 0, void: 0 };
const VOID: Settle = { win: 0, void: 1 };

export type MarketKey = '1x2' | 'doubleChance' | 'dnb' | 'totals' | 'btts' | 'asianHandicap' | 'margin' | 'correctScore';

export interface Selection {
  market: MarketKey;
  /** Stable key, e.g. "1x2:home", "ah:home:-3" (line in quarters), "total:over:2.5", "cs:2-1". */
  key: string;
  label: string;
  settle: (home: number, away: number) => Settle;
}

/** Asian handicap on one side at a line in quarters, settled as `workers/betting/asian-handicap.ts` does. */
function ahSettle(lineQuarters: number, side: 'home' | 'away') {
  const parts = splitLine(lineQuarters);
  return (h: number, a: number): Settle => {
    const g = side === 'home' ? h - a : a - h;
    let win = 0;
    let push = 0;
    for (const q of parts) {
      const s = Math.sign(4 * g + q);
      if (s > 0) win++;
      else if (s === 0) push++;
    }
    return { win: win / parts.length, void: push / parts.length };
  };
}

const lineLabel = (q: number) => (q === 0 ? '0' : `${q > 0 ? '+' : '\u2212'}${Math.abs(q) / 4}`);

export const TOTAL_LINES: readonly number[] = [0.5, 1.5, 2.5, 3.5, 4.5, 5.5];
/** Asian lines from −3 to +3 in quarter goals. */
export const AH_LINES: readonly number[] = Array.from({ length: 25 }, (_, i) => i - 12);
export const CORRECT_SCORE_MAX = 5;

function buildSelections(): Selection[] {
  const s: Selection[] = [
    { market: '1x2', key: '1x2:home', label: 'Home win', settle: (h, a) => (h > a ? WIN : LOSE) },
    { market: '1x2', key: '1x2:draw', label: 'Draw', settle: (h, a) => (h === a ? WIN : LOSE) },
    { market: '1x2', key: '1x2:away', label: 'Away win', settle: (h, a) => (h < a ? WIN : LOSE) },
    { market: 'doubleChance', key: 'dc:1x', label: 'Home or draw', settle: (h, a) => (h >= a ? WIN : LOSE) },
    { market: 'doubleChance', key: 'dc:12', label: 'Home or away', settle: (h, a) => (h !== a ? WIN : LOSE) },
    { market: 'doubleChance', key: 'dc:x2', label: 'Draw or away', settle: (h, a) => (h <= a ? WIN : LOSE) },
    { market: 'dnb', key: 'dnb:home', label: 'Home, draw no bet', settle: (h, a) => (h > a ? WIN : h === a ? VOID : LOSE) },
    { market: 'dnb', key: 'dnb:away', label: 'Away, draw no bet', settle: (h, a) => (h < a ? WIN : h === a ? VOID : LOSE) },
    { market: 'btts', key: 'btts:yes', label: 'Both teams to score: yes', settle: (h, a) => (h > 0 && a > 0 ? WIN : LOSE) },
    { market: 'btts', key: 'btts:no', label: 'Both teams to score: no', settle: (h, a) => (h > 0 && a > 0 ? LOSE : WIN) },
  ];
  for (const line of TOTAL_LINES) {
    s.push({ market: 'totals', key: `total:over:${line}`, label: `Over ${line} goals`, settle: (h, a) => (h + a > line ? WIN : LOSE) });
    s.push({ market: 'totals', key: `total:under:${line}`, label: `Under ${line} goals`, settle: (h, a) => (h + a < line ? WIN : LOSE) });
  }
  for (const q of AH_LINES) {
    s.push({ market: 'asianHandicap', key: `ah:home:${q}`, label: `Home ${lineLabel(q)}`, settle: ahSettle(q, 'home') });
    s.push({ market: 'asianHandicap', key: `ah:away:${q}`, label: `Away ${lineLabel(q)}`, settle: ahSettle(q, 'away') });
  }
  for (const [key, label, test] of [
    ['home3', 'Home by 3 or more', (d: number) => d >= 3],
    ['home2', 'Home by 2', (d: number) => d === 2],
    ['home1', 'Home by 1', (d: number) => d === 1],
    ['draw', 'Draw', (d: number) => d === 0],
    ['away1', 'Away by 1', (d: number) => d === -1],
    ['away2', 'Away by 2', (d: number) => d === -2],
    ['away3', 'Away by 3 or more', (d: number) => d <= -3],
  ] as const) {
    s.push({ market: 'margin', key: `margin:${key}`, label, settle: (h, a) => (test(h - a) ? WIN : LOSE) });
  }
  for (let x = 0; x <= CORRECT_SCORE_MAX; x++) {
    for (let y = 0; y <= CORRECT_SCORE_MAX; y++) {
      s.push({ market: 'correctScore', key: `cs:${x}-${y}`, label: `${x}\u2013${y}`, settle: (h, a) => (h === x && a === y ? WIN : LOSE) });
    }
  }
  s.push({
    market: 'correctScore',
    key: 'cs:other',
    label: `Any other score`,
    settle: (h, a) => (h > CORRECT_SCORE_MAX || a > CORRECT_SCORE_MAX ? WIN : LOSE),
  });
  return s;
}

export const SELECTIONS: readonly Selection[] = buildSelections();

export interface Priced {
  key: string;
  market: MarketKey;
  label: string;
  /** Chance the selection wins (W, the winning share of the stake) and is void (V). */
  win: number;
  void: number;
  /** (1 − V) / W, null when it never wins. */
  fairPrice: number | null;
}

/** The outcomes of one selection over the grid: each distinct (win, void) share with its chance. */
function outcomes(g: ScoreGrid, sel: Selection): { q: number; win: number; void: number }[] {
  const map = new Map<string, { q: number; win: number; void: number }>();
  for (let x = 0; x < SIDE; x++) {
    for (let y = 0; y < SIDE; y++) {
      const s = sel.settle(x, y);
      const k = `${s.win}|${s.void}`;
      const o = map.get(k);
      if (o) o.q += g.p[x * SIDE + y];
      else map.set(k, { q: g.p[x * SIDE + y], win: s.win, void: s.void });
    }
  }
  return [...map.values()];
}

function price(g: ScoreGrid, sel: Selection): Priced {
  let W = 0;
  let V = 0;
  for (const o of outcomes(g, sel)) {
    W += o.q * o.win;
    V += o.q * o.void;
  }
  return { key: sel.key, market: sel.market, label: sel.label, win: W, void: V, fairPrice: W > 0 ? (1 - V) / W : null };
}

/** Every market's selections priced from the grid. */
export function priceMarkets(g: ScoreGrid): Priced[] {
  return SELECTIONS.map((sel) => price(g, sel));
}

export function selectionByKey(key: string): Selection | undefined {
  return SELECTIONS.find((s) => s.key === key);
}

export interface AtPrice {
  /** Expected profit per unit stake: W·D + V − 1. */
  ev: number;
  /** Full-Kelly stake as a share of the bank (0: no bet). */
  kelly: number;
}

/** Expected value and the full-Kelly stake of a selection at decimal odds D. */
export function atPrice(g: ScoreGrid, key: string, decimalOdds: number): AtPrice {
  const sel = selectionByKey(key);
  if (!sel) throw new RangeError(`no selection ${key}`);
  const outs = outcomes(g, sel)
    .map((o) => ({ q: o.q, r: o.win * decimalOdds + o.void - 1 }))
    .filter((o) => o.q > 0);
  const ev = outs.reduce((a, o) => a + o.q * o.r, 0);
  if (ev <= 0) return { ev, kelly: 0 };
  // G'(f) = Σ q·r / (1 + f·r) falls in f; find its zero on [0, fMax), fMax where the worst outcome would ruin.
  const worst = Math.min(...outs.map((o) => o.r));
  const fMax = worst < 0 ? -1 / worst : 1;
  if (worst >= 0) return { ev, kelly: 1 };
  let lo = 0;
  let hi = fMax * (1 - 1e-12);
  const d = (f: number) => outs.reduce((a, o) => a + (o.q * o.r) / (1 + f * o.r), 0);
  while (hi - lo > 1e-12) {
    const mid = (lo + hi) / 2;
    if (d(mid) > 0) lo = mid;
    else hi = mid;
  }
  return { ev, kelly: (lo + hi) / 2 };
}

/** P(home win), P(draw), P(away win) and P(over 2.5) from two rates (the odds solver's model). */
export function headlineChances(lambda: number, mu: number, rho = 0): { home: number; draw: number; away: number; over25: number } {
  const g = scoreGrid(lambda, mu, rho);
  let home = 0;
  let draw = 0;
  let under = 0;
  for (let x = 0; x < SIDE; x++) {
    for (let y = 0; y < SIDE; y++) {
      const v = g.p[x * SIDE + y];
      if (x > y) home += v;
      else if (x === y) draw += v;
      if (x + y < 2.5) under += v;
    }
  }
  return { home, draw, away: 1 - home - draw, over25: 1 - under };
}
