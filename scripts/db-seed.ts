// `npm run db:seed`: load the pool demo league into DATABASE_PATH when its pool tables are empty.
// `npm run db:seed -- --reset`: delete every pool group, player and match first, then load the demo league.
import { openDatabase } from '../api/db/database';
import { migrate } from '../api/db/migrate';
import { resetPoolData, seedDemoLeague, seedDemoLeagueIfEmpty } from '../api/pool/demo-seed';

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--reset');
if (unknown.length) {
  console.error(`Unknown option ${unknown[0]}. Usage: npm run db:seed [-- --reset]`);
  process.exit(2);
}
const db = openDatabase();
migrate(db);
const t0 = performance.now();
let result;
if (args.includes('--reset')) {
  resetPoolData(db);
  result = seedDemoLeague(db);
} else {
  result = seedDemoLeagueIfEmpty(db);
}
if (result) {
  console.log(
    `Pool demo league loaded: ${result.groups} groups, ${result.players} players, ${result.matches} matches (${Math.round(performance.now() - t0)} ms)`,
  );
} else {
  console.log('Pool tables already hold data; nothing loaded (use -- --reset to rebuild them).');
}
db.close();
