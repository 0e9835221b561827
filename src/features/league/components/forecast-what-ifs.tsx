import { useState } from 'react';
import type { ForecastFixture, WhatIf } from '../../../../workers/season-forecast/types';
import { Pager } from '../../../components/pager';
import { formatDate } from '../../../lib/format-date';
import { sharePercent } from '../../../../common/number-text';

/** What-if controls a page shows at once; more fixtures than this are paged (a season holds up to 2,000). */
export const WHAT_IFS_PER_PAGE = 50;

/**
 * A what-if control per upcoming fixture: leave it to the model, or fix the winner. The choices live in the
 * address (`w=`), so a shared link recomputes the same forecast. Shown WHAT_IFS_PER_PAGE at a time.
 */
export function ForecastWhatIfs({
  fixtures,
  names,
  whatIfs,
  onChange,
}: {
  fixtures: ForecastFixture[];
  names: ReadonlyMap<number, string>;
  whatIfs: WhatIf[];
  onChange: (next: WhatIf[]) => void;
}) {
  const chosen = new Map(whatIfs.map((w) => [w.fixture_id, w.winner_id]));
  const set = (fixtureId: number, winner: number | null) => {
    const rest = whatIfs.filter((w) => w.fixture_id !== fixtureId);
    onChange(winner === null ? rest : [...rest, { fixture_id: fixtureId, winner_id: winner }]);
  };
  const name = (id: number) => names.get(id) ?? `#${id}`;
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(fixtures.length / WHAT_IFS_PER_PAGE));
  const current = Math.min(page, pageCount);
  const shown = fixtures.slice((current - 1) * WHAT_IFS_PER_PAGE, current * WHAT_IFS_PER_PAGE);
  return (
    <>
      <ul className="grid grid-cols-1 gap-2 md:grid-cols-2" data-testid="what-ifs">
        {shown.map((f) => {
          const value = chosen.get(f.fixture_id);
          const id = `what-if-${f.fixture_id}`;
          return (
            <li key={f.fixture_id} className="card flex flex-wrap items-center justify-between gap-2 !py-2">
              <label htmlFor={id} className="text-sm text-slate-800">
                <span className="block text-xs text-slate-600">{formatDate(f.date)}</span>
                {name(f.player1_id)} v {name(f.player2_id)}{' '}
                <span className="text-xs text-slate-600">({sharePercent(f.p1_win, 0)} / {sharePercent(1 - f.p1_win, 0)})</span>
              </label>
              <select
                id={id}
                className="input max-w-full"
                value={value === undefined ? '' : String(value)}
                onChange={(e) => set(f.fixture_id, e.target.value === '' ? null : Number(e.target.value))}
              >
                <option value="">Model decides</option>
                <option value={f.player1_id}>{name(f.player1_id)} wins</option>
                <option value={f.player2_id}>{name(f.player2_id)} wins</option>
              </select>
            </li>
          );
        })}
      </ul>
      <Pager page={current} pageCount={pageCount} onChange={setPage} label="Fixtures to play, pages" />
    </>
  );
}
