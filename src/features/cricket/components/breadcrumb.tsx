import { Link } from 'wouter';

export function Breadcrumb({ current }: { current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link href="/cricket" className="link">
            Cricket
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="text-slate-800">
          {current}
        </li>
      </ol>
    </nav>
  );
}
