/**
 * Bankroll lab: N bettors each make B bets at the same decimal odds and win probability, staking a
 * fixed fraction of their current bank (a multiple of the Kelly fraction). Seeded: bettor i draws from
 * streamSeed(seed, i), so any split of the bettors over workers gives the same numbers (page = CLI).
 *
 * Exact bookkeeping that does not grow with N: with stake s, a bettor's bank after t bets with W wins is
 * (1 + s·b)^W · (1 − s)^(t − W) (start = 1), for every fraction alike. So the simulation keeps, at each of
 * about 50 checkpoints, the histogram of W over bettors (B + 1 counters per checkpoint); every percentile of
 * the bank at a checkpoint is read exactly from it (nearest rank: the ⌈q·N⌉-th smallest bank). Whether a
 * bettor ever halved the bank depends on the path, so it is counted per fraction during the run.
 * The same wins and losses are used for every fraction (common random numbers), so the fractions differ
 * only by the stake.
 *
 * Fixed stakes (a share s of the starting bank on every bet) beside the Kelly fractions, and exchange
 * commission c on winnings (b′ = (odds − 1)(1 − c); Kelly is sized on b′). A fixed-stake bank is 1 + s·(W·b′ − L)
 * while it can cover a stake; it stops (ruined) once it falls below s, so the histograms of W are kept for the
 * bettors still betting and ruined bettors are counted apart (they rank lowest). Every strategy sees the same
 * wins and losses, so two strategies are compared on the same paths: the share of bettors who end with more
 * under one than under the other.
 */
import { sharePercent, formatNumber } from '../../common/number-text';
import { createRng, streamSeed, type Seed } from '../core/rng';

export interface BankrollOptions {
  /** Decimal odds (> 1). */
  odds: number;
  /** Win probability, 0..1. */
  probability: number;
  /** Multiples of the Kelly stake, each in (0, 2]. */
  fractions: number[];
  /** Fixed stakes, each a share of the starting bank (0.02 = 2 %), staked on every bet until the bank cannot cover it. */
  fixedStakes?: number[];
  /** Exchange commission on net winnings, 0 ≤ c ≤ 0.5: a win pays stake × (odds − 1) × (1 − c). */
  commission?: number;
  bets: number;
  bettors: number;
  seed: Seed;
}

export const BANKROLL_LIMITS = {
  bets: { min: 10, max: 5000, default: 1000 },
  bettors: { min: 100, max: 50_000, default: 10_000 },
  fractions: { min: 0.01, max: 2, most: 5 },
  fixed: { min: 0.001, max: 0.5 },
  commission: { max: 0.5 },
} as const;
export const CHECKPOINTS = 50;

export interface BankrollChunkRequest extends BankrollOptions {
  fromBettor: number;
  toBettor: number;
}

export interface BankrollChunk {
  bettors: number;
  /** Bets after which the histograms are taken: 0, ..., bets (at most CHECKPOINTS + 1 of them). */
  checkpoints: Int32Array;
  /** winCounts[c · (bets + 1) + w] = bettors with w wins after checkpoints[c] bets. */
  winCounts: Uint32Array;
  /** Bettors whose bank ever fell to half the start or below, per fraction (Kelly strategies, then fixed stakes). */
  everHalved: Uint32Array;
  /** Fixed stakes: fixedCounts[(g · C + c) · (bets + 1) + w] = bettors still betting with w wins after checkpoints[c] bets. */
  fixedCounts: Uint32Array;
  /** Fixed stakes: bettors ruined (bank below one stake, so they stopped) by checkpoints[c], at [g · C + c]. */
  fixedRuined: Uint32Array;
  /** Head to head on the same paths: beats[i · K + j] = bettors whose final bank under strategy i is above j's (K strategies). */
  beats: Uint32Array;
}

/** The Kelly fraction of the bank, (b·p − q) / b with b = odds − 1; ≤ 0 means no bet. */
export function kellyStake(odds: number, probability: number): number {
  const b = odds - 1;
  return (b * probability - (1 - probability)) / b;
}

