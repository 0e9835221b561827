/**
 * Independent check of the imported career figures, one archive (one format: men's or women's Tests, ODIs or T20Is)
 * at a time; CI runs it on each of the six (.ci/run), each imported into a database of its own.
 *
 * npx tsx scripts/verify-cricket-figures.ts <cricsheet zip | folder of match JSON> [--db=<database it was imported into>] [names...]
 *
 * Reads the raw Cricsheet JSON on its own terms, with its own loop and none of the importer's code
 * (Cricsheet format: https://cricsheet.org/format/json/):
 * - a ball faced is a delivery to the batter without a `wides` entry in `extras`;
 * - a boundary is 4 or 6 in `runs.batter` unless `runs.non_boundary` is true (all run);
 * - a dot is a ball faced with `runs.batter` 0;
 * - an out is a `wickets[]` entry naming the player, except "retired hurt" and "retired not out";
 * - an innings is counted for everyone who appears as batter or non-striker in it, or is named out in it (a batter
 *   retired out before facing a ball);
 * - a bowler's wicket is bowled, caught, caught and bowled, lbw, stumped or hit wicket;
 * - an innings marked `super_over` (a tie's super over) is in no career and no scorecard (as Statsguru counts).
 * Then it imports the same archive with the importer into a temporary database and compares, for EVERY
 * player: innings, runs, balls, outs, 4s, 6s, dots, 50+ scores and 100s; and for every batter the sums of
 * the match-up table (balls, runs, dots, bowler wickets, 4s, 6s) against the same independent tallies;
 * and per bowler for the named players; and the archive coverage (Tests held, first and last Test number,
 * missing count) against its own count of the raw `info.match_type_number` values. Prints the named players' lines and a summary; exits 1 on any
 * difference. Reads the archive at run time; commits no data.
 * In the same pass, scripts/cricket-scorecard-recount.ts recounts bowling, fielding and every innings' totals, fall of
 * wickets and partnerships from the raw files, and scripts/cricket-scorecard-compare.ts compares them with the
 * database for every player and innings, plus published figures (Stuart Broad's career, Lord's 2019).
 * The ground alias table (api/cricket/import/venues.ts) must map every venue string of the archive to exactly one ground, and
 * scripts/cricket-team-recount.ts recounts every team's won/lost/drawn, every head-to-head and every series result
 * from the raw files and compares them with the site's answers (a series the site calls complete must leave no room
 * for a lost last Test among the official numbers); scripts/cricket-truth-checks.ts checks the result words (no
 * "1 wickets" or "1 runs"), the withheld Tests' numbers and dates, and the career coverage badges.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yauzl from 'yauzl';
import { openDatabase } from '../api/db/database';
import { migrate } from '../api/db/migrate';
import { importCricsheet } from '../api/cricket/import/import';
import { archiveCoverage } from '../api/cricket/queries/coverage';
import { compareScorecards } from './cricket-scorecard-compare';
import { ScorecardRecount, type CricsheetMatch } from './cricket-scorecard-recount';
import { groundsMatching } from '../api/cricket/import/venues';
import { compareTeams, TeamRecount } from './cricket-team-recount';
import { compareTruth, TruthRecount } from './cricket-truth-checks';
import { WITHHELD_TESTS } from '../common/cricket/withheld-tests';
import { CRICKET_FORMATS, type CricketFormatKey } from '../common/cricket/formats';

const DEFAULT_NAMES = ['JE Root', 'V Kohli', 'SPD Smith', 'KS Williamson', 'AN Cook', 'Shubman Gill'];
const NOT_OUT = ['retired hurt', 'retired not out'];
const BOWLER_WICKETS = ['bowled', 'caught', 'caught and bowled', 'lbw', 'stumped', 'hit wicket'];

interface Tally {
  innings: number;
  runs: number;
  balls: number;
  outs: number;
  fours: number;
  sixes: number;
  dots: number;
  fifties: number;
  hundreds: number;
  /** Bowler wickets against this batter (sum over bowlers). */
  bowlerOuts: number;
}

interface Vs {
  balls: number;
  runs: number;
  dots: number;
  outs: number;
  fours: number;
  sixes: number;
}

/** The parts of a Cricsheet match file this check reads (read independently of api/cricket/import/parse-match.ts). */
interface CricsheetDoc {
  info: { match_type: string; gender: string; match_type_number?: number; venue: string; registry: { people: Record<string, string> } };
  innings: {
    /** A tie's super over: in nobody's career (as Statsguru counts), so left out of every recount. */
    super_over?: boolean;
    overs?: {
      deliveries: {
        batter: string;
        non_striker: string;
        bowler: string;
        runs: { batter: number; non_boundary?: boolean };
        extras?: Record<string, number>;
        wickets?: { kind: string; player_out: string }[];
      }[];
    }[];
  }[];
}

