import { useState } from 'react';
import { ArticleTable } from '../../../components/article-layout';
import { ErrorMessage } from '../../../components/error-message';
import { Spinner } from '../../../components/spinner';
import { fixedHalfUp } from '../../../../common/number-text';

const DATA_STATES = ['loading', 'error', 'empty', 'loaded'] as const;
type DataState = (typeof DATA_STATES)[number];

const SAMPLE_ROWS = [
  { name: 'Lions', played: 4, won: 3, pct: 75 },
  { name: 'Tigers', played: 4, won: 2, pct: 50 },
  { name: 'Bears', played: 4, won: 1, pct: 25 },
];

/** A data page's four states (loading, error, empty, loaded), one at a time, picked with buttons. */
export function DataStatesDemo() {
  const [state, setState] = useState<DataState>('loaded');
  return (
    <div className="card">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Data state">
        {DATA_STATES.map((s) => (
          <button key={s} type="button" aria-pressed={state === s} onClick={() => setState(s)} className={state === s ? 'btn-primary' : 'btn-secondary'}>
            {s[0].toUpperCase() + s.slice(1)}
          </button>
        ))}
      </div>
      <div className="mt-4 min-h-40" data-testid="playground-state">
        {state === 'loading' && <Spinner label="Loading..." />}
        {state === 'error' && <ErrorMessage error={new Error('Player not found')} />}
        {state === 'empty' && <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-600">No matches recorded yet.</p>}
        {state === 'loaded' && (
          <ArticleTable>
            <thead>
              <tr>
                <th scope="col">Team</th>
                <th scope="col" className="num">Played</th>
                <th scope="col" className="num">Won</th>
                <th scope="col" className="num">Win %</th>
              </tr>
            </thead>
            <tbody>
              {SAMPLE_ROWS.map((r) => (
                <tr key={r.name}>
                  <td>{r.name}</td>
                  <td className="num">{r.played}</td>
                  <td className="num">{r.won}</td>
                  <td className="num">{fixedHalfUp(r.pct, 1)}</td>
                </tr>
              ))}
            </tbody>
          </ArticleTable>
        )}
      </div>
    </div>
  );
}
