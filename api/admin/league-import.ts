import type { ImportError, ImportReport } from '../../contracts/admin';
import type { Db } from '../db/database';
import { parseCsv, type CsvRecord } from '../../workers/core/csv';
import { parseGameDate } from './game-date';
import { addMember, createGroup, createPlayer } from './league-queries';
import { insertMatch } from './match-queries';
import { checkName, nameKey } from './names';
import { MAX_FIXTURE_WEIGHT, SCORE_OPTIONS } from './schemas';
import { stmt } from './statement-cache';

/**
 * CSV import of a season (issue 14). Columns: date,player1,player2,score1,score2[,fixture_weight][,group][,deleted].
 * A first line naming a date or player1 column is a header naming the columns (any order); without one the columns are in
 * that order. Players and groups are matched by name ignoring case and created when new; a match row with a group
 * makes both players members of it. A row with only player1 and/or group (no date, player2 or scores) creates that
 * player, group or membership: the export writes such rows so a league rebuilds exactly.
 *
 * A match is already present when the calendar date, both players and both scores (and whether it is deleted) are
 * the same as a stored match's; a file holding the same result twice on one date adds as many copies as the
 * database lacks, so importing a file twice adds nothing the second time.
 */

export const IMPORT_COLUMNS = ['date', 'player1', 'player2', 'score1', 'score2', 'fixture_weight', 'group', 'deleted'] as const;
type Column = (typeof IMPORT_COLUMNS)[number];
const REQUIRED: Column[] = ['date', 'player1', 'player2', 'score1', 'score2'];
const POSITIONAL: Column[] = ['date', 'player1', 'player2', 'score1', 'score2', 'fixture_weight', 'group'];

export type { ImportError, ImportReport };

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

interface Plan {
  report: ImportReport;
  matches: MatchRow[];
  memberships: { group: string; player: string }[];
  /** Display name by key, for names to create. */
  newPlayers: Map<string, string>;
  newGroups: Map<string, string>;
}

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

