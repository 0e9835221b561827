import type { ReactNode } from 'react';
import { FilterFold } from '../../../../components/filter-fold';
import { OptionSelect } from './filter-select';
import { filterStatusLines, isFiltered, NO_FILTERS, type FilterOptions, type InningsCount, type InningsFilters, type VenueFilter } from '../../utils/innings-filter';

const ORDINAL = ['1st', '2nd', '3rd', '4th'];

/** A value from the URL that the career does not hold still shows (and matches nothing) rather than vanishing. */
const withCurrent = (values: string[], current: string | null) => (current !== null && !values.includes(current) ? [...values, current] : values);

/**
 * One filter bar for the whole career page (or for both careers of the compare view): opposition, host country,
 * home/away/neutral, year range and innings number. Every table and chart below follows it; the URL keeps it.
 */
export function FilterBar({
  filters,
  options,
  onChange,
  counts,
  title = 'Filter the career',
  note,
  unit = 'innings',
  innings = true,
}: {
  filters: InningsFilters;
  options: FilterOptions;
  onChange: (f: InningsFilters) => void;
  /** One entry per career filtered: innings shown and in all (named when there are several). */
  counts: InningsCount[];
  title?: string;
  /** A line under the selects (what the filters mean on this page). */
  note?: string;
  /** What `counts` count: innings (the Batting and Bowling views) or Tests (the Fielding view). */
  unit?: 'innings' | 'Tests';
  /** false: no innings-number select (records that are whole Tests have no innings number). */
  innings?: boolean;
}) {
  const set = (patch: Partial<InningsFilters>) => onChange({ ...filters, ...patch });
  const years = options.years.map(String);
  const on = isFiltered(filters);
  return (
    <section className="card mt-6" aria-labelledby="filters-heading" data-testid="filter-bar">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="filters-heading" className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="text-sm text-slate-700" aria-live="polite" data-testid="filter-status">
          {filterStatusLines(filters, counts, unit).map((line, i) => (
            <span key={i} className={counts.length > 1 ? 'block' : undefined}>
              {line}
            </span>
          ))}
        </p>
      </div>
      <FilterFold count={Object.values(filters).filter((v) => v !== null).length}>
      <div className="mt-3 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:grid-cols-3 lg:grid-cols-6">
        <OptionSelect
          label="Opposition"
          testId="filter-opposition"
          value={filters.opposition ?? ''}
          onChange={(v) => set({ opposition: v || null })}
          options={[{ value: '', label: 'All' }, ...withCurrent(options.oppositions, filters.opposition).map((o) => ({ value: o, label: o }))]}
        />
        <OptionSelect
          label="Host country"
          testId="filter-host"
          value={filters.host ?? ''}
          onChange={(v) => set({ host: v || null })}
          options={[{ value: '', label: 'All' }, ...withCurrent(options.hosts, filters.host).map((o) => ({ value: o, label: o }))]}
        />
        <OptionSelect
          label="Home/Away/Neutral"
          testId="filter-venue"
          value={filters.venue ?? ''}
          onChange={(v) => set({ venue: (v || null) as VenueFilter | null })}
          options={[
            { value: '', label: 'All' },
            { value: 'home', label: 'Home' },
            { value: 'away', label: 'Away' },
            { value: 'neutral', label: 'Neutral' },
          ]}
        />
        <OptionSelect
          label="From year"
          testId="filter-from"
          value={filters.from === null ? '' : String(filters.from)}
          onChange={(v) => {
            const from = v ? Number(v) : null;
            set({ from, to: from !== null && filters.to !== null && filters.to < from ? from : filters.to });
          }}
          options={[{ value: '', label: 'First' }, ...withCurrent(years, filters.from === null ? null : String(filters.from)).map((y) => ({ value: y, label: y }))]}
        />
        <OptionSelect
          label="To year"
          testId="filter-to"
          value={filters.to === null ? '' : String(filters.to)}
          onChange={(v) => {
            const to = v ? Number(v) : null;
            set({ to, from: to !== null && filters.from !== null && filters.from > to ? to : filters.from });
          }}
          options={[{ value: '', label: 'Last' }, ...withCurrent(years, filters.to === null ? null : String(filters.to)).map((y) => ({ value: y, label: y }))]}
        />
        {innings && (
          <OptionSelect
            label="Innings No."
            testId="filter-inns"
            value={filters.inns === null ? '' : String(filters.inns)}
            onChange={(v) => set({ inns: v ? Number(v) : null })}
            options={[{ value: '', label: 'All' }, ...[1, 2, 3, 4].map((n) => ({ value: String(n), label: `${ORDINAL[n - 1]} innings` }))]}
          />
        )}
      </div>
      {note && <p className="mt-2 text-sm text-slate-600">{note}</p>}
      {on && (
        <button type="button" className="btn-secondary mt-3" onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </button>
      )}
      </FilterFold>
    </section>
  );
}

/** What a career view shows when its filters leave nothing: the sentence given, and a way to clear them. */
export function NothingFiltered({ children, onClear }: { children: ReactNode; onClear: () => void }) {
  return (
    <div className="card mt-6" data-testid="no-filtered-innings">
      <p className="text-slate-800">{children}</p>
      <button type="button" className="btn-secondary mt-3" onClick={onClear}>
        Clear filters
      </button>
    </div>
  );
}

/** A career view's summary: its title over the summary table. */
export function SummaryCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card mt-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
