import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { linkTo } from '../../../../contracts/route-manifest';
import { RequireAuth } from './require-auth';

/** An admin page under the dashboard: signed in only, a link back to the dashboard, then its heading and content. */
export function AdminSubpage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <RequireAuth>
      <div className="page">
        <Link href={linkTo('/admin')} className="link text-sm">
          ← Back to admin
        </Link>
        <h1 className="mt-3 text-3xl font-bold">{title}</h1>
        {children}
      </div>
    </RequireAuth>
  );
}
