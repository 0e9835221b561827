import { Link, useParams } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { DataTable, type DataColumn } from '../../components/data-table';
import { HowItWorks } from '../../components/how-it-works';
import { linkTo } from '../../../contracts/route-manifest';
import type { TeamDivision, TeamFixture, TeamLeague, TeamTableRow } from '../../../contracts/team-league';
import { formatNumber, scoreText, signed } from '../../../common/number-text';
import { formatDate } from '../../lib/format-date';
import { teamLeaguePageQueries } from './api/page-queries';
import { chanceText, formatLine, TIE_BREAKS } from './components/team-league-text';

type Chance = NonNullable<TeamDivision['chances']>['teams'][number];

/** "Ship Inn's", "The Mariners'". */
const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);

function columns(d: TeamDivision, slug: string): DataColumn<TeamTableRow>[] {
  const chance = (id: number) => d.chances?.teams.find((t) => t.team_id === id);
  const cols: DataColumn<TeamTableRow>[] = [
    { id: 'rank', header: 'Pos', numeric: true, firstDirection: 'ascending', value: (r) => r.rank },
    {
      id: 'team',
      header: 'Team',
      rowHeader: true,
      value: (r) => r.team.name,
      render: (r) => (
        <Link href={linkTo('/pool/league/:leagueSlug/team/:teamSlug', { leagueSlug: slug, teamSlug: r.team.url_slug })} className="link">
          {r.team.name}
        </Link>
      ),
    },
    { id: 'points', header: 'Pts', label: 'Points', numeric: true, value: (r) => r.points, render: (r) => <strong>{r.points}</strong> },
    { id: 'played', header: 'P', label: 'Played', numeric: true, value: (r) => r.played },
    { id: 'won', header: 'W', label: 'Won', numeric: true, value: (r) => r.won },
    { id: 'drawn', header: 'D', label: 'Drawn', numeric: true, value: (r) => r.drawn },
    { id: 'lost', header: 'L', label: 'Lost', numeric: true, value: (r) => r.lost },
    { id: 'diff', header: 'Frames ±', label: 'Frame difference', numeric: true, value: (r) => r.frame_difference, render: (r) => signed(r.frame_difference) },
    { id: 'form', header: 'Form', value: (r) => r.form.join(''), nowrap: true },
  ];
  if (!d.chances) return cols;
  const status = (c: Chance | undefined, can: keyof Chance, certain: keyof Chance): 'yes' | 'no' | null => (c?.[certain] === true ? 'yes' : c?.[can] === false ? 'no' : null);
  const add = (id: string, header: string, label: string, p: (c: Chance) => number, can: keyof Chance, certain: keyof Chance) =>
    cols.push({ id, header, label, numeric: true, value: (r) => chance(r.team.id)?.[id as 'title'] as number, render: (r) => { const c = chance(r.team.id); return c ? chanceText(p(c), status(c, can, certain)) : '–'; } });
  add('title', 'Title', 'Chance of the title', (c) => c.title, 'can_win_title', 'title_certain');
  if (d.rank > 1) add('promoted', 'Up', 'Chance of promotion', (c) => c.promoted, 'can_be_promoted', 'promotion_certain');
  if (d.format.relegate > 0 && d.chances.teams.some((t) => t.relegated > 0 || t.can_be_relegated)) add('relegated', 'Down', 'Chance of relegation', (c) => c.relegated, 'can_be_relegated', 'relegation_certain');
  return cols;
}

function FixtureLine({ f, slug }: { f: TeamFixture; slug: string }) {
  const href = linkTo('/pool/league/:leagueSlug/match/:fixtureId', { leagueSlug: slug, fixtureId: f.id });
  const state = f.card?.state === 'awaiting' ? ' (awaiting confirmation)' : f.card?.state === 'disputed' ? ' (disputed)' : '';
  return (
    <li>
      <span className="text-slate-600">{formatDate(f.date)}</span>{' '}
      <Link href={href} className="link">
        {f.home.name} {f.card?.state === 'confirmed' ? scoreText(f.card.home_frames, f.card.away_frames) : 'v'} {f.away.name}
      </Link>
      {state}
      {f.date !== f.original_date ? <span className="text-slate-600"> (rearranged from {formatDate(f.original_date)})</span> : null}
    </li>
  );
}

