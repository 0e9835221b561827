/**
 * `npm run bench [-- --json] [-- --only <suite>]`: runs every suite listed in
 * suites.ts and prints a table (or one JSON line per case with --json).
 */
import { printTable, runCase, type BenchResult } from './harness';
import { suites } from './suites';

const args = process.argv.slice(2);
const json = args.includes('--json');
const onlyIdx = args.indexOf('--only');
const only = onlyIdx >= 0 ? args[onlyIdx + 1] : undefined;

const results: BenchResult[] = [];
for (const suite of suites) {
  if (only && suite.name !== only) continue;
  for (const c of await suite.cases()) {
    const r = await runCase(suite.name, c);
    results.push(r);
    if (json) console.log(JSON.stringify(r));
    else console.error(`  done: ${suite.name} / ${c.name} (${r.medianMs.toFixed(2)} ms median)`);
  }
}
if (!json) printTable(results);
if (results.length === 0) console.error(only ? `No suite named ${only}` : 'No benchmark suites registered');
