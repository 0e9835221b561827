import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isBusy } from '../db/write-lock';

/** The one JSON error shape every endpoint answers with. */
export interface ErrorBody {
  error: { code: string; message: string; field?: string };
}

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function errorBody(code: string, message: string, field?: string): ErrorBody {
  return { error: field === undefined ? { code, message } : { code, message, field } };
}

export { shown } from '../../contracts/errors';

export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} not found`);

/** The app's error handler: an ApiError as its JSON error, Hono's own 4xx as `bad_request`, anything else a logged 500. */
export function answerError(err: Error, c: Context): Response {
  if (err instanceof ApiError) {
    if (err.headers) for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
    return c.json(errorBody(err.code, err.message, err.field), err.status);
  }
  // Hono's own HTTP errors (e.g. body limit) carry a status.
  const status = (err as { status?: number }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return c.json(errorBody('bad_request', err.message || 'Bad request'), status as 400);
  }
  // A UNIQUE (or primary key) constraint: the thing already exists. A conflict, never a server failure.
  const sqliteCode = (err as { code?: unknown }).code;
  if (sqliteCode === 'SQLITE_CONSTRAINT_UNIQUE' || sqliteCode === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return c.json(errorBody('conflict', 'That already exists: another entry has the same name or key'), 409);
  }
  // Another process held the database's write lock past the wait (api/db/write-lock.ts): a refusal to try again,
  // never a server failure.
  if (isBusy(err)) {
    c.header('Retry-After', '5');
    return c.json(errorBody('database_busy', 'The database is busy with another write; try again in a few seconds'), 503);
  }
  console.error('Unhandled error', err);
  return c.json(errorBody('internal_error', 'Something went wrong on the server'), 500);
}
