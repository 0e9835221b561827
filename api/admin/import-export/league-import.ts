import type { ImportReport } from '../../../contracts/admin-import-export';
import type { Db } from '../../db/database';
import { dataVersion } from '../../lib/data-version';
import { parseCsv, type CsvParse, type CsvRecord } from '../../../common/csv';
import { parseGameDate } from '../../../common/game-date';
import { applySeasonPlan, seasonPlanner, type RawLine, type SeasonPlan } from './league-import-seasons';
import { insertMatch } from '../../league/writes/insert-match';
import { nameKey, slugFor } from '../../../contracts/names';
import { importNames } from './import-names';
import { MAX_FIXTURE_WEIGHT, SCORE_OPTIONS, scoreProblem } from '../../../common/match-rules';
import { stmt } from '../../db/statement-cache';

/**
 * CSV import of a season. Columns: date,player1,player2,score1,score2[,fixture_weight][,group][,deleted].
 * A first line naming a date or player1 column is a header naming the columns (any order); without one the columns are in
 * that order. Players and groups are matched by name ignoring case and created when new; a match row with a group
 * makes both players members of it. A row with only player1 and/or group (no date, player2 or scores) creates that
 * player, group or membership: the export writes such rows so a league rebuilds exactly.
 *
 * A match is already present when the calendar date, both players and both scores (and whether it is deleted) are
 * the same as a stored match's; a file holding the same result twice on one date adds as many copies as the
 * database lacks, so importing a file twice adds nothing the second time.
 *
 * A line with a `season` (the header must name the column) is a season or a fixture line, read by
 * league-import-seasons.ts.
 */

export const IMPORT_COLUMNS = ['date', 'player1', 'player2', 'score1', 'score2', 'fixture_weight', 'group', 'deleted', 'season', 'round'] as const;
type Column = (typeof IMPORT_COLUMNS)[number];
const REQUIRED: Column[] = ['date', 'player1', 'player2', 'score1', 'score2'];
const POSITIONAL: Column[] = ['date', 'player1', 'player2', 'score1', 'score2', 'fixture_weight', 'group'];

export type { ImportReport };

interface MatchRow {
  line: number;
  stored: string;
  p1: string;
  p2: string;
  s1: number;
  s2: number;
  weight: number;
  group: string | null;
  deletedAt: string | null;
}

export interface Plan {
  report: ImportReport;
  /** The pool data version the plan was made against (applying checks it has not moved). */
  version: number;
  matches: MatchRow[];
  memberships: { group: string; player: string }[];
  /** Display name by key, for names to create. */
  newPlayers: Map<string, string>;
  newGroups: Map<string, string>;
  seasons: SeasonPlan;
}

const noSeasons = (): SeasonPlan => ({ seasons: [], fixtures: [], fixturesAlreadyPresent: 0 });

const SCORES = new Set<number>(SCORE_OPTIONS);

function matchKey(date: string, k1: string, s1: number, k2: string, s2: number, deleted: boolean): string {
  const sides = [`${k1}\u0000${s1}`, `${k2}\u0000${s2}`].sort();
  return `${date.slice(0, 10)}\u0001${sides[0]}\u0001${sides[1]}\u0001${deleted ? 'd' : ''}`;
}

function parseScore(raw: string, column: string): number | string {
  if (!/^\d{1,2}$/.test(raw)) return `${column} must be a whole number 0-7 or 10 (got "${raw}")`;
  const n = Number(raw);
  return SCORES.has(n) ? n : `${column} must be 0-7 or 10 (got ${n})`;
}

function parseWeight(raw: string): number | string {
  if (raw === '') return 1;
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(raw)) return `fixture_weight must be a number (got "${raw}")`;
  const n = Number(raw);
  if (!(n > 0) || n > MAX_FIXTURE_WEIGHT) return `fixture_weight must be greater than 0 and at most ${MAX_FIXTURE_WEIGHT} (got ${raw})`;
  return n;
}

const emptyReport = (): ImportReport => ({
  dryRun: true,
  committed: false,
  rowsRead: 0,
  matchesToAdd: 0,
  matchesAlreadyPresent: 0,
  playersToCreate: [],
  groupsToCreate: [],
  membershipsToAdd: 0,
  seasonsToCreate: [],
  fixturesToAdd: 0,
  fixturesAlreadyPresent: 0,
  errors: [],
});

