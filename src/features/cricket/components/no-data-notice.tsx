import type { CoverageStatus } from '../api/cricket-types';

/** Shown when the database holds no Cricsheet matches yet: how to load them. */
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
            The explorer reads Cricsheet&apos;s men&apos;s Test archive. Import it once on the server with:
          </p>
          <pre className="mt-3 overflow-x-auto rounded bg-slate-900 p-3 text-sm text-slate-100">
            <code>npm run import:cricket -- https://cricsheet.org/downloads/tests_male_json.zip</code>
          </pre>
          <p className="mt-2 text-sm text-slate-700">
            The source may also be a downloaded zip or a folder of match JSON files; or set <code>CRICSHEET_SOURCE</code> and
            restart the server.
          </p>
          {status?.startsWith('failed') && <p className="mt-2 text-sm break-all text-slate-700">Last automatic attempt: {status}</p>}
        </>
      )}
    </div>
  );
}
