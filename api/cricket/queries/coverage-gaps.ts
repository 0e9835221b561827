import { continuations } from '../../../common/cricket/series-continuation';

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
 * sub name/group/stage and the season; its teams are the pair every held Test of it was played between. A series
 * whose first held Test is its Test k > 1 lacks Tests 1 to k - 1, played after the pair's previous held Test: the
 * same rule pins them when the free numbers there are exactly that many. The Tests Cricsheet withholds
 * (common/cricket/withheld-tests.ts) get their teams from that table.
 *
 * A team's known missing Tests (teamGaps) are those gaps, pinned to numbers or not (their count is known from the
 * numbering) where the archive lacks enough numbers between the held Tests either side, and its withheld Tests: what
 * a career of that team is compared with.
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
  /** A Test Cricsheet withholds (its teams then come from common/cricket/withheld-tests.ts). */
  withheld?: boolean;
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

export function deriveGaps(input: readonly CoverageMatch[], withheld: readonly { number: number; teams: readonly [string, string] }[] = [], renamedToo = true): ArchiveGaps | null {
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
  for (const w of withheld) {
    const m = missing.find((x) => x.testNumber === w.number);
    if (m) Object.assign(m, { teams: [...w.teams].sort() as [string, string], withheld: true });
  }
  assignSeries(missing, seriesSlots(byNumber, renamedToo));
  return { first: numbers[0], last: numbers[numbers.length - 1], held: numbers.length, missing, stretches };
}

