import { ErrorMessage } from '../../../components/error-message';
import { Spinner } from '../../../components/spinner';
import { useAudit } from '../api/admin-api';

const ACTION_TEXT: Record<string, string> = {
  password_generated: 'Password generated',
  password_set: 'Password set',
  password_rotated: 'Password changed',
  login: 'Signed in',
  logout: 'Signed out',
  add_result: 'Result added',
  delete_match: 'Match deleted',
  delete_denied: 'Delete refused (wrong password)',
  restore_match: 'Match restored',
};

function formatTime(iso: string) {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }) + ' UTC';
}

/** The 20 latest admin actions (GET /api/admin/audit). */
export function AuditLog() {
  const audit = useAudit();
  return (
    <section aria-labelledby="audit-heading" className="card">
      <h2 id="audit-heading" className="text-xl font-bold">
        Audit log
      </h2>
      {audit.isPending ? (
        <Spinner label="Loading the audit log..." />
      ) : audit.isError ? (
        <div className="mt-3">
          <ErrorMessage error={audit.error} />
        </div>
      ) : (
        <div className="table-wrap relative mt-3">
          <table className="data-table" data-testid="audit-log">
            <thead>
              <tr>
                <th>Time</th>
                <th>Action</th>
                <th className="num">Match</th>
                <th>Address</th>
              </tr>
            </thead>
            <tbody>
              {audit.data.map((e) => (
                <tr key={e.id}>
                  <td className="whitespace-nowrap">{formatTime(e.at)}</td>
                  <td>{ACTION_TEXT[e.action] ?? e.action}</td>
                  <td className="num">{e.match_id ?? ''}</td>
                  <td className="font-mono text-xs">{e.client_address}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