/** Expected log growth per bet staking s of the bank: p·ln(1 + s·b) + q·ln(1 − s). */
export function growthRate(odds: number, probability: number, s: number): number {
  return probability * Math.log1p(s * (odds - 1)) + (1 - probability) * Math.log1p(-s);
}

/** Winnings per unit staked after commission, b′ = (odds − 1)(1 − c). */
export const netWinnings = (o: Pick<BankrollOptions, 'odds' | 'commission'>) => (o.odds - 1) * (1 - (o.commission ?? 0));

export function validateBankroll(o: BankrollOptions): string | null {
  if (!(o.odds > 1 && o.odds <= 1000)) return 'odds must be above 1 and at most 1000';
  const c = o.commission ?? 0;
  if (!(c >= 0 && c <= BANKROLL_LIMITS.commission.max)) return 'commission must be from 0 to 50 %';
  const fixed = o.fixedStakes ?? [];
  for (const s of fixed) if (!(s >= BANKROLL_LIMITS.fixed.min && s <= BANKROLL_LIMITS.fixed.max)) return 'each fixed stake must be from 0.1 % to 50 % of the starting bank';
  if (o.fractions.length + fixed.length > BANKROLL_LIMITS.fractions.most) return `compare at most ${BANKROLL_LIMITS.fractions.most} strategies`;
  if (!(o.probability > 0 && o.probability < 1)) return 'the win probability must be between 0 and 1';
  const L = BANKROLL_LIMITS;
  if (!Number.isInteger(o.bets) || o.bets < L.bets.min || o.bets > L.bets.max) return `bets must be a whole number from ${L.bets.min} to ${L.bets.max}`;
  if (!Number.isInteger(o.bettors) || o.bettors < L.bettors.min || o.bettors > L.bettors.max) return `bettors must be a whole number from ${L.bettors.min} to ${L.bettors.max}`;
  if (o.fractions.length + fixed.length < 1) return 'compare at least one strategy: fractions of Kelly or fixed stakes';
  if (o.fractions.length > L.fractions.most) return `compare 1 to ${L.fractions.most} fractions`;
  for (const f of o.fractions) if (!(f >= L.fractions.min && f <= L.fractions.max)) return `each fraction of Kelly must be from ${L.fractions.min} to ${L.fractions.max}`;
  const k = kellyStake(1 + netWinnings(o), o.probability);
  if (k > 0 && Math.max(...o.fractions) * k >= 1) return 'that fraction would stake the whole bank';
  return null;
}

export function checkpointTimes(bets: number): Int32Array {
  const set = new Set<number>();
  for (let c = 0; c <= CHECKPOINTS; c++) set.add(Math.round((c * bets) / CHECKPOINTS));
  return Int32Array.from([...set].sort((a, b) => a - b));
}

