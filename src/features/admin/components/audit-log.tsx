import { DataTable } from '../../../components/data-table';
import { ErrorMessage } from '../../../components/error-message';
import { Spinner } from '../../../components/spinner';
import { useAudit } from '../api/admin-api';
import { formatDateTime } from '../../../lib/format-date';
import { Link } from 'wouter';
import { auditParts, matchSearchHref, type AuditPart } from '../utils/audit-text';

const formatTime = (iso: string) => {
  const text = formatDateTime(iso);
  return text === iso ? iso : `${text} UTC`;
};

/** A sentence of the log with its links (players, groups, the match search). */
function AuditSentence({ parts }: { parts: AuditPart[] }) {
  // One inline element: a table cell laid out as a card row (flex) would make each piece its own unwrapped item.
  return (
    <span>
      {parts.map((p, i) =>
        typeof p === 'string' ? (
          p
        ) : (
          <Link key={i} href={p.href} className="link">
            {p.text}
          </Link>
        ),
      )}
    </span>
  );
}

/** The admin actions, newest first (GET /api/admin/audit), 20 at a time, in words with links. */
export function AuditLog() {
  const audit = useAudit();
  const rows = audit.data?.pages.flat() ?? [];
  return (
    <section aria-labelledby="audit-heading" className="card">
      <h2 id="audit-heading" className="text-xl font-bold">
        Audit log
      </h2>
      {audit.isPending ? (
        <Spinner label="Loading the audit log..." />
      ) : !audit.data ? (
        <div className="mt-3">
          <ErrorMessage error={audit.error} />
        </div>
      ) : (
        <div className="mt-3">
          <DataTable
            rows={rows}
            columns={[
              { id: 'time', header: 'Time', nowrap: true, render: (e) => formatTime(e.at) },
              { id: 'action', header: 'What happened', render: (e) => <AuditSentence parts={auditParts(e)} /> },
              {
                id: 'match',
                header: 'Match id',
                numeric: true,
                render: (e) =>
                  e.match_id === null ? (
                    <span className="text-slate-400">–</span>
                  ) : (
                    <Link href={matchSearchHref(e.match_id)} className="link">
                      {e.match_id}
                    </Link>
                  ),
              },
              { id: 'address', header: 'Address', className: 'font-mono text-xs', render: (e) => e.client_address },
            ]}
            rowKey={(e) => e.id}
            label="Latest admin actions, newest first"
            sortable={false}
            narrow="cards"
            testId="audit-log"
          />
          {audit.hasNextPage ? (
            <button
              type="button"
              className="btn-secondary mt-3"
              disabled={audit.isFetchingNextPage}
              onClick={() => void audit.fetchNextPage()}
            >
              {audit.isFetchingNextPage ? 'Loading older entries...' : 'Show older entries'}
            </button>
          ) : null}
          {audit.isError ? (
            <div className="mt-3">
              <ErrorMessage error={audit.error} />
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
