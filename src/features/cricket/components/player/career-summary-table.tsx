import { DataTable, type DataColumn } from '../../../../components/data-table';
import { fmtAverage, fmtRate } from '../../utils/summarise';

/** The figures a career (or a filtered part of one) is summed up by. */
export interface SummaryFigures {
  innings: number;
  not_outs: number;
  runs: number;
  balls_faced: number;
  average: number | null;
  strike_rate: number | null;
  centuries: number;
  fifties: number;
  fours: number;
  sixes: number;
}

const col = (id: string, header: string, label: string, render: (s: SummaryFigures) => string | number): DataColumn<SummaryFigures> => ({
  id,
  header: <abbr title={label} className="no-underline">{header}</abbr>,
  label: header,
  render,
  numeric: true,
});

const COLUMNS: DataColumn<SummaryFigures>[] = [
  col('innings', 'Innings', 'Innings batted', (s) => s.innings),
  col('not_outs', 'Not Outs', 'Innings not out', (s) => s.not_outs),
  col('runs', 'Runs Scored', 'Runs scored', (s) => s.runs),
  col('balls', 'Balls', 'Balls faced', (s) => s.balls_faced),
  col('average', 'Average', 'Runs per dismissal', (s) => fmtAverage(s.average)),
  col('sr', 'SR', 'Strike rate: runs per 100 balls', (s) => fmtRate(s.strike_rate)),
  col('hundreds', '100s', 'Centuries', (s) => s.centuries),
  col('fifties', '50s', 'Fifties', (s) => s.fifties),
  col('fours', '4s', 'Fours (boundaries)', (s) => s.fours),
  col('sixes', '6s', 'Sixes (boundaries)', (s) => s.sixes),
];

/** The career summary: one row of figures; a card of "label: value" lines on phones. */
export function CareerSummaryTable({ summary, caption = 'Career summary' }: { summary: SummaryFigures; caption?: string }) {
  return <DataTable rows={[summary]} columns={COLUMNS} rowKey={() => 'summary'} label={caption} narrow="cards" sortable={false} testId="career-summary" />;
}
