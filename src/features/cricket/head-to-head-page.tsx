import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { linkTo } from '../../../contracts/route-manifest';
import { ErrorMessage } from '../../components/error-message';
import { Spinner } from '../../components/spinner';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import type { HeadToHead } from './api/cricket-types';
import { headToHeadPageQueries } from './api/page-queries';
import { Breadcrumb } from './components/shared/breadcrumb';
import { CricsheetCredit } from './components/shared/cricsheet-credit';
import { CsvTable, type CsvColumn } from './components/shared/csv-table';
import { ResultSummary } from './components/shared/result-summary';
import { DEF_RESULT, DEF_SERIES, Definitions, SubjectCoverage } from './components/shared/subject-coverage';
import { batterColumns, bowlerColumns, h2hLink, num, resultColumns, seriesLink, teamLink, testColumns, totalColumns } from './utils/team-columns';
import { apiUrl } from '../../lib/api-client';
import { useCricketFormat } from './hooks/use-cricket-format';

type Host = HeadToHead['by_host'][number];
type Series = HeadToHead['by_series'][number];

function Body({ h }: { h: HeadToHead }) {
  const file = `${h.team_slug}-v-${h.opposition_slug}`;
  const hostCols: CsvColumn<Host>[] = [{ id: 'host', header: 'Host country', text: (r) => r.host_country ?? '-' }, ...resultColumns<Host>()];
  const seriesCols: CsvColumn<Series>[] = [
    { id: 'series', header: 'Series', text: (r) => `${r.series}, ${r.season}`, href: (r) => seriesLink(r.slug) },
    { id: 'tests', header: 'Tests held', text: (r) => num(r.tests), numeric: true },
    { id: 'result', header: 'Result', text: (r) => r.result },
  ];
  return (
    <>
      <SubjectCoverage tests={h.overall.tests} subject={`between ${h.team} and ${h.opposition}`} />
      <p className="mt-2 text-slate-800">
        Results from {h.team}&apos;s side.{' '}
        <Link className="link" href={h2hLink(h.opposition, h.team)}>
          See them from {h.opposition}&apos;s side
        </Link>
        ; {h.team}&apos;s{' '}
        <Link className="link" href={teamLink(h.team)}>
          whole record
        </Link>
        .
      </p>
      <ResultSummary c={h.overall} label={`${h.team} against ${h.opposition}`} />
      <CsvTable title="Every Test between them" rows={h.tests} columns={testColumns({ result: true, series: true, number: false, pom: false })} rowKey={(r) => r.match_id} filename={`${file}-tests`} testId="h2h-tests" pageSize={20} note={`Newest first; the result is ${h.team}'s. Open a date for the scorecard.`} />
      <CsvTable title="By host country" rows={h.by_host} columns={hostCols} rowKey={(r) => r.host_country ?? '-'} filename={`${file}-by-host`} testId="h2h-hosts" />
      <CsvTable title="By series" rows={h.by_series} columns={seriesCols} rowKey={(r) => r.slug} filename={`${file}-by-series`} testId="h2h-series" />
      <CsvTable title="Leading run-scorers in these Tests" rows={h.leading_batters} columns={batterColumns(true)} rowKey={(r) => `${r.url_slug}-${r.team}`} filename={`${file}-run-scorers`} testId="h2h-batters" />
      <CsvTable title="Leading wicket-takers in these Tests" rows={h.leading_bowlers} columns={bowlerColumns(true)} rowKey={(r) => `${r.url_slug}-${r.team}`} filename={`${file}-wicket-takers`} testId="h2h-bowlers" />
      <CsvTable title="Highest totals" rows={h.highest_totals} columns={totalColumns(true)} rowKey={(r) => `${r.match_id}-${r.inning}`} filename={`${file}-highest-totals`} testId="h2h-totals" />
      <Definitions items={[DEF_RESULT, DEF_SERIES, 'The host country is the country of the ground (the Emirates for Tests there).']} />
    </>
  );
}

export default function HeadToHeadPage() {
  const { team = '', opposition = '' } = useParams<{ team: string; opposition: string }>();
  const q = useQuery(headToHeadPageQueries(team, opposition, useCricketFormat()).headToHead);
  const h = q.data;
  const title = h ? `${h.team} v ${h.opposition}` : 'Head-to-head';
  usePageMeta({
    title: withBrand(h ? `${title} in Tests: every result, head-to-head record` : 'Test head-to-head'),
    description: h
      ? `${h.team} against ${h.opposition} in men's Tests: ${h.overall.tests} Tests, ${h.overall.won} won, ${h.overall.lost} lost, ${h.overall.drawn} drawn by ${h.team}; by host country and series, leading players, highest totals.`
      : "Two men's Test teams against each other.",
    keywords: h ? [h.team, h.opposition, 'head-to-head', 'Test cricket'] : ['Test cricket'],
    canonicalPath: linkTo('/cricket/head-to-head/:team/:opposition', { team: team.toLowerCase(), opposition: opposition.toLowerCase() }),
    card: h
      ? { path: apiUrl('cardCricketHeadToHead', { params: { pairPng: `${h.team_slug}-v-${h.opposition_slug}.png` } }), alt: `${title} in Tests: ${h.overall.tests} Tests, ${h.overall.won} won by ${h.team}, ${h.overall.lost} by ${h.opposition}, ${h.overall.drawn} drawn` }
      : undefined,
  });
  return (
    <div className="page" data-testid="head-to-head-page">
      <Breadcrumb current={h ? title : q.error ? 'Head-to-head' : 'Loading...'} currentPath={h ? linkTo('/cricket/head-to-head/:team/:opposition', { team: h.team_slug, opposition: h.opposition_slug }) : undefined} trail={h ? [{ name: 'Teams', path: linkTo('/cricket/teams') }, { name: h.team, path: teamLink(h.team) }] : [{ name: 'Teams', path: linkTo('/cricket/teams') }]} />
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{h ? `${title} in Tests` : q.error ? 'No Tests between these teams' : 'Loading...'}</h1>
      {q.error ? <ErrorMessage error={q.error} /> : !h ? <Spinner label="Loading..." /> : <Body h={h} />}
      <CricsheetCredit />
    </div>
  );
}
