/**
 * Which of the archive's missing Tests may belong to a series beyond what its numbering shows. A series whose last
 * Test is missing cannot be told from a complete one by its numbering alone, so the official Test numbers
 * (`info.match_type_number`) and the pair's other Tests decide: a missing Test whose teams the archive does not show
 * (or shows to be this pair) and whose number lies after the series' last held Test and before either team's next
 * held Test may be the series' next Test; for a series the files do not number, the same holds before its first
 * held Test (after either team's previous one). A missing Test known to be other teams' (a series gap elsewhere, a
 * Test Cricsheet withholds) is not a candidate. Where such a Test exists, the series result is given only "as far as
 * the archive holds". Pure and format-free.
 */
export interface ArchiveMissing {
  testNumber: number;
  /** Known teams, else null. */
  teams: readonly [string, string] | null;
  /** Placed in a series by the numbering (then named by that series, not guessed here). */
  assigned: boolean;
}

export interface SeriesSpan {
  pair: readonly [string, string];
  /** Official numbers of the series' held Tests (null where a file gives none). */
  testNumbers: readonly (number | null)[];
  /** Whether every held Test carries its number in the series (`event.match_number`). */
  numbered: boolean;
}

/**
 * The missing Tests that may belong to the series (official numbers, ascending). `pairTests` are the official
 * numbers of every held Test either team of the pair played, in any series.
 */
export function possibleSeriesTests(s: SeriesSpan, pairTests: readonly number[], missing: readonly ArchiveMissing[]): number[] {
  const own = s.testNumbers.filter((n): n is number => n !== null);
  if (own.length === 0) return [];
  const mine = new Set(own);
  const first = Math.min(...own);
  const last = Math.max(...own);
  const others = pairTests.filter((n) => !mine.has(n));
  const next = others.filter((n) => n > last).reduce((a, b) => Math.min(a, b), Infinity);
  const prev = others.filter((n) => n < first).reduce((a, b) => Math.max(a, b), -Infinity);
  const couldBeOurs = (m: ArchiveMissing) => !m.assigned && (m.teams === null || (m.teams.includes(s.pair[0]) && m.teams.includes(s.pair[1])));
  return missing
    .filter((m) => couldBeOurs(m) && ((m.testNumber > last && m.testNumber < next) || (!s.numbered && m.testNumber < first && m.testNumber > prev)))
    .map((m) => m.testNumber)
    .sort((a, b) => a - b);
}
