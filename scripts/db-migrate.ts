// `npm run db:migrate`: apply pending migrations to DATABASE_PATH (default data/site.db).
import { openDatabase } from '../api/db/database';
import { migrate, schemaVersion } from '../api/db/migrate';

const db = openDatabase();
const applied = migrate(db);
console.log(
  applied.length
    ? `Applied migrations ${applied.join(', ')}; schema version ${schemaVersion(db)}`
    : `Nothing to do; schema version ${schemaVersion(db)}`,
);
db.close();