/** Read the file and compare it with the database; writes nothing. */
export function planImport(db: Db, text: string, now = Date.now()): Plan {
  const report: ImportReport = {
    dryRun: true,
    committed: false,
    rowsRead: 0,
    matchesToAdd: 0,
    matchesAlreadyPresent: 0,
    playersToCreate: [],
    groupsToCreate: [],
    membershipsToAdd: 0,
    errors: [],
  };
  const plan: Plan = { report, matches: [], memberships: [], newPlayers: new Map(), newGroups: new Map() };
  const parsed = parseCsv(text, { unescapeFormulas: true });
  if (!parsed.ok) {
    report.errors.push({ line: parsed.line, reason: `Not valid CSV: ${parsed.reason}` });
    return plan;
  }
  let records: CsvRecord[] = parsed.records;
  let columns: Column[] | null = null;
  const firstNames = records.length > 0 ? records[0].fields.map((f) => f.trim().toLowerCase()) : [];
  if (firstNames.includes('date') || firstNames.includes('player1')) {
    const header = records[0];
    records = records.slice(1);
    const names = header.fields.map((f) => f.trim().toLowerCase());
    const unknown = names.filter((n) => !(IMPORT_COLUMNS as readonly string[]).includes(n));
    const missing = REQUIRED.filter((c) => !names.includes(c));
    const repeated = names.filter((n, i) => names.indexOf(n) !== i);
    if (unknown.length || missing.length || repeated.length) {
      const parts = [
        unknown.length ? `unknown column(s) ${unknown.map((u) => `"${u}"`).join(', ')}` : '',
        missing.length ? `missing column(s) ${missing.join(', ')}` : '',
        repeated.length ? `repeated column(s) ${repeated.join(', ')}` : '',
      ].filter(Boolean);
      report.errors.push({ line: header.line, reason: `Header: ${parts.join('; ')}. Columns are ${IMPORT_COLUMNS.join(', ')}` });
      return plan;
    }
    columns = names as Column[];
  }
  if (records.length === 0) {
    report.errors.push({ line: 1, reason: 'The file holds no rows' });
    return plan;
  }

  // What the database holds now.
  const players = new Map<string, string>();
  for (const p of stmt(db, 'SELECT name FROM pool_players').all() as { name: string }[]) players.set(nameKey(p.name), p.name);
  const groups = new Map<string, string>();
  for (const g of stmt(db, 'SELECT name FROM pool_groups').all() as { name: string }[]) groups.set(nameKey(g.name), g.name);
  const members = new Set<string>();
  for (const m of stmt(
    db,
    'SELECT g.name AS g, p.name AS p FROM pool_group_players gp JOIN pool_groups g ON g.id = gp.group_id JOIN pool_players p ON p.id = gp.player_id',
  ).all() as { g: string; p: string }[]) {
    members.add(`${nameKey(m.g)}\u0000${nameKey(m.p)}`);
  }
  const present = new Map<string, number>();
  for (const m of stmt(
    db,
    `SELECT m.game_datetime AS d, p1.name AS n1, m.score_1 AS s1, p2.name AS n2, m.score_2 AS s2, m.deleted_at IS NOT NULL AS del
     FROM pool_matches m JOIN pool_players p1 ON p1.id = m.player_1_id JOIN pool_players p2 ON p2.id = m.player_2_id`,
  ).all() as { d: string; n1: string; s1: number; n2: string; s2: number; del: number }[]) {
    const k = matchKey(m.d, nameKey(m.n1), m.s1, nameKey(m.n2), m.s2, m.del === 1);
    present.set(k, (present.get(k) ?? 0) + 1);
  }

  const notePlayer = (name: string) => {
    const k = nameKey(name);
    if (!players.has(k) && !plan.newPlayers.has(k)) plan.newPlayers.set(k, name);
  };
  const noteGroup = (name: string) => {
    const k = nameKey(name);
    if (!groups.has(k) && !plan.newGroups.has(k)) plan.newGroups.set(k, name);
  };
  const noteMember = (group: string, player: string) => {
    const k = `${nameKey(group)}\u0000${nameKey(player)}`;
    if (members.has(k)) return;
    members.add(k);
    plan.memberships.push({ group, player });
  };

  for (const rec of records) {
    report.rowsRead++;
    const fail = (reason: string) => report.errors.push({ line: rec.line, reason });
    const cols = columns ?? POSITIONAL.slice(0, rec.fields.length);
    if (columns ? rec.fields.length !== columns.length : rec.fields.length < 5 || rec.fields.length > POSITIONAL.length) {
      fail(
        columns
          ? `Expected ${columns.length} fields as in the header, found ${rec.fields.length}`
          : `Expected 5 to 7 fields (date,player1,player2,score1,score2[,fixture_weight][,group]), found ${rec.fields.length}`,
      );
      continue;
    }
    const get = (c: Column) => {
      const i = cols.indexOf(c);
      return i < 0 ? '' : rec.fields[i].trim();
    };
    const [date, p1raw, p2raw, s1raw, s2raw, wraw, graw, draw] = IMPORT_COLUMNS.map(get);
    const checkNamed = (raw: string, column: string): string | null => {
      const r = checkName(raw);
      if (!r.ok) {
        fail(`${column} ${r.reason}`);
        return null;
      }
      return r.name;
    };

    if (date === '' && p2raw === '' && s1raw === '' && s2raw === '') {
      // A player, group or membership row.
      if (p1raw === '' && graw === '') {
        fail('The line is empty: give a match (date, player1, player2, score1, score2) or a player and/or group');
        continue;
      }
      const p = p1raw === '' ? '' : checkNamed(p1raw, 'player1');
      const g = graw === '' ? '' : checkNamed(graw, 'group');
      if (p === null || g === null) continue;
      if (p) notePlayer(p);
      if (g) noteGroup(g);
      if (p && g) noteMember(g, p);
      continue;
    }

    const errorsBefore = report.errors.length;
    const d = date === '' ? null : parseGameDate(date, now);
    if (d === null) fail('date is missing');
    else if (!d.ok) fail(`date ${d.reason} (got "${date}")`);
    const p1 = p1raw === '' ? (fail('player1 is missing'), null) : checkNamed(p1raw, 'player1');
    const p2 = p2raw === '' ? (fail('player2 is missing'), null) : checkNamed(p2raw, 'player2');
    if (p1 && p2 && nameKey(p1) === nameKey(p2)) fail('player1 and player2 must be different players');
    const s1 = s1raw === '' ? 'score1 is missing' : parseScore(s1raw, 'score1');
    const s2 = s2raw === '' ? 'score2 is missing' : parseScore(s2raw, 'score2');
    if (typeof s1 === 'string') fail(s1);
    if (typeof s2 === 'string') fail(s2);
    if (typeof s1 === 'number' && typeof s2 === 'number' && (s1 === 10) === (s2 === 10)) {
      fail(s1 === 10 ? 'Only one player can score 10' : 'One player must score 10');
    }
    const w = parseWeight(wraw);
    if (typeof w === 'string') fail(w);
    const g = graw === '' ? '' : checkNamed(graw, 'group');
    let deletedAt: string | null = null;
    if (draw !== '') {
      const del = parseGameDate(draw, now);
      if (!del.ok) fail(`deleted must be empty or the date-time the match was deleted; it ${del.reason}`);
      else deletedAt = del.stored;
    }
    if (report.errors.length > errorsBefore || !d?.ok || !p1 || !p2 || g === null) continue;

    const row: MatchRow = { line: rec.line, stored: d.stored, p1, p2, s1: s1 as number, s2: s2 as number, weight: w as number, group: g || null, deletedAt };
    const key = matchKey(row.stored, nameKey(p1), row.s1, nameKey(p2), row.s2, deletedAt !== null);
    const have = present.get(key) ?? 0;
    if (have > 0) {
      present.set(key, have - 1);
      report.matchesAlreadyPresent++;
    } else {
      plan.matches.push(row);
    }
    notePlayer(p1);
    notePlayer(p2);
    if (g) {
      noteGroup(g);
      noteMember(g, p1);
      noteMember(g, p2);
    }
  }

  report.matchesToAdd = plan.matches.length;
  report.playersToCreate = [...plan.newPlayers.values()];
  report.groupsToCreate = [...plan.newGroups.values()];
  report.membershipsToAdd = plan.memberships.length;
  return plan;
}

