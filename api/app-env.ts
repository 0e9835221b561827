import type { Db } from './db/database';

/** Variables every route can read with `c.get(...)`. */
export interface AppEnv {
  Variables: {
    db: Db;
    /** Milliseconds since the epoch: Date.now, or the clock a test passed to createApp. */
    now: () => number;
    /** PUBLIC_ORIGIN as createApp was given it (absolute URLs in feeds and cards); undefined: the request's origin. */
    publicOrigin: string | undefined;
  };
}
