/**
 * Calibration in deciles: games ordered by the favourite's predicted chance (each made before the game,
 * from the ratings known then) and cut into ten groups of equal size (the first groups one larger when the count does
 * not divide); for each, the mean predicted chance and the share the favourite actually won. Pure TypeScript.
 */
export interface Decile {
  decile: number;
  games: number;
  /** Mean predicted chance of the favourite, 0..1. */
  predicted: number;
  /** Share of those games the favourite won, 0..1. */
  observed: number;
  /** Binomial standard error of `observed` at the predicted chance. */
  se: number;
}

/** `p`: predicted chance that player 1 wins; `won`: 1 when player 1 won. */
export function calibrationDeciles(games: readonly { p: number; won: 0 | 1 }[], bins = 10): Decile[] {
  const fav = games.map((g) => (g.p >= 0.5 ? { p: g.p, won: g.won } : { p: 1 - g.p, won: (1 - g.won) as 0 | 1 })).sort((a, b) => a.p - b.p);
  const n = fav.length;
  const out: Decile[] = [];
  let at = 0;
  for (let d = 0; d < bins && at < n; d++) {
    const size = Math.floor(n / bins) + (d < n % bins ? 1 : 0);
    if (size === 0) continue;
    const part = fav.slice(at, at + size);
    at += size;
    const predicted = part.reduce((s, g) => s + g.p, 0) / size;
    const observed = part.reduce((s, g) => s + g.won, 0) / size;
    out.push({ decile: d + 1, games: size, predicted, observed, se: Math.sqrt((predicted * (1 - predicted)) / size) });
  }
  return out;
}
