import { useQuery } from '@tanstack/react-query';
import { linkTo } from '../../../contracts/route-manifest';
import { ErrorMessage } from '../../components/error-message';
import { Spinner } from '../../components/spinner';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import type { TeamRow } from './api/cricket-types';
import { teamsPageQueries } from './api/page-queries';
import { Breadcrumb } from './components/shared/breadcrumb';
import { CricsheetCredit } from './components/shared/cricsheet-credit';
import { CsvTable, type CsvColumn } from './components/shared/csv-table';
import { WithheldTeamNote } from './components/shared/team-coverage-note';
import { DEF_RESULT, Definitions, SubjectCoverage } from './components/shared/subject-coverage';
import { resultColumns, teamLink } from './utils/team-columns';
import { fmtDate } from './utils/summarise';
import { useCricketFormat } from './hooks/use-cricket-format';

const COLUMNS: CsvColumn<TeamRow>[] = [
  { id: 'team', header: 'Team', text: (r) => r.team, href: (r) => teamLink(r.team) },
  ...resultColumns<TeamRow>(),
  { id: 'first', header: 'First Test', text: (r) => fmtDate(r.first_date), nowrap: true },
  { id: 'last', header: 'Last Test', text: (r) => fmtDate(r.last_date), nowrap: true },
];

export default function TeamsPage() {
  usePageMeta({
    title: withBrand("Men's Test teams: won, lost and drawn"),
    description: "Every men's Test team in Cricsheet's archive: Tests played, won, lost, drawn, win percentage and the span of its Tests, with a page for each.",
    keywords: ['Test cricket', 'team records', 'win percentage', 'Cricsheet'],
    canonicalPath: linkTo('/cricket/teams'),
  });
  const teams = useQuery(teamsPageQueries(useCricketFormat()).teams);
  const tests = teams.data ? teams.data.reduce((s, t) => s + t.tests, 0) / 2 : 0;
  return (
    <div className="page" data-testid="teams-page">
      <Breadcrumb current="Teams" currentPath={linkTo('/cricket/teams')} />
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Test teams</h1>
      <p className="mt-2 max-w-3xl text-slate-700">Every men&apos;s Test side in the archive with its results; open a team for its record home and away, against each opponent, by year and by ground.</p>
      {teams.isError ? (
        <ErrorMessage error={teams.error} />
      ) : !teams.data ? (
        <Spinner label="Loading..." />
      ) : (
        <>
          <SubjectCoverage tests={tests} subject="in all" />
          <WithheldTeamNote />
          <CsvTable title="Teams" rows={teams.data} columns={COLUMNS} rowKey={(r) => r.slug} filename="test-teams" testId="teams" />
          <Definitions items={[DEF_RESULT, 'Win % is Tests won out of Tests played, to one decimal place.']} />
        </>
      )}
      <CricsheetCredit />
    </div>
  );
}
