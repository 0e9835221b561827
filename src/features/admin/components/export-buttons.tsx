import { useState } from 'react';
import { FormProblem } from '../../../components/field-error';
import { downloadExport } from '../api/league-admin-api';

/** Download every group, player, membership and match as CSV (importable) or JSON. */
export function ExportButtons() {
  const [error, setError] = useState<string | null>(null);
  const run = (format: 'csv' | 'json') => {
    setError(null);
    downloadExport(format).catch((e: Error) => setError(e.message));
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" className="btn-secondary" onClick={() => run('csv')}>
        Export CSV
      </button>
      <button type="button" className="btn-secondary" onClick={() => run('json')}>
        Export JSON
      </button>
      <FormProblem className="w-full" message={error} />
    </div>
  );
}
