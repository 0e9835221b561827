/**
 * The season and fixture lines of the league CSV, read by the league import beside its match lines.
 *
 * A line with a `season` is either
 * - a season line: `date` (the start date, YYYY-MM-DD), `group`, `season`; nothing else; or
 * - a fixture line: `date` (YYYY-MM-DD), `player1`, `player2`, `group`, `season`, optional `round` (a whole number
 *   from 1) and `deleted` (the date-time the fixture was removed); no scores and no fixture weight.
 *
 * Each line's fields are checked with zod (every message begins with the column it is about). References are
 * resolved once the whole file is read, so the lines may come in any order: a fixture's group, players and season
 * must be in the league already or created by the file (a fixture never creates a player: a misspelt name is a
 * bad line, not a new player), and its date must not be before its season's start. A season already in the group
 * (same name ignoring case) with the same start date is skipped; with another start date it is a bad line. A
 * fixture already in its season (same date, same pair in either order, removed or not) is skipped, so importing a
 * file twice adds nothing the second time.
 */
import { z } from 'zod';
import type { Db } from '../../db/database';
import { MAX_SEASON_FIXTURES, tooManyFixtures } from '../../../contracts/season-limits';
import type { ImportError } from '../../../contracts/admin-import-export';
import { parseGameDate } from '../../../common/game-date';
import { checkName } from '../../../contracts/names';
import { parseFixtureDate } from '../../../contracts/season';
import { insertSeason } from '../seasons/season-admin-queries';
import { stmt } from '../../db/statement-cache';

/** The raw fields of one CSV line, by column (missing columns are ''). */
export type RawLine = Record<'date' | 'player1' | 'player2' | 'score1' | 'score2' | 'fixture_weight' | 'group' | 'deleted' | 'season' | 'round', string>;

interface SeasonLine {
  line: number;
  group: string;
  season: string;
  startDate: string;
}

interface FixtureLine {
  line: number;
  group: string;
  season: string;
  date: string;
  player1: string;
  player2: string;
  round: number | null;
  deletedAt: string | null;
}

export interface SeasonPlan {
  seasons: SeasonLine[];
  fixtures: FixtureLine[];
  fixturesAlreadyPresent: number;
}

const day = (column: string) =>
  z.string().transform((raw, ctx) => {
    if (raw === '') return ctx.addIssue({ code: 'custom', message: `${column} is missing` }), z.NEVER;
    const r = parseFixtureDate(raw);
    if (!r.ok) return ctx.addIssue({ code: 'custom', message: `${column} ${r.reason} (got "${raw}")` }), z.NEVER;
    return r.date;
  });

const name = (column: string) =>
  z.string().transform((raw, ctx) => {
    if (raw === '') return ctx.addIssue({ code: 'custom', message: `${column} is missing` }), z.NEVER;
    const r = checkName(raw);
    if (!r.ok) return ctx.addIssue({ code: 'custom', message: `${column} ${r.reason}` }), z.NEVER;
    return r.name;
  });

const empty = (column: string, kind: string) => z.literal('', { error: `${column} must be empty on a ${kind} line` });

const seasonLine = z.object({
  date: day('date'),
  group: name('group'),
  season: name('season'),
  player2: empty('player2', 'season'),
  score1: empty('score1', 'season'),
  score2: empty('score2', 'season'),
  fixture_weight: empty('fixture_weight', 'season'),
  deleted: empty('deleted', 'season'),
  round: empty('round', 'season'),
});

const fixtureLine = (now: number) =>
  z.object({
      date: day('date'),
      player1: name('player1'),
      player2: name('player2'),
      group: name('group'),
      season: name('season'),
      score1: empty('score1', 'fixture'),
      score2: empty('score2', 'fixture'),
      fixture_weight: empty('fixture_weight', 'fixture'),
      round: z.string().transform((raw, ctx) => {
        if (raw === '') return null;
        if (!/^\d{1,4}$/.test(raw) || Number(raw) < 1) {
          return ctx.addIssue({ code: 'custom', message: `round must be empty or a whole number from 1 to 9999 (got "${raw}")` }), z.NEVER;
        }
        return Number(raw);
      }),
      deleted: z.string().transform((raw, ctx) => {
        if (raw === '') return null;
        const d = parseGameDate(raw, now);
        if (!d.ok) return ctx.addIssue({ code: 'custom', message: `deleted must be empty or the date-time the fixture was removed; it ${d.reason}` }), z.NEVER;
        return d.stored;
      }),
    });

