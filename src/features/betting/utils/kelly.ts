/**
 * The Kelly criterion for a single bet at decimal odds: fraction = (b*p - q) / b,
 * where b = decimal odds - 1, p is the win probability and q = 1 - p.
 */
export interface KellyInput {
  decimalOdds: number;
  probability: number;
}

export function validateKellyInput({ decimalOdds, probability }: KellyInput): string | null {
  if (!Number.isFinite(decimalOdds) || decimalOdds <= 1) return 'Decimal odds must be greater than 1.';
  if (!Number.isFinite(probability) || probability < 0 || probability > 1)
    return 'Win probability must be between 0 and 100 %.';
  return null;
}

/** The raw Kelly fraction; negative when the bet has a negative edge. */
export function kellyFraction({ decimalOdds, probability }: KellyInput): number {
  const error = validateKellyInput({ decimalOdds, probability });
  if (error) throw new RangeError(error);
  const b = decimalOdds - 1;
  const q = 1 - probability;
  return (b * probability - q) / b;
}

/** Expected profit per unit staked: p * b - q. */
export function edge({ decimalOdds, probability }: KellyInput): number {
  return probability * (decimalOdds - 1) - (1 - probability);
}

/**
 * Expected log growth of the bankroll per bet when staking `fraction`:
 * p * ln(1 + b f) + q * ln(1 - f). -Infinity when a loss would wipe out the bankroll.
 */
export function expectedLogGrowth({ decimalOdds, probability }: KellyInput, fraction: number): number {
  if (fraction < 0 || fraction > 1) throw new RangeError('stake fraction must be between 0 and 1');
  const b = decimalOdds - 1;
  const q = 1 - probability;
  const win = probability === 0 ? 0 : probability * Math.log(1 + b * fraction);
  if (q === 0) return win;
  if (fraction === 1) return -Infinity;
  return win + q * Math.log(1 - fraction);
}

export const KELLY_MULTIPLIERS = [
  { key: 'full', label: 'Full Kelly', multiplier: 1 },
  { key: 'half', label: 'Half Kelly', multiplier: 0.5 },
  { key: 'quarter', label: 'Quarter Kelly', multiplier: 0.25 },
] as const;

export type KellyMultiplierKey = (typeof KELLY_MULTIPLIERS)[number]['key'];

export interface KellyAdvice {
  /** Full Kelly fraction (can be negative). */
  fullFraction: number;
  /** Stake fraction after the multiplier; 0 when there is no bet. */
  stakeFraction: number;
  noBet: boolean;
  stake: number;
  growth: number;
  edge: number;
}

/** Stake advice for a bankroll: "no bet" when the Kelly fraction is zero or negative. */
export function kellyAdvice(input: KellyInput, multiplier: number, bankroll: number): KellyAdvice {
  const fullFraction = kellyFraction(input);
  const noBet = fullFraction <= 0;
  // With p = 1 Kelly says stake everything; cap the staked fraction at 1.
  const stakeFraction = noBet ? 0 : Math.min(1, fullFraction * multiplier);
  return {
    fullFraction,
    stakeFraction,
    noBet,
    stake: stakeFraction * bankroll,
    growth: expectedLogGrowth(input, stakeFraction),
    edge: edge(input),
  };
}

/** Points of the growth curve for a chart, from 0 to `maxFraction`, skipping -Infinity. */
export function growthCurve(input: KellyInput, maxFraction: number, points = 60): { f: number; g: number }[] {
  const out: { f: number; g: number }[] = [];
  for (let i = 0; i <= points; i++) {
    const f = (maxFraction * i) / points;
    const g = expectedLogGrowth(input, Math.min(f, 1));
    if (Number.isFinite(g)) out.push({ f, g });
  }
  return out;
}