/** The header's columns, or null without a header; an error goes into the report (and `records` keeps the rest). */
function readHeader(records: CsvRecord[], report: ImportReport): { columns: Column[] | null; rows: CsvRecord[] } | null {
  const firstNames = records.length > 0 ? records[0].fields.map((f) => f.trim().toLowerCase()) : [];
  if (!firstNames.includes('date') && !firstNames.includes('player1')) return { columns: null, rows: records };
  const names = firstNames;
  const unknown = names.filter((n) => !(IMPORT_COLUMNS as readonly string[]).includes(n));
  const missing = REQUIRED.filter((c) => !names.includes(c));
  const repeated = names.filter((n, i) => names.indexOf(n) !== i);
  if (unknown.length || missing.length || repeated.length) {
    const parts = [
      unknown.length ? `unknown column(s) ${unknown.map((u) => `"${u}"`).join(', ')}` : '',
      missing.length ? `missing column(s) ${missing.join(', ')}` : '',
      repeated.length ? `repeated column(s) ${repeated.join(', ')}` : '',
    ].filter(Boolean);
    report.errors.push({ line: records[0].line, reason: `Header: ${parts.join('; ')}. Columns are ${IMPORT_COLUMNS.join(', ')}` });
    return null;
  }
  return { columns: names as Column[], rows: records.slice(1) };
}

/** What the database holds now, read once: names by key, memberships, and stored matches by their import key. */
function readLeague(db: Db, key: (name: string) => string) {
  const players = new Map<string, string>();
  for (const p of stmt<{ name: string }>(db, 'SELECT name FROM pool_players').all()) players.set(key(p.name), p.name);
  const groups = new Map<string, string>();
  for (const g of stmt<{ name: string }>(db, 'SELECT name FROM pool_groups').all()) groups.set(key(g.name), g.name);
  const members = new Set<string>();
  for (const m of stmt<{ g: string; p: string }>(
    db,
    'SELECT g.name AS g, p.name AS p FROM pool_group_players gp JOIN pool_groups g ON g.id = gp.group_id JOIN pool_players p ON p.id = gp.player_id',
  ).all()) {
    members.add(`${key(m.g)}\u0000${key(m.p)}`);
  }
  const present = new Map<string, number>();
  for (const m of stmt<{ d: string; n1: string; s1: number; n2: string; s2: number; del: number }>(
    db,
    `SELECT m.game_datetime AS d, p1.name AS n1, m.score_1 AS s1, p2.name AS n2, m.score_2 AS s2, m.deleted_at IS NOT NULL AS del
     FROM pool_matches m JOIN pool_players p1 ON p1.id = m.player_1_id JOIN pool_players p2 ON p2.id = m.player_2_id`,
  ).all()) {
    const k = matchKey(m.d, key(m.n1), m.s1, key(m.n2), m.s2, m.del === 1);
    present.set(k, (present.get(k) ?? 0) + 1);
  }
  return { players, groups, members, present };
}

/** A plan that adds nothing yet, against the league as it is now (its data version). */
function emptyPlan(db: Db): Plan {
  return {
    report: emptyReport(),
    version: dataVersion(db, 'pool'),
    matches: [],
    memberships: [],
    newPlayers: new Map(),
    newGroups: new Map(),
    seasons: noSeasons(),
  };
}

/**
 * The planner of one file: `add(record)` checks a data line against the league read once at the start and notes
 * what it adds; `finish()` fills in the report. Nothing is written.
 */
