/**
 * Where a bettor wins: the ledger broken down (docs/betting.md "Bet ledger"). Pure; the page runs it on the bets
 * kept in the visitor's browser, nothing leaves it.
 * - Segments by sport, market, bookmaker (blank: "not recorded") and odds band (decimal odds below 1.5, 1.5 to 2,
 *   2 to 3, 3 to 5, 5 to 10, 10 and over). Per segment: settled bets (won or lost; void bets return the stake and
 *   count in neither), stakes, profit, ROI = profit / stakes with a 95 % interval by the ratio estimator:
 *   se² = n / (n − 1) × Σ (profitᵢ − ROI × stakeᵢ)² / (Σ stakeᵢ)², half-width t(n − 1) × se; and the mean CLV of its
 *   bets with a closing market, with its Student-t interval (`meanInterval`). Below MIN_CLEAR_BETS nothing is clear.
 * - Each-way bets count whole (both parts' stake and profit; "placed" settles them), multiples at their product odds.
 * - Runs: the longest run of losing bets (settled at a loss) and the worst drawdown (the largest fall of cumulative settled profit from a
 *   previous peak), bets in date order (ties in the order entered).
 * - Realised against expected, with a band simulated from the bets' own fair closing probabilities: each run draws
 *   every settled bet with a closing market as won with its fair probability p (seeded, `createRng`), and the band is
 *   the 2.5th and 97.5th nearest-rank percentiles of the runs' total profit.
 * - Calibration where the bettor recorded his chance: Brier score mean (p − outcome)² and a reliability table in
 *   tenths of probability (bets, mean chance given, share won).
 * - Staking plans replayed on the settled bets in date order from a bank of 100 units: flat (1 unit a bet),
 *   proportional (1 % of the current bank) and fractional Kelly on the bettor's own chance (a quarter of
 *   (p·D − 1) / (D − 1) of the current bank, no bet when ≤ 0; bets without a recorded chance are skipped).
 */
import { createRng, type Seed } from '../core/rng';
import { tQuantile } from '../core/student-t';
import { betClv, isSettled, meanInterval, settledProfitPence, type LedgerBet, type MeanInterval } from './ledger';
import type { MarginMethod } from './fair-odds';

/** Replays behind the page's simulated band. */
export const BAND_RUNS = 2000;

export type SegmentKey = 'sport' | 'market' | 'bookmaker' | 'oddsBand';
export const SEGMENT_KEYS: readonly SegmentKey[] = ['sport', 'market', 'bookmaker', 'oddsBand'];
export const ODDS_BANDS: readonly { label: string; below: number }[] = [
  { label: 'under 1.50', below: 1.5 },
  { label: '1.50 to 1.99', below: 2 },
  { label: '2.00 to 2.99', below: 3 },
  { label: '3.00 to 4.99', below: 5 },
  { label: '5.00 to 9.99', below: 10 },
  { label: '10.00 and over', below: Infinity },
];
export const NOT_RECORDED = 'not recorded';

export interface Segment {
  name: string;
  bets: number;
  settled: number;
  stakedPence: number;
  profitPence: number;
  roi: number | null;
  /** Half-width of the ROI's 95 % interval (null under 2 settled bets or no spread). */
  roiHalfWidth: number | null;
  clv: MeanInterval;
}

export const oddsBand = (d: number) => ODDS_BANDS.find((b) => d < b.below)!.label;

function segmentName(b: LedgerBet, key: SegmentKey): string {
  if (key === 'oddsBand') return oddsBand(b.oddsValue);
  const v = (b.row[key] ?? '').trim();
  return v === '' ? NOT_RECORDED : v;
}

interface Prepared {
  bet: LedgerBet;
  clv: number | null;
  p: number | null;
  stake: number;
  /** Settled profit in pence (null: void or pending). */
  profit: number | null;
}

function prepare(bets: readonly LedgerBet[], method: MarginMethod): Prepared[] {
  return bets.map((bet) => {
    const c = betClv(bet, method);
    return { bet, clv: c.clv, p: c.fairProbability, stake: Number(bet.stakePence), profit: isSettled(bet) ? Number(c.realisedPence) : null };
  });
}

