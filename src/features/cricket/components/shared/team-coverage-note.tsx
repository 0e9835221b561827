import { Link } from 'wouter';
import { linkTo } from '../../../../../contracts/route-manifest';
import { WITHHELD_TEAM, WITHHELD_TESTS } from '../../../../../common/cricket/withheld-tests';
import type { TeamDetail } from '../../api/cricket-types';
import { fmtDate } from '../../utils/summarise';

const tests = (n: number) => (n === 1 ? '1 Test' : `${n} Tests`);

/**
 * What the archive lacks of a team's Tests, where its record stands: the Tests Cricsheet withholds (with their
 * results and the record with them) and the Tests of its series the numbering shows missing.
 */
export function TeamCoverageNote({ d }: { d: TeamDetail }) {
  const c = d.coverage;
  if (!c.with_withheld && c.series_gaps === 0) return null;
  return (
    <aside className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950" data-testid="team-coverage-note" aria-label={`What the archive lacks of ${d.team}'s Tests`}>
      {c.with_withheld && (
        <>
          <p className="font-semibold">
            {d.team} played {tests(c.with_withheld.tests)} in this span and won {c.with_withheld.won}: the archive holds {d.overall.tests}, because Cricsheet
            withholds Afghanistan&apos;s matches.
          </p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {c.withheld.map((w) => (
              <li key={w.test_number}>
                Test #{w.test_number}, {fmtDate(w.date)}, v {w.opposition} at {w.ground}: {w.text}
              </li>
            ))}
          </ul>
          <p className="mt-1">
            With them: {tests(c.with_withheld.tests)}, {c.with_withheld.won} won, {c.with_withheld.lost} lost, {c.with_withheld.drawn} drawn. The tables
            below count only the Tests held.
          </p>
        </>
      )}
      {c.series_gaps > 0 && (
        <p className={c.with_withheld ? 'mt-2' : ''}>
          The numbering of {d.team}&apos;s series shows {tests(c.series_gaps)} the archive lacks, whose results it does not know (
          <Link href={linkTo('/cricket/coverage')} className="link">
            which Tests the archive holds
          </Link>
          ).
        </p>
      )}
    </aside>
  );
}

/** The teams list's note: the team Cricsheet withholds is not listed, and its opponents' records leave those Tests out. */
export function WithheldTeamNote() {
  const opponents = new Map<string, number>();
  for (const t of WITHHELD_TESTS) for (const x of t.teams) if (x !== WITHHELD_TEAM) opponents.set(x, (opponents.get(x) ?? 0) + 1);
  const years = WITHHELD_TESTS.map((t) => t.date.slice(0, 4)).sort();
  return (
    <p className="mt-3 text-sm text-slate-700" data-testid="withheld-team-note">
      {WITHHELD_TEAM} is not listed: it played {tests(WITHHELD_TESTS.length)} from {years[0]} to {years[years.length - 1]}, and Cricsheet withholds its
      matches, so its players are not in the archive either. Its opponents&apos; records here leave those Tests out (
      {[...opponents]
        .sort((a, b) => a[0].localeCompare(b[0]))
        .map(([t, n]) => `${t} ${n}`)
        .join(', ')}
      ).
    </p>
  );
}
