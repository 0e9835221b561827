import { Fragment } from 'react';
import { Link } from 'wouter';
import { breadcrumbList, useSiteOrigin, useStructuredData } from '../../../../lib/page-meta';
import { linkTo } from '../../../../../contracts/route-manifest';
import { CricketSectionNav } from './cricket-section-nav';

/**
 * "Cricket / {trail...} / {current}", also described to search engines as a schema.org BreadcrumbList. `trail`
 * names the pages between the cricket hub and this one (the matches list above a scorecard). The cricket menu
 * (cricket-section-nav.tsx) follows it.
 */
export function Breadcrumb({ current, currentPath, trail = [] }: { current: string; currentPath?: string; trail?: { name: string; path: string }[] }) {
  const origin = useSiteOrigin();
  useStructuredData(
    'breadcrumb',
    currentPath ? breadcrumbList([{ name: 'Cricket', path: linkTo('/cricket') }, ...trail, { name: current, path: currentPath }], origin) : null,
  );
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link href={linkTo('/cricket')} className="link">
              Cricket
            </Link>
          </li>
          {trail.map((t) => (
            <Fragment key={t.path}>
              <li aria-hidden="true">/</li>
              <li>
                <Link href={t.path} className="link">
                  {t.name}
                </Link>
              </li>
            </Fragment>
          ))}
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-slate-800">
            {current}
          </li>
        </ol>
      </nav>
      <CricketSectionNav />
    </>
  );
}
