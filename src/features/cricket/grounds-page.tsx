import { useQuery } from '@tanstack/react-query';
import { linkTo } from '../../../contracts/route-manifest';
import { ErrorMessage } from '../../components/error-message';
import { Spinner } from '../../components/spinner';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import type { GroundRow } from './api/cricket-types';
import { groundsPageQueries } from './api/page-queries';
import { Breadcrumb } from './components/shared/breadcrumb';
import { CricsheetCredit } from './components/shared/cricsheet-credit';
import { CsvTable, type CsvColumn } from './components/shared/csv-table';
import { Definitions, SubjectCoverage } from './components/shared/subject-coverage';
import { fmtDate } from './utils/summarise';
import { groundLink, num } from './utils/team-columns';
import { useCricketFormat } from './hooks/use-cricket-format';

const COLUMNS: CsvColumn<GroundRow>[] = [
  { id: 'ground', header: 'Ground', text: (r) => r.ground, href: (r) => groundLink(r.ground) },
  { id: 'host', header: 'Country', text: (r) => r.host_country ?? '-' },
  { id: 'tests', header: 'Tests', text: (r) => num(r.tests), numeric: true },
  { id: 'won', header: 'Bat 1st won', text: (r) => num(r.bat_first_won), numeric: true },
  { id: 'drawn', header: 'Drawn', text: (r) => num(r.bat_first_drawn), numeric: true },
  { id: 'lost', header: 'Bat 1st lost', text: (r) => num(r.bat_first_lost), numeric: true },
  { id: 'first', header: 'First Test', text: (r) => fmtDate(r.first_date), nowrap: true },
  { id: 'last', header: 'Last Test', text: (r) => fmtDate(r.last_date), nowrap: true },
];

const DEF_GROUND =
  'A ground is one place however the data spells it ("Lord\'s" and "Lord\'s, London" are one ground), through a table of grounds and their other names kept by hand; its country is the country hosting Tests there.';

export default function GroundsPage() {
  usePageMeta({
    title: withBrand("Men's Test grounds: results batting first"),
    description: "Every ground of the men's Tests in Cricsheet's archive: Tests played and how the side batting first fared, with a page for each ground.",
    keywords: ['Test cricket', 'cricket grounds', 'venues', 'Cricsheet'],
    canonicalPath: linkTo('/cricket/grounds'),
  });
  const q = useQuery(groundsPageQueries(useCricketFormat()).grounds);
  return (
    <div className="page" data-testid="grounds-page">
      <Breadcrumb current="Grounds" currentPath={linkTo('/cricket/grounds')} />
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Test grounds</h1>
      <p className="mt-2 max-w-3xl text-slate-700">Every ground of the archive, most Tests first; open one for its toss, innings, totals, leading players and what the ball does as it ages.</p>
      {q.isError ? (
        <ErrorMessage error={q.error} />
      ) : !q.data ? (
        <Spinner label="Loading..." />
      ) : (
        <>
          <SubjectCoverage tests={q.data.reduce((s, g) => s + g.tests, 0)} subject={`at ${q.data.length} grounds`} />
          <CsvTable title="Grounds" rows={q.data} columns={COLUMNS} rowKey={(r) => r.slug} filename="test-grounds" testId="grounds" pageSize={25} />
        </>
      )}
      <Definitions items={[DEF_GROUND, 'Bat 1st won / lost: the result of the side that batted first; drawn Tests between.']} />
      <CricsheetCredit />
    </div>
  );
}