function planner(db: Db, columns: Column[] | null, now: number) {
  // nameKey remembers each name's key: a season names each player thousands of times.
  const key = nameKey;
  const plan = emptyPlan(db);
  const { report } = plan;
  const { present, ...league } = readLeague(db, key);
  const names = importNames(league, plan, key);
  const seasons = seasonPlanner(db, key, now);

  const add = (rec: CsvRecord) => {
    report.rowsRead++;
    const fail = (reason: string) => void report.errors.push({ line: rec.line, reason });
    const cols = columns ?? POSITIONAL.slice(0, rec.fields.length);
    if (columns ? rec.fields.length !== columns.length : rec.fields.length < 5 || rec.fields.length > POSITIONAL.length) {
      fail(
        columns
          ? `Expected ${columns.length} fields as in the header, found ${rec.fields.length}`
          : `Expected 5 to 7 fields (date,player1,player2,score1,score2[,fixture_weight][,group]), found ${rec.fields.length}`,
      );
      return;
    }
    const get = (c: Column) => {
      const i = cols.indexOf(c);
      return i < 0 ? '' : rec.fields[i].trim();
    };
    const [date, p1raw, p2raw, s1raw, s2raw, wraw, graw, draw, sraw, rraw] = IMPORT_COLUMNS.map(get);
    if (sraw !== '') {
      const raw = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, get(c)])) as RawLine;
      return seasons.add(rec.line, raw, fail);
    }
    if (rraw !== '') return fail('round is only for fixture lines, which name their season');
    const named = (raw: string, column: string) => names.named(raw, column, fail);
    if (date === '' && p2raw === '' && s1raw === '' && s2raw === '') return names.entityLine(p1raw, graw, fail);

    const errorsBefore = report.errors.length;
    const d = date === '' ? null : parseGameDate(date, now);
    if (d === null) fail('date is missing');
    else if (!d.ok) fail(`date ${d.reason} (got "${date}")`);
    const p1 = p1raw === '' ? (fail('player1 is missing'), null) : named(p1raw, 'player1');
    const p2 = p2raw === '' ? (fail('player2 is missing'), null) : named(p2raw, 'player2');
    if (p1 && p2 && key(p1) === key(p2)) fail('player1 and player2 must be different players');
    const s1 = s1raw === '' ? 'score1 is missing' : parseScore(s1raw, 'score1');
    const s2 = s2raw === '' ? 'score2 is missing' : parseScore(s2raw, 'score2');
    if (typeof s1 === 'string') fail(s1);
    if (typeof s2 === 'string') fail(s2);
    const scores = typeof s1 === 'number' && typeof s2 === 'number' ? scoreProblem(s1, s2) : null;
    if (scores) fail(scores.message);
    const w = parseWeight(wraw);
    if (typeof w === 'string') fail(w);
    const g = graw === '' ? '' : named(graw, 'group');
    let deletedAt: string | null = null;
    if (draw !== '') {
      const del = parseGameDate(draw, now);
      if (!del.ok) fail(`deleted must be empty or the date-time the match was deleted; it ${del.reason}`);
      else deletedAt = del.stored;
    }
    if (report.errors.length > errorsBefore || !d?.ok || !p1 || !p2 || g === null) return;

    const row: MatchRow = { line: rec.line, stored: d.stored, p1, p2, s1: s1 as number, s2: s2 as number, weight: w as number, group: g || null, deletedAt };
    const k = matchKey(row.stored, key(p1), row.s1, key(p2), row.s2, deletedAt !== null);
    const have = present.get(k) ?? 0;
    if (have > 0) {
      present.set(k, have - 1);
      report.matchesAlreadyPresent++;
    } else {
      plan.matches.push(row);
    }
    names.notePlayer(p1);
    names.notePlayer(p2);
    if (g) {
      names.noteGroup(g);
      names.noteMember(g, p1, fail);
      names.noteMember(g, p2, fail);
    }
  };

  const finish = () => {
    const s = seasons.finish(names.knownPlayer, names.knownGroup);
    plan.seasons = s.plan;
    if (s.errors.length > 0) report.errors = [...report.errors, ...s.errors].sort((a, b) => a.line - b.line);
    report.seasonsToCreate = s.plan.seasons.map((x) => `${x.group}: ${x.season}`);
    report.fixturesToAdd = s.plan.fixtures.length;
    report.fixturesAlreadyPresent = s.plan.fixturesAlreadyPresent;
    report.matchesToAdd = plan.matches.length;
    report.playersToCreate = [...plan.newPlayers.values()];
    report.groupsToCreate = [...plan.newGroups.values()];
    report.membershipsToAdd = plan.memberships.length;
    return plan;
  };
  return { add, finish };
}

/** Parse the file and its header; a plan holding only the error when either is wrong. */
function readFile(db: Db, parsed: CsvParse): { columns: Column[] | null; rows: CsvRecord[] } | Plan {
  const empty = emptyPlan(db);
  const { report } = empty;
  if (!parsed.ok) {
    report.errors.push({ line: parsed.line, reason: `Not valid CSV: ${parsed.reason}` });
    return empty;
  }
  const file = readHeader(parsed.records, report);
  if (!file) return empty;
  if (file.rows.length === 0) {
    report.errors.push({ line: 1, reason: 'The file holds no rows' });
    return empty;
  }
  return file;
}

/**
 * parseCsv over a long file in pieces of about `linesPerPiece` lines, yielding to the event loop in between. A
 * piece ends at a line break outside quotes (an even number of `"` before it: RFC 4180 quotes come in pairs), so
 * every piece parses as the whole file would; line numbers are carried over.
 */