/**
 * Apply a plan made inside the same write transaction (the caller holds it, so nothing can change in between).
 * Returns the report with committed set.
 */
export function applyImport(db: Db, plan: Plan): ImportReport {
  const playerId = new Map<string, number>();
  for (const p of stmt(db, 'SELECT id, name FROM pool_players').all() as { id: number; name: string }[]) playerId.set(nameKey(p.name), p.id);
  const groupId = new Map<string, number>();
  for (const g of stmt(db, 'SELECT id, name FROM pool_groups').all() as { id: number; name: string }[]) groupId.set(nameKey(g.name), g.id);
  for (const [k, name] of plan.newPlayers) playerId.set(k, createPlayer(db, name).id);
  for (const [k, name] of plan.newGroups) groupId.set(k, createGroup(db, name).id);
  for (const m of plan.memberships) addMember(db, groupId.get(nameKey(m.group))!, playerId.get(nameKey(m.player))!);
  for (const m of plan.matches) {
    insertMatch(db, {
      player1Id: playerId.get(nameKey(m.p1))!,
      player2Id: playerId.get(nameKey(m.p2))!,
      score1: m.s1,
      score2: m.s2,
      fixtureWeight: m.weight,
      gameDatetime: m.stored,
      deletedAt: m.deletedAt,
    });
  }
  return { ...plan.report, dryRun: false, committed: true };
}
