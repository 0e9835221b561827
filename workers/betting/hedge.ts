/**
 * Hedging open positions on one market (docs/betting.md "Hedging"): the outcomes are exclusive (exactly one
 * happens). Profit at outcome j, in pence, exact:
 * - a back of stake S at odds D on outcome i (a bookmaker: no commission): S·(D − 1) if j = i, else −S;
 * - a lay of backer's stake S at odds D on i (an exchange keeping commission c of winnings): −S·(D − 1) if j = i,
 *   else S·(1 − c).
 * The hedge adds backs x_i ≥ 0 at today's back prices and lays y_i ≥ 0 at today's lay prices, spending at most the
 * budget (back stakes plus lay liabilities y·(L − 1)). Two goals, each a linear programme solved exactly
 * (`exact-simplex.ts`), then a second programme that keeps the goal and spends the least:
 * - "equal": maximise the worst outcome t (every outcome ≥ t); at the optimum the outcomes that can be levelled are;
 * - "lock": every outcome at least the amount chosen, and the most possible on one chosen outcome. When no stakes
 *   can lock that much, the answer says the most that can be locked on every outcome.
 * Stakes are rounded half up to the penny once; the profits shown are worked from the rounded stakes.
 */
import { add, mul, rat, ONE, ZERO, type Rat } from './bet-returns';
import { cmp, roundHalfAway, sub, sumRat } from './exact-money';
import { solveLp } from './exact-simplex';

export const MAX_HEDGE_OUTCOMES = 10;
export const MAX_POSITIONS = 20;

export interface HedgePosition {
  outcome: number;
  side: 'back' | 'lay';
  odds: Rat;
  stakePence: bigint;
}

export interface HedgeInput {
  outcomes: number;
  positions: HedgePosition[];
  /** Today's prices per outcome (null: not offered). */
  prices: { back: Rat | null; lay: Rat | null }[];
  /** Exchange commission on lays' winnings (0 to 1/2). */
  commission: Rat;
  budgetPence: bigint;
  goal: { kind: 'equal' } | { kind: 'lock'; outcome: number; lockPence: bigint };
}

export interface HedgeBet {
  outcome: number;
  side: 'back' | 'lay';
  odds: Rat;
  exactStake: Rat;
  stakePence: bigint;
  /** Back stake, or a lay's liability. */
  riskPence: bigint;
}

export type HedgeResult =
  | {
      ok: true;
      bets: HedgeBet[];
      /** Profit at each outcome before the hedge, and after it with the rounded stakes (pence, rounded half up). */
      beforePence: bigint[];
      afterPence: bigint[];
      /** The exact optimum (before rounding the stakes): the worst outcome, or the chosen outcome's profit. */
      exactOptimum: Rat;
      /** True when the budget is all spent (a larger budget might do better). */
      budgetBinding: boolean;
    }
  | { ok: false; field: 'positions' | 'prices' | 'commission' | 'budget' | 'goal'; message: string };

const ONE_OUTCOME = (n: number, i: number, win: Rat, lose: Rat) => Array.from({ length: n }, (_, j) => (j === i ? win : lose));

function positionProfit(p: HedgePosition, n: number, c: Rat): Rat[] {
  const S = rat(p.stakePence);
  const gain = mul(S, sub(p.odds, ONE));
  return p.side === 'back' ? ONE_OUTCOME(n, p.outcome, gain, rat(-p.stakePence)) : ONE_OUTCOME(n, p.outcome, rat(-gain.n, gain.d), mul(S, sub(ONE, c)));
}

interface Candidate {
  outcome: number;
  side: 'back' | 'lay';
  odds: Rat;
  /** Profit per penny of stake at each outcome, and the money at risk per penny. */
  per: Rat[];
  cost: Rat;
}

function candidates(input: HedgeInput): Candidate[] {
  const out: Candidate[] = [];
  const n = input.outcomes;
  input.prices.forEach((p, i) => {
    if (p.back) out.push({ outcome: i, side: 'back', odds: p.back, per: ONE_OUTCOME(n, i, sub(p.back, ONE), rat(-1)), cost: ONE });
    if (p.lay) {
      const liab = sub(p.lay, ONE);
      out.push({ outcome: i, side: 'lay', odds: p.lay, per: ONE_OUTCOME(n, i, rat(-liab.n, liab.d), sub(ONE, input.commission)), cost: liab });
    }
  });
  return out;
}