function DivisionSection({ d, league }: { d: TeamDivision; league: TeamLeague }) {
  const name = (id: number) => d.table.find((r) => r.team.id === id)?.team.name ?? '';
  const fixture = (id: number) => d.to_play.find((f) => f.id === id);
  return (
    <section aria-labelledby={`division-${d.id}`} className="space-y-3" data-testid={`division-${d.rank}`}>
      <h2 id={`division-${d.id}`} className="text-2xl font-semibold text-slate-900">
        {d.name}
      </h2>
      <p className="text-sm text-slate-700">{formatLine(d)}</p>
      <DataTable rows={d.table} columns={columns(d, league.url_slug)} rowKey={(r) => r.team.id} label={`${d.name} table`} sortable={false} rankedBy="points" testId={`table-${d.rank}`} />
      {d.chances ? (
        <p className="text-sm text-slate-700">
          Chances from {formatNumber(d.chances.sims)} simulated seasons{d.chances.current ? '' : ' (being worked out again after the latest result: these are from before it)'}. A dash: it
          cannot happen any more on points; 100 %: it is certain.
        </p>
      ) : (
        <p className="text-sm text-slate-700">No chances yet: they are worked out after the first result.</p>
      )}
      {d.chances?.games.length ? (
        <div className="space-y-1">
          <h3 className="text-lg font-semibold text-slate-900">The games that matter most</h3>
          <ul className="list-disc space-y-1 pl-5 text-slate-800" data-testid={`games-${d.rank}`}>
            {d.chances.games.map((g) => {
              const f = fixture(g.fixture_id);
              if (!f) return null;
              return (
                <li key={g.fixture_id}>
                  {f.home.name} v {f.away.name} ({formatDate(f.date)}): {possessive(name(g.team_id))} chance of {g.kind === 'title' ? 'the title' : g.kind} is {chanceText(g.if_home_wins, null)} if {f.home.name} win, {chanceText(g.if_away_wins, null)} if {f.away.name} do.
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <h3 className="text-lg font-semibold text-slate-900">Latest results</h3>
          <ul className="space-y-1 text-slate-800">{d.results.slice(0, 6).map((f) => <FixtureLine key={f.id} f={f} slug={league.url_slug} />)}</ul>
        </div>
        <div>
          <h3 className="text-lg font-semibold text-slate-900">To play</h3>
          <ul className="space-y-1 text-slate-800">{d.to_play.slice(0, 6).map((f) => <FixtureLine key={f.id} f={f} slug={league.url_slug} />)}</ul>
        </div>
      </div>
    </section>
  );
}

export default function TeamLeaguePage() {
  const { leagueSlug = '' } = useParams<{ leagueSlug: string }>();
  const q = useQuery(teamLeaguePageQueries(leagueSlug).league);
  const league = q.data;
  usePageMeta({
    title: withBrand(league ? `${league.name} – Pool Team League` : 'Pool Team League'),
    description: league ? `${league.name}: each division's table, results, fixtures and every team's chances of the title, promotion and relegation.` : undefined,
    keywords: ['pool team league', 'division table', 'promotion', 'relegation'],
  });
  if (q.error) {
    return (
      <div className="page space-y-4">
        <p className="text-lg text-slate-800" data-testid="no-league">
          No team league found at that address.
        </p>
        <Link href={linkTo('/pool/matches')} className="link">
          Back to the pool league
        </Link>
      </div>
    );
  }
  if (!league) return <div className="page">Loading the league...</div>;
  return (
    <div className="page space-y-10">
      <header className="space-y-2">
        <p className="text-sm">
          <Link href={linkTo('/pool/matches')} className="link">
            Pool league
          </Link>{' '}
          <span aria-hidden="true">/</span> Team leagues
        </p>
        <h1 className="text-3xl font-bold text-slate-900">{league.name}</h1>
        <p className="text-slate-800">{league.season ? `${league.season.name} season, from ${formatDate(league.season.start_date)}.` : 'No season yet.'} {TIE_BREAKS}</p>
      </header>
      {league.divisions.map((d) => (
        <DivisionSection key={d.id} d={d} league={league} />
      ))}
      <HowItWorks>
        <p>
          The chances come from playing the rest of the season many times, frame by frame: each frame&apos;s chance comes from the two players&apos; ratings (every singles frame of the league, weighted
          like the singles results), with each team&apos;s likely line-up (the players who have played most for it this season). In the simulation, teams level on points and frame difference are split by
          a fair draw. &quot;Cannot any more&quot; and &quot;certain&quot; are worked out exactly on points, every possible result of the remaining matches considered; level on points counts as still possible.
        </p>
      </HowItWorks>
    </div>
  );
}
