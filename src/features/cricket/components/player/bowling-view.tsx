import { useDeferredValue, useMemo } from 'react';
import { Link } from 'wouter';
import { Spinner } from '../../../../components/spinner';
import { ErrorMessage } from '../../../../components/error-message';
import { DataTable, type DataColumn } from '../../../../components/data-table';
import { LazySection } from '../../../../components/lazy-section';
import type { InningsRecord, PlayerDetail } from '../../api/cricket-types';
import { usePlayerBowling, usePlayerBowlingMatchups } from '../../api/get-player-bowling';
import { useInningsFilters } from '../../hooks/use-innings-filters';
import {
  battersFaced,
  BOWLING_GROUPINGS,
  bowlingBreakdown,
  figuresText,
  inningsKeys,
  summariseBowling,
  toBowlingRecords,
  wicketKinds,
  type BatterFaced,
  type BowlingGroup,
  type BowlingRecord,
} from '../../utils/bowling-summary';
import { filterInnings, filterOptions, isFiltered, NO_FILTERS } from '../../utils/innings-filter';
import { displayName } from '../../utils/player-name';
import { fmtAverage, fmtDate, fmtRate, type Grouping } from '../../utils/summarise';
import { overText } from '../../../../../common/cricket/over-text';
import { economyRate } from '../../../../../common/cricket/exact-round';
import { BowlingSummaryTable } from './bowling-summary-table';
import { breakdownLinks, GroupedBreakdown } from './breakdown-table';
import { ChartCard } from '../shared/chart-card';
import { WpaSection } from '../win-probability/wpa-section';
import { KindBars } from './dismissal-chart';
import { FilterBar, NothingFiltered, SummaryCard } from '../shared/filter-bar';
import { WicketsChart } from './wickets-chart';
import { linkTo } from '../../../../../contracts/route-manifest';

const num = <T,>(id: string, header: string, value: (r: T) => number | null, format?: (n: number | null) => string, label?: string): DataColumn<T> => ({
  id,
  header,
  label,
  value,
  render: format ? (r) => format(value(r)) : undefined,
  numeric: true,
});

const GROUP_FIGURES: DataColumn<BowlingGroup>[] = [
  num('matches', 'Mat', (r) => r.matches),
  num('innings', 'Inns', (r) => r.innings),
  num('balls', 'Balls', (r) => r.balls),
  num('runs', 'Runs', (r) => r.runs),
  num('wickets', 'Wkts', (r) => r.wickets),
  { id: 'bbi', header: 'BBI', value: (r) => (r.best_innings ? r.best_innings.wickets * 1000 - r.best_innings.runs : null), render: (r) => figuresText(r.best_innings), numeric: true },
  num('average', 'Ave', (r) => r.average, fmtAverage),
  num('economy', 'Econ', (r) => r.economy, fmtRate),
  num('sr', 'SR', (r) => r.strike_rate, fmtRate),
  num('five', '5w', (r) => r.five_wickets),
];

const INNINGS_COLUMNS: DataColumn<BowlingRecord>[] = [
  {
    id: 'date',
    header: 'Match Date',
    value: (r) => `${r.match_start_date} ${r.match_id} ${r.match_inns}`,
    render: (r) => (
      <Link href={`/cricket/match/${r.match_id}`} className="link">
        {fmtDate(r.match_start_date)}
      </Link>
    ),
    rowHeader: true,
    nowrap: true,
  },
  { id: 'overs', header: 'O', label: 'Overs', value: (r) => r.balls, render: (r) => overText(r.balls), numeric: true },
  num('maidens', 'M', (r) => r.maidens, undefined, 'Maidens'),
  num('runs', 'R', (r) => r.runs, undefined, 'Runs'),
  { ...num<BowlingRecord>('wickets', 'W', (r) => r.wickets, undefined, 'Wickets'), className: 'font-semibold' },
  { id: 'economy', header: 'Econ', value: (r) => (r.balls ? (6 * r.runs) / r.balls : null), render: (r) => fmtRate(economyRate(r.runs, r.balls)), numeric: true },
  num('dots', 'Dots', (r) => r.dots, undefined, 'Dot balls'),
  num('wides', 'Wd', (r) => r.wides, undefined, 'Wides'),
  num('no_balls', 'Nb', (r) => r.no_balls, undefined, 'No-balls'),
  num('inns', 'Match Inns.', (r) => r.match_inns),
  { id: 'opposition', header: 'Opposition', value: (r) => r.opposition },
  { id: 'ground', header: 'Ground', value: (r) => r.ground },
];

