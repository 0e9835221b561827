import type { CareerSummary } from '../api/cricket-types';
import { fmtAverage, fmtRate } from '../utils/summarise';

const COLUMNS: { label: string; title: string; value: (s: CareerSummary) => string | number }[] = [
  { label: 'Innings', title: 'Innings batted', value: (s) => s.innings },
  { label: 'Not Outs', title: 'Innings not out', value: (s) => s.not_outs },
  { label: 'Runs Scored', title: 'Runs scored', value: (s) => s.runs },
  { label: 'Balls', title: 'Balls faced', value: (s) => s.balls_faced },
  { label: 'Average', title: 'Runs per dismissal', value: (s) => fmtAverage(s.average) },
  { label: 'SR', title: 'Strike rate: runs per 100 balls', value: (s) => fmtRate(s.strike_rate) },
  { label: '100s', title: 'Centuries', value: (s) => s.centuries },
  { label: '50s', title: 'Fifties', value: (s) => s.fifties },
  { label: '4s', title: 'Fours', value: (s) => s.fours },
  { label: '6s', title: 'Sixes', value: (s) => s.sixes },
];

/** The career summary: a row of columns, or label/value pairs in the narrow layout. */
export function CareerSummaryTable({
  summary,
  narrow,
  caption = 'Career summary',
  testId = 'career-summary',
}: {
  summary: CareerSummary;
  narrow: boolean;
  caption?: string;
  testId?: string;
}) {
  if (narrow) {
    return (
      <table className="data-table w-full" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <tbody>
          {COLUMNS.map((c) => (
            <tr key={c.label}>
              <th scope="row" title={c.title} className="text-left">
                {c.label}
              </th>
              <td className="num">{c.value(summary)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <div className="table-wrap">
      <table className="data-table w-full" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c.label} scope="col" className="num" title={c.title}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {COLUMNS.map((c) => (
              <td key={c.label} className="num">
                {c.value(summary)}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