/** Simulates bettors fromBettor..toBettor−1. */
export function runBankrollChunk(req: BankrollChunkRequest, onProgress?: (p: { done: number; total: number }) => void): BankrollChunk {
  const err = validateBankroll(req);
  if (err) throw new RangeError(err);
  const { bets, probability: p } = req;
  const b = netWinnings(req);
  const kelly = Math.max(0, kellyStake(1 + b, p));
  const F = req.fractions.length;
  const fixed = req.fixedStakes ?? [];
  const G = fixed.length;
  const K = F + G;
  const win = new Float64Array(F);
  const lose = new Float64Array(F);
  for (let f = 0; f < F; f++) {
    const s = kelly * req.fractions[f];
    win[f] = Math.log1p(s * b);
    lose[f] = Math.log1p(-s);
  }
  const half = Math.log(0.5);
  const checkpoints = checkpointTimes(bets);
  const C = checkpoints.length;
  const winCounts = new Uint32Array(C * (bets + 1));
  const everHalved = new Uint32Array(K);
  const halved = new Uint8Array(F);
  const fixedCounts = new Uint32Array(G * C * (bets + 1));
  const fixedRuined = new Uint32Array(G * C);
  const beats = new Uint32Array(K * K);
  // A fixed-stake bettor's bank while betting: 1 + s·(w·b′ − losses); ruined (stops) when it falls below s.
  const ruinedAt = new Float64Array(G);
  const ruined = new Uint8Array(G);
  const fixedHalved = new Uint8Array(G);
  const finals = new Float64Array(K);
  const total = req.toBettor - req.fromBettor;
  for (let i = req.fromBettor; i < req.toBettor; i++) {
    const rng = createRng(streamSeed(req.seed, i));
    halved.fill(0);
    ruined.fill(0);
    fixedHalved.fill(0);
    let halvedLeft = kelly > 0 ? F : 0;
    let w = 0;
    let c = 0;
    if (checkpoints[0] === 0) {
      winCounts[0]++;
      for (let g = 0; g < G; g++) fixedCounts[g * C * (bets + 1)]++;
      c = 1;
    }
    for (let t = 1; t <= bets; t++) {
      if (rng.next() < p) w++;
      else {
        const losses = t - w;
        if (halvedLeft > 0) {
          for (let f = 0; f < F; f++) {
            if (halved[f] === 0 && w * win[f] + losses * lose[f] <= half) {
              halved[f] = 1;
              halvedLeft--;
            }
          }
        }
        for (let g = 0; g < G; g++) {
          if (ruined[g]) continue;
          const bank = 1 + fixed[g] * (w * b - losses);
          if (bank <= 0.5) fixedHalved[g] = 1;
          if (bank < fixed[g] - 1e-12) {
            ruined[g] = 1;
            ruinedAt[g] = Math.max(0, bank);
          }
        }
      }
      if (c < C && checkpoints[c] === t) {
        winCounts[c * (bets + 1) + w]++;
        for (let g = 0; g < G; g++) {
          if (ruined[g]) fixedRuined[g * C + c]++;
          else fixedCounts[(g * C + c) * (bets + 1) + w]++;
        }
        c++;
      }
    }
    for (let f = 0; f < F; f++) {
      everHalved[f] += halved[f];
      finals[f] = w * win[f] + (bets - w) * lose[f]; // log bank
    }
    for (let g = 0; g < G; g++) {
      everHalved[F + g] += fixedHalved[g];
      const bank = ruined[g] ? ruinedAt[g] : 1 + fixed[g] * (w * b - (bets - w));
      finals[F + g] = bank > 0 ? Math.log(bank) : -Infinity;
    }
    for (let x = 0; x < K; x++) for (let y = 0; y < K; y++) if (finals[x] > finals[y] + 1e-12) beats[x * K + y]++;
    const done = i - req.fromBettor + 1;
    if (onProgress && (done % 250 === 0 || done === total)) onProgress({ done, total });
  }
  return { bettors: total, checkpoints, winCounts, everHalved, fixedCounts, fixedRuined, beats };
}

export function mergeBankrollChunks(parts: BankrollChunk[]): BankrollChunk {
  const first = parts[0];
  const sum = (pick: (c: BankrollChunk) => Uint32Array) => {
    const out = new Uint32Array(pick(first).length);
    for (const part of parts) {
      const a = pick(part);
      for (let i = 0; i < out.length; i++) out[i] += a[i];
    }
    return out;
  };
  const bettors = parts.reduce((a, part) => a + part.bettors, 0);
  return {
    bettors,
    checkpoints: first.checkpoints,
    winCounts: sum((c) => c.winCounts),
    everHalved: sum((c) => c.everHalved),
    fixedCounts: sum((c) => c.fixedCounts),
    fixedRuined: sum((c) => c.fixedRuined),
    beats: sum((c) => c.beats),
  };
}

/** Contiguous bettor ranges, one per part. */
export function splitBettors(bettors: number, parts: number): { fromBettor: number; toBettor: number }[] {
  const k = Math.max(1, Math.min(Math.floor(parts), bettors));
  const out: { fromBettor: number; toBettor: number }[] = [];
  for (let i = 0; i < k; i++) out.push({ fromBettor: Math.floor((bettors * i) / k), toBettor: Math.floor((bettors * (i + 1)) / k) });
  return out;
}

