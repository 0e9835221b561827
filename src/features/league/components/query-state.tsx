import type { ReactNode } from 'react';
import { Spinner } from '../../../components/spinner';
import { ErrorMessage } from '../../../components/error-message';

interface QueryLike {
  isPending: boolean;
  error: unknown;
}

/** Spinner while any query loads; "Error: " + the first failed query's message; otherwise the children. */
export function QueryState({ queries, children, label }: { queries: QueryLike[]; children: () => ReactNode; label?: string }) {
  const failed = queries.find((q) => q.error);
  if (failed) return <ErrorMessage error={failed.error} />;
  if (queries.some((q) => q.isPending)) return <Spinner label={label} />;
  return <>{children()}</>;
}

/**
 * Page-level gate: the failed query's "Error: " line or a spinner, each inside
 * the page container, or null once every query has its data.
 */
export function pageQueryGate(queries: QueryLike[], label: string): ReactNode | null {
  const failed = queries.find((q) => q.error);
  if (failed) {
    return (
      <div className="page">
        <ErrorMessage error={failed.error} />
      </div>
    );
  }
  if (queries.some((q) => q.isPending)) {
    return (
      <div className="page">
        <Spinner label={label} />
      </div>
    );
  }
  return null;
}