/** ROI with its ratio-estimator t interval. */
export function roiInterval(stakes: readonly number[], profits: readonly number[]): { roi: number | null; halfWidth: number | null } {
  const n = stakes.length;
  const S = stakes.reduce((a, b) => a + b, 0);
  if (n === 0 || S === 0) return { roi: null, halfWidth: null };
  const roi = profits.reduce((a, b) => a + b, 0) / S;
  if (n < 2) return { roi, halfWidth: null };
  const ss = stakes.reduce((a, s, i) => a + (profits[i] - roi * s) ** 2, 0);
  const se = Math.sqrt((n / (n - 1)) * ss) / S;
  return { roi, halfWidth: tQuantile(0.95, n - 1) * se };
}

export const segments = (bets: readonly LedgerBet[], method: MarginMethod, key: SegmentKey): Segment[] => segmentsOf(prepare(bets, method), key);

function segmentsOf(prepared: readonly Prepared[], key: SegmentKey): Segment[] {
  const groups = new Map<string, Prepared[]>();
  for (const p of prepared) {
    const k = segmentName(p.bet, key);
    const g = groups.get(k);
    if (g) g.push(p);
    else groups.set(k, [p]);
  }
  const order = key === 'oddsBand' ? ODDS_BANDS.map((b) => b.label) : [...groups.keys()].sort((a, b) => (a === NOT_RECORDED ? 1 : b === NOT_RECORDED ? -1 : a.localeCompare(b)));
  return order
    .filter((name) => groups.has(name))
    .map((name) => {
      const g = groups.get(name)!;
      const settled = g.filter((p) => p.profit !== null);
      const r = roiInterval(
        settled.map((p) => p.stake),
        settled.map((p) => p.profit!),
      );
      return {
        name,
        bets: g.length,
        settled: settled.length,
        stakedPence: settled.reduce((a, p) => a + p.stake, 0),
        profitPence: settled.reduce((a, p) => a + p.profit!, 0),
        roi: r.roi,
        roiHalfWidth: r.halfWidth,
        clv: meanInterval(g.flatMap((p) => (p.clv === null ? [] : [p.clv]))),
      };
    });
}

/** Bets in date order, ties in the order given. */
const byDate = (bets: readonly LedgerBet[]) =>
  bets
    .map((b, i) => ({ b, i }))
    .sort((x, y) => (x.b.row.date < y.b.row.date ? -1 : x.b.row.date > y.b.row.date ? 1 : x.i - y.i))
    .map((x) => x.b);

export function runs(bets: readonly LedgerBet[]): { longestLosingRun: number; worstDrawdownPence: number } {
  let run = 0;
  let longest = 0;
  let total = 0;
  let peak = 0;
  let worst = 0;
  for (const b of byDate(bets)) {
    if (!isSettled(b)) continue;
    // a losing bet: one that lost money (an each-way bet placed at short odds loses some)
    const profit = Number(settledProfitPence(b));
    if (profit < 0) {
      run++;
      longest = Math.max(longest, run);
    } else run = 0;
    total += profit;
    peak = Math.max(peak, total);
    worst = Math.max(worst, peak - total);
  }
  return { longestLosingRun: longest, worstDrawdownPence: Math.round(worst) };
}

export interface SimulatedBand {
  bets: number;
  runs: number;
  realisedPence: number;
  expectedPence: number;
  lowPence: number;
  highPence: number;
}

export const simulatedBand = (bets: readonly LedgerBet[], method: MarginMethod, seed: Seed = 1, simulations = 2000) => bandOf(prepare(bets, method), seed, simulations);

