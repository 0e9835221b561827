import { Link } from 'wouter';
import { linkTo } from '../../../../../contracts/route-manifest';
import { CricketSectionNav } from '../shared/cricket-section-nav';

/** The players page's heading and its lines on what the archive holds, with links to coverage and the matches. */
export function PlayersIntro() {
  return (
    <>
      <CricketSectionNav />
      <h1 className="text-3xl font-bold text-slate-900">Explore Test Match Batting Careers</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Every men&apos;s Test cricketer in Cricsheet&apos;s ball-by-ball archive: search for a player to see their batting, bowling and
        fielding career in charts and tables, or switch on comparison mode to put two careers side by side.
      </p>
      <p className="mt-2 max-w-3xl text-sm text-slate-700" data-testid="coverage-link-line">
        The archive lacks some Tests, mostly from 2002 to 2008, so a card marked &ldquo;Career may be longer than the archive&rdquo; shows only
        part of a career:{' '}
        <Link href={linkTo('/cricket/coverage')} className="link">
          see which Tests the archive holds
        </Link>
        .
      </p>
      <p className="mt-2 max-w-3xl text-sm text-slate-700" data-testid="matches-link-line">
        Every Test the archive holds has a scorecard, with partnerships and the innings over by over:{' '}
        <Link href={linkTo('/cricket/matches')} className="link">
          browse the Test matches
        </Link>
        .
      </p>
      <p className="mt-2 max-w-3xl text-sm text-slate-700" data-testid="records-link-line">
        The most runs, wickets, catches and centuries, the highest scores and the best bowling across the archive, for any team, ground or years:{' '}
        <Link href={linkTo('/cricket/records')} className="link">
          open the records book
        </Link>
        .
      </p>
    </>
  );
}
