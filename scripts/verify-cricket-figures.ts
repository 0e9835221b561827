/**
 * Independent check of the imported career figures.
 *
 * npx tsx scripts/verify-cricket-figures.ts <cricsheet zip> [registry ids...]
 *
 * Recomputes runs, balls, outs, innings, fours and sixes for a few players
 * straight from the raw deliveries in the zip, with its own simple loop (no
 * importer code), imports the same zip into a temporary database with the
 * importer, and compares the two. Exits 1 on any difference. Reads the archive
 * at run time; commits no data.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yauzl from 'yauzl';
import { openDatabase } from '../api/db/database';
import { migrate } from '../api/db/migrate';
import { importCricsheet } from '../api/cricket/import';
import { careerSummary } from '../api/cricket/queries';

// JE Root, V Kohli, SPD Smith, KS Williamson, AN Cook (Cricsheet registry ids, looked up by name below if absent).
const DEFAULT_NAMES = ['JE Root', 'V Kohli', 'SPD Smith', 'KS Williamson', 'AN Cook', 'Shubman Gill'];

interface Tally {
  name: string;
  runs: number;
  balls: number;
  outs: number;
  innings: number;
  fours: number;
  sixes: number;
}

function eachJson(path: string, fn: (doc: any) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!entry.fileName.endsWith('.json')) return zip.readEntry();
        zip.openReadStream(entry, (e, s) => {
          if (e) return reject(e);
          const parts: Buffer[] = [];
          s.on('data', (c: Buffer) => parts.push(c));
          s.on('end', () => {
            fn(JSON.parse(Buffer.concat(parts).toString('utf8')));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve());
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const zipPath = process.argv[2];
if (!zipPath) {
  console.error('usage: verify-cricket-figures.ts <zip> [names...]');
  process.exit(2);
}
const names = process.argv.length > 3 ? process.argv.slice(3) : DEFAULT_NAMES;
const tallies = new Map<string, Tally>(); // by registry id

await eachJson(zipPath, (doc) => {
  if (doc.info.match_type !== 'Test' || doc.info.gender !== 'male') return;
  const people: Record<string, string> = doc.info.registry.people;
  for (const name of names) {
    const id = people[name];
    if (id && !tallies.has(id)) tallies.set(id, { name, runs: 0, balls: 0, outs: 0, innings: 0, fours: 0, sixes: 0 });
  }
  for (const inn of doc.innings) {
    const seen = new Set<string>();
    for (const over of inn.overs ?? []) {
      for (const d of over.deliveries) {
        const b = people[d.batter];
        seen.add(b);
        seen.add(people[d.non_striker]);
        const t = tallies.get(b);
        if (t) {
          t.runs += d.runs.batter;
          if (!d.extras?.wides) t.balls += 1;
          if (d.runs.batter === 4 && !d.non_boundary) t.fours += 1;
          if (d.runs.batter === 6 && !d.non_boundary) t.sixes += 1;
        }
        for (const w of d.wickets ?? []) {
          const o = tallies.get(people[w.player_out]);
          if (o && w.kind !== 'retired hurt' && w.kind !== 'retired not out') o.outs += 1;
        }
      }
    }
    // A retired-hurt batter who returns is one innings: the set counts each player once per innings.
    for (const id of seen) {
      const t = tallies.get(id);
      if (t) t.innings += 1;
    }
  }
});

const dir = mkdtempSync(join(tmpdir(), 'cricket-verify-'));
const db = openDatabase(join(dir, 'verify.db'));
migrate(db);
await importCricsheet(db, zipPath);
let failures = 0;
for (const [id, t] of tallies) {
  const s = careerSummary(db, id);
  const pairs: [string, number, number][] = [
    ['runs', t.runs, s.runs],
    ['balls', t.balls, s.balls_faced],
    ['outs', t.outs, s.outs],
    ['innings', t.innings, s.innings],
    ['fours', t.fours, s.fours],
    ['sixes', t.sixes, s.sixes],
  ];
  const bad = pairs.filter(([, a, b]) => a !== b);
  failures += bad.length;
  const avg = t.outs ? (t.runs / t.outs).toFixed(2) : '-';
  console.log(
    `${bad.length ? 'MISMATCH' : 'ok      '} ${t.name.padEnd(14)} inns ${t.innings} runs ${t.runs} balls ${t.balls} outs ${t.outs} avg ${avg} 4s ${t.fours} 6s ${t.sixes}` +
      (bad.length ? `  differs: ${bad.map(([k, a, b]) => `${k} raw ${a} vs db ${b}`).join(', ')}` : ''),
  );
}
db.close();
rmSync(dir, { recursive: true, force: true });
if (failures) process.exit(1);
