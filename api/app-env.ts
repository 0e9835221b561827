import type { Db } from './db/database';

/** Variables every route can read with `c.get(...)`. */
export interface AppEnv {
  Variables: {
    db: Db;
  };
}
