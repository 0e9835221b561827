import { percent } from '../../../../../common/number-text';
import type { ResultCounts } from '../../api/cricket-types';
import { num } from '../../utils/team-columns';

/** Tests, won, lost, drawn, tied and win % as figures (the awarded Test marked †). */
export function ResultSummary({ c, label }: { c: ResultCounts; label: string }) {
  return (
    <dl className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-6" aria-label={label} data-testid="result-summary" data-first-data="">
      {(
        [
          ['Tests', num(c.tests)],
          ['Won', `${num(c.won)}${c.awarded_won ? '†' : ''}`],
          ['Lost', `${num(c.lost)}${c.awarded > c.awarded_won ? '†' : ''}`],
          ['Drawn', num(c.drawn)],
          ['Tied', num(c.tied)],
          ['Win %', percent(c.win_pct, 1)],
        ] as const
      ).map(([k, v]) => (
        <div key={k} className="card p-3">
          <dt className="text-xs uppercase tracking-wide text-slate-600">{k}</dt>
          <dd className="whitespace-nowrap text-xl font-bold text-slate-900 sm:text-2xl">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

