/** Median of a list of numbers (mean of the two middle values for an even count); null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

export interface LengthBucket {
  from: number;
  to: number;
  count: number;
}

/** Game lengths grouped in buckets of `width` shots, from the shortest to the longest bucket that holds a game. */
export function lengthBuckets(values: readonly number[], width = 5): LengthBucket[] {
  if (values.length === 0) return [];
  let lo = Infinity;
  let hi = -Infinity;
  for (const v of values) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  const start = Math.floor((lo - 1) / width) * width + 1;
  const n = Math.floor((hi - start) / width) + 1;
  const out: LengthBucket[] = Array.from({ length: n }, (_, i) => ({ from: start + i * width, to: start + i * width + width - 1, count: 0 }));
  for (const v of values) out[Math.floor((v - start) / width)].count++;
  return out;
}

/** Frequency of each game length, from the shortest to the longest (zero counts included). */
export function lengthFrequencies(values: readonly number[]): { length: number; count: number }[] {
  if (values.length === 0) return [];
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const counts = new Array<number>(hi - lo + 1).fill(0);
  for (const v of values) counts[v - lo]++;
  return counts.map((count, i) => ({ length: lo + i, count }));
}

/** Games strictly over and under a line (a game exactly on it counts for neither). */
export function overUnder(values: readonly number[], line: number): { over: number; under: number; push: number } {
  let over = 0;
  let under = 0;
  for (const v of values) {
    if (v > line) over++;
    else if (v < line) under++;
  }
  return { over, under, push: values.length - over - under };
}

/** The y-axis top of the game-length chart: 1.25 x the highest frequency (at least 1). */
export function lengthChartTop(maxFrequency: number): number {
  return Math.max(1, Math.ceil(maxFrequency * 1.25));
}
