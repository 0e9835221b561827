import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { linkTo } from '../../../contracts/route-manifest';
import { formatNumber } from '../../../common/number-text';
import { ErrorMessage } from '../../components/error-message';
import { Spinner } from '../../components/spinner';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import type { SeriesBatting, SeriesBowling, SeriesDetail } from './api/cricket-types';
import { seriesPageQueries } from './api/page-queries';
import { Breadcrumb } from './components/shared/breadcrumb';
import { CricsheetCredit } from './components/shared/cricsheet-credit';
import { CsvTable, type CsvColumn } from './components/shared/csv-table';
import { DEF_RESULT, DEF_SERIES, Definitions, SubjectCoverage } from './components/shared/subject-coverage';
import { fmtDate } from './utils/summarise';
import { avg, h2hLink, num, playerLink, teamLink, testColumns } from './utils/team-columns';
import { apiUrl } from '../../lib/api-client';
import { useCricketFormat } from './hooks/use-cricket-format';
import { slugKey } from '../../../common/slug-key';

/** Overs from balls: "123.4". */
const overs = (balls: number) => `${Math.floor(balls / 6)}${balls % 6 ? `.${balls % 6}` : ''}`;

const BATTING: CsvColumn<SeriesBatting>[] = [
  { id: 'name', header: 'Player', text: (r) => r.name, href: (r) => (r.url_slug ? playerLink(r.url_slug) : null) },
  { id: 'team', header: 'Team', text: (r) => r.team },
  { id: 'matches', header: 'Tests', text: (r) => num(r.matches), numeric: true },
  { id: 'innings', header: 'Inns', text: (r) => num(r.innings), numeric: true },
  { id: 'not_outs', header: 'NO', text: (r) => num(r.not_outs), numeric: true },
  { id: 'runs', header: 'Runs', text: (r) => num(r.runs), numeric: true },
  { id: 'highest', header: 'HS', text: (r) => r.highest, numeric: true },
  { id: 'average', header: 'Avg', text: (r) => avg(r.average), numeric: true },
  { id: 'hundreds', header: '100s', text: (r) => num(r.hundreds), numeric: true },
  { id: 'fifties', header: '50s', text: (r) => num(r.fifties), numeric: true },
];

const BOWLING: CsvColumn<SeriesBowling>[] = [
  { id: 'name', header: 'Player', text: (r) => r.name, href: (r) => (r.url_slug ? playerLink(r.url_slug) : null) },
  { id: 'team', header: 'Team', text: (r) => r.team },
  { id: 'matches', header: 'Tests', text: (r) => num(r.matches), numeric: true },
  { id: 'overs', header: 'Overs', text: (r) => overs(r.balls), numeric: true },
  { id: 'maidens', header: 'Mdns', text: (r) => num(r.maidens), numeric: true },
  { id: 'runs', header: 'Runs', text: (r) => num(r.runs), numeric: true },
  { id: 'wickets', header: 'Wkts', text: (r) => num(r.wickets), numeric: true },
  { id: 'average', header: 'Avg', text: (r) => avg(r.average), numeric: true },
  { id: 'best', header: 'Best', text: (r) => r.best, numeric: true },
];

