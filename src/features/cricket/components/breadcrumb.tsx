import { Link } from 'wouter';
import { breadcrumbList, useSiteOrigin, useStructuredData } from '../../../lib/page-meta';
import { linkTo } from '../../../../contracts/route-manifest';

/** "Cricket / {current}", also described to search engines as a schema.org BreadcrumbList. */
export function Breadcrumb({ current, currentPath }: { current: string; currentPath?: string }) {
  const origin = useSiteOrigin();
  useStructuredData(
    'breadcrumb',
    currentPath ? breadcrumbList([{ name: 'Cricket', path: linkTo('/cricket') }, { name: current, path: currentPath }], origin) : null,
  );
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link href={linkTo('/cricket')} className="link">
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
