import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { linkTo } from '../../../contracts/route-manifest';
import { Link } from 'wouter';
import { DataTable } from '../../components/data-table';
import { ErrorMessage } from '../../components/error-message';
import { Pager } from '../../components/pager';
import { Spinner } from '../../components/spinner';
import { useUrlParams } from '../../hooks/use-url-params';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { matchesPageQueries } from './api/page-queries';
import { Breadcrumb } from './components/shared/breadcrumb';
import { CricsheetCredit } from './components/shared/cricsheet-credit';
import { MatchFilterForm } from './components/match/match-filter-form';
import { MATCH_LIST_COLUMNS } from './components/match/match-list-columns';
import { isMatchListFiltered, MATCHES_PAGE_SIZE, matchListParams, parseMatchList, type MatchListState } from './utils/match-list-filter';
import { useCricketFormat } from './hooks/use-cricket-format';

export default function MatchesPage() {
  usePageMeta({
    title: withBrand("Men's Test matches: every scorecard"),
    description: "Every men's Test in Cricsheet's ball-by-ball archive, newest first: filter by team, opposition, host country, ground, year and result, and open any scorecard.",
    keywords: ['Test cricket', 'scorecards', 'Test matches', 'Cricsheet'],
    canonicalPath: linkTo('/cricket/matches'),
  });
  const { search, update } = useUrlParams();
  const state = useMemo(() => parseMatchList(search), [search]);
  const q = matchesPageQueries(state, useCricketFormat());
  const page = useQuery(q.page);
  const filters = useQuery(q.filters);
  const onChange = (s: MatchListState) => update(matchListParams(s), { push: true });
  const total = page.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / MATCHES_PAGE_SIZE));
  return (
    <div className="page" data-testid="matches-page">
      <Breadcrumb current="Matches" currentPath={linkTo('/cricket/matches')} />
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Test matches</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Every men&apos;s Test in Cricsheet&apos;s ball-by-ball archive, newest first. Open a match for its scorecard: batting and bowling
        cards, fall of wickets, partnerships and the innings over by over. Tests the archive lacks have no scorecard here:{' '}
        <Link href="/cricket/coverage" className="link">
          see which Tests the archive holds
        </Link>
        .
      </p>
      <MatchFilterForm state={state} filters={filters.data} onChange={onChange} />
      {page.isPending ? (
        <Spinner label="Loading..." />
      ) : page.isError ? (
        <div className="mt-6">
          <ErrorMessage error={page.error} />
        </div>
      ) : (
        <section className="mt-6" aria-label="Matches">
          <p className="text-sm text-slate-700" data-testid="matches-count" aria-live="polite">
            {`${total === 1 ? '1 match' : `${total} matches`}${isMatchListFiltered(state) ? ' for these filters' : ' in the archive'}${
              pageCount > 1 ? ` · page ${Math.min(state.page, pageCount)} of ${pageCount}` : ''
            }.`}
          </p>
          <div className="mt-2">
            <DataTable
              rows={page.data.data}
              columns={MATCH_LIST_COLUMNS}
              rowKey={(m) => m.match_id}
              label="Test matches, newest first"
              sortable={false}
              narrow="cards"
              testId="matches-table"
              empty="No match in the archive matches these filters."
            />
          </div>
          <Pager page={Math.min(state.page, pageCount)} pageCount={pageCount} onChange={(p) => update({ page: p === 1 ? null : String(p) }, { push: true })} label="Matches pages" />
        </section>
      )}
      <CricsheetCredit />
    </div>
  );
}
