/**
 * The one planner of fixture lines, whichever CSV they come from: the league file's fixture lines
 * (league-import-seasons.ts) and a season's own fixture file (fixture-file.ts). Each caller reads its lines' fields
 * with the same checks (`fixtureFields`) and says how a name is resolved in its file (`FixtureRules`); the planner
 * then checks each line against the league, skips a fixture already in its season and keeps every season within
 * MAX_SEASON_FIXTURES. Nothing is written.
 *
 * A fixture is already present when its season (group and season name ignoring case), date and pair (in either
 * order) and whether it is removed are those of a stored fixture; a file holding the same fixture twice adds as
 * many copies as the season lacks, so importing a file twice adds nothing the second time.
 */
import { z } from 'zod';
import type { Db } from '../../db/database';
import type { ImportError } from '../../../contracts/admin-import-export';
import { checkName } from '../../../contracts/names';
import { parseFixtureDate } from '../../../contracts/season';
import { MAX_SEASON_FIXTURES, tooManyFixtures } from '../../../contracts/season-limits';
import { stmt } from '../../db/statement-cache';

/** A day (YYYY-MM-DD) in `column`; the message names the column. */
export const dayField = (column: string) =>
  z.string().transform((raw, ctx) => {
    if (raw === '') return ctx.addIssue({ code: 'custom', message: `${column} is missing` }), z.NEVER;
    const r = parseFixtureDate(raw);
    if (!r.ok) return ctx.addIssue({ code: 'custom', message: `${column} ${r.reason} (got "${raw}")` }), z.NEVER;
    return r.date;
  });

/** A player, group or season name in `column` (contracts/names.ts rules); the message names the column. */
export const nameField = (column: string) =>
  z.string().transform((raw, ctx) => {
    if (raw === '') return ctx.addIssue({ code: 'custom', message: `${column} is missing` }), z.NEVER;
    const r = checkName(raw);
    if (!r.ok) return ctx.addIssue({ code: 'custom', message: `${column} ${r.reason}` }), z.NEVER;
    return r.name;
  });

/** The fields every fixture line holds, checked the same way in both files. */
export const fixtureFields = { date: dayField('date'), player1: nameField('player1'), player2: nameField('player2') };

/** One fixture line whose fields passed their checks; names as the file writes them. */
export interface FixtureLine {
  line: number;
  group: string;
  season: string;
  date: string;
  player1: string;
  player2: string;
  round: number | null;
  deletedAt: string | null;
}

/** How a file's names resolve: each answer is the reason a line cannot be imported, or null. */
export interface FixtureRules {
  groupProblem(group: string): string | null;
  playerProblem(name: string, column: 'player1' | 'player2', group: string): string | null;
  /** The start date of the group's season, or undefined when the group has no such season. */
  seasonStart(group: string, season: string): string | undefined;
}

export interface PlannedFixtures {
  fixtures: FixtureLine[];
  alreadyPresent: number;
  errors: ImportError[];
}

type Key = (name: string) => string;

const seasonKey = (key: Key, group: string, season: string) => `${key(group)}\u0000${key(season)}`;

function fixtureKey(key: Key, f: Pick<FixtureLine, 'group' | 'season' | 'date' | 'player1' | 'player2'>, removed: boolean) {
  const pair = [key(f.player1), key(f.player2)].sort();
  return [seasonKey(key, f.group, f.season), f.date, pair[0], pair[1], removed ? 'd' : ''].join('\u0000');
}

/** The stored fixtures (of one season, or of every season): how many of each, and the live ones by season. */
function storedFixtures(db: Db, key: Key, seasonId: number | null) {
  const present = new Map<string, number>();
  const live = new Map<string, number>();
  for (const f of stmt<{ g: string; s: string; d: string; p1: string; p2: string; del: number }>(
    db,
    `SELECT g.name AS g, s.name AS s, f.fixture_date AS d, p1.name AS p1, p2.name AS p2, f.deleted_at IS NOT NULL AS del
     FROM pool_fixtures f JOIN pool_seasons s ON s.id = f.season_id JOIN pool_groups g ON g.id = s.group_id
     JOIN pool_players p1 ON p1.id = f.player_1_id JOIN pool_players p2 ON p2.id = f.player_2_id
     WHERE @season IS NULL OR s.id = @season`,
  ).all({ season: seasonId })) {
    const k = fixtureKey(key, { group: f.g, season: f.s, date: f.d, player1: f.p1, player2: f.p2 }, f.del === 1);
    present.set(k, (present.get(k) ?? 0) + 1);
    if (f.del === 0) live.set(seasonKey(key, f.g, f.s), (live.get(seasonKey(key, f.g, f.s)) ?? 0) + 1);
  }
  return { present, live };
}

/** Why one line cannot be imported (its reasons in order), against the file's rules. */
function lineProblems(f: FixtureLine, rules: FixtureRules, key: Key): string[] {
  const problems: string[] = [];
  const group = rules.groupProblem(f.group);
  if (group) problems.push(group);
  for (const column of ['player1', 'player2'] as const) {
    const p = rules.playerProblem(f[column], column, f.group);
    if (p) problems.push(p);
  }
  if (key(f.player1) === key(f.player2)) problems.push('player1 and player2 must be different players');
  const start = rules.seasonStart(f.group, f.season);
  if (start === undefined) {
    if (problems.length === 0) problems.push(`season "${f.season}" is not a season of ${f.group}: add a season line (start date, group, season) to the file`);
  } else if (f.date < start) problems.push(`date ${f.date} is before the season starts (${start})`);
  return problems;
}

/**
 * Plan the fixture lines of one file: each line resolved by `rules`, fixtures already stored skipped, and at most
 * MAX_SEASON_FIXTURES live fixtures a season, the stored ones and the file's together. `seasonId`: the file holds
 * only that season's fixtures (only its stored fixtures are read).
 */
export function planFixtures(db: Db, key: Key, lines: readonly FixtureLine[], rules: FixtureRules, seasonId: number | null = null): PlannedFixtures {
  const plan: PlannedFixtures = { fixtures: [], alreadyPresent: 0, errors: [] };
  const { present, live } = storedFixtures(db, key, seasonId);
  for (const f of lines) {
    const problems = lineProblems(f, rules, key);
    if (problems.length > 0) {
      for (const reason of problems) plan.errors.push({ line: f.line, reason });
      continue;
    }
    const k = fixtureKey(key, f, f.deletedAt !== null);
    const have = present.get(k) ?? 0;
    if (have > 0) {
      present.set(k, have - 1);
      plan.alreadyPresent++;
    } else plan.fixtures.push(f);
  }
  const over = new Map<string, FixtureLine>();
  for (const f of plan.fixtures) {
    if (f.deletedAt !== null) continue;
    const k = seasonKey(key, f.group, f.season);
    const n = (live.get(k) ?? 0) + 1;
    live.set(k, n);
    if (n === MAX_SEASON_FIXTURES + 1) over.set(k, f);
  }
  for (const [k, f] of over) plan.errors.push({ line: f.line, reason: `season: ${tooManyFixtures(live.get(k)!)} (${f.group}, ${f.season})` });
  return plan;
}
