import { Link } from 'wouter';
import { RECORD_TABLE_IDS, RECORD_TABLE_INFO, recordsParams, type RecordsPageState } from '../../utils/records-page';

/** A link to each records table, keeping the filters (not the page or the qualification); the current one marked. */
export function RecordsTableNav({ state }: { state: RecordsPageState }) {
  return (
    // On a phone the tables' links are one row that scrolls sideways, so the first screen reaches the data.
    <nav className="mt-4 flex gap-2 max-sm:-mx-4 max-sm:overflow-x-auto max-sm:px-4 max-sm:pb-1 sm:flex-wrap" aria-label="Records tables" data-testid="records-tables">
      {RECORD_TABLE_IDS.map((t) => (
        <Link
          key={t}
          href={`/cricket/records${(() => {
            const qs = new URLSearchParams(
              Object.entries(recordsParams({ ...state, table: t, page: 1, min: null })).filter((e): e is [string, string] => e[1] !== null),
            ).toString();
            return qs ? `?${qs}` : '';
          })()}`}
          aria-current={t === state.table ? 'page' : undefined}
          className={`shrink-0 whitespace-nowrap rounded-md border px-3 py-1.5 text-sm ${t === state.table ? 'border-emerald-700 bg-emerald-700 font-semibold text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'}`}
        >
          {RECORD_TABLE_INFO[t].title}
        </Link>
      ))}
    </nav>
  );
}
