import type { ContentfulStatusCode } from 'hono/utils/http-status';

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

export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} not found`);
