import { Link } from 'wouter';
import type { CoverageStatus } from '../../api/cricket-types';

/** Shown when the database holds no Cricsheet matches yet: what is missing, in a visitor's words (the commands are in the README). */
export function NoDataNotice({ coverage }: { coverage?: CoverageStatus }) {
  const status = coverage?.import_status ?? null;
  return (
    <div className="card mt-6 border-amber-300 bg-amber-50" data-testid="no-cricket-data">
      <h2 className="text-lg font-semibold text-slate-900">No cricket data has been loaded yet</h2>
      {status?.startsWith('importing') ? (
        <p className="mt-2 text-slate-800">An import is running ({status}). Reload this page in a minute.</p>
      ) : (
        <>
          <p className="mt-2 text-slate-800">
            The cricket pages read Cricsheet&apos;s ball-by-ball archive of men&apos;s Test matches, and this copy of the site has
            not loaded it yet. Whoever runs the site loads it once (the project&apos;s README explains how, under &ldquo;Importing
            the cricket data&rdquo;); the players, careers and coverage pages fill in as soon as it is there.
          </p>
          <p className="mt-2 text-sm text-slate-700">
            Meanwhile the <Link href="/pool/matches" className="link">pool league</Link> and the{' '}
            <Link href="/sports-models" className="link">simulations</Link> work without it.
          </p>
          {status?.startsWith('failed') && <p className="mt-2 text-sm break-all text-slate-700">Last automatic attempt: {status}</p>}
        </>
      )}
    </div>
  );
}
