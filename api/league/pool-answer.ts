import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/database';
import { versionedJson } from '../lib/answer-cache';

/**
 * A pool answer `{ data }` keyed by the request path, prepared once per pool data version (api/lib/answer-cache.ts)
 * and typed with its payload, so a handler registered from its endpoint is checked against the declared answer.
 * Cache-Control max-age 0 (must-revalidate): a result the admin adds shows at once, while unchanged data costs a 304.
 */
export function poolAnswer<T>(c: Context<AppEnv>, data: (db: Db) => T) {
  return versionedJson(c, { domain: 'pool', key: c.req.path, maxAge: 0, build: () => ({ data: data(c.get('db')) }) });
}
