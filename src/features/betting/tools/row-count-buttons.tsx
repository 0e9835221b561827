/**
 * "Add a …" and "Remove the last …" under a calculator's list of rows (selections, outcomes, books, bets): adds a
 * blank row up to `max`, removes the last one down to `min`.
 */
export function RowCountButtons<T>({
  rows,
  min,
  max,
  blank,
  onChange,
  add,
  remove,
  className = 'mt-3',
}: {
  rows: readonly T[];
  min: number;
  max: number;
  /** A new row (called for each add, so rows never share an object). */
  blank: () => T;
  onChange: (rows: T[]) => void;
  add: string;
  remove: string;
  className?: string;
}) {
  return (
    <div className={`${className} flex flex-wrap gap-2`}>
      <button type="button" className="btn-secondary" disabled={rows.length >= max} onClick={() => onChange([...rows, blank()])}>
        {add}
      </button>
      <button type="button" className="btn-secondary" disabled={rows.length <= min} onClick={() => onChange(rows.slice(0, -1))}>
        {remove}
      </button>
    </div>
  );
}
