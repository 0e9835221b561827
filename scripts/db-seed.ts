// `npm run db:seed`: load the pool demo league into DATABASE_PATH when its pool tables are empty.
// `npm run db:seed -- --reset`: delete every pool group, player and match first, then load the demo league.
// `npm run db:seed -- --matches 10000 [--reset]`: the same league played on until it holds that many matches
// (benchmarks; development only: refused when NODE_ENV=production).
import { openDatabase } from '../api/db/database';
import { migrate } from '../api/db/migrate';
import { buildLargeLeague, resetPoolData, seedDemoLeague, seedDemoLeagueIfEmpty } from '../api/league/demo-seed';
import { poolIsEmpty } from '../api/league/entity-queries';
import { withImportLock } from './with-import-lock';

const USAGE = 'Usage: npm run db:seed [-- --reset] [-- --matches <n>]';
const args = process.argv.slice(2);
let reset = false;
let matches: number | undefined;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--reset') reset = true;
  else if (args[i] === '--matches') {
    const raw = args[++i];
    if (!raw || !/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 1_000_000) {
      console.error(`--matches needs a whole number from 1 to 1000000. ${USAGE}`);
      process.exit(2);
    }
    matches = Number(raw);
  } else {
    console.error(`Unknown option ${args[i]}. ${USAGE}`);
    process.exit(2);
  }
}
if (matches !== undefined && process.env.NODE_ENV === 'production') {
  console.error('--matches builds a development league; refused with NODE_ENV=production.');
  process.exit(2);
}

const db = openDatabase();
migrate(db);
await withImportLock(db, () => {
  const t0 = performance.now();
  let result;
  if (reset) resetPoolData(db);
  if (matches !== undefined) {
    result = poolIsEmpty(db) ? seedDemoLeague(db, buildLargeLeague(matches)) : null;
  } else {
    result = reset ? seedDemoLeague(db) : seedDemoLeagueIfEmpty(db);
  }
  if (result) {
    console.log(
      `Pool ${matches !== undefined ? 'benchmark' : 'demo'} league loaded: ${result.groups} groups, ${result.players} players, ${result.matches} matches (${Math.round(performance.now() - t0)} ms)`,
    );
  } else {
    console.log('Pool tables already hold data; nothing loaded (use -- --reset to rebuild them).');
  }
});
db.close();