const BATTER_COLUMNS: DataColumn<BatterFaced>[] = [
  {
    id: 'batter',
    header: 'Batter',
    value: (r) => r.batter,
    rowHeader: true,
    nowrap: true,
    // His career, a click away.
    render: (r) =>
      r.slug ? (
        <Link href={linkTo('/cricket/player/:slug', { slug: r.slug })} className="link">
          {r.batter}
        </Link>
      ) : (
        r.batter
      ),
  },
  num('dismissals', 'Wkts', (r) => r.dismissals, undefined, 'Times he dismissed him'),
  num('balls', 'Balls', (r) => r.balls, undefined, 'Balls the batter faced from him'),
  num('runs', 'Runs', (r) => r.runs, undefined, 'Runs off the bat'),
  num('average', 'Ave', (r) => r.average, fmtAverage, 'Runs off the bat per dismissal'),
  num('dots', 'Dots', (r) => r.dots),
  num('fours', '4s', (r) => r.fours),
  num('sixes', '6s', (r) => r.sixes),
];

/** How many batters the match-ups table lists (most dismissed first). */
export const TOP_BATTERS = 25;

export const BOWLING_DEFINITIONS = [
  "Bowler's runs: runs off the bat plus wides and no-balls; byes, leg byes and penalty runs are not the bowler's.",
  'A legal ball is neither a wide nor a no-ball: balls, overs, economy (runs per six balls) and strike rate (balls per wicket) count legal balls only.',
  "A maiden is a completed over bowled by one bowler that concedes none of the bowler's runs (byes and leg byes do not spoil it; an over shared by two bowlers is no one's maiden).",
  "The bowler's wickets are bowled, caught, caught and bowled, lbw, stumped and hit wicket; run outs are not his.",
  'Best figures: most wickets, then fewest runs. 4w: innings with exactly four wickets; 5w: five or more; 10w: matches with ten or more.',
];

