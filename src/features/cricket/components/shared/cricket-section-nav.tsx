import { Link, useLocation } from 'wouter';
import { linkTo } from '../../../../../contracts/route-manifest';
import { FormatControl } from './format-control';

/** The cricket section's own pages, in the order a visitor meets them. */
const SECTIONS = [
  { name: 'Players', path: linkTo('/cricket') },
  { name: 'Matches', path: linkTo('/cricket/matches') },
  { name: 'Teams', path: linkTo('/cricket/teams') },
  { name: 'Series', path: linkTo('/cricket/series') },
  { name: 'Grounds', path: linkTo('/cricket/grounds') },
  { name: 'Umpires', path: linkTo('/cricket/umpires') },
  { name: 'Records', path: linkTo('/cricket/records') },
  { name: 'Archive coverage', path: linkTo('/cricket/coverage') },
] as const;

/**
 * The cricket menu: a row of links to the section's pages (players, matches and scorecards, teams, series, grounds,
 * umpires, the records book, what
 * the archive holds), on the players page and under every cricket page's breadcrumb, so each is one click from any
 * other. The page a visitor is on is marked as the current one.
 */
export function CricketSectionNav() {
  const [location] = useLocation();
  const here = location.toLowerCase().replace(/\/+$/, '') || '/';
  return (
    <nav aria-label="Cricket sections" className="mt-2" data-testid="cricket-section-nav">
      {/* One row that scrolls sideways on a phone (three rows of links would push the page's data off its first screen). */}
      <ul className="flex gap-2 text-sm max-sm:-mx-4 max-sm:overflow-x-auto max-sm:px-4 max-sm:pb-1 sm:flex-wrap">
        {SECTIONS.map((s) => {
          const current = here === s.path;
          return (
            <li key={s.path} className="shrink-0">
              <Link
                href={s.path}
                aria-current={current ? 'page' : undefined}
                className={`inline-block whitespace-nowrap rounded-full border px-3 py-1 font-medium ${
                  current ? 'border-emerald-700 bg-emerald-700 text-white' : 'border-slate-300 text-slate-800 hover:bg-slate-100'
                }`}
              >
                {s.name}
              </Link>
            </li>
          );
        })}
      </ul>
      <FormatControl />
    </nav>
  );
}
