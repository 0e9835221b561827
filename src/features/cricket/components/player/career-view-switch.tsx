import { Link } from 'wouter';

export type CareerView = 'batting' | 'bowling' | 'fielding';

const VIEWS: { id: CareerView; label: string }[] = [
  { id: 'batting', label: 'Batting' },
  { id: 'bowling', label: 'Bowling' },
  { id: 'fielding', label: 'Fielding' },
];

/** The career page's view from its query (?view=bowling); Batting when absent or unknown. */
export function careerView(search: string): CareerView {
  const v = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('view')?.toLowerCase();
  return v === 'bowling' || v === 'fielding' ? v : 'batting';
}

/** The link to another view of the same career: its filters stay; Batting (the default) drops `view`. */
export function viewHref(path: string, search: string, view: CareerView): string {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  if (view === 'batting') q.delete('view');
  else q.set('view', view);
  const qs = q.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Batting · Bowling · Fielding: links (each view has its own address, rendered on the server). */
export function CareerViewSwitch({ path, search, view }: { path: string; search: string; view: CareerView }) {
  return (
    <nav className="mt-6 flex gap-2" aria-label="Career views" data-testid="career-views">
      {VIEWS.map((v) => (
        <Link
          key={v.id}
          href={viewHref(path, search, v.id)}
          aria-current={view === v.id ? 'page' : undefined}
          className={view === v.id ? 'btn-primary' : 'btn-secondary'}
        >
          {v.label}
        </Link>
      ))}
    </nav>
  );
}
