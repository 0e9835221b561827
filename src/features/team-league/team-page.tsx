import { Link, useParams } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { DataTable, type DataColumn } from '../../components/data-table';
import { linkTo } from '../../../contracts/route-manifest';
import type { TeamFixture, TeamPage } from '../../../contracts/team-league';
import { fixedHalfUp, scoreText, sharePercent } from '../../../common/number-text';
import { formatDate } from '../../lib/format-date';
import { apiUrl } from '../../lib/api-client';
import { teamPageQueries } from './api/page-queries';

type Member = TeamPage['squad'][number];

const squadColumns: DataColumn<Member>[] = [
  {
    id: 'player',
    header: 'Player',
    rowHeader: true,
    value: (m) => m.name,
    render: (m) => (
      <>
        <Link href={linkTo('/pool/player/:playerId', { playerId: m.player_id })} className="link">
          {m.name}
        </Link>
        {m.captain ? ' (captain)' : ''}
        {m.left_on ? ` (left ${formatDate(m.left_on)})` : ''}
      </>
    ),
  },
  { id: 'frames', header: 'Frames', numeric: true, value: (m) => m.frames },
  { id: 'won', header: 'Won', numeric: true, value: (m) => m.won },
  { id: 'share', header: 'Won %', label: 'Frames won', numeric: true, value: (m) => (m.frames ? m.won / m.frames : -1), render: (m) => (m.frames ? sharePercent(m.won / m.frames, 0) : '–') },
  { id: 'rating', header: 'Rating', numeric: true, value: (m) => m.rating ?? -1, render: (m) => (m.rating === null ? '–' : fixedHalfUp(m.rating, 2)) },
];

function result(f: TeamFixture, teamId: number): string {
  if (f.card?.state !== 'confirmed') return f.card ? (f.card.state === 'awaiting' ? 'awaiting confirmation' : 'disputed') : 'to play';
  const own = f.home.id === teamId ? f.card.home_frames : f.card.away_frames;
  const other = f.home.id === teamId ? f.card.away_frames : f.card.home_frames;
  return `${own > other ? 'Won' : own === other ? 'Drew' : 'Lost'} ${scoreText(own, other)}`;
}

export default function TeamLeagueTeamPage() {
  const { leagueSlug = '', teamSlug = '' } = useParams<{ leagueSlug: string; teamSlug: string }>();
  const q = useQuery(teamPageQueries(leagueSlug, teamSlug).team);
  const page = q.data;
  usePageMeta({
    title: withBrand(page ? `${page.team.name} – ${page.league.name}` : 'Pool team'),
    description: page ? `${page.team.name} (${page.division.name}, ${page.league.name}): squad with each player's frames, wins and rating, fixtures and results.` : undefined,
    keywords: ['pool team', 'squad averages', 'fixtures'],
  });
  if (q.error) {
    return (
      <div className="page space-y-4">
        <p className="text-lg text-slate-800" data-testid="no-team">
          No team found at that address.
        </p>
        <Link href={linkTo('/pool/league/:leagueSlug', { leagueSlug })} className="link">
          Back to the league
        </Link>
      </div>
    );
  }
  if (!page) return <div className="page">Loading the team...</div>;
  const fixtureColumns: DataColumn<TeamFixture>[] = [
    { id: 'date', header: 'Date', nowrap: true, value: (f) => f.date, render: (f) => formatDate(f.date) },
    {
      id: 'opponent',
      header: 'Opponent',
      rowHeader: true,
      value: (f) => (f.home.id === page.team.id ? f.away.name : f.home.name),
      render: (f) => (
        <Link href={linkTo('/pool/league/:leagueSlug/match/:fixtureId', { leagueSlug: page.league.url_slug, fixtureId: f.id })} className="link">
          {f.home.id === page.team.id ? `${f.away.name} (home)` : `${f.home.name} (away)`}
        </Link>
      ),
    },
    { id: 'result', header: 'Result', value: (f) => result(f, page.team.id) },
  ];
  return (
    <div className="page space-y-8">
      <header className="space-y-2">
        <p className="text-sm">
          <Link href={linkTo('/pool/league/:leagueSlug', { leagueSlug: page.league.url_slug })} className="link">
            {page.league.name}
          </Link>{' '}
          <span aria-hidden="true">/</span> {page.division.name}
        </p>
        <h1 className="text-3xl font-bold text-slate-900">{page.team.name}</h1>
        <p className="text-slate-800" data-testid="team-row">
          {page.team.venue ? `Home venue: ${page.team.venue}. ` : ''}
          {page.row ? `${page.row.rank === 1 ? 'Top' : `Place ${page.row.rank}`} of ${page.division.name} on ${page.row.points} points after ${page.row.played} matches (${page.row.won} won, ${page.row.drawn} drawn, ${page.row.lost} lost), ${page.season.name} season.` : ''}
        </p>
        <p className="text-sm">
          <a className="link" href={apiUrl('poolTeamFixturesFeed', { params: { leagueSlug: page.league.url_slug, teamSlug: page.team.url_slug } })} download={`${page.team.url_slug}-fixtures.ics`}>
            Add the fixtures to your calendar
          </a>
        </p>
      </header>
      <section aria-labelledby="squad-title" className="space-y-2">
        <h2 id="squad-title" className="text-2xl font-semibold text-slate-900">
          Squad
        </h2>
        <p className="text-sm text-slate-700">Frames played and won for {page.team.name} this season (singles and doubles); the rating is from every singles frame in the league.</p>
        <DataTable rows={page.squad} columns={squadColumns} rowKey={(m) => m.player_id} label={`${page.team.name} squad`} defaultSort={{ column: 'frames', direction: 'descending' }} testId="squad" />
      </section>
      <section aria-labelledby="fixtures-title" className="space-y-2">
        <h2 id="fixtures-title" className="text-2xl font-semibold text-slate-900">
          Fixtures and results
        </h2>
        <DataTable rows={page.fixtures} columns={fixtureColumns} rowKey={(f) => f.id} label={`${page.team.name} fixtures and results`} sortable={false} testId="team-fixtures" />
      </section>
    </div>
  );
}
