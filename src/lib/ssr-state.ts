/**
 * The server-rendered page's data, handed to the browser in a non-executable
 * `<script type="application/json" id="ssr-data">` (the strict CSP allows no inline script). It carries the
 * TanStack Query cache the page was rendered with, and the path and query string it was rendered for.
 */
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiClientError } from './api-client';

export const SSR_DATA_ELEMENT_ID = 'ssr-data';

interface SerialisedApiError {
  apiError: { message: string; status: number; code?: string; field?: string };
}

export interface SsrPayload {
  /** Path and query string the HTML was rendered for (hydration renders exactly that, then follows the address bar). */
  path: string;
  search: string;
  /**
   * The query parameters the page reads, for a page rendered on request: `search` holds only these (see
   * `pageSearch`), so the same HTML serves every address that differs in other parameters. Absent on a page
   * prerendered at build time (rendered without a query string).
   */
  params?: readonly string[];
  queries: DehydratedState;
}

/**
 * The query string (without "?") a page is rendered for: the parameters it reads, in the order given, each with
 * its first value (what `URLSearchParams.get` gives the page). Every other parameter is dropped, so `?cb=1` or
 * `utm_source=x` does not make another page.
 */
export function pageSearch(search: string, params: readonly string[]): string {
  const given = new URLSearchParams(search.replace(/^\?/, ''));
  const kept = new URLSearchParams();
  for (const name of params) {
    const value = given.get(name);
    if (value !== null) kept.append(name, value);
  }
  return kept.toString();
}

const isApiError = (e: unknown): e is ApiClientError => e instanceof ApiClientError;

/** The query cache as JSON-safe data: successful queries, and failed ones whose failure is the API's answer. */
export function dehydrateQueries(qc: QueryClient): DehydratedState {
  const state = dehydrate(qc, {
    shouldDehydrateQuery: (q) => q.state.status === 'success' || (q.state.status === 'error' && isApiError(q.state.error)),
    shouldRedactErrors: () => false,
  });
  for (const q of state.queries) {
    const e = q.state.error;
    if (isApiError(e)) {
      const plain: SerialisedApiError = { apiError: { message: e.message, status: e.status, code: e.code, field: e.field } };
      (q.state as { error: unknown; fetchFailureReason: unknown }).error = plain;
      (q.state as { fetchFailureReason: unknown }).fetchFailureReason = plain;
    }
  }
  return state;
}

/**
 * Puts the server's queries into the browser's cache. The data is as fresh as the page (the server renders each
 * data version once), so it counts as fetched now: nothing refetches on mount. A failed query keeps its error and
 * is not retried on mount, so the page shows the message the server rendered.
 */
export function hydrateQueries(qc: QueryClient, state: DehydratedState, now = Date.now()) {
  for (const q of state.queries) {
    const s = q.state as { error: unknown; fetchFailureReason: unknown; dataUpdatedAt: number; errorUpdatedAt: number };
    const plain = s.error as SerialisedApiError | null;
    if (plain && typeof plain === 'object' && 'apiError' in plain) {
      const a = plain.apiError;
      s.error = s.fetchFailureReason = new ApiClientError(a.message, a.status, a.code, a.field);
      s.errorUpdatedAt = now;
      qc.setQueryDefaults(q.queryKey, { retryOnMount: false });
    }
    if (q.state.status === 'success') s.dataUpdatedAt = now;
    q.dehydratedAt = now;
  }
  hydrate(qc, state);
}

/** JSON for the payload element: `<` escaped so the text can never end the script element early. */
export function payloadJson(payload: SsrPayload): string {
  return JSON.stringify(payload).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The payload the server put in the page, or null for the plain app shell. */
export function readPayload(doc: Document): SsrPayload | null {
  const el = doc.getElementById(SSR_DATA_ELEMENT_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as SsrPayload;
  } catch {
    return null;
  }
}
