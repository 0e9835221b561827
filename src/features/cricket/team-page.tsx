import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { linkTo } from '../../../contracts/route-manifest';
import { ErrorMessage } from '../../components/error-message';
import { Spinner } from '../../components/spinner';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import type { TeamDetail } from './api/cricket-types';
import { ResultSummary } from './components/shared/result-summary';
import { TeamCoverageNote } from './components/shared/team-coverage-note';
import { teamPageQueries } from './api/page-queries';
import { Breadcrumb } from './components/shared/breadcrumb';
import { CricsheetCredit } from './components/shared/cricsheet-credit';
import { CsvTable, type CsvColumn } from './components/shared/csv-table';
import { DEF_RESULT, DEF_SIDE, DEF_TOTALS, Definitions, SubjectCoverage } from './components/shared/subject-coverage';
import { fmtDate } from './utils/summarise';
import { batterColumns, bowlerColumns, groundLink, h2hLink, resultColumns, totalColumns, winColumns } from './utils/team-columns';
import { apiUrl } from '../../lib/api-client';
import { useCricketFormat } from './hooks/use-cricket-format';
import { slugKey } from '../../../common/slug-key';

type Side = TeamDetail['by_side'][number];
type Opp = TeamDetail['by_opposition'][number];
type Year = TeamDetail['by_year'][number];
type Ground = TeamDetail['by_ground'][number];

const SIDE_NAME = { home: 'Home', away: 'Away', neutral: 'Neutral' } as const;

/** "6 Tests, 12 Mar 2010 to 6 Aug 2010", "none". */
const runText = (r: { length: number; from: string | null; to: string | null }) =>
  r.length === 0 ? 'none' : `${r.length} Test${r.length === 1 ? '' : 's'}${r.from ? `, ${fmtDate(r.from)}${r.to && r.to !== r.from ? ` to ${fmtDate(r.to)}` : ''}` : ''}`;

