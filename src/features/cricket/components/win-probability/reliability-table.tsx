import { formatNumber, shareInPercent, sharePercent } from '../../../../../common/number-text';
import { CsvDownload } from '../../../../components/csv-download';
import type { ReliabilityBin, WinProbabilityEvaluation } from '../../api/cricket-types';
import { WP_COLOURS } from './win-probability-chart';

/** The three outcomes as the reliability diagrams name and colour them. */
export const RELIABILITY_OUTCOMES: { key: keyof WinProbabilityEvaluation['reliability']; label: string; colour: string }[] = [
  { key: 'first_win', label: 'The side batting first wins', colour: WP_COLOURS[0] },
  { key: 'draw', label: 'Draw', colour: '#475569' },
  { key: 'other_win', label: 'The side batting second wins', colour: WP_COLOURS[2] },
];

/** Forecast against what happened by decile, with the Tests in each ("(few)" under 100). */
export function ReliabilityTable({ bins, label, testId = 'reliability-table' }: { bins: readonly ReliabilityBin[]; label: string; testId?: string }) {
  return (
    <div className="mt-3 overflow-x-auto">
      <table id={testId} className="w-full text-sm" data-testid={testId}>
        <caption className="sr-only">{label}: forecast against what happened, by decile</caption>
        <thead>
          <tr className="text-left text-slate-600">
            <th scope="col" className="py-1 pr-2 font-medium">Forecast band</th>
            <th scope="col" className="px-2 py-1 text-right font-medium">Mean forecast</th>
            <th scope="col" className="px-2 py-1 text-right font-medium">Happened</th>
            <th scope="col" className="py-1 pl-2 text-right font-medium">Tests</th>
          </tr>
        </thead>
        <tbody>
          {bins.map((b) => (
            <tr key={b.lo} className="border-t border-slate-200">
              <th scope="row" className="py-1 pr-2 text-left font-normal whitespace-nowrap">
                {formatNumber(shareInPercent(b.lo))}–{sharePercent(b.hi, 0)}
              </th>
              <td className="px-2 py-1 text-right tabular-nums">{b.points ? sharePercent(b.predicted, 1) : '-'}</td>
              <td className="px-2 py-1 text-right tabular-nums">{b.points ? sharePercent(b.observed, 1) : '-'}</td>
              <td className="py-1 pl-2 text-right tabular-nums">
                {formatNumber(b.tests)}
                {b.tests > 0 && b.tests < 100 ? ' (few)' : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-1 flex justify-end">
        <CsvDownload tableId={testId} label={label} />
      </div>
    </div>
  );
}
