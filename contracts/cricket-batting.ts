/**
 * The cricket players and their batting: the players list, a career, its innings, match-ups and partnerships, and
 * the archive-wide batting baseline (the other cricket contracts: the cricket-*.ts files beside this one).
 *
 * Ball-by-ball conventions (Cricsheet JSON, see docs/cricket.md "Import and stored figures"):
 * - a ball FACED is any delivery to the striker except a wide (no-balls count);
 * - the batter's runs are `runs.batter`; a boundary is a 4 or 6 off the bat NOT flagged
 *   `runs.non_boundary` (all-run fours and sixes are not boundaries);
 * - a DOT is a ball faced with no run off the bat (a no-ball with 0 off the bat is a dot for the batter);
 * - an innings ends out when any `wickets[].player_out` names the batter, except "retired hurt" and
 *   "retired not out"; it ends after `balls_faced` balls (a batter run out at the non-striker's end or
 *   stumped off a wide is out after the balls he had faced, possibly 0).
 *
 * Figures for any filtered set of innings (Dismissal risk, Scoring shots, Milestones) are computed on the
 * client from the per-innings fields below with the pure functions in workers/cricket/batting-profile.ts,
 * which also turn the archive-wide `BattingBaseline` into the same figures, so both sides of the
 * "beside all batters" comparison use one definition.
 */
import type { MatchupRow, MatchupTotal } from '../workers/cricket/batting-profile';
import { createRoute, data, errors, notModified, z } from './endpoint';
import { endpointPaths } from './endpoint-paths';
import type { Same } from './same-type';
import { count, CricketFormatKey, cricketTags, isoDate, noPlayer, PlayerKey, slugParams, formatQuery } from './cricket-fields';
import { CareerCoverageNote, DataCoverage } from './cricket-coverage';
import { ScorecardPlayer } from './cricket-matches';

const tags = cricketTags;

/** Who a player is, the first fields of the players list and of a player's detail. */
const playerNames = {
  player_id: z.string(),
  /** The Cricsheet name, with its real capitals, as used in the player's latest match ("JE Root"). Headings show `full_name ?? name`. */
  name: z.string(),
  /** Full name from Cricsheet's people register when it was loaded ("Joe Root"), else null. */
  full_name: z.string().nullable(),
  /**
   * Every name the player is known by, for search: the Cricsheet names used in matches, plus (with the
   * register) the register's names for the person. Distinct, `name` first. Search normalises case, accents
   * and punctuation on the client.
   */
  known_names: z.array(z.string()),
  url_slug: z.string(),
};

export const CricketPlayer = z
  .object({
    ...playerNames,
    /** Team in the latest match. */
    team: z.string(),
    first_test: isoDate,
    last_test: isoDate,
    matches: count,
    /** Innings batted. */
    innings: count,
    runs: count,
    /** The archive shows signs that this career is longer than it holds (PlayerDetail.coverage_note is set). */
    may_be_longer: z.boolean(),
    /** Career figures for the stats table (as CareerSummary; average and strike rate rounded half up). */
    not_outs: count,
    balls_faced: count,
    highest_score: count.nullable(),
    highest_not_out: z.boolean(),
    average: z.number().nullable(),
    strike_rate: z.number().nullable(),
    hundreds: count,
    fifties: count,
    fours: count,
    sixes: count,
    /** Career wickets (bowler's wickets). */
    wickets: count,
    /** "bowler" / "all-rounder" from his figures (common/cricket/player-role.ts), null otherwise. */
    role: z.enum(['bowler', 'all-rounder']).nullable(),
  })
  .openapi('CricketPlayer', { description: 'A player who appeared in a Test of the archive, with career batting figures.' });
export type CricketPlayer = z.infer<typeof CricketPlayer>;

export const CareerSummary = z
  .object({
    matches: count,
    /** Innings batted (same as did_bat). */
    innings: count,
    did_bat: count,
    not_outs: count,
    outs: count,
    runs: count,
    balls_faced: count,
    /** runs / outs; null when the player was never out. */
    average: z.number().nullable(),
    /** 100 x runs / balls; null with no balls faced. */
    strike_rate: z.number().nullable(),
    fours: count,
    sixes: count,
    fifties: count,
    centuries: count,
    highest_score: count.nullable(),
    highest_not_out: z.boolean(),
  })
  .openapi('CareerSummary');
export type CareerSummary = z.infer<typeof CareerSummary>;

export const TestRef = z
  .object({ match_id: z.string(), date: isoDate, opposition: z.string(), ground: z.string() })
  .openapi('TestRef');
export type TestRef = z.infer<typeof TestRef>;

/** A player's career in one format (the player page's summaries side by side). */
export const FormatCareer = z
  .object({
    format: CricketFormatKey,
    matches: count,
    innings: count,
    runs: count,
    outs: count,
    balls_faced: count,
    hundreds: count,
    fifties: count,
    balls_bowled: count,
    runs_conceded: count,
    wickets: count,
  })
  .openapi('FormatCareer');
export type FormatCareer = z.infer<typeof FormatCareer>;

