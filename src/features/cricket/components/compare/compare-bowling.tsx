import { useMemo } from 'react';
import { DataTable, type DataColumn } from '../../../../components/data-table';
import type { BowlingSummary, InningsRecord, PlayerDetail } from '../../api/cricket-types';
import { usePlayerBowling } from '../../api/get-player-bowling';
import { figuresText, summariseBowling, toBowlingRecords } from '../../utils/bowling-summary';
import { filterInnings, type InningsFilters } from '../../utils/innings-filter';
import { fmtAverage, fmtRate } from '../../utils/summarise';
import { SERIES_COLOURS } from '../player/average-worm';

type Row = { label: string; value: (s: BowlingSummary) => string | number; better?: (s: BowlingSummary) => number | null; lowerIsBetter?: boolean };

const ROWS: Row[] = [
  { label: 'Tests', value: (s) => s.matches },
  { label: 'Innings bowled', value: (s) => s.innings },
  { label: 'Balls', value: (s) => s.balls },
  { label: 'Maidens', value: (s) => s.maidens },
  { label: 'Runs conceded', value: (s) => s.runs },
  { label: 'Wickets', value: (s) => s.wickets, better: (s) => s.wickets },
  { label: 'Best in an innings', value: (s) => figuresText(s.best_innings) },
  { label: 'Best in a match', value: (s) => figuresText(s.best_match) },
  { label: 'Average', value: (s) => fmtAverage(s.average), better: (s) => s.average, lowerIsBetter: true },
  { label: 'Economy', value: (s) => fmtRate(s.economy), better: (s) => s.economy, lowerIsBetter: true },
  { label: 'Strike rate', value: (s) => fmtRate(s.strike_rate), better: (s) => s.strike_rate, lowerIsBetter: true },
  { label: '5 wickets in an innings', value: (s) => s.five_wickets, better: (s) => s.five_wickets },
  { label: '10 wickets in a match', value: (s) => s.ten_wickets, better: (s) => s.ten_wickets },
];

/** Both players' bowling side by side (following the filter bar), shown only when both bowled. */
export function CompareBowling({
  details,
  innings,
  filters,
}: {
  details: readonly [PlayerDetail, PlayerDetail];
  innings: readonly [InningsRecord[], InningsRecord[]];
  filters: InningsFilters;
}) {
  const b1 = usePlayerBowling(details[0].url_slug);
  const b2 = usePlayerBowling(details[1].url_slug);
  const summaries = useMemo(() => {
    if (!b1.data || !b2.data) return null;
    return [b1.data, b2.data].map((b, i) => {
      const records = filterInnings(toBowlingRecords(b.innings, innings[i], details[i].teams[0] ?? ''), filters);
      const matches = new Set(filterInnings(innings[i], filters).map((r) => r.match_id)).size;
      return summariseBowling(matches, records);
    }) as [BowlingSummary, BowlingSummary];
  }, [b1.data, b2.data, innings, details, filters]);
  if (!summaries || !b1.data?.innings.length || !b2.data?.innings.length) return null;
  const names = details.map((d) => d.full_name ?? d.name);
  const columns: DataColumn<Row>[] = [
    { id: 'label', header: 'Bowling', render: (r) => r.label, rowHeader: true },
    ...summaries.map(
      (s, i): DataColumn<Row> => ({
        id: `p${i}`,
        header: <span style={{ color: SERIES_COLOURS[i] }}>{names[i]}</span>,
        label: names[i],
        numeric: true,
        render: (r) => {
          const [a, b] = summaries.map((x) => r.better?.(x) ?? null);
          const best = a !== null && b !== null && a !== b ? ((r.lowerIsBetter ? a < b : a > b) ? 0 : 1) : -1;
          return best === i ? <strong className="text-slate-900">{r.value(s)}</strong> : r.value(s);
        },
      }),
    ),
  ];
  return (
    <section className="card mt-6" aria-labelledby="cmp-bowling">
      <h2 id="cmp-bowling" className="text-lg font-semibold text-slate-900">
        Bowling side by side
      </h2>
      <p className="mt-1 text-sm text-slate-600">Both players bowled: their bowling in the innings the filters keep. Lower average, economy and strike rate are better.</p>
      <div className="mt-3">
        <DataTable rows={ROWS} columns={columns} rowKey={(r) => r.label} label="Bowling figures side by side" sortable={false} testId="compare-bowling" />
      </div>
    </section>
  );
}
