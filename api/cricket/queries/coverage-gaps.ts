/**
 * Which official Tests the archive lacks, derived from the Tests it holds. Pure: no I/O.
 *
 * Every Cricsheet Test carries its official number (`info.match_type_number`) and, usually, its series
 * (`info.event.name`, with `match_number` inside the series). Between the archive's lowest and highest Test
 * number, every number it does not hold is a missing Test, played between the start dates of the held Tests
 * on either side of it.
 *
 * Teams are given only where the series numbering forces them (nothing is guessed): when a series has held
 * Tests k1 < k2 (by match number) with k2 - k1 - 1 Tests of the series missing between them, and exactly that
 * many missing numbers between their Test numbers are not yet explained by another series, those numbers are
 * the series' missing Tests, in order. Applied until nothing changes. A series is the event's name with its
 * sub name/group/stage and the season; its teams are the pair every held Test of it was played between.
 */

export interface CoverageMatch {
  testNumber: number;
  startDate: string;
  teams: readonly [string, string];
  seriesName: string | null;
  /** Series key: name, detail and season; null when the file names no series. */
  seriesKey: string | null;
  matchNumber: number | null;
}

export interface MissingTest {
  testNumber: number;
  /** Start date of the nearest held Test before it and after it. */
  after: string;
  before: string;
  /** Known only where the series numbering shows it. */
  teams: [string, string] | null;
  series: string | null;
  seriesMatch: number | null;
}

export interface Stretch {
  from: number;
  to: number;
  fromDate: string;
  toDate: string;
}

export interface ArchiveGaps {
  first: number;
  last: number;
  held: number;
  missing: MissingTest[];
  stretches: Stretch[];
}

interface Slot {
  series: string;
  teams: [string, string] | null;
  /** Missing match numbers of the series, in order. */
  matchNumbers: number[];
  /** Test numbers strictly between the two held Tests. */
  lo: number;
  hi: number;
}

export function deriveGaps(input: readonly CoverageMatch[]): ArchiveGaps | null {
  const byNumber = new Map<number, CoverageMatch>();
  for (const m of input) if (!byNumber.has(m.testNumber)) byNumber.set(m.testNumber, m);
  const numbers = [...byNumber.keys()].sort((a, b) => a - b);
  if (numbers.length === 0) return null;

  const missing: MissingTest[] = [];
  const stretches: Stretch[] = [];
  for (let i = 0; i < numbers.length; i++) {
    const n = numbers[i];
    const prev = i > 0 ? numbers[i - 1] : null;
    if (prev === null || n !== prev + 1) stretches.push({ from: n, to: n, fromDate: byNumber.get(n)!.startDate, toDate: byNumber.get(n)!.startDate });
    else {
      const s = stretches[stretches.length - 1];
      s.to = n;
      s.toDate = byNumber.get(n)!.startDate;
    }
    if (prev !== null) {
      for (let k = prev + 1; k < n; k++) {
        missing.push({ testNumber: k, after: byNumber.get(prev)!.startDate, before: byNumber.get(n)!.startDate, teams: null, series: null, seriesMatch: null });
      }
    }
  }
  assignSeries(missing, seriesSlots(byNumber));
  return { first: numbers[0], last: numbers[numbers.length - 1], held: numbers.length, missing, stretches };
}

/** Gaps inside each series' numbering, between two of its held Tests. */
function seriesSlots(byNumber: Map<number, CoverageMatch>): Slot[] {
  const series = new Map<string, CoverageMatch[]>();
  for (const m of byNumber.values()) {
    if (!m.seriesKey || m.matchNumber === null) continue;
    const list = series.get(m.seriesKey) ?? [];
    list.push(m);
    series.set(m.seriesKey, list);
  }
  const slots: Slot[] = [];
  for (const list of series.values()) {
    list.sort((a, b) => a.matchNumber! - b.matchNumber!);
    const pair = (m: CoverageMatch) => [...m.teams].sort().join('\u0000');
    const sameTeams = list.every((m) => pair(m) === pair(list[0]));
    const teams = sameTeams ? ([...list[0].teams].sort() as [string, string]) : null;
    for (let i = 1; i < list.length; i++) {
      const a = list[i - 1];
      const b = list[i];
      const count = b.matchNumber! - a.matchNumber! - 1;
      if (count <= 0 || b.testNumber <= a.testNumber) continue;
      const matchNumbers = Array.from({ length: count }, (_, j) => a.matchNumber! + 1 + j);
      slots.push({ series: a.seriesName ?? '', teams, matchNumbers, lo: a.testNumber, hi: b.testNumber });
    }
  }
  return slots;
}