function check(input: HedgeInput): HedgeResult | null {
  const n = input.outcomes;
  if (!Number.isInteger(n) || n < 2 || n > MAX_HEDGE_OUTCOMES) return { ok: false, field: 'prices', message: `From 2 to ${MAX_HEDGE_OUTCOMES} outcomes.` };
  if (input.positions.length === 0) return { ok: false, field: 'positions', message: 'Enter the bets you hold.' };
  if (input.positions.length > MAX_POSITIONS) return { ok: false, field: 'positions', message: `At most ${MAX_POSITIONS} bets.` };
  const badPos = input.positions.findIndex((p) => p.outcome < 0 || p.outcome >= n || p.stakePence < 1n || cmp(p.odds, ONE) <= 0);
  if (badPos >= 0) return { ok: false, field: 'positions', message: `Bet ${badPos + 1}: an outcome of this market, odds above 1 and a stake from 1p.` };
  if (input.prices.length !== n) return { ok: false, field: 'prices', message: 'A price row for every outcome.' };
  if (input.prices.some((p) => (p.back && cmp(p.back, ONE) <= 0) || (p.lay && cmp(p.lay, ONE) <= 0))) return { ok: false, field: 'prices', message: 'Prices above 1.' };
  if (!input.prices.some((p) => p.back || p.lay)) return { ok: false, field: 'prices', message: 'Enter at least one of today’s prices: without one there is nothing to hedge with.' };
  if (input.commission.n < 0n || cmp(input.commission, rat(1, 2)) > 0) return { ok: false, field: 'commission', message: 'Commission from 0 to 50 %.' };
  if (input.budgetPence < 0n) return { ok: false, field: 'budget', message: 'A budget from £0.' };
  if (input.goal.kind === 'lock' && (input.goal.outcome < 0 || input.goal.outcome >= n)) return { ok: false, field: 'goal', message: 'Choose the outcome that keeps the rest.' };
  return null;
}

/** Σ over candidates of z·per[j], plus the base, for each outcome. */
const profitsOf = (base: Rat[], cands: Candidate[], z: Rat[]) => base.map((b, j) => add(b, sumRat(cands.map((c, k) => mul(z[k], c.per[j])))));

/** The worst outcome at best (the "equal" programme): variables z (stakes), then t = tp − tn. */
function bestWorst(base: Rat[], cands: Candidate[], budget: Rat): { t: Rat; z: Rat[] } {
  const K = cands.length;
  const neg = (a: Rat) => rat(-a.n, a.d);
  const rows = base.map((_, j) => [...cands.map((c) => neg(c.per[j])), ONE, rat(-1)]);
  rows.push([...cands.map((c) => c.cost), ZERO, ZERO]);
  const rhs = [...base, budget];
  const first = solveLp([...cands.map(() => ZERO), ONE, rat(-1)], rows, rhs);
  if (first.status !== 'optimal') throw new Error(`hedge: ${first.status}`);
  const t = first.value;
  // Keep t, spend the least.
  const second = solveLp([...cands.map((c) => neg(c.cost)), ZERO, ZERO], [...rows, [...cands.map(() => ZERO), rat(-1), ONE]], [...rhs, neg(t)]);
  if (second.status !== 'optimal') throw new Error(`hedge: ${second.status}`);
  return { t, z: second.x.slice(0, K) };
}

export function hedge(input: HedgeInput): HedgeResult {
  const bad = check(input);
  if (bad) return bad;
  const n = input.outcomes;
  const base = input.positions.map((p) => positionProfit(p, n, input.commission)).reduce((acc, row) => acc.map((v, j) => add(v, row[j])), Array.from({ length: n }, () => ZERO));
  const cands = candidates(input);
  const budget = rat(input.budgetPence);
  const neg = (a: Rat) => rat(-a.n, a.d);
  let z: Rat[];
  let optimum: Rat;
  if (input.goal.kind === 'equal') {
    const r = bestWorst(base, cands, budget);
    z = r.z;
    optimum = r.t;
  } else {
    const { outcome, lockPence } = input.goal;
    const T = rat(lockPence);
    const rows = base.map((_, j) => cands.map((c) => neg(c.per[j])));
    rows.push(cands.map((c) => c.cost));
    const rhs = [...base.map((b) => sub(b, T)), budget];
    const first = solveLp(
      cands.map((c) => c.per[outcome]),
      rows,
      rhs,
    );
    if (first.status === 'infeasible') {
      const most = bestWorst(base, cands, budget).t;
      return {
        ok: false,
        field: 'goal',
        message: `No stakes lock that much on every outcome: with these prices${input.budgetPence > 0n ? ' and this budget' : ''}, the most you can be sure of whatever happens is ${pounds(roundHalfAway(most))}.`,
      };
    }
    if (first.status !== 'optimal') throw new Error(`hedge: ${first.status}`);
    optimum = add(base[outcome], first.value);
    const second = solveLp(
      cands.map((c) => neg(c.cost)),
      [...rows, cands.map((c) => neg(c.per[outcome]))],
      [...rhs, neg(first.value)],
    );
    if (second.status !== 'optimal') throw new Error(`hedge: ${second.status}`);
    z = second.x;
  }
  const bets: HedgeBet[] = [];
  const rounded: Rat[] = [];
  cands.forEach((c, k) => {
    const stakePence = roundHalfAway(z[k]);
    rounded.push(rat(stakePence));
    if (stakePence > 0n) bets.push({ outcome: c.outcome, side: c.side, odds: c.odds, exactStake: z[k], stakePence, riskPence: roundHalfAway(mul(rat(stakePence), c.cost)) });
  });
  const spent = sumRat(cands.map((c, k) => mul(z[k], c.cost)));
  return {
    ok: true,
    bets,
    beforePence: base.map(roundHalfAway),
    afterPence: profitsOf(base, cands, rounded).map(roundHalfAway),
    exactOptimum: optimum,
    budgetBinding: cmp(spent, budget) === 0 && input.budgetPence > 0n,
  };
}

function pounds(p: bigint): string {
  const neg = p < 0n;
  const a = neg ? -p : p;
  return `${neg ? '\u2212' : ''}£${a / 100n}.${String(a % 100n).padStart(2, '0')}`;
}
