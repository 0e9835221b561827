import { Link } from 'wouter';
import { ApiClientError } from '../../../lib/api-client';
import { linkTo } from '../../../../contracts/route-manifest';

export const isNotFound = (e: unknown) => e instanceof ApiClientError && (e.status === 404 || e.status === 400);

/** "Group not found." with a way back. */
export function GroupNotFound() {
  return (
    <div className="page space-y-4" data-testid="group-not-found">
      <h1 className="text-2xl font-bold text-slate-900">Group not found.</h1>
      <p className="text-slate-700">
        <Link href={linkTo('/pool/matches')} className="link">
          Back to the pool league
        </Link>
      </p>
    </div>
  );
}