export interface FractionSummary {
  kind: 'kelly' | 'fixed';
  /** The strategy as the page and the CLI name it ("Half Kelly", "Fixed 2 %"). */
  label: string;
  /** Kelly multiple (Kelly strategies) or the fixed stake's share of the starting bank. */
  fraction: number;
  /** Share of the bank staked on each bet. */
  stake: number;
  /** Closed-form expected log growth per bet. */
  growthRate: number;
  /** Mean over bettors of ln(final bank) / bets. */
  simulatedGrowthRate: number;
  /** Per checkpoint: 5th, 50th and 95th percentile of the bank (start = 1). */
  p5: Float64Array;
  p50: Float64Array;
  p95: Float64Array;
  medianFinal: number;
  /** Share of bettors that ever had half the starting bank or less. */
  everHalved: number;
  /** Share of bettors that end below the start. */
  endBelowStart: number;
  /** Fixed stakes: share of bettors ruined by the end (bank below one stake); 0 for Kelly. */
  ruined: number;
}

export interface BankrollSummary {
  kelly: number;
  edge: number;
  bettors: number;
  bets: number;
  checkpoints: Int32Array;
  fractions: FractionSummary[];
  commission: number;
  /** Head to head on the same paths: ahead[i][j] = share of bettors whose final bank under i is above j's. */
  ahead: number[][];
}

/** The rank-r (1-based) smallest number of wins at checkpoint c. */
function winsAtRank(counts: Uint32Array, offset: number, t: number, rank: number): number {
  let seen = 0;
  for (let w = 0; w <= t; w++) {
    seen += counts[offset + w];
    if (seen >= rank) return w;
  }
  return t;
}

/** Percentiles and shares from the merged histograms (nearest rank; exact for the simulated bettors). */
export function summariseBankroll(o: BankrollOptions, merged: BankrollChunk): BankrollSummary {
  const { bets, probability } = o;
  const N = merged.bettors;
  const b = netWinnings(o);
  const odds = 1 + b;
  const kelly = kellyStake(odds, probability);
  const cps = merged.checkpoints;
  const rank = (q: number) => Math.max(1, Math.ceil(q * N));
  const wq = (c: number, q: number) => winsAtRank(merged.winCounts, c * (bets + 1), cps[c], rank(q));
  const w5 = cps.map((_, c) => wq(c, 0.05));
  const w50 = cps.map((_, c) => wq(c, 0.5));
  const w95 = cps.map((_, c) => wq(c, 0.95));
  const last = cps.length - 1;
  const fractions = o.fractions.map((fraction, f) => {
    const stake = Math.max(0, kelly) * fraction;
    const a = Math.log1p(stake * (odds - 1));
    const l = Math.log1p(-stake);
    const bank = (w: number, t: number) => Math.exp(w * a + (t - w) * l);
    let sumLog = 0;
    let below = 0;
    for (let w = 0; w <= bets; w++) {
      const n = merged.winCounts[last * (bets + 1) + w];
      const lg = w * a + (bets - w) * l;
      sumLog += n * lg;
      if (lg < -1e-12) below += n;
    }
    return {
      kind: 'kelly' as const,
      label: formatFraction(fraction),
      ruined: 0,
      fraction,
      stake,
      growthRate: growthRate(odds, probability, stake),
      simulatedGrowthRate: sumLog / N / bets,
      p5: Float64Array.from(cps, (t, c) => bank(w5[c], t)),
      p50: Float64Array.from(cps, (t, c) => bank(w50[c], t)),
      p95: Float64Array.from(cps, (t, c) => bank(w95[c], t)),
      medianFinal: bank(w50[last], bets),
      everHalved: merged.everHalved[f] / N,
      endBelowStart: below / N,
    };
  });
  const F = o.fractions.length;
  const C = cps.length;
  const fixedSummaries = (o.fixedStakes ?? []).map((stake, g): FractionSummary => {
    // Ruined bettors (bank below one stake) rank lowest; the others' bank rises with their wins.
    const valueAt = (c: number, q: number) => {
      const r = rank(q);
      const gone = merged.fixedRuined[g * C + c];
      if (r <= gone) return 0;
      const off = (g * C + c) * (bets + 1);
      let seen = gone;
      for (let w = 0; w <= cps[c]; w++) {
        seen += merged.fixedCounts[off + w];
        if (seen >= r) return 1 + stake * (w * b - (cps[c] - w));
      }
      return 1 + stake * cps[c] * b;
    };
    let below = merged.fixedRuined[g * C + last];
    const off = (g * C + last) * (bets + 1);
    for (let w = 0; w <= bets; w++) if (w * b - (bets - w) < -1e-12) below += merged.fixedCounts[off + w];
    return {
      kind: 'fixed',
      label: formatFixed(stake),
      fraction: stake,
      stake,
      growthRate: NaN,
      simulatedGrowthRate: NaN,
      p5: Float64Array.from(cps, (_, c) => valueAt(c, 0.05)),
      p50: Float64Array.from(cps, (_, c) => valueAt(c, 0.5)),
      p95: Float64Array.from(cps, (_, c) => valueAt(c, 0.95)),
      medianFinal: valueAt(last, 0.5),
      everHalved: merged.everHalved[F + g] / N,
      endBelowStart: below / N,
      ruined: merged.fixedRuined[g * C + last] / N,
    };
  });
  const all = [...fractions, ...fixedSummaries];
  const K = all.length;
  const ahead = all.map((_, i) => all.map((__, j) => merged.beats[i * K + j] / N));
  return { kelly, edge: probability * odds - 1, bettors: N, bets, checkpoints: cps, fractions: all, commission: o.commission ?? 0, ahead };
}