/** What the league holds already: seasons by group and name key, and live or removed fixtures by their key. */
function readSeasons(db: Db, key: (name: string) => string) {
  const seasons = new Map<string, string>();
  for (const s of stmt(db, 'SELECT g.name AS g, s.name AS s, s.start_date AS d FROM pool_seasons s JOIN pool_groups g ON g.id = s.group_id').all() as {
    g: string;
    s: string;
    d: string;
  }[]) {
    seasons.set(`${key(s.g)}\u0000${key(s.s)}`, s.d);
  }
  const fixtures = new Map<string, number>();
  for (const f of stmt(
    db,
    `SELECT g.name AS g, s.name AS s, f.fixture_date AS d, p1.name AS p1, p2.name AS p2, f.deleted_at IS NOT NULL AS del
     FROM pool_fixtures f JOIN pool_seasons s ON s.id = f.season_id JOIN pool_groups g ON g.id = s.group_id
     JOIN pool_players p1 ON p1.id = f.player_1_id JOIN pool_players p2 ON p2.id = f.player_2_id`,
  ).all() as { g: string; s: string; d: string; p1: string; p2: string; del: number }[]) {
    const k = fixtureKey(key, f.g, f.s, f.d, f.p1, f.p2, f.del === 1);
    fixtures.set(k, (fixtures.get(k) ?? 0) + 1);
  }
  return { seasons, fixtures };
}

function fixtureKey(key: (name: string) => string, group: string, season: string, date: string, p1: string, p2: string, removed: boolean) {
  const pair = [key(p1), key(p2)].sort();
  return [key(group), key(season), date, pair[0], pair[1], removed ? 'd' : ''].join('\u0000');
}

/**
 * The season part of one import: `add` checks a line's fields, `finish` resolves every reference against the
 * league and the rest of the file (the `known*` callbacks say whether a name is in either) and returns the plan.
 */
