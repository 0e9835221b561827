/** The players page's name search box and the comparison-mode switch beside it. */
export function PlayerSearchBar({
  search,
  comparing,
  onFocus,
  onSearch,
  onToggleCompare,
}: {
  search: string;
  comparing: boolean;
  onFocus: () => void;
  onSearch: (text: string) => void;
  onToggleCompare: () => void;
}) {
  return (
    <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <input
        type="search"
        className="input w-full sm:max-w-sm"
        placeholder="Search Player Name..."
        aria-label="Search Player Name"
        value={search}
        onFocus={onFocus}
        onChange={(e) => onSearch(e.target.value)}
      />
      <label className="flex cursor-pointer items-center gap-3 text-slate-800">
        <span>Compare players</span>
        <button
          type="button"
          role="switch"
          aria-checked={comparing}
          aria-label="Comparison mode"
          onClick={onToggleCompare}
          className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition ${comparing ? 'bg-emerald-600' : 'bg-slate-400'}`}
        >
          <span className={`inline-block h-5 w-5 rounded-full bg-white shadow transition ${comparing ? 'translate-x-5' : 'translate-x-0.5'}`} />
        </button>
      </label>
    </div>
  );
}
