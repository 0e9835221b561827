import { Link } from 'wouter';
import type { GroupSeasonAnswer } from '../../../../contracts/season';
import { SeasonFixtureList } from './season-fixtures';
import { SeasonTable } from './season-table';

export const UPCOMING_FIXTURES = 8;

/** The group page's season: its table and the next fixtures to play, with a link to the forecast. */
export function SeasonSection({ season, groupName, slug }: { season: GroupSeasonAnswer; groupName: string; slug: string }) {
  if (!season.season) return null;
  const upcoming = season.fixtures.filter((f) => f.result === null).slice(0, UPCOMING_FIXTURES);
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
        <Link href={`/pool/forecast/${slug}`} className="link font-medium">
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
          <div>
            <h3 className="text-lg font-semibold text-slate-900">Upcoming fixtures</h3>
            {upcoming.length ? (
              <SeasonFixtureList fixtures={upcoming} label="Upcoming fixtures" testId="upcoming-fixtures" />
            ) : (
              <p className="text-sm text-slate-700">Every fixture has been played.</p>
            )}
            {season.remaining > upcoming.length ? (
              <p className="mt-1 text-xs text-slate-600">and {season.remaining - upcoming.length} more.</p>
            ) : null}
          </div>
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
