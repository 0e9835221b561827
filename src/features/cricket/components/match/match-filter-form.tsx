import { useEffect, useState } from 'react';
import { FilterFold } from '../../../../components/filter-fold';
import type { MatchFilters } from '../../api/cricket-types';
import { isMatchListFiltered, NO_MATCH_FILTERS, RESULT_LABELS, type MatchListState, type MatchResultFilter } from '../../utils/match-list-filter';

function Select({ label, value, options, onChange, testId, any }: { label: string; value: string; options: { value: string; label: string }[]; onChange: (v: string) => void; testId: string; any: string }) {
  return (
    <label className="flex min-w-0 flex-col text-sm text-slate-800">
      {label}
      <select className="input mt-1 min-w-0" value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const opts = (list: readonly (string | number)[]) => list.map((v) => ({ value: String(v), label: String(v) }));

/** The matches page's search box (it follows the URL a moment after the last key) and its filter selects. */
export function MatchFilterForm({ state, filters, onChange }: { state: MatchListState; filters: MatchFilters | undefined; onChange: (s: MatchListState) => void }) {
  const set = (patch: Partial<MatchListState>) => onChange({ ...state, page: 1, ...patch });
  // The search box types freely; the URL (and the query) follow a moment after the last key.
  const [text, setText] = useState(state.q ?? '');
  useEffect(() => setText(state.q ?? ''), [state.q]);
  useEffect(() => {
    const q = text.trim() || null;
    if (q === state.q) return;
    const t = setTimeout(() => set({ q }), 300);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text starts a search
  }, [text]);
  const teams = opts(filters?.teams ?? []);
  return (
    <form className="card mt-6" role="search" aria-label="Filter the matches" onSubmit={(e) => e.preventDefault()}>
      <label className="flex flex-col text-sm text-slate-800">
        Search by team or venue
        <input
          type="search"
          className="input mt-1"
          value={text}
          maxLength={80}
          placeholder="e.g. Lord's, India"
          onChange={(e) => setText(e.target.value)}
          data-testid="matches-search"
        />
      </label>
      <FilterFold count={[state.team, state.opposition, state.host, state.ground, state.year, state.result].filter((v) => v !== null).length}>
      <div className="mt-3 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:grid-cols-3 lg:grid-cols-6">
        <Select label="Team" any="Any team" value={state.team ?? ''} options={teams} onChange={(v) => set({ team: v || null })} testId="filter-team" />
        <Select label="Opposition" any="Any opposition" value={state.opposition ?? ''} options={teams} onChange={(v) => set({ opposition: v || null })} testId="filter-opposition" />
        <Select label="Host country" any="Any country" value={state.host ?? ''} options={opts(filters?.host_countries ?? [])} onChange={(v) => set({ host: v || null })} testId="filter-host" />
        <Select label="Ground" any="Any ground" value={state.ground ?? ''} options={opts(filters?.grounds ?? [])} onChange={(v) => set({ ground: v || null })} testId="filter-ground" />
        <Select label="Year" any="Any year" value={state.year === null ? '' : String(state.year)} options={opts(filters?.years ?? [])} onChange={(v) => set({ year: v ? Number(v) : null })} testId="filter-year" />
        <Select
          label="Result"
          any="Any result"
          value={state.result ?? ''}
          options={Object.entries(RESULT_LABELS).map(([value, label]) => ({ value, label }))}
          onChange={(v) => set({ result: (v || null) as MatchResultFilter | null })}
          testId="filter-result"
        />
      </div>
      {isMatchListFiltered(state) && (
        <button type="button" className="btn-secondary mt-3" onClick={() => onChange(NO_MATCH_FILTERS)}>
          Clear filters
        </button>
      )}
      </FilterFold>
    </form>
  );
}