function bandOf(prepared: readonly Prepared[], seed: Seed, simulations: number): SimulatedBand | null {
  const use = prepared.filter((p) => p.profit !== null && p.p !== null);
  if (use.length === 0) return null;
  const rng = createRng(seed);
  const totals = new Float64Array(simulations);
  for (let s = 0; s < simulations; s++) {
    let t = 0;
    for (const u of use) t += rng.next() < u.p! ? u.stake * (u.bet.oddsValue - 1) : -u.stake;
    totals[s] = t;
  }
  totals.sort();
  const rank = (q: number) => totals[Math.min(simulations - 1, Math.max(0, Math.ceil(q * simulations) - 1))];
  return {
    bets: use.length,
    runs: simulations,
    realisedPence: use.reduce((a, u) => a + u.profit!, 0),
    expectedPence: use.reduce((a, u) => a + u.stake * (u.bet.oddsValue * u.p! - 1), 0),
    lowPence: rank(0.025),
    highPence: rank(0.975),
  };
}

export interface Calibration {
  bets: number;
  brier: number;
  table: { from: number; to: number; bets: number; meanChance: number; shareWon: number }[];
}

export function calibration(bets: readonly LedgerBet[]): Calibration | null {
  const use = bets.filter((b) => b.type === 'single' && b.probability !== null && (b.result === 'won' || b.result === 'lost'));
  if (use.length === 0) return null;
  const brier = use.reduce((a, b) => a + (b.probability! - (b.result === 'won' ? 1 : 0)) ** 2, 0) / use.length;
  const table = Array.from({ length: 10 }, (_, k) => {
    const inBin = use.filter((b) => Math.min(9, Math.floor(b.probability! * 10)) === k);
    return {
      from: k / 10,
      to: (k + 1) / 10,
      bets: inBin.length,
      meanChance: inBin.length ? inBin.reduce((a, b) => a + b.probability!, 0) / inBin.length : 0,
      shareWon: inBin.length ? inBin.filter((b) => b.result === 'won').length / inBin.length : 0,
    };
  }).filter((r) => r.bets > 0);
  return { bets: use.length, brier, table };
}

export type StakingPlan = 'flat' | 'proportional' | 'kelly';
export interface Backtest {
  plan: StakingPlan;
  bets: number;
  finalBank: number;
  worstDrawdown: number;
}

/** Bank of 100 units; flat 1 unit, proportional 1 %, a quarter Kelly on the bettor's own chance. */
export function backtest(bets: readonly LedgerBet[]): Backtest[] {
  const settled = byDate(bets).filter(isSettled);
  const plans: StakingPlan[] = ['flat', 'proportional', 'kelly'];
  return plans.map((plan) => {
    let bank = 100;
    let peak = 100;
    let worst = 0;
    let n = 0;
    for (const b of settled) {
      let stake: number;
      if (plan === 'flat') stake = 1;
      else if (plan === 'proportional') stake = bank * 0.01;
      else {
        if (b.probability === null || b.type !== 'single') continue;
        const f = (b.probability * b.oddsValue - 1) / (b.oddsValue - 1);
        if (f <= 0) continue;
        stake = bank * 0.25 * f;
      }
      stake = Math.min(stake, Math.max(bank, 0));
      if (stake <= 0) continue;
      n++;
      // the bet's own return per pound staked (an each-way bet's two parts together)
      bank += stake * (Number(settledProfitPence(b)) / Number(b.stakePence));
      peak = Math.max(peak, bank);
      worst = Math.max(worst, (peak - bank) / peak);
    }
    return { plan, bets: n, finalBank: bank, worstDrawdown: worst };
  });
}

export interface LedgerAnalytics {
  segments: Record<SegmentKey, Segment[]>;
  runs: ReturnType<typeof runs>;
  band: SimulatedBand | null;
  calibration: Calibration | null;
  backtest: Backtest[];
}

export function ledgerAnalytics(bets: readonly LedgerBet[], method: MarginMethod): LedgerAnalytics {
  const prepared = prepare(bets, method);
  return {
    segments: Object.fromEntries(SEGMENT_KEYS.map((k) => [k, segmentsOf(prepared, k)])) as Record<SegmentKey, Segment[]>,
    runs: runs(bets),
    band: bandOf(prepared, 1, BAND_RUNS),
    calibration: calibration(bets),
    backtest: backtest(bets),
  };
}