/** Gaps inside each series' numbering, between two of its held Tests. */
function seriesSlots(byNumber: Map<number, CoverageMatch>, renamedToo: boolean): Slot[] {
  const series = new Map<string, CoverageMatch[]>();
  for (const m of byNumber.values()) {
    if (!m.seriesKey || m.matchNumber === null) continue;
    const list = series.get(m.seriesKey) ?? [];
    list.push(m);
    series.set(m.seriesKey, list);
  }
  const slots: Slot[] = [];
  const numbers = [...byNumber.keys()].sort((a, b) => a - b);
  const lists = [...series.entries()];
  // A run numbered from k > 1 that continues another run of the series (a postponed Test; in Tests, a first Test
  // filed under another name) lacks nothing before it.
  const continued = continuations(
    lists.map(([key, list]) => {
      const [name, detail, season] = key.split('|');
      const dates = list.map((m) => m.startDate).sort();
      return { name: `${name}|${detail}`, season, pair: [...list[0].teams].sort() as [string, string], numbers: list.map((m) => m.matchNumber), firstDate: dates[0], lastDate: dates[dates.length - 1] };
    }),
    renamedToo,
  );
  for (const [k, [, list]] of lists.entries()) {
    list.sort((a, b) => a.matchNumber! - b.matchNumber!);
    const pair = (m: CoverageMatch) => [...m.teams].sort().join('\u0000');
    const sameTeams = list.every((m) => pair(m) === pair(list[0]));
    const teams = sameTeams ? ([...list[0].teams].sort() as [string, string]) : null;
    const first = list[0];
    // Tests 1 to k - 1 were played after the pair's previous held Test (of either team) and before this one; with
    // no earlier held Test of the pair they may precede the archive, and a career's start says so.
    const prev = numbers.filter((n) => n < first.testNumber && byNumber.get(n)!.teams.some((t) => teams?.includes(t))).pop();
    if (first.matchNumber! > 1 && teams && prev !== undefined && continued[k] === null) {
      const matchNumbers = Array.from({ length: first.matchNumber! - 1 }, (_, j) => j + 1);
      slots.push({ series: first.seriesName ?? '', teams, matchNumbers, lo: prev, hi: first.testNumber });
    }
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

/**
 * Tests a team is known to have played that the archive lacks: a gap in one of its series' numbering (pinned to
 * official numbers where the free numbers allow, else only counted) or a withheld Test. `from`..`to` are the official
 * numbers the Tests lie within (inclusive).
 */
export interface TeamGap {
  teams: [string, string];
  series: string | null;
  /** The Tests' numbers within the series (empty for a withheld Test). */
  seriesMatches: number[];
  count: number;
  from: number;
  to: number;
  /** Their official numbers, when pinned (then `count` of them), else empty. */
  testNumbers: number[];
  withheld: boolean;
  /** Start dates of the held Tests either side: they were played between. */
  after: string;
  before: string;
}

/** Every team's known missing Tests (series gaps and withheld Tests), from the Tests held and the derived gaps. */
export function teamGaps(input: readonly CoverageMatch[], gaps: ArchiveGaps | null, renamedToo = true): TeamGap[] {
  if (!gaps) return [];
  const byNumber = new Map<number, CoverageMatch>();
  for (const m of input) if (!byNumber.has(m.testNumber)) byNumber.set(m.testNumber, m);
  const dateOf = (n: number, dir: 1 | -1) => {
    for (let k = n; k >= gaps.first && k <= gaps.last; k += dir) if (byNumber.has(k)) return byNumber.get(k)!.startDate;
    return byNumber.get(dir === 1 ? gaps.last : gaps.first)!.startDate;
  };
  const out: TeamGap[] = [];
  for (const slot of seriesSlots(byNumber, renamedToo)) {
    if (!slot.teams) continue;
    // The numbering shows a gap only where the archive lacks enough numbers there that could be this pair's: with
    // fewer, the Tests are held under another series name (England v South Africa 2017's first Test).
    const room = gaps.missing.filter((m) => m.testNumber > slot.lo && m.testNumber < slot.hi && (m.teams === null || m.teams.join() === slot.teams!.join())).length;
    if (room < slot.matchNumbers.length) continue;
    const pinned = gaps.missing.filter(
      (m) => m.series === slot.series && m.seriesMatch !== null && slot.matchNumbers.includes(m.seriesMatch) && m.testNumber > slot.lo && m.testNumber < slot.hi,
    );
    out.push({
      teams: slot.teams,
      series: slot.series || null,
      seriesMatches: slot.matchNumbers,
      count: slot.matchNumbers.length,
      from: slot.lo + 1,
      to: slot.hi - 1,
      testNumbers: pinned.length === slot.matchNumbers.length ? pinned.map((m) => m.testNumber) : [],
      withheld: false,
      after: dateOf(slot.lo, -1),
      before: dateOf(slot.hi, 1),
    });
  }
  for (const m of gaps.missing) {
    if (!m.withheld || !m.teams) continue;
    out.push({ teams: m.teams, series: null, seriesMatches: [], count: 1, from: m.testNumber, to: m.testNumber, testNumbers: [m.testNumber], withheld: true, after: m.after, before: m.before });
  }
  return out.sort((a, b) => a.from - b.from);
}

/** What the archive may lack of one career (see careerGaps). */
export interface CareerGaps {
  team: string;
  /** His first Test here is his team's first in the archive: Tests he played before it cannot be in it. */
  startsWithArchive: boolean;
  firstNumber: number;
  /** His team's known missing Tests after its previous held Test and before his first: he may have played them. */
  before: TeamGap[];
  /** His team's known missing Tests between his first and last Test here. */
  inside: TeamGap[];
  /** Missing Tests whose teams the archive does not show, between his first and last Test here. */
  unknownInside: number;
}

/**
 * For one player and one team he played for: `numbers` are his held Tests for that team, `teamNumbers` the
 * team's held Tests (both sorted), `gaps` every team's known missing Tests (teamGaps) and `missing` the archive's
 * missing Tests. A career is compared with the Tests its team played in its span: null (nothing to say) unless
 * his first Test here is his team's first in the archive, or his team played Tests the archive lacks before his
 * first (after the team's previous held Test) or inside his span. Missing Tests whose teams are unknown are counted
 * but do not by themselves make a career look longer: the numbering does not show them to be his team's.
 */
export function careerGaps(
  team: string,
  numbers: readonly number[],
  teamNumbers: readonly number[],
  gaps: readonly TeamGap[],
  missing: readonly MissingTest[],
): CareerGaps | null {
  if (numbers.length === 0) return null;
  const first = numbers[0];
  const last = numbers[numbers.length - 1];
  const idx = teamNumbers.indexOf(first);
  const prevTeamTest = idx > 0 ? teamNumbers[idx - 1] : null;
  const startsWithArchive = idx === 0;
  const mine = gaps.filter((g) => g.teams.includes(team));
  const before = prevTeamTest === null ? [] : mine.filter((g) => g.from > prevTeamTest && g.to < first);
  const inside = mine.filter((g) => g.from > first && g.to < last);
  const unknownInside = missing.filter((m) => m.teams === null && m.testNumber > first && m.testNumber < last).length;
  if (!startsWithArchive && before.length === 0 && inside.length === 0) return null;
  return { team, startsWithArchive, firstNumber: first, before, inside, unknownInside };
}