/** The whole lab in one thread (CLI, bench, tests): same numbers as the simulation workers for the same seed. */
export function runBankroll(o: BankrollOptions, parts = 1): BankrollSummary {
  const chunks = splitBettors(o.bettors, parts).map((r) => runBankrollChunk({ ...o, ...r }));
  return summariseBankroll(o, mergeBankrollChunks(chunks));
}

/** A figure as the page and `npm run sim -- bankroll` show it (the same text in both). */
export function formatBank(x: number): string {
  if (x >= 1000) return `${formatNumber(Math.round(x))}×`;
  return `${(Math.round(x * 100) / 100).toFixed(2)}×`;
}
export function formatShare(x: number): string {
  return sharePercent(x, 1);
}
export function formatFixed(s: number): string {
  return `Fixed ${formatNumber(s * 100, 2)} %`;
}
export function formatFraction(f: number): string {
  if (f === 1) return 'Full Kelly';
  if (f === 0.5) return 'Half Kelly';
  if (f === 0.25) return 'Quarter Kelly';
  return `${f}× Kelly`;
}

/** The lab's headline figures per fraction, as shown (page table and CLI). */
export function bankrollRows(s: BankrollSummary) {
  const last = s.checkpoints.length - 1;
  const bank = (x: number) => (x <= 0 ? 'ruined' : formatBank(x));
  return s.fractions.map((f) => ({
    fraction: f.label,
    stake: f.kind === 'kelly' ? formatShare(f.stake) : `${formatShare(f.stake)} of the start`,
    medianFinal: bank(f.medianFinal),
    band: `${bank(f.p5[last])} to ${bank(f.p95[last])}`,
    everHalved: formatShare(f.everHalved),
    endBelowStart: formatShare(f.endBelowStart),
    ruined: f.kind === 'fixed' ? formatShare(f.ruined) : '\u2013',
    growth: f.kind === 'kelly' ? `${sharePercent(f.growthRate, 3)} per bet (simulated ${sharePercent(f.simulatedGrowthRate, 3)})` : null,
  }));
}