function assignSeries(missing: MissingTest[], slots: Slot[]) {
  const byNumber = new Map(missing.map((m) => [m.testNumber, m]));
  const open = new Set(slots);
  let changed = true;
  while (changed) {
    changed = false;
    const claims = new Map<number, Slot[]>();
    for (const slot of open) {
      const free: number[] = [];
      for (let k = slot.lo + 1; k < slot.hi; k++) if (byNumber.get(k)?.series === null) free.push(k);
      if (free.length !== slot.matchNumbers.length) continue;
      for (const k of free) claims.set(k, [...(claims.get(k) ?? []), slot]);
    }
    for (const slot of open) {
      const mine = [...claims].filter(([, s]) => s.includes(slot)).map(([k]) => k).sort((a, b) => a - b);
      if (mine.length === 0 || mine.some((k) => claims.get(k)!.length > 1)) continue;
      mine.forEach((k, j) => {
        const m = byNumber.get(k)!;
        m.series = slot.series;
        m.seriesMatch = slot.matchNumbers[j];
        m.teams = slot.teams;
      });
      open.delete(slot);
      changed = true;
    }
  }
}

/** Series key for a match: the event's name and detail and the season. */
export function seriesKey(name: string | null, detail: string | null, season: string | null): string | null {
  return name ? [name, detail ?? '', season ?? ''].join('|') : null;
}

/** What the archive may lack of one career (see careerCoverage). */
export interface CareerGaps {
  team: string;
  /** His first Test here is his team's first in the archive: Tests he played before it cannot be in it. */
  startsWithArchive: boolean;
  firstNumber: number;
  /** Missing Tests between his team's previous held Test and his first here, teams unknown or his team's. */
  before: MissingTest[];
  /** Missing Tests of his team (teams known) between his first and last Test here. */
  inside: MissingTest[];
  /** Missing Tests with unknown teams between his first and last Test here. */
  unknownInside: MissingTest[];
}

/**
 * For one player and one team he played for: `numbers` are his held Tests for that team, `teamNumbers` the
 * team's held Tests (both sorted), `missing` the archive's missing Tests (sorted). Null when the archive shows
 * no sign that the career is longer (nothing missing before, inside, and not at the team's archive start).
 */
export function careerGaps(team: string, numbers: readonly number[], teamNumbers: readonly number[], missing: readonly MissingTest[]): CareerGaps | null {
  if (numbers.length === 0) return null;
  const first = numbers[0];
  const last = numbers[numbers.length - 1];
  const idx = teamNumbers.indexOf(first);
  const prevTeamTest = idx > 0 ? teamNumbers[idx - 1] : null;
  const startsWithArchive = idx === 0;
  const couldBeHis = (m: MissingTest) => m.teams === null || m.teams.includes(team);
  const before = prevTeamTest === null ? [] : missing.filter((m) => m.testNumber > prevTeamTest && m.testNumber < first && couldBeHis(m));
  const within = missing.filter((m) => m.testNumber > first && m.testNumber < last);
  const inside = within.filter((m) => m.teams !== null && m.teams.includes(team));
  const unknownInside = within.filter((m) => m.teams === null);
  if (!startsWithArchive && before.length === 0 && inside.length === 0) return null;
  return { team, startsWithArchive, firstNumber: first, before, inside, unknownInside };
}
