// `npm run db:backup -- <path>`: write a consistent copy of the live database
// (DATABASE_PATH, default data/site.db) with SQLite's online backup API. Safe
// while the server runs: the copy is one point-in-time snapshot, WAL included.
import Database from 'better-sqlite3';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DEFAULT_DATABASE_PATH } from '../api/db/database';

const args = process.argv.slice(2);
const force = args.includes('--force');
const target = args.find((a) => !a.startsWith('--'));
const source = process.env.DATABASE_PATH || DEFAULT_DATABASE_PATH;

if (!target) {
  console.error('Usage: npm run db:backup -- <backup-file> [--force]');
  process.exit(2);
}
if (!existsSync(source)) {
  console.error(`No database at ${source} (set DATABASE_PATH)`);
  process.exit(1);
}
if (resolve(target) === resolve(source)) {
  console.error('The backup file must differ from the database itself');
  process.exit(2);
}
if (existsSync(target) && !force) {
  console.error(`${target} already exists; pass --force to overwrite it`);
  process.exit(1);
}

mkdirSync(dirname(resolve(target)), { recursive: true });
const db = new Database(source, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
try {
  await db.backup(target);
} finally {
  db.close();
}
const copy = new Database(target, { readonly: true });
const check = copy.pragma('integrity_check', { simple: true });
const version = copy.pragma('user_version', { simple: true });
copy.close();
if (check !== 'ok') {
  console.error(`Backup written to ${target} but its integrity check failed: ${String(check)}`);
  process.exit(1);
}
console.log(`Backed up ${source} to ${target} (schema version ${String(version)}, integrity ok)`);