export function Definitions({ items }: { items: readonly string[] }) {
  return (
    <section className="card mt-6" aria-labelledby="definitions-heading" data-testid="definitions">
      <h2 id="definitions-heading" className="text-lg font-semibold text-slate-900">
        Definitions
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {items.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * "Batters he dismissed most": drawn when it nears the screen (the ranking and its 25-row table are work a phone
 * need not do while the page hydrates).
 */
function DismissedMost({ matchups, keep, filtered }: { matchups: ReturnType<typeof usePlayerBowlingMatchups>; keep: Set<string> | null; filtered: boolean }) {
  const batters = useMemo(() => (matchups.data ? battersFaced(matchups.data, keep).slice(0, TOP_BATTERS) : []), [matchups.data, keep]);
  return (
    <section className="card mt-6" aria-labelledby="batters-heading">
      <h2 id="batters-heading" className="text-lg font-semibold text-slate-900">
        Batters he dismissed most
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        The {TOP_BATTERS} batters he dismissed most often{filtered ? ' in the filtered innings' : ''}, from the balls they faced from him
        (wides excluded) and the runs they scored off the bat.
      </p>
      <div className="mt-3">
        {matchups.data ? (
          <DataTable rows={batters} columns={BATTER_COLUMNS} rowKey={(r) => r.batter_id} label="Batters he dismissed most" testId="bowling-matchups" empty="No batters" />
        ) : (
          !matchups.error && <Spinner label="Loading..." />
        )}
      </div>
    </section>
  );
}

function BowlingBody({ d, inns, records, narrow }: { d: PlayerDetail; inns: InningsRecord[]; records: BowlingRecord[]; narrow: boolean }) {
  const [urlFilters, setFilters] = useInningsFilters();
  const filters = useDeferredValue(urlFilters);
  const options = useMemo(() => filterOptions(records), [records]);
  const shown = useMemo(() => filterInnings(records, filters), [records, filters]);
  const filtered = isFiltered(filters);
  const matches = useMemo(() => new Set(filterInnings(inns, filters).map((r) => r.match_id)).size, [inns, filters]);
  const summary = useMemo(() => summariseBowling(matches, shown), [matches, shown]);
  const matchups = usePlayerBowlingMatchups(d.url_slug);
  const keep = useMemo(() => (filtered ? inningsKeys(shown) : null), [filtered, shown]);
  const kinds = useMemo(() => (matchups.data ? wicketKinds(matchups.data, keep) : []), [matchups.data, keep]);
  const rowsFor = useMemo(() => (g: Grouping) => bowlingBreakdown(g, shown), [shown]);
  const linkFor = useMemo(() => breakdownLinks(shown), [shown]);
  const name = displayName(d);
  const caption = filtered ? 'Bowling summary of the filtered innings' : 'Bowling career summary';
  return (
    <>
      <FilterBar filters={urlFilters} options={options} onChange={setFilters} counts={[{ shown: shown.length, total: records.length, dnbShown: 0, dnbTotal: 0 }]} />
      {shown.length === 0 ? (
        <NothingFiltered onClear={() => setFilters(NO_FILTERS)}>No bowling innings by {name} match these filters.</NothingFiltered>
      ) : (
        <>
          <SummaryCard title={caption}>
            <BowlingSummaryTable summary={summary} caption={caption} />
          </SummaryCard>
          <div className={`mt-6 grid gap-6 ${narrow ? 'grid-cols-1' : 'lg:grid-cols-2'}`}>
            <ChartCard title="Wickets in each innings" note="One bar per innings he bowled in, oldest first; five or more wickets in amber." testId="wickets-chart" minHeight={280}>
              {(w) => <WicketsChart innings={shown} width={w} />}
            </ChartCard>
            <ChartCard title="Wickets by dismissal kind" testId="wicket-kinds" minHeight={200}>
              {(w) =>
                matchups.error ? (
                  <ErrorMessage error={matchups.error} />
                ) : !matchups.data ? (
                  <Spinner label="Loading..." />
                ) : (
                  <KindBars data={kinds} width={w} unit="Wickets" label="His wickets by dismissal kind" />
                )
              }
            </ChartCard>
          </div>
          <LazySection minHeight={420} testId="bowling-breakdown-lazy">
            <section className="card mt-6" aria-labelledby="bowling-breakdown-heading">
              <h2 id="bowling-breakdown-heading" className="mb-3 text-lg font-semibold text-slate-900">
                Bowling breakdown
              </h2>
              <GroupedBreakdown groupings={BOWLING_GROUPINGS} rowsFor={rowsFor} figures={GROUP_FIGURES} testId="bowling-breakdown" linkFor={linkFor} />
            </section>
          </LazySection>
          <LazySection minHeight={560} testId="bowling-matchups-lazy">
            <DismissedMost matchups={matchups} keep={keep} filtered={filtered} />
          </LazySection>
        </>
      )}
      <LazySection minHeight={420} testId="wpa-bowling-lazy">
        <WpaSection slug={d.url_slug} role="bowling" />
      </LazySection>
      <LazySection minHeight={560} testId="bowling-innings-lazy">
        <section className="card mt-6">
          <h2 className="mb-3 text-lg font-semibold text-slate-900">Every bowling innings</h2>
          <DataTable
            rows={shown}
            columns={INNINGS_COLUMNS}
            rowKey={(r) => `${r.match_id}-${r.match_inns}`}
            label="Every bowling innings"
            pageSize={50}
            testId="bowling-innings"
            className="[&_.dt-scroll]:max-h-[32rem] [&_.dt-scroll]:overflow-y-auto [&_thead_th]:sticky [&_thead_th]:top-0 [&_thead_th]:z-20"
            empty="No innings"
          />
        </section>
      </LazySection>
    </>
  );
}

/** "Did not bowl in his only Test in the archive" / "in any of his 3 Tests". */
export const neverBowledLine = (matches: number) =>
  matches === 1 ? 'Did not bowl in his only Test in the archive' : `Did not bowl in any of his ${matches} Tests in the archive`;

/** The career page's Bowling view: summary, charts, breakdown, match-ups and every innings, under the filter bar. */
export function BowlingView({ d, inns, narrow }: { d: PlayerDetail; inns: InningsRecord[]; narrow: boolean }) {
  const bowling = usePlayerBowling(d.url_slug);
  const records = useMemo(() => (bowling.data ? toBowlingRecords(bowling.data.innings, inns, d.teams[0] ?? '') : null), [bowling.data, inns, d.teams]);
  return (
    <div data-testid="bowling-view">
      {bowling.error ? (
        <div className="mt-6">
          <ErrorMessage error={bowling.error} />
        </div>
      ) : !records ? (
        <Spinner label="Loading..." />
      ) : records.length === 0 ? (
        <p className="card mt-6 text-lg text-slate-800" data-testid="never-bowled">
          {neverBowledLine(d.matches)}.
        </p>
      ) : (
        <BowlingBody d={d} inns={inns} records={records} narrow={narrow} />
      )}
      <Definitions items={BOWLING_DEFINITIONS} />
    </div>
  );
}