/** GET /api/cricket/player_detail/{slug} */
export const PlayerDetail = z
  .object({
    ...playerNames,
    teams: z.array(z.string()),
    /** The first and last match of the format asked; null when the player played none of it. */
    first_test: TestRef.nullable(),
    last_test: TestRef.nullable(),
    /** people.csv `key_cricinfo`: the Cricinfo profile (https://www.espncricinfo.com/cricketers/player-{key}). */
    key_cricinfo: z.string().nullable(),
    /** Every format the player played, in the formats' order. */
    formats: z.array(FormatCareer),
    matches: count,
    summary: CareerSummary,
    data_coverage: DataCoverage,
    /** Set when the archive may lack part of this career; see CareerCoverageNote. */
    coverage_note: CareerCoverageNote.nullable(),
  })
  .openapi('PlayerDetail');
export type PlayerDetail = z.infer<typeof PlayerDetail>;

/**
 * One record per innings of every match the player played (did-not-bat records included), in date order. The
 * ball-by-ball fields are filled at import; they are null on did-not-bat records and on data imported before
 * ball-by-ball analytics existed (re-import).
 */
export const InningsRecord = z
  .object({
    match_id: z.string(),
    match_inns: z.int(),
    team: z.string(),
    opposition: z.string(),
    runs: count,
    balls_faced: count,
    did_bat: z.int(),
    is_out: z.int(),
    is_fifty: z.int(),
    is_century: z.int(),
    /** Boundary fours (all-run fours excluded). */
    fours: count,
    /** Boundary sixes (all-run sixes excluded). */
    sixes: count,
    strike_rate: z.number().nullable(),
    batting_position: z.int().nullable(),
    dismissal: z.string(),
    match_start_date: isoDate,
    match_year: z.int(),
    ground: z.string(),
    host_country: z.string().nullable(),
    run_bin: z.string().nullable(),
    /**
     * Balls faced by runs off the bat: index k (0..6) counts balls from which the batter scored k runs
     * (all-run and boundary alike), index 7 counts balls worth 7 or more. Sums to balls_faced.
     * Index 0 is the dot balls. Boundary 4s/6s are `fours`/`sixes`; index 4 minus `fours` = all-run fours.
     */
    balls_by_runs: z.array(count).nullable(),
    /** Balls faced when the score first reached 50 (the ball that took it there); null if never. */
    ball_50: z.int().nullable(),
    /** Balls faced when the score first reached 100; null if never. */
    ball_100: z.int().nullable(),
  })
  .openapi('InningsRecord', { description: 'One innings (or did-not-bat record) of a player, with ball-by-ball figures.' });
export type InningsRecord = z.infer<typeof InningsRecord>;

/**
 * Every bowler the player faced, whole career, most balls first. balls = deliveries faced (wides excluded,
 * no-balls included); runs = the batter's runs; dots = balls faced with no run off the bat; dismissals count only
 * kinds credited to the bowler (bowled, caught, caught and bowled, lbw, stumped, hit wicket); fours/sixes are
 * boundaries. The shape is workers/cricket/batting-profile.ts `MatchupTotal` (checked below).
 */
/** A batter's figures against a bowler (see PlayerMatchup). */
const matchupFigures = { balls: count, runs: count, dismissals: count, dots: count, fours: count, sixes: count };

export const PlayerMatchup = z
  .object({ bowler: z.string(), bowler_id: z.string(), ...matchupFigures })
  .openapi('PlayerMatchup');
export type PlayerMatchup = MatchupTotal;

/** One batter's figures against one bowler in one innings (fields as PlayerMatchup; `MatchupRow`, checked below). */
export const MatchupInningsRow = z
  .object({ match_id: z.string(), match_inns: z.int(), bowler_id: z.string(), ...matchupFigures })
  .openapi('MatchupInningsRow');
export type MatchupInningsRow = MatchupRow;

/**
 * The match-up figures per innings, so the client can follow the filter bar: keep the rows whose
 * (match_id, match_inns) is in the filtered innings records, then sum per bowler_id
 * (workers/cricket/batting-profile.ts `sumMatchups`).
 */
export const PlayerMatchupInnings = z
  .object({
    /** bowler_id -> display name (as PlayerMatchup.bowler). */
    bowlers: z.record(z.string(), z.string()),
    rows: z.array(MatchupInningsRow),
  })
  .openapi('PlayerMatchupInnings');
export type PlayerMatchupInnings = z.infer<typeof PlayerMatchupInnings>;

/**
 * A histogram of innings by balls faced at their end: `out[n]` innings that ended out after n balls faced,
 * `not_out[n]` innings that ended not out after n balls (n = index; both arrays have the same length).
 * Survival curves and per-ball out chances are computed from it (product-limit: a not-out innings counts
 * as still going until its last ball, then leaves the sample).
 */
export const BallsHistogram = z.object({ out: z.array(count), not_out: z.array(count) }).openapi('BallsHistogram');
export type BallsHistogram = z.infer<typeof BallsHistogram>;