async function parseCsvInPieces(text: string, linesPerPiece = 4000): Promise<CsvParse> {
  const records: CsvRecord[] = [];
  let start = 0;
  let lineOffset = 0;
  while (start < text.length) {
    let end = start;
    let lines = 0;
    let quotes = 0;
    while (end < text.length) {
      const ch = text.charCodeAt(end++);
      if (ch === 34) quotes++;
      else if (ch === 10 && quotes % 2 === 0 && ++lines === linesPerPiece) break;
    }
    const parsed = parseCsv(text.slice(start, end), { unescapeFormulas: true });
    if (!parsed.ok) return { ...parsed, line: parsed.line + lineOffset };
    for (const r of parsed.records) records.push(lineOffset ? { line: r.line + lineOffset, fields: r.fields } : r);
    lineOffset += lines;
    start = end;
    await yieldToLoop();
  }
  return { ok: true, records };
}

/** Read the file and compare it with the database; writes nothing. */
export function planImport(db: Db, text: string, now = Date.now()): Plan {
  const file = readFile(db, parseCsv(text, { unescapeFormulas: true }));
  if ('report' in file) return file;
  const p = planner(db, file.columns, now);
  for (const rec of file.rows) p.add(rec);
  return p.finish();
}

/** Rows checked between two yields to the event loop (a few milliseconds of work). */
const CHUNK = 1000;
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** planImport in chunks that let other requests run in between (a season of 100,000 rows). */
export async function planImportChunked(db: Db, text: string, now = Date.now()): Promise<Plan> {
  const file = readFile(db, await parseCsvInPieces(text));
  if ('report' in file) return file;
  const p = planner(db, file.columns, now);
  for (let i = 0; i < file.rows.length; i++) {
    p.add(file.rows[i]);
    if (i % CHUNK === CHUNK - 1) await yieldToLoop();
  }
  return p.finish();
}

/**
 * Apply a plan inside a write transaction the caller holds (nothing can change in between), one step of
 * `chunk` matches at a time: the generator yields between steps so an async caller can let other requests run.
 * Names are resolved with one read of the league, then prepared statements insert the new ones (no re-reading).
 */
export function* applyImportSteps(db: Db, plan: Plan, chunk = CHUNK / 2): Generator<void, ImportReport> {
  // nameKey remembers each name's key: a season names each player thousands of times.
  const key = nameKey;
  const playerId = new Map<string, number>();
  for (const p of stmt<{ id: number; name: string }>(db, 'SELECT id, name FROM pool_players').all()) playerId.set(key(p.name), p.id);
  const groupId = new Map<string, number>();
  for (const g of stmt<{ id: number; name: string }>(db, 'SELECT id, name FROM pool_groups').all()) groupId.set(key(g.name), g.id);
  const slugs = new Set(stmt<string>(db, 'SELECT url_slug FROM pool_groups').pluck().all());
  const newPlayer = stmt<{ id: number }>(db, 'INSERT INTO pool_players (name) VALUES (?) RETURNING id');
  const newGroup = stmt<{ id: number }>(db, 'INSERT INTO pool_groups (name, url_slug) VALUES (?, ?) RETURNING id');
  const member = stmt(db, 'INSERT INTO pool_group_players (group_id, player_id) VALUES (?, ?)');
  let n = 0;
  for (const [k, name] of plan.newPlayers) {
    playerId.set(k, newPlayer.get(name)!.id);
    if (++n % chunk === 0) yield;
  }
  for (const [k, name] of plan.newGroups) {
    const slug = slugFor(name, (s) => slugs.has(s));
    slugs.add(slug);
    groupId.set(k, newGroup.get(name, slug)!.id);
  }
  for (const m of plan.memberships) {
    member.run(groupId.get(key(m.group))!, playerId.get(key(m.player))!);
    if (++n % chunk === 0) yield;
  }
  for (const m of plan.matches) {
    insertMatch(db, {
      player1Id: playerId.get(key(m.p1))!,
      player2Id: playerId.get(key(m.p2))!,
      score1: m.s1,
      score2: m.s2,
      fixtureWeight: m.weight,
      gameDatetime: m.stored,
      deletedAt: m.deletedAt,
    });
    if (++n % chunk === 0) yield;
  }
  applySeasonPlan(
    db,
    plan.seasons,
    key,
    (name) => playerId.get(key(name))!,
    (name) => groupId.get(key(name))!,
  );
  return { ...plan.report, dryRun: false, committed: true };
}
