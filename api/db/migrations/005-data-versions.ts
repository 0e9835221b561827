import type { Migration } from '../migrations';
import { bumpTriggers } from '../version-triggers';

const POOL_TABLES = ['pool_groups', 'pool_players', 'pool_group_players', 'pool_match_types', 'pool_matches'];
// Cricket: every import upserts its match row and players, so triggers on these two tables see every import
// without a per-delivery cost on the large tables.
const CRICKET_TABLES = ['cricket_matches', 'cricket_players'];

/**
 * Data versions: one counter per data domain, raised by triggers in the same transaction as
 * any write to that domain's tables, whoever writes (the server, `npm run import:cricket`, `db:seed`). Read
 * answers, their ETags and server-rendered pages are cached per version, so a write is visible to the very
 * next read and nothing is recomputed between writes.
 */
export const m005DataVersions: Migration = {
  version: 5,
  name: 'data-versions',
  up: `
    CREATE TABLE data_versions (
      domain  TEXT PRIMARY KEY CHECK (domain IN ('pool', 'cricket')),
      version INTEGER NOT NULL DEFAULT 0
    );
    INSERT INTO data_versions (domain, version) VALUES ('pool', 0), ('cricket', 0);
    ${bumpTriggers('pool', POOL_TABLES)}
    ${bumpTriggers('cricket', CRICKET_TABLES)}
  `,
};
