import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { linkTo } from '../../../../contracts/route-manifest';
import { DemoLeagueNotice } from './demo-league-notice';

/**
 * The head of a group's page and of its cups: "Pool league / {group}" (the group linked from the pages under it),
 * the heading, the demo league's notice, then what the page adds (its calendar feed, its intro...).
 */
export function PoolPageHeader({ title, group, linkGroup = false, children }: { title: string; group: { name: string | undefined; slug: string }; linkGroup?: boolean; children?: ReactNode }) {
  return (
    <header className="space-y-2">
      <p className="text-sm">
        <Link href={linkTo('/pool/matches')} className="link">
          Pool league
        </Link>{' '}
        <span aria-hidden="true">/</span>{' '}
        {linkGroup ? (
          <Link href={linkTo('/pool/group/:groupUrlSlug', { groupUrlSlug: group.slug })} className="link">
            {group.name}
          </Link>
        ) : (
          group.name
        )}
      </p>
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <DemoLeagueNotice />
      {children}
    </header>
  );
}
