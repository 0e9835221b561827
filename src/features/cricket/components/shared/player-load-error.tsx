import { ErrorMessage } from '../../../../components/error-message';
import { Spinner } from '../../../../components/spinner';
import { ApiClientError } from '../../../../lib/api-client';
import { useCoverage } from '../../api/get-coverage';
import { NoDataNotice } from './no-data-notice';

/**
 * A failed player load. A 404 on a database with no Cricsheet matches means the data was never imported, so it
 * shows the same "how to load the data" notice as the players list; anything else (an unknown player on a loaded
 * database, a bad slug, a server error) shows "Error: {message}".
 */
export function PlayerLoadError({ error }: { error: unknown }) {
  const notFound = error instanceof ApiClientError && error.status === 404;
  const coverage = useCoverage(notFound);
  if (notFound && coverage.isPending) return <Spinner label="Loading..." />;
  if (notFound && coverage.data?.matches === 0) return <NoDataNotice coverage={coverage.data} />;
  return (
    <div className="mt-6">
      <ErrorMessage error={error} />
    </div>
  );
}