function eachJsonInZip(path: string, fn: (doc: CricsheetDoc, file: string) => void): Promise<void> {
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
            fn(JSON.parse(Buffer.concat(parts).toString('utf8')), entry.fileName);
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

async function eachJson(path: string, fn: (doc: CricsheetDoc, file: string) => void) {
  if (!statSync(path).isDirectory()) return eachJsonInZip(path, fn);
  for (const f of readdirSync(path).filter((n) => n.endsWith('.json'))) fn(JSON.parse(readFileSync(join(path, f), 'utf8')), f);
}

// --db=<path>: compare with a database this archive was just imported into (CI's --strict import) instead of
// importing it again into a temporary one.
const dbArg = process.argv.find((a) => a.startsWith('--db='))?.slice('--db='.length);
const args = process.argv.slice(2).filter((a) => !a.startsWith('--db='));
const source = args[0];
if (!source) {
  console.error('usage: verify-cricket-figures.ts <zip|folder> [--db=<imported database>] [names...]');
  process.exit(2);
}
const names = args.length > 1 ? args.slice(1) : DEFAULT_NAMES;
const tallies = new Map<string, Tally>(); // by registry id
const vs = new Map<string, Map<string, Vs>>(); // batter id -> bowler id -> tally
const idByName = new Map<string, string>();
let allRunFours = 0;
// Official Test numbers (info.match_type_number) seen in the raw files, for the coverage check.
const rawTestNumbers = new Set<number>();
let rawUnnumbered = 0;
// Every venue string of the archive, for the ground alias table's check (each must name exactly one ground).
const rawVenues = new Set<string>();
let allRunSixes = 0;

const tally = (id: string) => {
  let t = tallies.get(id);
  if (!t) tallies.set(id, (t = { innings: 0, runs: 0, balls: 0, outs: 0, fours: 0, sixes: 0, dots: 0, fifties: 0, hundreds: 0, bowlerOuts: 0 }));
  return t;
};
const versus = (batter: string, bowler: string) => {
  let m = vs.get(batter);
  if (!m) vs.set(batter, (m = new Map()));
  let v = m.get(bowler);
  if (!v) m.set(bowler, (v = { balls: 0, runs: 0, dots: 0, outs: 0, fours: 0, sixes: 0 }));
  return v;
};

const scorecards = new ScorecardRecount();
const teamRecount = new TeamRecount();
const truth = new TruthRecount();
// The archive's format: the first file's `info.match_type` and `info.gender` (Cricsheet's own words, looked up in the
// list of formats); every file must be of it, since the database compared holds this archive alone.
let fmt: CricketFormatKey | null = null;
const otherFormat: string[] = [];
await eachJson(source, (raw, file) => {
  const own = CRICKET_FORMATS.find((f) => f.matchType === raw.info.match_type && f.sex === raw.info.gender)?.key ?? null;
  fmt ??= own;
  if (own === null || own !== fmt) {
    otherFormat.push(`${file} (${raw.info.match_type}, ${raw.info.gender})`);
    return;
  }
  // A tie's super overs are in nobody's career and on no scorecard's innings: the match as played in its overs.
  const doc = { ...raw, innings: raw.innings.filter((inn) => inn.super_over !== true) };
  scorecards.add(file.replace(/^.*\//, '').replace(/\.json$/i, ''), doc as unknown as CricsheetMatch);
  if (typeof doc.info.match_type_number === 'number') rawTestNumbers.add(doc.info.match_type_number);
  else rawUnnumbered++;
  rawVenues.add(doc.info.venue);
  teamRecount.add(doc);
  truth.add(file.replace(/^.*\//, '').replace(/\.json$/i, ''), doc);
  const people: Record<string, string> = doc.info.registry.people;
  for (const name of names) if (people[name] && !idByName.has(name)) idByName.set(name, people[name]);
  for (const inn of doc.innings) {
    const runsThisInnings = new Map<string, number>();
    for (const over of inn.overs ?? []) {
      for (const d of over.deliveries) {
        const batter = people[d.batter];
        runsThisInnings.set(batter, (runsThisInnings.get(batter) ?? 0) + d.runs.batter);
        if (!runsThisInnings.has(people[d.non_striker])) runsThisInnings.set(people[d.non_striker], 0);
        const t = tally(batter);
        const v = versus(batter, people[d.bowler]);
        const wide = 'wides' in (d.extras ?? {});
        const allRun = d.runs.non_boundary === true;
        t.runs += d.runs.batter;
        v.runs += d.runs.batter;
        if (!wide) {
          t.balls++;
          v.balls++;
          if (d.runs.batter === 0) {
            t.dots++;
            v.dots++;
          }
        }
        if (d.runs.batter === 4) {
          if (allRun) allRunFours++;
          else {
            t.fours++;
            v.fours++;
          }
        }
        if (d.runs.batter === 6) {
          if (allRun) allRunSixes++;
          else {
            t.sixes++;
            v.sixes++;
          }
        }
        for (const w of d.wickets ?? []) {
          const out = people[w.player_out];
          // Named out, he batted in this innings, also without a ball at the crease (retired out before facing).
          if (!runsThisInnings.has(out)) runsThisInnings.set(out, 0);
          if (!NOT_OUT.includes(w.kind)) tally(out).outs++;
          if (BOWLER_WICKETS.includes(w.kind)) {
            tally(out).bowlerOuts++;
            versus(out, people[d.bowler]).outs++;
          }
        }
      }
    }
    // A retired-hurt batter who returns is one innings: the map holds each player once per innings.
    for (const [id, runs] of runsThisInnings) {
      const t = tally(id);
      t.innings++;
      if (runs >= 100) t.hundreds++;
      else if (runs >= 50) t.fifties++;
    }
  }
});

if (fmt === null) {
  console.error(`no match of a format the explorer covers in ${source}`);
  process.exit(2);
}
const format = CRICKET_FORMATS.find((f) => f.key === fmt)!;
console.log(`format: ${format.label}`);
// The database compared holds one archive: a file of another format would be counted there and not here.
if (otherFormat.length) {
  console.error(`${otherFormat.length} files of another format than ${format.label} (verify one archive at a time): ${otherFormat.slice(0, 3).join(', ')}`);
  process.exit(2);
}
const dir = mkdtempSync(join(tmpdir(), 'cricket-verify-'));
const db = openDatabase(dbArg ?? join(dir, 'verify.db'));
migrate(db);
if (!dbArg) await importCricsheet(db, source, { register: false });

type Row = Record<string, number> & { player_id: string };
const careers = new Map(
  db
    .prepare<unknown[], Row>(
      `SELECT player_id, SUM(did_bat) AS innings, SUM(runs) AS runs, SUM(balls_faced) AS balls, SUM(is_out) AS outs,
                SUM(fours) AS fours, SUM(sixes) AS sixes, COALESCE(SUM(balls_r0), 0) AS dots,
                SUM(is_fifty) AS fifties, SUM(is_century) AS hundreds
         FROM cricket_innings GROUP BY player_id`,
    )
    .all().map((r) => [r.player_id, r]),
);
const matchupSums = new Map(
  db
    .prepare<unknown[], Row>(
      `SELECT batter_id AS player_id, SUM(balls) AS balls, SUM(runs) AS runs, SUM(dots) AS dots, SUM(dismissals) AS outs,
                SUM(fours) AS fours, SUM(sixes) AS sixes
         FROM cricket_matchups GROUP BY batter_id`,
    )
    .all().map((r) => [r.player_id, r]),
);

const CAREER_KEYS = ['innings', 'runs', 'balls', 'outs', 'fours', 'sixes', 'dots', 'fifties', 'hundreds'] as const;
let careersChecked = 0;
const bad: string[] = [];
for (const [id, t] of tallies) {
  if (t.innings === 0) continue;
  careersChecked++;
  const c = careers.get(id);
  const m = matchupSums.get(id);
  const diffs: string[] = [];
  for (const k of CAREER_KEYS) if ((c?.[k] ?? 0) !== t[k]) diffs.push(`${k} raw ${t[k]} vs db ${c?.[k] ?? 0}`);
  const mv: [string, number, number][] = [
    ['matchup balls', t.balls, m?.balls ?? 0],
    ['matchup runs', t.runs, m?.runs ?? 0],
    ['matchup dots', t.dots, m?.dots ?? 0],
    ['matchup bowler wickets', t.bowlerOuts, m?.outs ?? 0],
    ['matchup 4s', t.fours, m?.fours ?? 0],
    ['matchup 6s', t.sixes, m?.sixes ?? 0],
  ];
  for (const [k, raw, got] of mv) if (raw !== got) diffs.push(`${k} raw ${raw} vs db ${got}`);
  if (diffs.length) bad.push(`${id}: ${diffs.join(', ')}`);
}

const perBowler = db.prepare<[string], { bowler_id: string; balls: number; runs: number; dots: number; outs: number; fours: number; sixes: number }>(
  `SELECT bowler_id, SUM(balls) AS balls, SUM(runs) AS runs, SUM(dots) AS dots, SUM(dismissals) AS outs, SUM(fours) AS fours,
          SUM(sixes) AS sixes FROM cricket_matchups WHERE batter_id = ? GROUP BY bowler_id`,
);
for (const name of names) {
  const id = idByName.get(name);
  if (!id) {
    console.log(`-        ${name}: not in this archive`);
    continue;
  }
  const t = tallies.get(id)!;
  const rows = perBowler.all(id);
  const raw = vs.get(id) ?? new Map<string, Vs>();
  let bowlerDiffs = rows.length === raw.size ? 0 : 1;
  for (const r of rows) {
    const v = raw.get(r.bowler_id);
    if (!v || v.balls !== r.balls || v.runs !== r.runs || v.dots !== r.dots || v.outs !== r.outs || v.fours !== r.fours || v.sixes !== r.sixes) bowlerDiffs++;
  }
  if (bowlerDiffs) bad.push(`${id} (${name}): ${bowlerDiffs} bowler match-ups differ`);
  const mismatch = bad.some((b) => b.startsWith(id));
  const avg = t.outs ? (t.runs / t.outs).toFixed(2) : '-';
  console.log(
    `${mismatch ? 'MISMATCH' : 'ok      '} ${name.padEnd(14)} inns ${t.innings} runs ${t.runs} balls ${t.balls} outs ${t.outs} avg ${avg} ` +
      `4s ${t.fours} 6s ${t.sixes} dots ${t.dots} 50s ${t.fifties} 100s ${t.hundreds} bowlers faced ${raw.size}`,
  );
}
// Coverage: held, range and missing count from the raw numbers, against the site's answer.
const coverage = archiveCoverage(db, format.key);
const rawSorted = [...rawTestNumbers].sort((a, b) => a - b);
const rawFirst = rawSorted[0] ?? null;
const rawLast = rawSorted[rawSorted.length - 1] ?? null;
const rawTotal = rawFirst === null || rawLast === null ? 0 : rawLast - rawFirst + 1;
let rawMissing = 0;
for (let n = rawFirst ?? 0; rawLast !== null && n <= rawLast; n++) if (!rawTestNumbers.has(n)) rawMissing++;
const coverageChecks: [string, number | null, number | null][] = [
  ['Tests held', rawTestNumbers.size, coverage.held],
  ['first Test number', rawFirst, coverage.first_number],
  ['last Test number', rawLast, coverage.last_number],
  ['Tests in range', rawTotal, coverage.total],
  ['missing Tests', rawMissing, coverage.missing.length],
  ['files without a Test number', rawUnnumbered, coverage.unnumbered],
];
for (const [what, raw, site] of coverageChecks) {
  if (raw !== site) bad.push(`coverage: ${what} raw ${raw} vs site ${site}`);
}
console.log(
  `coverage: raw count holds ${rawTestNumbers.size} of ${rawTotal} ${format.label} from #${rawFirst} to #${rawLast}, ${rawMissing} missing; ` +
    `site says ${coverage.held} of ${coverage.total}, ${coverage.missing.length} missing`,
);
bad.push(...compareScorecards(db, scorecards, format.key));
// Teams, head-to-head and series results, recounted from the raw files (Cricsheet's withheld matches are men's Tests).
bad.push(...compareTeams(db, teamRecount, format.key, new Set(format.key === 'tests' ? WITHHELD_TESTS.map((w) => w.number) : [])));
// Result words, the withheld Tests and the career coverage badges (scripts/cricket-truth-checks.ts).
bad.push(...compareTruth(db, truth, format.key));
// The ground alias table (api/cricket/import/venues.ts): every Test venue string names exactly one ground of it (every
// Test ground, the women's included, is in the table); a limited-overs venue names one or none (a ground that never
// held a Test keeps the venue's own name), never two.
const groundsSeen = new Set<string>();
let outsideTable = 0;
for (const venue of rawVenues) {
  const found = groundsMatching(venue);
  if (found.length === 0 && format.overs !== null) outsideTable++;
  else if (found.length !== 1) bad.push(`[grounds] venue "${venue}" maps to ${found.length} grounds of the alias table`);
  for (const g of found) groundsSeen.add(g.ground);
}
console.log(`grounds: ${rawVenues.size} venue strings of the archive map to ${groundsSeen.size} grounds${outsideTable ? ` (${outsideTable} outside the table, named as the venue)` : ''}, ${
  bad.some((b) => b.startsWith('[grounds]')) ? 'NOT each to one' : 'none to two'
}`);
console.log(`all-run (non-boundary) fours: ${allRunFours}, sixes: ${allRunSixes} (runs, not boundaries)`);
console.log(`careers compared: ${careersChecked}; agree on every figure: ${careersChecked - bad.filter((b) => !b.includes('bowler match-ups') && !b.startsWith('coverage') && !b.startsWith('[scorecards]') && !b.startsWith('[grounds]') && !b.startsWith('[teams]') && !b.startsWith('[truth]')).length}`);
for (const b of bad.slice(0, 30)) console.log(`  differs: ${b}`);
if (bad.length > 30) console.log(`  ... and ${bad.length - 30} more`);
db.close();
rmSync(dir, { recursive: true, force: true });
if (bad.length) process.exit(1);