function Body({ s }: { s: SeriesDetail }) {
  const r = s.result;
  return (
    <>
      <SubjectCoverage tests={s.tests} subject={`of this series, ${fmtDate(s.first_date)} to ${fmtDate(s.last_date)}`} />
      <div className="card mt-4 p-4" data-testid="series-result">
        {r.complete ? (
          <p className="text-2xl font-bold text-slate-900" data-first-data="">{r.text}</p>
        ) : (
          <>
            <p className="text-lg font-semibold text-slate-900">The series result is not known from the archive.</p>
            <p className="mt-1 text-slate-800">{r.text}.</p>
            <ul className="mt-2 list-disc pl-5 text-slate-800" data-testid="series-gaps">
              {r.gaps.map((g) => (
                <li key={g}>{`${g.charAt(0).toUpperCase()}${g.slice(1)}.`}</li>
              ))}
            </ul>
          </>
        )}
        {s.filed_as.map((f) => (
          <p key={f.name} className="mt-2 text-sm text-slate-800" data-testid="series-filed-as">
            {f.numbers.length === 1 ? `Test ${f.numbers[0]}` : `Tests ${f.numbers.join(", ")}`} of this series{' '}
            {f.numbers.length === 1 ? 'is' : 'are'} filed in the archive under another name, &ldquo;{f.name}&rdquo;: counted here with the rest.
          </p>
        ))}
        <p className="mt-2 text-sm text-slate-700">
          <Link className="link" href={h2hLink(s.teams[0], s.teams[1])}>
            {s.teams[0]} v {s.teams[1]}: every Test between them
          </Link>
          {' · '}
          <Link className="link" href={teamLink(s.teams[0])}>
            {s.teams[0]}
          </Link>
          {' · '}
          <Link className="link" href={teamLink(s.teams[1])}>
            {s.teams[1]}
          </Link>
        </p>
      </div>
      <CsvTable title="The Tests" rows={s.test_rows} columns={testColumns({ result: false, series: false, number: true, pom: true })} rowKey={(t) => t.match_id} filename={`${s.slug}-tests`} testId="series-tests" note="Open a date for the scorecard." />
      <CsvTable title="Series batting" rows={s.batting} columns={BATTING} rowKey={(b) => `${b.url_slug}-${b.team}`} filename={`${s.slug}-batting`} testId="series-batting" note="Every batter, most runs first." />
      <CsvTable title="Series bowling" rows={s.bowling} columns={BOWLING} rowKey={(b) => `${b.url_slug}-${b.team}`} filename={`${s.slug}-bowling`} testId="series-bowling" note="Every bowler, most wickets first." />
      <Definitions items={[DEF_SERIES, DEF_RESULT, 'Averages: runs per dismissal (batting) and runs per wicket (bowling), over the Tests of this series the archive holds; * is not out.']} />
    </>
  );
}

export default function SeriesPage() {
  const { series = '' } = useParams<{ series: string }>();
  const slug = slugKey(series);
  const q = useQuery(seriesPageQueries(series, useCricketFormat()).series);
  const s = q.data;
  const title = s ? `${s.name}, ${s.season}` : 'Series';
  usePageMeta({
    title: withBrand(s ? `${title}: result, averages and every Test` : 'Test series'),
    description: s
      ? `${s.teams[0]} v ${s.teams[1]}, ${title}: ${s.result.complete ? s.result.text : 'result not known from the archive'}; ${formatNumber(s.tests)} Tests held, each with its scorecard and player of the match, and the series batting and bowling averages.`
      : "A men's Test series.",
    keywords: s ? [...s.teams, s.name, 'Test series'] : ['Test series'],
    canonicalPath: linkTo('/cricket/series/:series', { series: slug }),
    card: s ? { path: apiUrl('cardCricketSeries', { params: { seriesPng: `${s.slug}.png` } }), alt: `${title}, ${s.teams[0]} v ${s.teams[1]}: ${s.result.complete ? s.result.text : 'result not known from the archive'}` } : undefined,
  });
  return (
    <div className="page" data-testid="series-page">
      <Breadcrumb current={s ? title : q.error ? 'Series' : 'Loading...'} currentPath={s ? linkTo('/cricket/series/:series', { series: s.slug }) : undefined} trail={[{ name: 'Series', path: linkTo('/cricket/series') }]} />
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{s ? title : q.error ? 'Series not found' : 'Loading...'}</h1>
      {s && <p className="mt-1 text-slate-700">{`${s.teams[0]} v ${s.teams[1]}`}</p>}
      {q.error ? <ErrorMessage error={q.error} /> : !s ? <Spinner label="Loading..." /> : <Body s={s} />}
      <CricsheetCredit />
    </div>
  );
}
