import { useQuery } from '@tanstack/react-query';
import { linkTo } from '../../../contracts/route-manifest';
import { ErrorMessage } from '../../components/error-message';
import { Spinner } from '../../components/spinner';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import type { UmpireRow } from './api/cricket-types';
import { umpiresPageQueries } from './api/page-queries';
import { Breadcrumb } from './components/shared/breadcrumb';
import { CricsheetCredit } from './components/shared/cricsheet-credit';
import { CsvTable, type CsvColumn } from './components/shared/csv-table';
import { Definitions, SubjectCoverage } from './components/shared/subject-coverage';
import { fmtDate } from './utils/summarise';
import { num } from './utils/team-columns';
import { useCricketFormat } from './hooks/use-cricket-format';

type ByTeam = UmpireRow['by_team'][number] & { umpire: string };

const COLUMNS: CsvColumn<UmpireRow>[] = [
  { id: 'umpire', header: 'Umpire', text: (r) => r.umpire },
  { id: 'tests', header: 'Tests on the field', text: (r) => num(r.tests), numeric: true },
  { id: 'tv', header: 'As TV umpire', text: (r) => num(r.tv_tests), numeric: true },
  { id: 'reviews', header: 'Decisions reviewed', text: (r) => num(r.reviews), numeric: true },
  { id: 'overturned', header: 'Overturned', text: (r) => num(r.overturned), numeric: true },
  { id: 'stood', header: 'Stood', text: (r) => num(r.stood), numeric: true },
  { id: 'call', header: "Umpire's call", text: (r) => num(r.umpires_call), numeric: true },
  { id: 'span', header: 'Tests stood', text: (r) => (r.first_date ? `${fmtDate(r.first_date)} to ${fmtDate(r.last_date)}` : '-'), nowrap: true },
];

const BY_TEAM: CsvColumn<ByTeam>[] = [
  { id: 'umpire', header: 'Umpire', text: (r) => r.umpire },
  { id: 'team', header: 'Team reviewing', text: (r) => r.team },
  { id: 'reviews', header: 'Reviews', text: (r) => num(r.reviews), numeric: true },
  { id: 'overturned', header: 'Overturned', text: (r) => num(r.overturned), numeric: true },
  { id: 'stood', header: 'Stood', text: (r) => num(r.stood), numeric: true },
  { id: 'call', header: "Umpire's call", text: (r) => num(r.umpires_call), numeric: true },
];

export default function UmpiresPage() {
  usePageMeta({
    title: withBrand('Test umpires and DRS reviews'),
    description: "Every umpire of the men's Tests in Cricsheet's archive: Tests stood, and how many of his decisions were reviewed, overturned and let stand, by the team reviewing.",
    keywords: ['Test cricket', 'umpires', 'DRS', 'reviews'],
    canonicalPath: linkTo('/cricket/umpires'),
  });
  const pq = umpiresPageQueries(useCricketFormat());
  const q = useQuery(pq.umpires);
  const teams = useQuery(pq.teams);
  const tests = teams.data ? teams.data.reduce((s, t) => s + t.tests, 0) / 2 : null;
  const byTeam: ByTeam[] = (q.data ?? []).flatMap((u) => u.by_team.map((t) => ({ ...t, umpire: u.umpire })));
  return (
    <div className="page" data-testid="umpires-page">
      <Breadcrumb current="Umpires" currentPath={linkTo('/cricket/umpires')} />
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Umpires and reviews</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Every on-field umpire of the archive&apos;s Tests, most Tests first, and the DRS reviews of his decisions where Cricsheet records them (from 2009 on; not every Test
        records its reviews).
      </p>
      {tests !== null && <SubjectCoverage tests={tests} subject="in all" />}
      {q.isError ? (
        <ErrorMessage error={q.error} />
      ) : !q.data ? (
        <Spinner label="Loading..." />
      ) : (
        <>
          <CsvTable title="Umpires" rows={q.data} columns={COLUMNS} rowKey={(r) => r.umpire} filename="test-umpires" testId="umpires" pageSize={25} />
          <CsvTable title="Reviews by team reviewing" rows={byTeam} columns={BY_TEAM} rowKey={(r) => `${r.umpire}-${r.team}`} filename="test-umpire-reviews-by-team" testId="umpire-reviews" pageSize={25} />
        </>
      )}
      <Definitions
        items={[
          'Tests on the field and as TV umpire as the match data names the officials; the archive lacks some Tests, so these counts are of the Tests it holds.',
          "A reviewed decision was overturned when the review was upheld, and stood when it was struck down (umpire's call counted among those that stood).",
        ]}
      />
      <CricsheetCredit />
    </div>
  );
}
