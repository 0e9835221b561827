/** The y-axis top of the game-length chart: 1.25 x the highest frequency (at least 1). */
export function lengthChartTop(maxFrequency: number): number {
  return Math.max(1, Math.ceil(maxFrequency * 1.25));
}

/** Chart rows from a length-count array (counts[k] = games of k shots), from the shortest to the longest game. */
export function lengthRows(counts: ArrayLike<number>, shortest: number | null, longest: number | null): { length: number; count: number }[] {
  if (shortest === null || longest === null) return [];
  const rows: { length: number; count: number }[] = [];
  for (let k = shortest; k <= longest; k++) rows.push({ length: k, count: counts[k] ?? 0 });
  return rows;
}
