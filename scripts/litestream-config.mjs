// Continuous replication of the database with Litestream (docs/scaling.md, "Backups and replicas"), configured by
// environment variables. `litestreamSettings(env)` reads and checks them; `litestreamYaml(settings)` writes the
// configuration Litestream 0.3 reads. Plain JavaScript so that `npm start` (scripts/start.mjs) can use it
// without a TypeScript loader; its types are in litestream-config.d.mts.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';

/** Replica URL schemes Litestream 0.3 understands. */
const SCHEMES = ['file:', 's3:', 'gcs:', 'abs:', 'sftp:'];
const DURATION = /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/;

export class LitestreamConfigError extends Error {}

/**
 * LITESTREAM_REPLICA_URL (required to replicate): where the copy goes, e.g. file:///var/backups/site or
 * s3://bucket/site (S3 credentials from LITESTREAM_ACCESS_KEY_ID and LITESTREAM_SECRET_ACCESS_KEY, which
 * Litestream reads itself). LITESTREAM_SYNC_INTERVAL (default 1s): how often new WAL pages are shipped, so the
 * most a lost machine can lose. LITESTREAM_SNAPSHOT_INTERVAL (default 24h) and LITESTREAM_RETENTION (default 72h):
 * a full snapshot that often, kept with its WAL that long (point-in-time restore within it). DATABASE_PATH as the
 * server reads it; LITESTREAM_CONFIG where the file is written (default litestream.yml beside the database);
 * LITESTREAM_BIN the program (default `litestream` on PATH). Returns null when LITESTREAM_REPLICA_URL is unset.
 */
export function litestreamSettings(env = process.env) {
  const url = env.LITESTREAM_REPLICA_URL?.trim();
  if (!url) return null;
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new LitestreamConfigError(`LITESTREAM_REPLICA_URL must be a URL such as file:///var/backups/site or s3://bucket/site (got "${url}")`);
  }
  if (!SCHEMES.includes(parsed.protocol)) {
    throw new LitestreamConfigError(`LITESTREAM_REPLICA_URL must start with ${SCHEMES.map((s) => `${s}//`).join(', ')} (got "${url}")`);
  }
  if (parsed.protocol === 'file:' && (parsed.host !== '' || !isAbsolute(decodeURIComponent(parsed.pathname)))) {
    throw new LitestreamConfigError(`LITESTREAM_REPLICA_URL with file: must name an absolute folder, e.g. file:///var/backups/site (got "${url}")`);
  }
  const duration = (name, fallback) => {
    const v = env[name]?.trim() || fallback;
    if (!DURATION.test(v)) throw new LitestreamConfigError(`${name} must be a duration such as 1s, 10m or 72h (got "${v}")`);
    return v;
  };
  if (env.DATABASE_PATH === ':memory:') throw new LitestreamConfigError('DATABASE_PATH must be a file to replicate it');
  const database = resolve(env.DATABASE_PATH || 'data/site.db');
  return {
    database,
    replicaUrl: url,
    syncInterval: duration('LITESTREAM_SYNC_INTERVAL', '1s'),
    snapshotInterval: duration('LITESTREAM_SNAPSHOT_INTERVAL', '24h'),
    retention: duration('LITESTREAM_RETENTION', '72h'),
    configPath: resolve(env.LITESTREAM_CONFIG || join(dirname(database), 'litestream.yml')),
    bin: env.LITESTREAM_BIN?.trim() || 'litestream',
  };
}

const quoted = (s) => JSON.stringify(s); // a YAML double-quoted scalar is a JSON string

/** The litestream.yml for these settings (one database, one replica). */
export function litestreamYaml(s) {
  return [
    '# Written by scripts/litestream-config.mjs from the LITESTREAM_* environment variables; edits are overwritten.',
    'dbs:',
    `  - path: ${quoted(s.database)}`,
    '    replicas:',
    `      - url: ${quoted(s.replicaUrl)}`,
    `        sync-interval: ${s.syncInterval}`,
    `        snapshot-interval: ${s.snapshotInterval}`,
    `        retention: ${s.retention}`,
    '',
  ].join('\n');
}

/** Write the configuration file; the settings, or null when replication is not configured. */
export function writeLitestreamConfig(env = process.env) {
  const settings = litestreamSettings(env);
  if (!settings) return null;
  mkdirSync(dirname(settings.configPath), { recursive: true });
  writeFileSync(settings.configPath, litestreamYaml(settings));
  return settings;
}

/** Whether the Litestream program answers (`litestream version`), with its version. */
export function litestreamVersion(bin) {
  const r = spawnSync(bin, ['version'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}