function TeamBody({ d }: { d: TeamDetail }) {
  const slug = d.slug;
  const sideCols: CsvColumn<Side>[] = [{ id: 'side', header: 'Where', text: (r) => SIDE_NAME[r.side] }, ...resultColumns<Side>()];
  const oppCols: CsvColumn<Opp>[] = [{ id: 'opposition', header: 'Opposition', text: (r) => r.opposition, href: (r) => h2hLink(d.team, r.opposition) }, ...resultColumns<Opp>()];
  const yearCols: CsvColumn<Year>[] = [{ id: 'year', header: 'Year', text: (r) => String(r.year) }, ...resultColumns<Year>()];
  const groundCols: CsvColumn<Ground>[] = [
    { id: 'ground', header: 'Ground', text: (r) => r.ground, href: (r) => groundLink(r.ground) },
    { id: 'host', header: 'Country', text: (r) => r.host_country ?? '-' },
    ...resultColumns<Ground>(),
  ];
  const s = d.streaks;
  return (
    <>
      <SubjectCoverage tests={d.overall.tests} subject={`of ${d.team}, ${fmtDate(d.first_date)} to ${fmtDate(d.last_date)}`} />
      <TeamCoverageNote d={d} />
      <ResultSummary c={d.overall} label={`${d.team}'s results`} />
      <section className="mt-6" aria-labelledby="runs-title">
        <h2 id="runs-title" className="text-xl font-semibold text-slate-900">
          Runs of results
        </h2>
        <ul className="mt-2 space-y-1 text-slate-800" data-testid="team-streaks">
          <li>Longest winning run: {runText(s.longest_winning)}</li>
          <li>Longest unbeaten run: {runText(s.longest_unbeaten)}</li>
          <li>Current winning run: {runText(s.current_winning)}</li>
          <li>Current unbeaten run: {runText(s.current_unbeaten)}</li>
        </ul>
      </section>
      <CsvTable title="Home, away and neutral" rows={d.by_side} columns={sideCols} rowKey={(r) => r.side} filename={`${slug}-home-away`} testId="team-sides" />
      <CsvTable title="By opposition" rows={d.by_opposition} columns={oppCols} rowKey={(r) => r.slug} filename={`${slug}-by-opposition`} testId="team-opposition" note="Open an opponent for the head-to-head." />
      <CsvTable title="By year" rows={d.by_year} columns={yearCols} rowKey={(r) => r.year} filename={`${slug}-by-year`} testId="team-years" pageSize={10} />
      <CsvTable title="By ground" rows={d.by_ground} columns={groundCols} rowKey={(r) => r.slug} filename={`${slug}-by-ground`} testId="team-grounds" pageSize={10} />
      <CsvTable title="Highest totals" rows={d.highest_totals} columns={totalColumns(false)} rowKey={(r) => `${r.match_id}-${r.inning}`} filename={`${slug}-highest-totals`} testId="team-highest" />
      <CsvTable title="Lowest totals (all out)" rows={d.lowest_totals} columns={totalColumns(false)} rowKey={(r) => `${r.match_id}-${r.inning}`} filename={`${slug}-lowest-totals`} testId="team-lowest" />
      <CsvTable title="Biggest wins by runs" rows={d.biggest_wins_runs} columns={winColumns} rowKey={(r) => r.match_id} filename={`${slug}-biggest-wins-runs`} testId="team-wins-runs" />
      <CsvTable title="Biggest wins by wickets" rows={d.biggest_wins_wickets} columns={winColumns} rowKey={(r) => r.match_id} filename={`${slug}-biggest-wins-wickets`} testId="team-wins-wickets" />
      <CsvTable title="Leading run-scorers" rows={d.leading_batters} columns={batterColumns(false)} rowKey={(r) => r.url_slug} filename={`${slug}-run-scorers`} testId="team-batters" />
      <CsvTable title="Leading wicket-takers" rows={d.leading_bowlers} columns={bowlerColumns(false)} rowKey={(r) => r.url_slug} filename={`${slug}-wicket-takers`} testId="team-bowlers" />
      <Definitions
        items={[
          DEF_RESULT,
          DEF_SIDE,
          DEF_TOTALS,
          'A winning run is Tests won in a row; an unbeaten run, Tests in a row without a defeat (a draw continues it). The current runs are those after the latest Test in the archive.',
          'Players are counted for this team only, in the Tests the archive holds.',
        ]}
      />
    </>
  );
}

export default function TeamPage() {
  const { team = '' } = useParams<{ team: string }>();
  const slug = slugKey(team);
  const q = useQuery(teamPageQueries(team, useCricketFormat()).team);
  const d = q.data;
  usePageMeta({
    title: withBrand(d ? `${d.team} Test record: results, home and away, leading players` : 'Test team record'),
    description: d
      ? `${d.team} in men's Tests, ${d.first_date.slice(0, 4)} to ${d.last_date.slice(0, 4)}: ${d.overall.tests} Tests, ${d.overall.won} won, ${d.overall.lost} lost, ${d.overall.drawn} drawn; home and away, by opponent, year and ground, totals, biggest wins and leading players.`
      : "A men's Test team's record.",
    keywords: d ? [d.team, 'Test cricket', 'team record'] : ['Test cricket'],
    canonicalPath: linkTo('/cricket/team/:team', { team: slug }),
    card: d ? { path: apiUrl('cardCricketTeam', { params: { teamPng: `${d.slug}.png` } }), alt: `${d.team} in Tests: ${d.overall.tests} Tests, ${d.overall.won} won, ${d.overall.lost} lost, ${d.overall.drawn} drawn` } : undefined,
  });
  return (
    <div className="page" data-testid="team-page">
      <Breadcrumb current={d ? d.team : q.error ? 'Team' : 'Loading...'} currentPath={d ? linkTo('/cricket/team/:team', { team: d.slug }) : undefined} trail={[{ name: 'Teams', path: linkTo('/cricket/teams') }]} />
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{d ? `${d.team} in Tests` : q.error ? 'Team not found' : 'Loading...'}</h1>
      {q.error ? <ErrorMessage error={q.error} /> : !d ? <Spinner label="Loading..." /> : <TeamBody d={d} />}
      <CricsheetCredit />
    </div>
  );
}
