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
 * bad line, not a new player). A season already in the group (same name ignoring case) with the same start date is
 * skipped; with another start date it is a bad line. The fixture lines are planned by fixture-planner.ts, the
 * planner of a season's own fixture file too.
 */
import { z } from 'zod';
import type { Db } from '../../db/database';
import type { ImportError } from '../../../contracts/admin-import-export';
import { parseGameDate } from '../../../common/game-date';
import { insertSeason } from '../seasons/season-admin-queries';
import { stmt } from '../../db/statement-cache';
import { dayField, fixtureFields, nameField, planFixtures, type FixtureLine } from './fixture-planner';

/** The raw fields of one CSV line, by column (missing columns are ''). */
export type RawLine = Record<'date' | 'player1' | 'player2' | 'score1' | 'score2' | 'fixture_weight' | 'group' | 'deleted' | 'season' | 'round', string>;

interface SeasonLine {
  line: number;
  group: string;
  season: string;
  startDate: string;
}

export interface SeasonPlan {
  seasons: SeasonLine[];
  fixtures: FixtureLine[];
  fixturesAlreadyPresent: number;
}

const empty = (column: string, kind: string) => z.literal('', { error: `${column} must be empty on a ${kind} line` });

const seasonLine = z.object({
  date: dayField('date'),
  group: nameField('group'),
  season: nameField('season'),
  player2: empty('player2', 'season'),
  score1: empty('score1', 'season'),
  score2: empty('score2', 'season'),
  fixture_weight: empty('fixture_weight', 'season'),
  deleted: empty('deleted', 'season'),
  round: empty('round', 'season'),
});

const fixtureLine = (now: number) =>
  z.object({
      ...fixtureFields,
      group: nameField('group'),
      season: nameField('season'),
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

/** The league's seasons: start date by group and season name key. */
function readSeasons(db: Db, key: (name: string) => string) {
  const seasons = new Map<string, string>();
  for (const s of stmt<{
    g: string;
    s: string;
    d: string;
  }>(db, 'SELECT g.name AS g, s.name AS s, s.start_date AS d FROM pool_seasons s JOIN pool_groups g ON g.id = s.group_id').all()) {
    seasons.set(`${key(s.g)}\u0000${key(s.s)}`, s.d);
  }
  return seasons;
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
    const plan: SeasonPlan = { seasons: [], fixtures: [], fixturesAlreadyPresent: 0 };
    const starts = readSeasons(db, key);
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
    const fixtures = planFixtures(db, key, fixtureLines, {
      groupProblem: (g) => (knownGroup(g) ? null : `group "${g}" is not a group of the league or of this file`),
      playerProblem: (p, column) => (knownPlayer(p) ? null : `${column} "${p}" is not a player of the league or of this file`),
      seasonStart: (g, season) => starts.get(`${key(g)}\u0000${key(season)}`),
    });
    plan.fixtures = fixtures.fixtures;
    plan.fixturesAlreadyPresent = fixtures.alreadyPresent;
    errors.push(...fixtures.errors);
    return { plan, errors };
  };

  return { add, finish };
}

/** Write a season plan; the caller holds the write transaction and has created the plan's players and groups. */
export function applySeasonPlan(db: Db, plan: SeasonPlan, key: (name: string) => string, playerId: (name: string) => number, groupId: (name: string) => number) {
  const seasonId = new Map<string, number>();
  for (const s of stmt<{
    id: number;
    name: string;
    g: string;
  }>(db, 'SELECT s.id, s.name, g.name AS g FROM pool_seasons s JOIN pool_groups g ON g.id = s.group_id').all()) {
    seasonId.set(`${key(s.g)}\u0000${key(s.name)}`, s.id);
  }
  for (const s of plan.seasons) seasonId.set(`${key(s.group)}\u0000${key(s.season)}`, insertSeason(db, groupId(s.group), s.season, s.startDate));
  const insert = stmt(db, 'INSERT INTO pool_fixtures (season_id, fixture_date, player_1_id, player_2_id, round, deleted_at) VALUES (?, ?, ?, ?, ?, ?)');
  for (const f of plan.fixtures) {
    insert.run(seasonId.get(`${key(f.group)}\u0000${key(f.season)}`)!, f.date, playerId(f.player1), playerId(f.player2), f.round, f.deletedAt);
  }
}
