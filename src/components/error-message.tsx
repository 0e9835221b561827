import { ApiClientError } from '../lib/api-client';

/**
 * The spec's error line: "Error: " plus the message, for a load that failed. An address that names nothing (the API
 * answered 404: an unknown player, match or group) is not a failure of the site: its message ("No cricket player
 * "x"") is shown as it is, without the "Error:" prefix.
 */
export function ErrorMessage({ error, prefix = 'Error: ' }: { error: unknown; prefix?: string }) {
  const message = error instanceof Error ? error.message : String(error);
  const notFound = error instanceof ApiClientError && error.status === 404;
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800" data-not-found={notFound ? '' : undefined}>
      {notFound ? null : prefix}
      {message}
    </p>
  );
}
