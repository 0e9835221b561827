import type { ArchiveCoverage, CareerCoverageNote, MissingTestInfo, TeamMissingTests } from '../api/cricket-types';
import { fmtDate } from './summarise';
import { formatNumber } from '../../../../common/number-text';

const n = (x: number) => formatNumber(x);
const ORD = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th'];
const ordinal = (k: number) => ORD[k - 1] ?? `${k}th`;

/** "The archive holds 877 of the 1,039 men's Tests from Test #1578 to #2616". */
export function coverageHeadline(c: ArchiveCoverage): string {
  if (c.first_number === null || c.last_number === null) return 'The archive holds no numbered Tests yet';
  return `The archive holds ${n(c.held)} of the ${n(c.total)} men's Tests from Test #${c.first_number} to #${c.last_number}`;
}

/** "between 7 Aug 2005 and 15 Aug 2005" (the start dates of the held Tests either side). */
export const missingWhen = (m: MissingTestInfo) =>
  m.after_date === m.before_date ? `around ${fmtDate(m.after_date)}` : `between ${fmtDate(m.after_date)} and ${fmtDate(m.before_date)}`;

/** "Australia v England, 3rd Test of Australia tour of England and Scotland, 2005", or "teams not known". */
export function missingWhat(m: MissingTestInfo): string {
  if (!m.teams) return 'teams not known';
  if (m.withheld) return `${m.teams[0]} v ${m.teams[1]} (Cricsheet withholds Afghanistan's matches)`;
  return `${m.teams[0]} v ${m.teams[1]}${m.series ? `, ${m.series_match ? `${ordinal(m.series_match)} Test of ` : ''}${m.series}` : ''}`;
}

const tests = (k: number) => (k === 1 ? '1 Test' : `${k} Tests`);

/** "Tests 1 and 2 of England tour of South Africa, 2004/05 (#1727, #1729)", "#2351 against Afghanistan, which Cricsheet withholds". */
export function teamGapText(g: TeamMissingTests, team: string): string {
  const numbers = g.test_numbers.length ? ` (${g.test_numbers.map((x) => `#${x}`).join(', ')})` : '';
  if (g.withheld) return `${g.test_numbers.map((x) => `#${x}`).join(', ')} against ${g.teams.find((t) => t !== team) ?? g.teams[0]}, which Cricsheet withholds`;
  const which = g.series_matches.length === 1 ? `Test ${g.series_matches[0]}` : `Tests ${listText(g.series_matches.map(String))}`;
  return `${which} of ${g.series ?? 'a series'}${numbers}`;
}

const gapCount = (list: readonly TeamMissingTests[]) => list.reduce((a, g) => a + g.tests, 0);

/** The lines of a career's coverage note: his team's Tests the archive lacks before his first and inside his span. */
export function careerNoteLines(note: CareerCoverageNote, he = 'his'): string[] {
  const lines: string[] = [];
  if (note.starts_with_archive) {
    lines.push(`${capital(he)} first Test here (#${note.first_test_number}) is ${note.team}'s first in the archive: any Tests ${he === 'his' ? 'he' : 'they'} played before it are not in the archive.`);
  }
  if (note.before.length > 0) {
    lines.push(
      `Before ${he} first Test here, ${note.team} played ${tests(gapCount(note.before))} the archive lacks (${note.before.map((g) => teamGapText(g, note.team)).join('; ')}): ${he} career may have started earlier.`,
    );
  }
  if (note.inside.length > 0) {
    lines.push(`Between ${he} first and last Test here, ${note.team} played ${tests(gapCount(note.inside))} the archive lacks (${note.inside.map((g) => teamGapText(g, note.team)).join('; ')}).`);
  }
  if (note.unknown_inside > 0) {
    lines.push(`In the same span the archive also lacks ${tests(note.unknown_inside)} whose teams it does not show.`);
  }
  return lines;
}

/** How many Tests of his team the archive lacks that he may have played (before his first here and inside his span). */
export const careerMissingTests = (note: CareerCoverageNote) => gapCount(note.before) + gapCount(note.inside) + note.unknown_inside;

/** "2003–06", "1999–2001", "2004": the years from the first to the last (the end's last two digits within a century). */
export function yearsText(first: number, last: number): string {
  if (first === last) return String(first);
  return Math.floor(first / 100) === Math.floor(last / 100) ? `${first}–${String(last).slice(2)}` : `${first}–${last}`;
}

/**
 * A career's coverage in plain words, to stand at its count of Tests: "About 6 of his 188 Tests, 2003–06, are
 * missing from the archive." (`held` Tests held, and the Tests of his team the archive lacks before his first and
 * inside his span, which he may have played: hence "about"); for a career that starts with the archive, "Any Tests
 * he played before 12 Dec 2001 are not in the archive." `owner` is "his", or a name's possessive ("AJ Smith's").
 */
export function careerGapSentence(note: CareerCoverageNote, held: number, firstDate: string | null, owner = 'his'): string | null {
  const gaps = [...note.before, ...note.inside];
  const missing = careerMissingTests(note);
  const parts: string[] = [];
  if (missing > 0) {
    const years = gaps.length ? `, ${yearsText(Math.min(...gaps.map((g) => Number(g.after_date.slice(0, 4)))), Math.max(...gaps.map((g) => Number(g.before_date.slice(0, 4)))))},` : '';
    parts.push(`About ${missing} of ${owner} ${n(held + missing)} Tests${years} ${missing === 1 ? 'is' : 'are'} missing from the archive.`);
  }
  if (note.starts_with_archive && firstDate) {
    const who = owner === 'his' ? 'he' : owner.replace(/['’]s$/, '');
    parts.push(`Any Tests ${who} played before ${fmtDate(firstDate)} are not in the archive.`);
  }
  return parts.length ? parts.join(' ') : null;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function listText(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
