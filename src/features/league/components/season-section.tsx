import { Link } from 'wouter';
import type { GroupSeasonAnswer, SeasonFixture } from '../../../../contracts/season';
import { useMounted } from '../../../hooks/use-mounted';
import { fixturesToPlay, utcToday } from '../utils/fixtures-to-play';
import { SeasonFixtureList } from './season-fixtures';
import { SeasonTable } from './season-table';
import { linkTo } from '../../../../contracts/route-manifest';

export const UPCOMING_FIXTURES = 8;
export const OVERDUE_FIXTURES = 8;

const more = (n: number, what: string) => (n > 0 ? <p className="mt-1 text-xs text-slate-600">and {n} more{what}.</p> : null);

/**
 * The fixtures still to play: those dated before `today` and not yet played under "Overdue" (with their dates),
 * then the next ones dated today or later. `today` is null in the server's render and the first client render
 * (the visitor's day is known only in the browser, and a cached page may be older than today): then every open
 * fixture is listed by date as upcoming, and the split appears once the page is live.
 */
export function FixturesToPlay({ fixtures, today }: { fixtures: SeasonFixture[]; today: string | null }) {
  const { overdue, upcoming } = fixturesToPlay(fixtures, today);
  const next = upcoming.slice(0, UPCOMING_FIXTURES);
  const late = overdue.slice(0, OVERDUE_FIXTURES);
  return (
    <>
      {overdue.length ? (
        <div>
          <h3 className="text-lg font-semibold text-slate-900">Overdue</h3>
          <p className="text-xs text-slate-600">
            {overdue.length === 1 ? '1 fixture is' : `${overdue.length} fixtures are`} dated before today with no result yet.
          </p>
          <SeasonFixtureList fixtures={late} label="Overdue fixtures" testId="overdue-fixtures" openLabel="overdue" />
          {more(overdue.length - late.length, ' overdue')}
        </div>
      ) : null}
      <div>
        <h3 className="text-lg font-semibold text-slate-900">Upcoming fixtures</h3>
        {next.length ? (
          <SeasonFixtureList fixtures={next} label="Upcoming fixtures" testId="upcoming-fixtures" />
        ) : (
          <p className="text-sm text-slate-700">{overdue.length ? 'No fixture is dated today or later.' : 'Every fixture has been played.'}</p>
        )}
        {more(upcoming.length - next.length, '')}
      </div>
    </>
  );
}

/** The group page's season: its table and the next fixtures to play, with a link to the forecast. */
export function SeasonSection({ season, groupName, slug }: { season: GroupSeasonAnswer; groupName: string; slug: string }) {
  const mounted = useMounted();
  if (!season.season) return null;
  const recent = season.fixtures
    .filter((f) => f.result !== null)
    .sort((a, b) => (a.result!.game_date < b.result!.game_date ? 1 : a.result!.game_date > b.result!.game_date ? -1 : b.id - a.id))
    .slice(0, 4);
  const total = season.played + season.remaining;
  return (
    <section aria-labelledby="season-title" className="space-y-3" data-testid="group-season">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="season-title" className="text-2xl font-semibold text-slate-900">
          Season: {season.season.name}
        </h2>
        <Link href={linkTo('/pool/forecast/:groupUrlSlug', { groupUrlSlug: slug })} className="link font-medium">
          Season forecast: who can still win?
        </Link>
      </div>
      <p className="text-sm text-slate-700">
        {season.played} of {total} fixtures played, {season.remaining} to play. 2 points a win; ties on points go to score difference, then
        score for, then a seeded draw. The all-time ratings above count every match; this table counts only the season's fixtures.
      </p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <SeasonTable rows={season.table} caption={`${groupName} season table, ${season.season.name}`} />
        <div className="space-y-4">
          <FixturesToPlay fixtures={season.fixtures} today={mounted ? utcToday() : null} />
          {recent.length ? (
            <div>
              <h3 className="text-lg font-semibold text-slate-900">Latest season results</h3>
              <SeasonFixtureList fixtures={recent} label="Latest season results" testId="recent-fixtures" />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
