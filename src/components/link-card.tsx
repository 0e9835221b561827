import { Link } from 'wouter';
import { ChevronRight } from './icons';

/** A card that links somewhere: used by hub pages and the playground. `action` ends it: "Read more" (an article), "Open" (a tool). */
export function LinkCard({ href, title, text, tag, action = 'Read more' }: { href: string; title: string; text: string; tag?: string; action?: string }) {
  return (
    <Link
      href={href}
      className="card group flex h-full flex-col transition hover:border-emerald-300 hover:shadow-md focus-visible:border-emerald-500"
    >
      {tag && <span className="text-xs font-semibold uppercase tracking-wide text-emerald-800">{tag}</span>}
      <span className="mt-1 text-lg font-semibold text-slate-900 group-hover:text-emerald-800">{title}</span>
      <span className="mt-2 flex-1 text-sm text-slate-700">{text}</span>
      <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-emerald-800">
        {action} <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </span>
    </Link>
  );
}
