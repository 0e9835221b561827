import type { RecentFormItem } from '../../../../contracts/league';

/** W/L boxes, oldest on the left, the most recent on the right with a marker. */
export function RecentForm({ items }: { items: RecentFormItem[] }) {
  const ordered = [...items].sort((a, b) => b.recency_ids - a.recency_ids);
  if (!ordered.length) return <p className="text-slate-700">No results yet.</p>;
  return (
    <ol className="flex flex-wrap items-start gap-2" aria-label="Recent results, oldest first" data-testid="recent-form">
      {ordered.map((it) => {
        const win = it.win_varchar === 'W';
        const latest = it.recency_ids === 1;
        return (
          <li key={it.match_id} className="flex flex-col items-center gap-1">
            <span
              className={`flex h-9 w-9 items-center justify-center rounded-md text-sm font-bold text-white ${
                win ? 'bg-emerald-700' : 'bg-red-700'
              } ${latest ? 'ring-2 ring-amber-500 ring-offset-2' : ''}`}
              title={`Game #${it.new_id}: ${win ? 'won' : 'lost'}`}
            >
              <span aria-hidden="true">{win ? 'W' : 'L'}</span>
              <span className="sr-only">{`${win ? 'Won' : 'Lost'} game #${it.new_id}`}</span>
            </span>
            {latest ? (
              <span className="text-xs font-medium text-slate-700" data-testid="most-recent-marker">
                most recent
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
