import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorMessage } from '../../../components/error-message';
import { Spinner } from '../../../components/spinner';

/** A card listing what a query loaded (seasons, cups...): a spinner while it loads, its error, or a line when it is empty. */
export function AdminList<T>({
  query,
  loading,
  empty,
  testId,
  children,
}: {
  query: UseQueryResult<T[]>;
  loading: string;
  empty: string;
  testId: string;
  children: (item: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError) return <ErrorMessage error={query.error} />;
  if (!query.data.length) return <p className="text-slate-600">{empty}</p>;
  return (
    <ul className="card divide-y divide-slate-200 py-1" data-testid={testId}>
      {query.data.map(children)}
    </ul>
  );
}
