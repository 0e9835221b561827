import { Link } from 'wouter';
import { linkTo } from '../../../../../contracts/route-manifest';
import { formatNumber } from '../../../../../common/number-text';

/** "The archive holds 272 Tests of England." with a link to what the archive holds and lacks. */
export function SubjectCoverage({ tests, subject }: { tests: number; subject: string }) {
  return (
    <p className="mt-2 text-sm text-slate-700" data-testid="subject-coverage">
      The archive holds {tests === 1 ? '1 Test' : `${formatNumber(tests)} Tests`} {subject}; Tests it lacks are not counted (
      <Link href={linkTo('/cricket/coverage')} className="link">
        which Tests the archive holds
      </Link>
      ).
    </p>
  );
}

/** The definitions a page's figures follow, stated on the page. */
export function Definitions({ items }: { items: string[] }) {
  return (
    <section className="mt-10 text-sm text-slate-700" aria-labelledby="definitions-title" data-testid="definitions">
      <h2 id="definitions-title" className="text-base font-semibold text-slate-900">
        How these figures are counted
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {items.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </section>
  );
}

export const DEF_RESULT =
  "A Test's result for a team is won, lost, drawn or tied, as Cricsheet records it; the Oval Test of 2006, awarded to England, counts as a win and a loss and is marked †.";
export const DEF_SIDE = "Home, away or neutral: the ground's host country against the team (Tests in the Emirates are neutral for both sides).";
export const DEF_SERIES =
  "A series is the Tests sharing a series name, a season and the two teams (and host country); a Test postponed to the next season, or a first Test filed under another name (the tour's, the rest under a trophy's), is joined to the series its numbering continues. Its result counts the Tests the archive holds, and is given only when none is missing: the series' Tests are numbered 1, 2, 3... with no gap, and no Test the archive lacks (by the official Test numbers) may follow the last one held.";
export const DEF_TOTALS = 'Lowest totals are innings all out (ten wickets). Biggest wins by runs leave out wins by an innings.';
