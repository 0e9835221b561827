import type { ArchiveCoverage, CareerCoverageNote, MissingTestInfo } from '../api/cricket-types';
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
  return `${m.teams[0]} v ${m.teams[1]}${m.series ? `, ${m.series_match ? `${ordinal(m.series_match)} Test of ` : ''}${m.series}` : ''}`;
}

const tests = (k: number) => (k === 1 ? '1 Test' : `${k} Tests`);

/** The lines of a career's coverage note (what is missing and why the career may be longer). */
export function careerNoteLines(note: CareerCoverageNote, he = 'his'): string[] {
  const lines: string[] = [];
  if (note.starts_with_archive) {
    lines.push(`${capital(he)} first Test here (#${note.first_test_number}) is ${note.team}'s first in the archive: any Tests ${he === 'his' ? 'he' : 'they'} played before it are not in the archive.`);
  }
  if (note.before.length > 0) {
    const known = note.before.filter((m) => m.teams);
    const unknown = note.before.length - known.length;
    const parts = [
      ...(known.length ? [`${tests(known.length)} of ${note.team}'s`] : []),
      ...(unknown ? [`${tests(unknown)} whose teams it does not show`] : []),
    ];
    lines.push(
      `Between ${note.team}'s previous Test here and ${he} first, the archive lacks ${parts.join(' and ')} (${listNumbers(note.before)}): ${he} career may have started earlier.`,
    );
  }
  if (note.inside.length > 0) {
    lines.push(`Between ${he} first and last Test here, the archive lacks ${tests(note.inside.length)} ${note.team} played (${listNumbers(note.inside)}).`);
  }
  if (note.unknown_inside > 0) {
    lines.push(`In the same span it also lacks ${tests(note.unknown_inside)} whose teams it does not show.`);
  }
  return lines;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function listNumbers(list: readonly MissingTestInfo[]): string {
  const shown = list.slice(0, 6).map((m) => `#${m.test_number}`);
  return list.length > 6 ? `${shown.join(', ')} and ${list.length - 6} more` : shown.join(', ');
}
