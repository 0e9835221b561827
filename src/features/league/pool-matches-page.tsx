import { HowItWorks } from '../../components/how-it-works';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { ALL_MATCHES, MATCHES_PAGE_SIZE, poolMatchesPageQueries, shownGroups } from './api/page-queries';
import { GroupStandingsCard } from './components/group-standings-card';
import { PagedMatchesTable } from './components/paged-matches-table';
import { linkTo } from '../../../contracts/route-manifest';
import { DemoLeagueNotice } from './components/demo-league-notice';
import { CupLinks, TeamLeagueLinks } from './components/cup-links';


export default function PoolMatchesPage() {
  usePageMeta({
    title: withBrand('Pool League Rankings and Matches'),
    description: 'Amateur English pool league: weighted Colley ratings, current standings and every recorded frame.',
    keywords: ['pool league', 'Colley rating', 'English pool', 'amateur rankings'],
  });
  const groups = useQuery(poolMatchesPageQueries().groups);
  return (
    <div className="page space-y-10">
      <header className="space-y-4">
        <h1 className="text-3xl font-bold text-slate-900">Amateur pool league</h1>
        <DemoLeagueNotice />
        <p className="max-w-3xl text-slate-700">
          Groups of friends record every frame of English pool they play; each group is ranked with a <strong>Colley rating</strong> (50.00 is
          average).
        </p>
        <HowItWorks title="How the ratings work">
          <p>
            Instead of ranking players by win percentage, which rewards whoever happened to face the weakest opponents, every player starts at
            50.00, and a win counts for more against a strong opponent than against a weak one.
          </p>
          <p>
            Each frame carries a <strong>fixture weight</strong> (a cup night counts more than a casual one), and the
            ratings are worked out from all of a group's results at once, so the order of play does not matter to today's table. The
            group pages explain the calculation step by step, and the prediction pages replay the season match by match
            to test how well the ratings predict the next frame.
          </p>
        </HowItWorks>
      </header>

      <section aria-labelledby="standings-title">
        <h2 id="standings-title" className="mb-4 text-2xl font-semibold text-slate-900">
          Current Standings
        </h2>
        {groups.data?.length === 0 ? (
          <p className="text-slate-700" data-testid="empty-league">
            This league has no groups or results yet. Standings appear here as soon as the league admin records them.
          </p>
        ) : (
          <div className="grid grid-cols-1 gap-6 md:grid-cols-2" data-testid="hub-groups">
            {shownGroups(groups.data ?? []).map((slug) => (
              <GroupStandingsCard key={slug} slug={slug} />
            ))}
          </div>
        )}
      </section>

      <CupLinks />
      <TeamLeagueLinks />

      <section aria-labelledby="all-matches-title">
        <h2 id="all-matches-title" className="mb-4 text-2xl font-semibold text-slate-900">
          All Matches
        </h2>
        {/* One page at a time from the server: the first rows show as fast at 10,000 matches as at 850. */}
        <PagedMatchesTable
          list={ALL_MATCHES}
          pageSize={MATCHES_PAGE_SIZE}
          caption="All recorded matches"
          empty={
            <p className="text-slate-700">
              No matches recorded yet. <Link href={linkTo('/')} className="link">Back home</Link>
            </p>
          }
        />
      </section>
    </div>
  );
}
