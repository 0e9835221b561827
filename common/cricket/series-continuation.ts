/**
 * One series filed as two runs of Tests (runs: the Tests sharing an event name, season and pairing):
 * - a Test postponed to the next year is filed under the next season (England v India 2021: Tests 1-4 in August and
 *   September 2021, the 5th at Edgbaston in July 2022, season "2022");
 * - the first Test(s) are filed under another event name (Australia v India 2007/08: Test 1 at Melbourne under
 *   "India tour of Australia", Tests 2-4 under "Border-Gavaskar Trophy").
 * Rule: a run numbered from k > 1 continues an earlier run of the same pairing, numbered up to k - 1, that ended
 * before it began, with no other run of the pairing between them, when either the name is the same and the season
 * another, or (`renamed`: Tests only) the season is the same and the name another and the earlier run is numbered
 * exactly 1 to k - 1. Limited-overs files number a tournament's matches across every pairing (a World Cup's match 6
 * is not the sixth match of a bilateral series), so the renamed rule would join unrelated runs there. Pure.
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

/** Whether `later` continues `earlier` (see the rule above; `continuations` also wants no run of the pair between). */
export function continuesSeries(later: SeriesPart, earlier: SeriesPart, renamed = true): boolean {
  if (later.pair[0] !== earlier.pair[0] || later.pair[1] !== earlier.pair[1]) return false;
  if (!numbered(later) || !numbered(earlier) || earlier.lastDate >= later.firstDate) return false;
  const first = Math.min(...(later.numbers as number[]));
  if (!(first > 1 && Math.max(...(earlier.numbers as number[])) === first - 1)) return false;
  if (later.name === earlier.name) return later.season !== earlier.season;
  if (!renamed || later.season !== earlier.season) return false;
  const held = [...new Set(earlier.numbers as number[])];
  return held.length === first - 1 && earlier.numbers.length === first - 1;
}

/** Whether a run of the pair other than these two was played between them. */
const between = (parts: readonly SeriesPart[], earlier: SeriesPart, later: SeriesPart) =>
  parts.some((p) => p !== earlier && p !== later && p.pair[0] === later.pair[0] && p.pair[1] === later.pair[1] && p.lastDate > earlier.lastDate && p.firstDate < later.firstDate);

/** For each part, the index of the earlier part it continues, or null (the latest such part when several qualify). */
export function continuations(parts: readonly SeriesPart[], renamed = true): (number | null)[] {
  return parts.map((later) => {
    let best: number | null = null;
    parts.forEach((earlier, i) => {
      if (earlier === later || !continuesSeries(later, earlier, renamed) || between(parts, earlier, later)) return;
      if (best === null || parts[best].lastDate < earlier.lastDate) best = i;
    });
    return best;
  });
}
