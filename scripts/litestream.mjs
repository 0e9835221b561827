// Litestream for this site (docs/scaling.md, "Backups and replicas"), from the LITESTREAM_* environment variables
// (scripts/litestream-config.mjs):
//   node scripts/litestream.mjs config           write litestream.yml and print it
//   node scripts/litestream.mjs restore <file>   restore the newest replicated state into <file> (a new file),
//                                                then check it (PRAGMA integrity_check)
// `npm start` replicates on its own when LITESTREAM_REPLICA_URL is set (scripts/start.mjs).
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { LitestreamConfigError, litestreamVersion, writeLitestreamConfig } from './litestream-config.mjs';

const [command, target] = process.argv.slice(2);
try {
  const settings = writeLitestreamConfig();
  if (!settings) throw new LitestreamConfigError('Set LITESTREAM_REPLICA_URL (for example file:///var/backups/site) to configure replication.');
  if (command === 'config') {
    console.log(`Wrote ${settings.configPath}: ${settings.database} -> ${settings.replicaUrl} every ${settings.syncInterval}`);
  } else if (command === 'restore' && target) {
    if (existsSync(target)) throw new LitestreamConfigError(`${target} exists; restore into a new file`);
    if (!litestreamVersion(settings.bin)) throw new LitestreamConfigError(`${settings.bin} is not installed (docs/scaling.md says how to install Litestream)`);
    const r = spawnSync(settings.bin, ['restore', '-config', settings.configPath, '-o', target, settings.database], { stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
    const db = new Database(target, { readonly: true });
    const integrity = db.pragma('integrity_check', { simple: true });
    db.close();
    if (integrity !== 'ok') throw new LitestreamConfigError(`${target}: integrity check says ${integrity}`);
    console.log(`Restored ${settings.replicaUrl} into ${target} (integrity ok)`);
  } else {
    console.error('Usage: node scripts/litestream.mjs config | restore <new-file>');
    process.exit(2);
  }
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(e instanceof LitestreamConfigError ? 2 : 1);
}
