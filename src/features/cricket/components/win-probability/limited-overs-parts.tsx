import { CsvDownload } from '../../../../components/csv-download';
import type { MatchWinProbability, WinProbabilityPoint } from '../../api/cricket-types';
import { chance, chaseText, closesOver, projectedText } from '../../utils/win-probability-text';
import { WP_COLOURS } from './win-probability-chart';

/**
 * The parts of the win-probability section that only ODIs and T20Is have: two outcomes (no draw), the chase strip
 * and the table of chances and the projected total at each over's end (in the server's HTML).
 */

export function LimitedLegend({ wp }: { wp: MatchWinProbability }) {
  const items: [string, string][] = [
    [`${wp.batting_first} win`, WP_COLOURS[0]],
    [`${wp.other} win`, WP_COLOURS[2]],
    ['Powerplay overs', '#f59e0b'],
  ];
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      {items.map(([label, colour]) => (
        <li key={label} className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-3 w-5 rounded-sm" style={{ background: colour }} />
          {label}
        </li>
      ))}
    </ul>
  );
}

/** The section's opening words for an ODI or T20I. */
export function LimitedIntro({ wp }: { wp: MatchWinProbability }) {
  const t = wp.limited?.target;
  return (
    <p className="mt-1 text-sm text-slate-600">
      The model&apos;s chances of a win for {wp.batting_first} and for {wp.other} before the first ball and after every delivery, from the state
      of the match (runs, wickets, balls left, the target) and each side&apos;s rating from earlier matches. It never saw this match&apos;s
      season. In the first innings it also projects the total, with an 80 % interval.
      {t?.revised ? ` The target was revised after an interruption: ${t.runs} from ${t.balls} balls.` : ''} Ties, no results and awarded matches are
      not used to fit or score the model; a tie still shows its chances. The data knows nothing of the weather (beyond a revised target), the
      pitch or why the toss was chosen.
    </p>
  );
}

/** "India need 62 from 41 balls, 7 wickets left: 71 %" at the picked ball, else at the chase's start. */
export function ChaseStrip({ wp, seq }: { wp: MatchWinProbability; seq: number | null }) {
  const picked = seq === null ? undefined : wp.points.find((p) => p.seq === seq);
  const start = wp.points.find((p) => p.needed !== undefined);
  const p = picked && picked.needed !== undefined ? picked : start;
  const text = p ? chaseText(wp, p) : null;
  if (!p || !text) return null;
  return (
    <p className="mt-3 rounded-md bg-slate-100 px-3 py-2 text-sm font-medium text-slate-900" data-testid="wp-chase-strip" aria-live="polite">
      {p === start && p !== picked ? 'At the start of the chase: ' : ''}
      {text}
      {p.required_rate != null && p.needed !== undefined && p.needed > 0 ? ` (${p.required_rate.toFixed(2)} an over needed)` : ''}.
    </p>
  );
}

function scoreOf(p: WinProbabilityPoint): string {
  // The first innings' last ball: its point is already the chase's start.
  if (p.inns === 1 && p.needed !== undefined) return 'innings over';
  return p.runs === undefined || p.wickets === undefined ? '' : p.wickets >= 10 ? `${p.runs} all out` : `${p.runs}/${p.wickets}`;
}

/** The chances and the first innings' projected total at each over's end: the figures behind the chart. */
export function OverEndsTable({ wp }: { wp: MatchWinProbability }) {
  const rows = wp.points
    .map((p, i) => ({ p, i }))
    .filter(({ i }) => closesOver(wp.points, i))
    .map(({ p }) => p);
  const caption = "Chances and the projected total at each over's end";
  return (
    <details className="mt-4" data-testid="wp-over-ends">
      <summary className="cursor-pointer text-sm font-medium text-slate-900">{caption} ({rows.length} overs)</summary>
      <div className="mt-2 overflow-x-auto">
        <table id="wp-over-ends" className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-1 pr-2 font-medium">Over</th>
              <th scope="col" className="px-2 py-1 text-right font-medium">Score</th>
              <th scope="col" className="px-2 py-1 text-right font-medium">{wp.batting_first}</th>
              <th scope="col" className="px-2 py-1 text-right font-medium">{wp.other}</th>
              <th scope="col" className="py-1 pl-2 text-left font-medium">Projected total or chase</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.seq} className="border-t border-slate-200">
                <th scope="row" className="py-1 pr-2 text-left font-normal whitespace-nowrap text-slate-800">
                  {p.inns === 1 ? '1st' : '2nd'} inns, {p.over}
                </th>
                <td className="px-2 py-1 text-right whitespace-nowrap tabular-nums">{scoreOf(p)}</td>
                <td className="px-2 py-1 text-right whitespace-nowrap tabular-nums">{chance(p.first_win)}</td>
                <td className="px-2 py-1 text-right whitespace-nowrap tabular-nums">{chance(p.other_win)}</td>
                <td className="py-1 pl-2 text-left text-slate-700">{projectedText(p) ?? (chaseText(wp, p) ? `${chaseText(wp, p)}` : '')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-1 flex justify-end">
        <CsvDownload tableId="wp-over-ends" label={caption} />
      </div>
    </details>
  );
}
