import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { groupMatchList, groupPageQueries, MATCHES_PAGE_SIZE } from './api/page-queries';
import { PagedMatchesTable } from './components/paged-matches-table';
import { pageQueryGate } from './components/query-state';
import { StandingsTable } from './components/standings-table';
import { GroupNotFound, isNotFound } from './components/not-found-notice';
import { SeasonSection } from './components/season-section';
import { AddToCalendar } from './components/add-to-calendar';
import { GroupResultsSection } from './components/group-results-section';
import { LazySection } from '../../components/lazy-section';
import { linkTo } from '../../../contracts/route-manifest';
import { PoolPageHeader } from './components/pool-page-header';
import { apiUrl } from '../../lib/api-client';

export default function PoolGroupPage() {
  const { groupUrlSlug = '' } = useParams<{ groupUrlSlug: string }>();
  const q = groupPageQueries(groupUrlSlug);
  const group = useQuery(q.group);
  const standings = useQuery(q.standings);
  const players = useQuery(q.players);
  // The matches table pages from the server; its first page (the same query) is in the server's HTML.
  const matches = useQuery(q.firstPage);
  const season = useQuery(q.season);
  const name = group.data?.name;
  usePageMeta({
    title: withBrand(name ? `${name} Pool Group` : 'Pool Group'),
    description: name
      ? `${name} amateur pool group: Colley rating standings, players and every match.`
      : 'Amateur pool group standings and matches.',
    keywords: ['pool league', 'Colley rating', 'standings'],
    card: group.data
      ? { path: apiUrl('cardPoolGroup', { params: { groupPng: `${group.data.url_slug}.png` } }), alt: `${group.data.name} pool standings: the top players' ratings, games and 90 % ranges` }
      : undefined,
  });

  if (isNotFound(group.error)) return <GroupNotFound />;
  const queries = [group, standings, players, matches];
  const gate = pageQueryGate(queries, 'Loading group...');
  if (gate) return gate;

  return (
    <div className="page space-y-10">
      <PoolPageHeader title={name ?? ''} group={{ name, slug: group.data!.url_slug }}>
        <AddToCalendar
          feedPath={apiUrl('poolGroupFixturesFeed', { params: { groupId: group.data!.url_slug } })}
          fileName={`${group.data!.url_slug}-fixtures.ics`}
          what="the group's fixtures"
        />
        <p className="text-sm">
          Played a match in this group?{' '}
          <Link href={linkTo('/me', {}, undefined, 'enter')} className="link">
            Enter your result
          </Link>{' '}
          (players sign in with the invite link from the league admin).
        </p>
        <GroupCups slug={group.data!.url_slug} />
      </PoolPageHeader>

      <section aria-labelledby="standings-title" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="standings-title" className="text-2xl font-semibold text-slate-900">
            Current Standings
          </h2>
          <Link href={linkTo('/pool/group/:groupUrlSlug/ratings-explanation', { groupUrlSlug: group.data!.url_slug })} className="link font-medium">
            How are ratings calculated?
          </Link>
        </div>
        <StandingsTable rows={standings.data!} caption={`${name} current standings`} />
        <div>
          <Link href={linkTo('/pool/predictions/:groupUrlSlug', { groupUrlSlug: group.data!.url_slug })} className="btn-primary inline-block">
            View group ratings over time
          </Link>
        </div>
      </section>

      {/* Read when it nears the screen: the list is live (never cached), so the page's first load asks for nothing more. */}
      <LazySection margin="100px" testId="group-results-place">
        <GroupResultsSection slug={group.data!.url_slug} />
      </LazySection>

      {season.data ? <SeasonSection season={season.data} groupName={name!} slug={group.data!.url_slug} /> : null}

      <section aria-labelledby="players-title" className="space-y-3">
        <h2 id="players-title" className="text-2xl font-semibold text-slate-900">
          Group Players
        </h2>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-3" data-testid="group-players">
          {players.data!.map((p) => (
            <li key={p.id}>
              <Link href={linkTo('/pool/player/:playerId', { playerId: p.id })} className="card block font-medium text-slate-900 hover:border-emerald-500 hover:text-emerald-800">
                {p.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="matches-title" className="space-y-3">
        <h2 id="matches-title" className="text-2xl font-semibold text-slate-900">
          All Matches
        </h2>
        <PagedMatchesTable
          list={groupMatchList(group.data!.url_slug)}
          pageSize={MATCHES_PAGE_SIZE}
          showFixtureWeight
          caption={`${name} matches`}
          empty={<p className="text-slate-700">No matches recorded in this group yet.</p>}
        />
      </section>
    </div>
  );
}

/** The group's knockout cups, each with its state in a line. */
function GroupCups({ slug }: { slug: string }) {
  const cups = useQuery(groupPageQueries(slug).cups);
  const mine = (cups.data ?? []).filter((c) => c.group.url_slug === slug);
  if (!mine.length) return null;
  return (
    <ul className="space-y-1 text-sm" data-testid="group-cups" aria-label="Cups">
      {mine.map((c) => (
        <li key={c.id}>
          <Link href={linkTo('/pool/cup/:cupSlug', { cupSlug: c.url_slug })} className="link font-medium">
            {c.name}
          </Link>{' '}
          <span className="text-slate-700">(knockout cup: {c.summary})</span>
        </li>
      ))}
    </ul>
  );
}
