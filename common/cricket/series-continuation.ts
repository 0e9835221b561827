/**
 * A series may span two seasons: a Test postponed to the next year is filed under the next season (England v India
 * 2021: Tests 1-4 in August and September 2021, the 5th at Edgbaston in July 2022, season "2022"). Rule: a run of
 * Tests of one event name and pairing numbered from k > 1 continues the latest earlier run of the same name and
 * pairing, under another season, whose Tests are numbered up to k - 1 and which ended before it began. Pure and
 * format-free.
 */
export interface SeriesPart {
  name: string;
  season: string;
  /** The two teams, in a fixed order (pairOf). */
  pair: readonly [string, string];
  /** The Tests' numbers in the series (`event.match_number`), null where the file gives none. */
  numbers: readonly (number | null)[];
  firstDate: string;
  lastDate: string;
}

const numbered = (p: SeriesPart) => p.numbers.length > 0 && p.numbers.every((n) => n !== null);

/** Whether `later` continues `earlier` (see the rule above). */
export function continuesSeries(later: SeriesPart, earlier: SeriesPart): boolean {
  if (later.name !== earlier.name || later.season === earlier.season) return false;
  if (later.pair[0] !== earlier.pair[0] || later.pair[1] !== earlier.pair[1]) return false;
  if (!numbered(later) || !numbered(earlier) || earlier.lastDate >= later.firstDate) return false;
  const first = Math.min(...(later.numbers as number[]));
  return first > 1 && Math.max(...(earlier.numbers as number[])) === first - 1;
}

/** For each part, the index of the earlier part it continues, or null (the latest such part when several qualify). */
export function continuations(parts: readonly SeriesPart[]): (number | null)[] {
  return parts.map((later) => {
    let best: number | null = null;
    parts.forEach((earlier, i) => {
      if (earlier !== later && continuesSeries(later, earlier) && (best === null || parts[best].lastDate < earlier.lastDate)) best = i;
    });
    return best;
  });
}