export function seasonPlanner(db: Db, key: (name: string) => string, now: number) {
  const seasonLines: SeasonLine[] = [];
  const fixtureLines: FixtureLine[] = [];
  const fixtureSchema = fixtureLine(now);

  const add = (line: number, raw: RawLine, fail: (reason: string) => void) => {
    if (raw.player1 === '' && raw.player2 === '' && raw.score1 === '' && raw.score2 === '') {
      const r = seasonLine.safeParse(raw);
      if (!r.success) return void r.error.issues.forEach((i) => fail(i.message));
      seasonLines.push({ line, group: r.data.group, season: r.data.season, startDate: r.data.date });
      return;
    }
    const r = fixtureSchema.safeParse(raw);
    if (!r.success) return void r.error.issues.forEach((i) => fail(i.message));
    const f = r.data;
    fixtureLines.push({ line, group: f.group, season: f.season, date: f.date, player1: f.player1, player2: f.player2, round: f.round, deletedAt: f.deleted });
  };

  const finish = (knownPlayer: (name: string) => boolean, knownGroup: (name: string) => boolean): { plan: SeasonPlan; errors: ImportError[] } => {
    const errors: ImportError[] = [];
    const { seasons: stored, fixtures: present } = readSeasons(db, key);
    const plan: SeasonPlan = { seasons: [], fixtures: [], fixturesAlreadyPresent: 0 };
    const starts = new Map(stored);
    for (const s of seasonLines) {
      const k = `${key(s.group)}\u0000${key(s.season)}`;
      if (!knownGroup(s.group)) {
        errors.push({ line: s.line, reason: `group "${s.group}" is not a group of the league or of this file` });
        continue;
      }
      const start = starts.get(k);
      if (start === undefined) {
        starts.set(k, s.startDate);
        plan.seasons.push(s);
      } else if (start !== s.startDate) {
        errors.push({ line: s.line, reason: `season "${s.season}" of ${s.group} already starts on ${start}, not ${s.startDate}` });
      }
    }
    for (const f of fixtureLines) {
      const fail = (reason: string) => void errors.push({ line: f.line, reason });
      const before = errors.length;
      if (!knownGroup(f.group)) fail(`group "${f.group}" is not a group of the league or of this file`);
      if (!knownPlayer(f.player1)) fail(`player1 "${f.player1}" is not a player of the league or of this file`);
      if (!knownPlayer(f.player2)) fail(`player2 "${f.player2}" is not a player of the league or of this file`);
      if (key(f.player1) === key(f.player2)) fail('player1 and player2 must be different players');
      const start = starts.get(`${key(f.group)}\u0000${key(f.season)}`);
      if (errors.length === before && start === undefined) {
        fail(`season "${f.season}" is not a season of ${f.group}: add a season line (start date, group, season) to the file`);
      } else if (start !== undefined && f.date < start) fail(`date ${f.date} is before the season starts (${start})`);
      if (errors.length > before) continue;
      const k = fixtureKey(key, f.group, f.season, f.date, f.player1, f.player2, f.deletedAt !== null);
      const have = present.get(k) ?? 0;
      if (have > 0) {
        present.set(k, have - 1);
        plan.fixturesAlreadyPresent++;
      } else plan.fixtures.push(f);
    }
    // At most MAX_SEASON_FIXTURES fixtures a season, the stored ones and this file's together.
    const held = new Map<string, number>();
    for (const r of stmt(
      db,
      `SELECT g.name AS g, s.name AS s, COUNT(*) AS n FROM pool_fixtures f JOIN pool_seasons s ON s.id = f.season_id
       JOIN pool_groups g ON g.id = s.group_id WHERE f.deleted_at IS NULL GROUP BY s.id`,
    ).all() as { g: string; s: string; n: number }[]) {
      held.set(`${key(r.g)}\u0000${key(r.s)}`, r.n);
    }
    const over = new Map<string, { line: number; group: string; season: string }>();
    for (const f of plan.fixtures) {
      const k = `${key(f.group)}\u0000${key(f.season)}`;
      const n = (held.get(k) ?? 0) + 1;
      held.set(k, n);
      if (n === MAX_SEASON_FIXTURES + 1) over.set(k, { line: f.line, group: f.group, season: f.season });
    }
    for (const [k, o] of over) errors.push({ line: o.line, reason: `season: ${tooManyFixtures(held.get(k)!)} (${o.group}, ${o.season})` });
    return { plan, errors };
  };

  return { add, finish };
}

/** Write a season plan; the caller holds the write transaction and has created the plan's players and groups. */
export function applySeasonPlan(db: Db, plan: SeasonPlan, key: (name: string) => string, playerId: (name: string) => number, groupId: (name: string) => number) {
  const seasonId = new Map<string, number>();
  for (const s of stmt(db, 'SELECT s.id, s.name, g.name AS g FROM pool_seasons s JOIN pool_groups g ON g.id = s.group_id').all() as {
    id: number;
    name: string;
    g: string;
  }[]) {
    seasonId.set(`${key(s.g)}\u0000${key(s.name)}`, s.id);
  }
  for (const s of plan.seasons) seasonId.set(`${key(s.group)}\u0000${key(s.season)}`, insertSeason(db, groupId(s.group), s.season, s.startDate));
  const insert = stmt(db, 'INSERT INTO pool_fixtures (season_id, fixture_date, player_1_id, player_2_id, round, deleted_at) VALUES (?, ?, ?, ?, ?, ?)');
  for (const f of plan.fixtures) {
    insert.run(seasonId.get(`${key(f.group)}\u0000${key(f.season)}`)!, f.date, playerId(f.player1), playerId(f.player2), f.round, f.deletedAt);
  }
}
