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
import { cricketFormat, DEFAULT_CRICKET_FORMAT } from '../../../common/cricket/formats';
import { ICC_FULL_MEMBERS_SINCE, isFullMember } from '../../../common/cricket/icc-members';

/** The columns, the format's match word in the spans' headings ("First ODI"). */
const columns = (word: string): CsvColumn<TeamRow>[] => [
  { id: 'team', header: 'Team', text: (r) => r.team, href: (r) => teamLink(r.team) },
  ...resultColumns<TeamRow>(),
  { id: 'first', header: `First ${word}`, text: (r) => fmtDate(r.first_date), nowrap: true },
  { id: 'last', header: `Last ${word}`, text: (r) => fmtDate(r.last_date), nowrap: true },
];

export default function TeamsPage() {
  const fmt = useCricketFormat();
  const format = cricketFormat(fmt);
  const label = format.label;
  usePageMeta({
    title: withBrand(`${fmt === DEFAULT_CRICKET_FORMAT ? "Men's Test" : label} teams: won, lost and drawn`),
    description: `Every ${fmt === DEFAULT_CRICKET_FORMAT ? "men's Test" : label} team in Cricsheet's archive: matches played, won, lost, drawn, win percentage and the span of its matches, with a page for each.`,
    keywords: ['cricket', label, 'team records', 'win percentage', 'Cricsheet'],
    canonicalPath: linkTo('/cricket/teams'),
  });
  const teams = useQuery(teamsPageQueries(fmt).teams);
  const tests = teams.data ? teams.data.reduce((s, t) => s + t.tests, 0) / 2 : 0;
  const full = teams.data?.filter((t) => isFullMember(t.team)) ?? [];
  const others = teams.data?.filter((t) => !isFullMember(t.team)) ?? [];
  const cols = columns(format.matchWord);
  const file = fmt === DEFAULT_CRICKET_FORMAT ? 'test-teams' : `${fmt}-teams`;
  return (
    <div className="page" data-testid="teams-page">
      <Breadcrumb current="Teams" currentPath={linkTo('/cricket/teams')} />
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{fmt === DEFAULT_CRICKET_FORMAT ? 'Test teams' : `${label} teams`}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        {fmt === DEFAULT_CRICKET_FORMAT ? "Every men's Test side" : `Every side of the ${label}`} in the archive with its results, the ICC&apos;s full members first; open a team for its record home and away, against each opponent, by year and by ground.
      </p>
      {teams.isError ? (
        <ErrorMessage error={teams.error} />
      ) : !teams.data ? (
        <Spinner label="Loading..." />
      ) : (
        <>
          <SubjectCoverage tests={tests} subject="in all" />
          <WithheldTeamNote />
          <CsvTable title="Full members" rows={full} columns={cols} rowKey={(r) => r.slug} filename={file} testId="teams" />
          {others.length > 0 && (
            <CsvTable title="Associate members and other sides" rows={others} columns={cols} rowKey={(r) => r.slug} filename={`${file}-associates`} testId="teams-associates" />
          )}
          <Definitions
            items={[
              DEF_RESULT,
              `Win % is ${format.matchWord}s won out of ${format.matchWord}s played, to one decimal place.`,
              `Full members are the ICC's twelve full members as the list stands since ${fmtDate(ICC_FULL_MEMBERS_SINCE)} (Afghanistan and Ireland admitted), whatever a side's status when it played; every other side, a World XI included, is listed below them.`,
            ]}
          />
        </>
      )}
      <CricsheetCredit />
    </div>
  );
}
