// `npm run db:backup -- <path> [--force]`: write a consistent copy of the live
// database (DATABASE_PATH, default data/site.db) with SQLite's online backup
// API. Safe while the server runs.
import { BackupError, backupDatabase } from '../api/db/backup';
import { DEFAULT_DATABASE_PATH } from '../api/db/database';

const args = process.argv.slice(2);
const target = args.find((a) => !a.startsWith('--'));
const source = process.env.DATABASE_PATH || DEFAULT_DATABASE_PATH;

if (!target) {
  console.error('Usage: npm run db:backup -- <backup-file> [--force]');
  process.exit(2);
}
try {
  const { schemaVersion } = await backupDatabase(source, target, { force: args.includes('--force') });
  console.log(`Backed up ${source} to ${target} (schema version ${schemaVersion}, integrity ok)`);
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(e instanceof BackupError ? e.exitCode : 1);
}
