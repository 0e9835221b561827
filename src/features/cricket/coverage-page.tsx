import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { DataTable, type DataColumn } from '../../components/data-table';
import { ErrorMessage } from '../../components/error-message';
import { Spinner } from '../../components/spinner';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import type { CoverageStretch, MissingTestInfo } from './api/cricket-types';
import { coveragePageQueries } from './api/page-queries';
import { Breadcrumb } from './components/shared/breadcrumb';
import { CricsheetCredit } from './components/shared/cricsheet-credit';
import { NoDataNotice } from './components/shared/no-data-notice';
import { coverageHeadline, missingWhat, missingWhen } from './utils/coverage-text';
import { fmtDate } from './utils/summarise';
import { linkTo } from '../../../contracts/route-manifest';
import { formatNumber } from '../../../common/number-text';
import { useCricketFormat } from './hooks/use-cricket-format';

const STRETCH_COLUMNS: DataColumn<CoverageStretch>[] = [
  {
    id: 'numbers',
    header: 'Tests',
    value: (s) => s.from_number,
    render: (s) => (s.from_number === s.to_number ? `#${s.from_number}` : `#${s.from_number} to #${s.to_number}`),
    rowHeader: true,
    nowrap: true,
  },
  { id: 'count', header: 'Held', value: (s) => s.tests, numeric: true },
  { id: 'from', header: 'From', value: (s) => s.from_date, render: (s) => fmtDate(s.from_date), nowrap: true },
  { id: 'to', header: 'To', value: (s) => s.to_date, render: (s) => fmtDate(s.to_date), nowrap: true },
];

const MISSING_COLUMNS: DataColumn<MissingTestInfo>[] = [
  { id: 'number', header: 'Test', value: (m) => m.test_number, render: (m) => `#${m.test_number}`, rowHeader: true, nowrap: true },
  { id: 'when', header: 'Played', value: (m) => m.after_date, render: missingWhen },
  { id: 'what', header: 'Teams and series', value: (m) => (m.teams ? 0 : 1), render: missingWhat },
  { id: 'scorecard', header: 'Scorecard', render: () => 'none: not in the archive', className: 'text-slate-600' },
];

/** What the archive holds: the headline count, the continuous stretches and every missing Test. */
export default function CoveragePage() {
  usePageMeta({
    title: withBrand("Which men's Tests the cricket archive holds"),
    description: "Which official men's Tests Cricsheet's ball-by-ball archive holds and which it lacks, with dates and, where known, teams: careers from the missing years are incomplete.",
    keywords: ['Test cricket', 'Cricsheet', 'data coverage', 'missing matches'],
    canonicalPath: linkTo('/cricket/coverage'),
  });
  const q = useQuery(coveragePageQueries(useCricketFormat()).coverage);
  const c = q.data;
  const known = c ? c.missing.filter((m) => m.teams).length : 0;
  return (
    <div className="page">
      <Breadcrumb current="Archive coverage" currentPath={linkTo('/cricket/coverage')} />
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Which Tests the archive holds</h1>
      {q.isPending && <Spinner label="Loading..." />}
      {q.isError && <ErrorMessage error={q.error} />}
      {c && c.first_number === null && <NoDataNotice />}
      {c && c.first_number !== null && (
        <>
          <p className="mt-3 max-w-3xl text-lg text-slate-900" data-testid="coverage-headline">
            {coverageHeadline(c)}.
          </p>
          <p className="mt-2 max-w-3xl text-slate-700">
            Every Test carries its official number, so the numbers the archive does not hold are the Tests it lacks: {formatNumber(c.missing.length)}{' '}
            between its first Test ({fmtDate(c.first_date)}) and its last ({fmtDate(c.last_date)}). Careers that cross those Tests are shorter
            here than they were; a career page says so at the top, and the players list marks such careers &ldquo;Career may be longer than the archive&rdquo;.
            Tests before #{c.first_number} are not in the archive at all.
          </p>
          {c.unnumbered > 0 && (
            <p className="mt-2 text-slate-700" data-testid="coverage-unnumbered">
              {c.unnumbered} {c.unnumbered === 1 ? 'match gives' : 'matches give'} no Test number and {c.unnumbered === 1 ? 'is' : 'are'} not counted above.
            </p>
          )}
          <section className="card mt-6" aria-labelledby="stretches-heading">
            <h2 id="stretches-heading" className="text-lg font-semibold text-slate-900">
              Continuous stretches ({formatNumber(c.stretches.length)})
            </h2>
            <p className="mt-1 text-sm text-slate-600">Runs of consecutive Test numbers the archive holds in full.</p>
            <div className="mt-3">
              <DataTable rows={c.stretches} columns={STRETCH_COLUMNS} rowKey={(s) => s.from_number} label="Continuous stretches" pageSize={20} testId="coverage-stretches" />
            </div>
          </section>
          <section className="card mt-6" aria-labelledby="missing-heading">
            <h2 id="missing-heading" className="text-lg font-semibold text-slate-900">
              Missing Tests ({formatNumber(c.missing.length)})
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Each was played between the start dates of the held Tests either side of it. Teams are given only where the series numbering shows
              them ({formatNumber(known)} of {formatNumber(c.missing.length)}); for the rest the archive does not say who played, and nothing here guesses.
            </p>
            <p className="mt-1 text-sm text-slate-600" data-testid="missing-no-scorecard">
              No scorecard exists on this site for a missing Test: the archive holds none of its balls. The Tests it holds each have one, in{' '}
              <Link href={linkTo('/cricket/matches')} className="link">
                the matches list
              </Link>
              .
            </p>
            <div className="mt-3">
              <DataTable rows={c.missing} columns={MISSING_COLUMNS} rowKey={(m) => m.test_number} label="Missing Tests" pageSize={40} testId="coverage-missing" />
            </div>
          </section>
          <p className="mt-6">
            <Link href={linkTo('/cricket')} className="link">
              Back to the players
            </Link>
          </p>
          <CricsheetCredit />
        </>
      )}
    </div>
  );
}
