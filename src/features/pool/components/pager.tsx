interface Props {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  label?: string;
}

/** Previous / Next pager, bounded to 1..pageCount; shown only when there is more than one page. */
export function Pager({ page, pageCount, onChange, label = 'Matches pages' }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3" data-testid="pager">
      <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => onChange(Math.max(1, page - 1))}>
        Previous
      </button>
      <span className="text-sm text-slate-700" aria-live="polite">
        Page {page} of {pageCount}
      </span>
      <button
        type="button"
        className="btn-secondary"
        disabled={page >= pageCount}
        onClick={() => onChange(Math.min(pageCount, page + 1))}
      >
        Next
      </button>
    </nav>
  );
}
