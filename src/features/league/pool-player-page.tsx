import { Link, useParams } from 'wouter';
import { useQueries, useQuery } from '@tanstack/react-query';
import { breadcrumbList, usePageMeta, useSiteOrigin, useStructuredData, withBrand } from '../../lib/page-meta';
import { MATCHES_PAGE_SIZE, playerGroupQueries, playerMatchList, playerPageQueries } from './api/page-queries';
import { HeadToHeadTable, type H2HStart } from './components/head-to-head-table';
import { PagedMatchesTable } from './components/paged-matches-table';
import { pageQueryGate } from './components/query-state';
import { isNotFound } from './components/not-found-notice';
import { PlayerGroupSection } from './components/player-group-section';
import { TeamHistorySection } from './components/team-history-section';
import { RecentForm } from './components/recent-form';
import { AddToCalendar } from './components/add-to-calendar';
import { RatingChangeSection } from './components/rating-change-section';
import { linkTo } from '../../../contracts/route-manifest';
import { DemoLeagueNotice } from './components/demo-league-notice';
import { apiUrl } from '../../lib/api-client';

/** Rows per page of the player's match list (also the page the server renders). */

/** No singles match: said so, with the player's team history when he plays in a team league. */
function NoMatches({ playerId, name }: { playerId?: string; name?: string }) {
  return (
    <div className="page space-y-4">
      <p className="text-sm">
        <Link href={linkTo('/pool/matches')} className="link">
          Back to the pool league
        </Link>
      </p>
      {name ? <h1 className="text-3xl font-bold text-slate-900">{name}</h1> : null}
      <p className="text-lg text-slate-800" data-testid="no-matches">
        {name ? 'No singles matches yet.' : 'No matches found for that player ID.'}
      </p>
      {playerId && name ? <TeamHistorySection playerId={playerId} /> : null}
    </div>
  );
}

export default function PoolPlayerPage() {
  const { playerId = '' } = useParams<{ playerId: string }>();
  const q = playerPageQueries(playerId);
  const player = useQuery(q.player);
  // The matches table pages from the server; its first page (the same query) tells an unknown or idle player.
  const matchList = playerMatchList(playerId);
  const matches = useQuery(q.firstPage);
  const groups = useQuery(q.groups);
  const h2h = useQuery(q.opponents);
  const form = useQuery(q.form);
  const name = player.data?.name;
  // Handicap starts against each opponent, from the groups the player is in (the first group that has the pair).
  const startQueries = useQueries({ queries: (groups.data ?? []).map((g) => playerGroupQueries(g.url_slug).starts) });
  const starts = new Map<number, H2HStart>();
  const me = Number(playerId);
  for (const q of startQueries) {
    for (const p of q.data?.pairs ?? []) {
      const other = p.stronger_id === me ? p.weaker_id : p.weaker_id === me ? p.stronger_id : null;
      if (other === null || starts.has(other)) continue;
      const mine = p.weaker_id === me;
      starts.set(other, { balls: p.balls, taker: p.weaker_name, sign: mine ? 1 : -1, text: p.text });
    }
  }
  usePageMeta({
    title: withBrand(name ? `${name} – Pool Player` : 'Pool Player'),
    description: name ? `${name}: recent form, head to head records, ratings and matches in the amateur pool league.` : undefined,
    keywords: ['pool player', 'head to head', 'Colley rating'],
    card: player.data
      ? { path: apiUrl('cardPoolPlayer', { params: { playerPng: `${player.data.id}.png` } }), alt: `${player.data.name}: rating and rank in each pool group, and recent form` }
      : undefined,
  });
  const origin = useSiteOrigin();
  useStructuredData(
    'breadcrumb',
    name ? breadcrumbList([{ name: 'Pool league', path: linkTo('/pool/matches') }, { name, path: linkTo('/pool/player/:playerId', { playerId }) }], origin) : null,
  );

  const queries = [player, matches, groups, h2h, form];
  if (isNotFound(player.error) || isNotFound(matches.error)) return <NoMatches />;
  const gate = pageQueryGate(queries, 'Loading player...');
  if (gate) return gate;
  if (!matches.data!.total) return <NoMatches playerId={playerId} name={name} />;

  const id = player.data!.id;
  return (
    <div className="page space-y-10">
      <header className="space-y-2">
        <p className="text-sm">
          <Link href={linkTo('/pool/matches')} className="link">
            &lt; Pool league
          </Link>
        </p>
        <h1 className="text-3xl font-bold text-slate-900">{name}</h1>
        <DemoLeagueNotice />
        {groups.data!.length ? (
          <AddToCalendar feedPath={apiUrl('poolPlayerFixturesFeed', { params: { playerId: id } })} fileName={`player-${id}-fixtures.ics`} what={`${name}'s fixtures`} />
        ) : null}
      </header>

      <section aria-labelledby="form-title" className="space-y-3">
        <h2 id="form-title" className="text-2xl font-semibold text-slate-900">
          Recent Form
        </h2>
        <RecentForm items={form.data!} />
      </section>

      <RatingChangeSection playerId={playerId} name={name!} />

      <TeamHistorySection playerId={playerId} />

      <section aria-labelledby="groups-title" className="space-y-3">
        <h2 id="groups-title" className="text-2xl font-semibold text-slate-900">
          Groups
        </h2>
        {groups.data!.length ? (
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            {groups.data!.map((g) => (
              <PlayerGroupSection key={g.id} group={g} playerId={id} playerName={name!} />
            ))}
          </div>
        ) : (
          <p className="text-slate-700">Not a member of any group.</p>
        )}
      </section>

      <section aria-labelledby="h2h-title" className="space-y-3">
        <h2 id="h2h-title" className="text-2xl font-semibold text-slate-900">
          Head To Head
        </h2>
        <HeadToHeadTable rows={h2h.data!} starts={starts.size ? starts : undefined} />
        {starts.size ? (
          <p className="text-sm text-slate-700">
            Handicap start: who takes how many of his seven balls off before the break so that the weaker player&apos;s chance of a frame is
            closest to 50 % (worked out on each group&apos;s predictions page).
          </p>
        ) : null}
      </section>

      <section aria-labelledby="pm-title" className="space-y-3">
        <h2 id="pm-title" className="text-2xl font-semibold text-slate-900">
          Matches
        </h2>
        <PagedMatchesTable list={matchList} showFixtureWeight pageSize={MATCHES_PAGE_SIZE} caption={`Matches of ${name}`} />
      </section>
    </div>
  );
}