/** All batters in the archive, for the "beside all batters" figures. Cacheable per data version. */
export const BattingBaseline = z
  .object({
    /** Innings batted in the archive. */
    innings: count,
    balls_faced: count,
    runs: count,
    outs: count,
    fours: count,
    sixes: count,
    /** Summed InningsRecord.balls_by_runs. */
    balls_by_runs: z.array(count),
    innings_by_balls: BallsHistogram,
    /** Innings that reached 50 / 100. */
    fifty_plus: count,
    hundreds: count,
    /** reached_50_at[n] = innings that reached 50 on their n-th ball faced; likewise for 100. */
    reached_50_at: z.array(count),
    reached_100_at: z.array(count),
    /** Innings by final score (index = runs), out and not out: the conversion odds' Kaplan–Meier input. */
    innings_by_runs: z.object({ out: z.array(count), not_out: z.array(count) }),
  })
  .openapi('BattingBaseline');
export type BattingBaseline = z.infer<typeof BattingBaseline>;

// The workers define the match-up shapes; the schemas above must describe exactly them.
const matchupShapes: [Same<z.infer<typeof PlayerMatchup>, MatchupTotal>, Same<z.infer<typeof MatchupInningsRow>, MatchupRow>] = [true, true];
void matchupShapes;

// ---- Career partnerships (every partnership on the player's scorecards) ----

/**
 * GET /api/cricket/player_partnerships/{slug}: every partnership the player was part of, in date order, for the
 * career page (which sums them for the innings its filter bar keeps). A partnership's `runs` are all its runs
 * (runs.total, extras included); `his_runs` his runs off the bat during it.
 */
export const PlayerPartnership = z.object({
  match_id: z.string(),
  match_inns: z.number().int(),
  wicket: z.number().int(),
  runs: z.number().int(),
  balls: z.number().int(),
  unbroken: z.boolean(),
  his_runs: z.number().int(),
  his_balls: z.number().int(),
  /** The other batter(s) at the crease (two when one retired). */
  partners: z.array(z.string()),
}).openapi('PlayerPartnership');
export const PlayerPartnerships = z.object({
  rows: z.array(PlayerPartnership),
  /** partner id -> display name and career slug. */
  partners: z.record(z.string(), ScorecardPlayer),
}).openapi('PlayerPartnerships');
export type PlayerPartnership = z.infer<typeof PlayerPartnership>;
export type PlayerPartnerships = z.infer<typeof PlayerPartnerships>;

// ---- Endpoints --------------------------------------------------------------------------------------------

export const cricketPlayers = createRoute({
  ...endpointPaths.cricketPlayers,
  tags,
  request: { query: formatQuery },
  summary: 'Every player in the archive',
  description: 'Every player who appeared in a Test of the archive, ordered by career runs (most first).',
  responses: { 200: data(z.array(CricketPlayer), 'The players.'), ...notModified },
});

export const cricketBattingBaseline = createRoute({
  ...endpointPaths.cricketBattingBaseline,
  tags,
  request: { query: formatQuery },
  summary: 'All batters of the archive, for comparisons',
  responses: { 200: data(BattingBaseline, 'Archive-wide batting figures and histograms.'), ...notModified },
});

export const cricketPlayerDetail = createRoute({
  ...endpointPaths.cricketPlayerDetail,
  tags,
  summary: "A player's career",
  request: { params: slugParams, query: formatQuery },
  responses: { 200: data(PlayerDetail, 'The career summary, first and last Test and coverage note.'), ...notModified, ...noPlayer },
});

export const cricketPlayerInnings = createRoute({
  ...endpointPaths.cricketPlayerInnings,
  tags,
  summary: "Every innings of a player's career",
  request: {
    params: z.object({ slugOrId: PlayerKey.openapi({ param: { name: 'slugOrId', in: 'path' }, example: 'je-root' }) }),
    query: formatQuery,
  },
  responses: {
    200: data(z.array(InningsRecord), 'One record per innings, in date order.'),
    ...notModified,
    ...errors({ 400: 'The slug or id is malformed (field `slugOrId`).', 404: 'No player with that slug or id.' }),
  },
});

export const cricketPlayerMatchups = createRoute({
  ...endpointPaths.cricketPlayerMatchups,
  tags,
  summary: 'Every bowler a player faced',
  request: { params: slugParams, query: formatQuery },
  responses: { 200: data(z.array(PlayerMatchup), 'Whole-career figures per bowler, most balls first.'), ...notModified, ...noPlayer },
});

export const cricketPlayerMatchupInnings = createRoute({
  ...endpointPaths.cricketPlayerMatchupInnings,
  tags,
  summary: 'Match-up figures per innings',
  request: { params: slugParams, query: formatQuery },
  responses: { 200: data(PlayerMatchupInnings, 'Per-innings figures against each bowler.'), ...notModified, ...noPlayer },
});

export const cricketPlayerPartnerships = createRoute({
  ...endpointPaths.cricketPlayerPartnerships,
  tags,
  summary: 'Every partnership a player was part of',
  request: { params: slugParams, query: formatQuery },
  responses: { 200: data(PlayerPartnerships, 'Partnerships in date order, with the partners named.'), ...notModified, ...noPlayer },
});
