/**
 * The cricket API under /api/cricket: its endpoints and the shapes of their answers (`{ data }` bodies), declared once
 * as zod schemas. The server (api/cricket/) registers its handlers from these endpoints; the client
 * (src/features/cricket/) reads the types (`import type`), so the schemas cost the browser bundle nothing.
 *
 * Ball-by-ball conventions (Cricsheet JSON, see docs/decisions.md "Cricket explorer" and issue 13):
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
import { RECORD_TABLES, type RecordTable } from '../common/cricket/record-tables';
import { data, endpoint, errors, json, notModified, z } from './endpoint';
import { PagingQuery, pagedList } from './paging';
import type { Same } from './same-type';

const count = z.int().min(0);
const isoDate = z.string().openapi({ example: '2021-08-04' });

export const CricketPlayer = z
  .object({
    player_id: z.string(),
    /** The Cricsheet name, with its real capitals, as used in the player's latest match ("JE Root"). */
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

export const DataCoverage = z
  .object({ matches: count, first_match_date: isoDate.nullable(), last_match_date: isoDate.nullable() })
  .openapi('DataCoverage');
export type DataCoverage = z.infer<typeof DataCoverage>;

/** A Test the archive lacks, between its first and last Test number. */
export const MissingTestInfo = z
  .object({
    test_number: z.int(),
    /** Start dates of the nearest held Tests before and after it: it was played between them. */
    after_date: isoDate,
    before_date: isoDate,
    /** The two teams, only where the series numbering shows them; null = unknown. */
    teams: z.tuple([z.string(), z.string()]).nullable(),
    /** The series ("The Ashes, 2002/03") and the Test's number in it, where known. */
    series: z.string().nullable(),
    series_match: z.int().nullable(),
  })
  .openapi('MissingTest', { description: 'A Test the archive lacks, between its first and last Test number.' });
export type MissingTestInfo = z.infer<typeof MissingTestInfo>;

/**
 * What the archive may lack of a career (PlayerDetail.coverage_note), for the team he played for. Null on the
 * detail when there is no sign the career is longer than the archive shows.
 */
export const CareerCoverageNote = z
  .object({
    team: z.string(),
    /** His first Test here is his team's first in the archive: any earlier Tests of his are not in it. */
    starts_with_archive: z.boolean(),
    first_test_number: z.int(),
    /** Missing Tests between his team's previous Test here and his first: teams unknown or his team's. */
    before: z.array(MissingTestInfo),
    /** Missing Tests of his team (teams known) inside his span here. */
    inside: z.array(MissingTestInfo),
    /** Missing Tests inside his span whose teams are unknown. */
    unknown_inside: count,
  })
  .openapi('CareerCoverageNote');
export type CareerCoverageNote = z.infer<typeof CareerCoverageNote>;

/** GET /api/cricket/player_detail/{slug} */
export const PlayerDetail = z
  .object({
    player_id: z.string(),
    /** Cricsheet name (see CricketPlayer.name). Headings show `full_name ?? name`. */
    name: z.string(),
    full_name: z.string().nullable(),
    known_names: z.array(z.string()),
    url_slug: z.string(),
    teams: z.array(z.string()),
    first_test: TestRef,
    last_test: TestRef,
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

export const LastImport = z
  .object({
    source: z.string(),
    /** ISO timestamp when it finished. */
    finished_at: z.string(),
    /** Match files read (the same count the import's progress bar counts). */
    files: count,
    /** Men's Test matches imported. */
    matches: count,
    ignored: count,
    skipped: count,
    /** Whether Cricsheet's people register (full names) was loaded with this import. */
    register_loaded: z.boolean(),
  })
  .openapi('LastImport');
export type LastImport = z.infer<typeof LastImport>;

export const CoverageStatus = DataCoverage.extend({
  /**
   * The latest import's outcome: "imported" (with the last_import details), "importing from {source}",
   * "failed: {message}", "no matches found in {source}", or null before any import. A manual import
   * (`npm run import:cricket`) replaces an earlier failed automatic download's status.
   */
  import_status: z.string().nullable(),
  last_import: LastImport.nullable(),
  /** True when matches are loaded but were imported before ball-by-ball analytics (re-import to fill them). */
  needs_reimport: z.boolean(),
}).openapi('CoverageStatus');
export type CoverageStatus = z.infer<typeof CoverageStatus>;

/**
 * Every bowler the player faced, whole career, most balls first. balls = deliveries faced (wides excluded,
 * no-balls included); runs = the batter's runs; dots = balls faced with no run off the bat; dismissals count only
 * kinds credited to the bowler (bowled, caught, caught and bowled, lbw, stumped, hit wicket); fours/sixes are
 * boundaries. The shape is workers/cricket/batting-profile.ts `MatchupTotal` (checked below).
 */
export const PlayerMatchup = z
  .object({
    bowler: z.string(),
    bowler_id: z.string(),
    balls: count,
    runs: count,
    dismissals: count,
    dots: count,
    fours: count,
    sixes: count,
  })
  .openapi('PlayerMatchup');
export type PlayerMatchup = MatchupTotal;

/** One batter's figures against one bowler in one innings (fields as PlayerMatchup; `MatchupRow`, checked below). */
export const MatchupInningsRow = z
  .object({
    match_id: z.string(),
    match_inns: z.int(),
    bowler_id: z.string(),
    balls: count,
    runs: count,
    dismissals: count,
    dots: count,
    fours: count,
    sixes: count,
  })
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

/** A run of consecutive Test numbers the archive holds. */
export const CoverageStretch = z
  .object({ from_number: z.int(), to_number: z.int(), from_date: isoDate, to_date: isoDate, tests: count })
  .openapi('CoverageStretch');
export type CoverageStretch = z.infer<typeof CoverageStretch>;

/**
 * Which official Tests the archive holds, derived at import from each match's `info.match_type_number` and
 * `info.event`. `held` of `total` Tests from #first_number to #last_number.
 */
export const ArchiveCoverage = z
  .object({
    held: count,
    total: count,
    first_number: z.int().nullable(),
    last_number: z.int().nullable(),
    first_date: isoDate.nullable(),
    last_date: isoDate.nullable(),
    /** Matches in the archive whose file gives no Test number (not counted above). */
    unnumbered: count,
    stretches: z.array(CoverageStretch),
    missing: z.array(MissingTestInfo),
  })
  .openapi('ArchiveCoverage');
export type ArchiveCoverage = z.infer<typeof ArchiveCoverage>;

// The workers define the match-up shapes; the schemas above must describe exactly them.
const matchupShapes: [Same<z.infer<typeof PlayerMatchup>, MatchupTotal>, Same<z.infer<typeof MatchupInningsRow>, MatchupRow>] = [true, true];
void matchupShapes;

// ---- Endpoints --------------------------------------------------------------------------------------------

/** A player's url slug (or, where the path says so, a Cricsheet player id): letters, digits and hyphens. */
export const PlayerKey = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[A-Za-z0-9-]+$/, 'letters, digits and hyphens only');

const tags = ['Cricket'];
const slugParams = z.object({ slug: PlayerKey.openapi({ param: { name: 'slug', in: 'path' }, example: 'je-root' }) });
const noPlayer = errors({ 400: 'The slug is malformed (field `slug`).', 404: 'No player with that slug.' });

export const cricketPlayers = endpoint({
  method: 'get',
  path: '/api/cricket/players',
  tags,
  summary: 'Every player in the archive',
  description: 'Every player who appeared in a Test of the archive, ordered by career runs (most first).',
  responses: { 200: data(z.array(CricketPlayer), 'The players.'), ...notModified },
});

export const cricketCoverage = endpoint({
  method: 'get',
  path: '/api/cricket/coverage',
  tags,
  summary: 'What the archive holds and how the last import went',
  responses: { 200: data(CoverageStatus, 'Matches held, their dates and the import status.'), ...notModified },
});

export const cricketArchiveCoverage = endpoint({
  method: 'get',
  path: '/api/cricket/archive_coverage',
  tags,
  summary: 'Which official Tests the archive holds and which it lacks',
  responses: { 200: data(ArchiveCoverage, 'Held stretches of Test numbers and the missing Tests.'), ...notModified },
});

export const cricketBattingBaseline = endpoint({
  method: 'get',
  path: '/api/cricket/batting_baseline',
  tags,
  summary: 'All batters of the archive, for comparisons',
  responses: { 200: data(BattingBaseline, 'Archive-wide batting figures and histograms.'), ...notModified },
});

export const cricketPlayerDetail = endpoint({
  method: 'get',
  path: '/api/cricket/player_detail/{slug}',
  tags,
  summary: "A player's career",
  request: { params: slugParams },
  responses: { 200: data(PlayerDetail, 'The career summary, first and last Test and coverage note.'), ...notModified, ...noPlayer },
});

export const cricketPlayerInnings = endpoint({
  method: 'get',
  path: '/api/cricket/player_inning/{slugOrId}',
  tags,
  summary: "Every innings of a player's career",
  request: {
    params: z.object({ slugOrId: PlayerKey.openapi({ param: { name: 'slugOrId', in: 'path' }, example: 'je-root' }) }),
  },
  responses: {
    200: data(z.array(InningsRecord), 'One record per innings, in date order.'),
    ...notModified,
    ...errors({ 400: 'The slug or id is malformed (field `slugOrId`).', 404: 'No player with that slug or id.' }),
  },
});

export const cricketPlayerMatchups = endpoint({
  method: 'get',
  path: '/api/cricket/player_matchups/{slug}',
  tags,
  summary: 'Every bowler a player faced',
  request: { params: slugParams },
  responses: { 200: data(z.array(PlayerMatchup), 'Whole-career figures per bowler, most balls first.'), ...notModified, ...noPlayer },
});

export const cricketPlayerMatchupInnings = endpoint({
  method: 'get',
  path: '/api/cricket/player_matchup_innings/{slug}',
  tags,
  summary: 'Match-up figures per innings',
  request: { params: slugParams },
  responses: { 200: data(PlayerMatchupInnings, 'Per-innings figures against each bowler.'), ...notModified, ...noPlayer },
});


// ---- Scorecards, the matches list and career partnerships ----
// Declared as zod schemas: the server validates requests with them (api/cricket/match-routes.ts) and the unit
// tests check its answers against them; the client imports the inferred types only (`import type`).
/** A Cricsheet match id (the file's name, digits only). */
export const MatchId = z.string().regex(/^\d{1,12}$/, 'a Cricsheet match id: digits only');

/** A player named on a scorecard: display name (full name from the register when known) and career page slug. */
export const ScorecardPlayer = z.object({ name: z.string(), url_slug: z.string() }).openapi('ScorecardPlayer');

export const MatchResult = z.object({
  /** 'win' | 'draw' | 'tie' | 'no result' | 'unknown' (Cricsheet's outcome). */
  kind: z.string(),
  /** The winning team; null for a draw, tie or no result. */
  winner: z.string().nullable(),
  /** As the scorecard prints it: "England won by 3 wickets", "Match drawn". */
  text: z.string(),
}).openapi('MatchResult');

export const ScorecardInnings = z.object({
  inning: z.number().int(),
  team: z.string(),
  runs: z.number().int(),
  /** Team wickets (retired hurt and retired not out are not wickets). */
  wickets: z.number().int(),
  /** Legal balls. */
  balls: z.number().int(),
  /** "77.1": completed overs, then the legal balls of the unfinished one. */
  overs: z.string(),
  declared: z.boolean(),
  forfeited: z.boolean(),
  follow_on: z.boolean(),
  extras: z.object({ byes: z.number().int(), legbyes: z.number().int(), wides: z.number().int(), noballs: z.number().int(), penalty: z.number().int() }),
  /** In batting order. */
  batting: z.array(
    z.object({
      player_id: z.string(),
      name: z.string(),
      dismissal: z.string(),
      runs: z.number().int(),
      balls: z.number().int(),
      fours: z.number().int(),
      sixes: z.number().int(),
      strike_rate: z.number().nullable(),
    }),
  ),
  did_not_bat: z.array(z.object({ player_id: z.string(), name: z.string() })),
  /** In bowling order (first to bowl first). */
  bowling: z.array(
    z.object({
      player_id: z.string(),
      name: z.string(),
      balls: z.number().int(),
      overs: z.string(),
      maidens: z.number().int(),
      runs: z.number().int(),
      wickets: z.number().int(),
      wides: z.number().int(),
      no_balls: z.number().int(),
    }),
  ),
  fall_of_wickets: z.array(z.object({ wicket: z.number().int(), runs: z.number().int(), player_id: z.string(), balls: z.number().int(), over: z.string() })),
  partnerships: z.array(
    z.object({ wicket: z.number().int(), runs: z.number().int(), balls: z.number().int(), batters: z.array(z.string()), unbroken: z.boolean() }),
  ),
  /** Over by over: [over index (0-based, as Cricsheet), runs (runs.total), team wickets], for the worm and Manhattan. */
  by_over: z.array(z.tuple([z.number().int(), z.number().int(), z.number().int()])),
}).openapi('ScorecardInnings');

export const ScorecardReview = z.object({
  inning: z.number().int(),
  over: z.string(),
  by_team: z.string(),
  batter_id: z.string().nullable(),
  bowler_id: z.string().nullable(),
  umpire: z.string().nullable(),
  /** 'upheld' | 'struck down' */
  decision: z.string(),
  review_type: z.string().nullable(),
  umpires_call: z.boolean(),
}).openapi('ScorecardReview');

/** The facts a scorecard and a matches-list row share. */
const matchFactsShape = {
  match_id: z.string(),
  /** The official Test number (Cricsheet's match_type_number); null when the file gives none. */
  test_number: z.number().int().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  teams: z.tuple([z.string(), z.string()]),
  venue: z.string(),
  ground: z.string(),
  host_country: z.string().nullable(),
};

/** GET /api/cricket/match/{match_id}: one Test's scorecard (404 for an id the archive does not hold). */
export const MatchScorecard = z.object({
  ...matchFactsShape,
  toss: z.object({ winner: z.string().nullable(), decision: z.string().nullable() }),
  result: MatchResult,
  player_of_match: z.array(z.object({ player_id: z.string(), name: z.string() })),
  innings: z.array(ScorecardInnings),
  /** DRS reviews where Cricsheet records them, in the order they happened. */
  reviews: z.array(ScorecardReview),
  /** Every player id the card names -> display name and career slug (batters, bowlers, partners, reviews). */
  players: z.record(z.string(), ScorecardPlayer),
}).openapi('MatchScorecard');

export type MatchScorecard = z.infer<typeof MatchScorecard>;
export type ScorecardInnings = z.infer<typeof ScorecardInnings>;
export type ScorecardReview = z.infer<typeof ScorecardReview>;

export const MATCH_RESULTS = ['win', 'draw', 'tie', 'no result'] as const;

const filterText = (max: number) => z.string().trim().min(1, 'must not be empty').max(max, `at most ${max} characters`);

/**
 * GET /api/cricket/matches: every match, newest first (`order=asc` for oldest first), paged with
 * contracts/paging.ts (`limit`, `offset`). Filters: `team` and `opposition` (each a team that played: both
 * together = that pairing), `host` (host country), `ground`, `year` (the year the match started), `result`;
 * `q` searches the teams, venue and ground (case-insensitive, any part of the text).
 */
export const MatchListQuery = z.object({
  team: filterText(80).optional(),
  opposition: filterText(80).optional(),
  host: filterText(80).optional(),
  ground: filterText(120).optional(),
  year: z
    .string()
    .regex(/^\d{4}$/, 'a year (four digits)')
    .transform(Number)
    .optional(),
  result: z.enum(MATCH_RESULTS).optional(),
  q: filterText(80).optional(),
});
export type MatchListQuery = z.infer<typeof MatchListQuery>;

export const MatchListItem = z.object({
  ...matchFactsShape,
  result: MatchResult,
  /** Each innings' score in order, for the one-line summary ("258 & 258/5d"). */
  innings: z.array(z.object({ inning: z.number().int(), team: z.string(), runs: z.number().int(), wickets: z.number().int(), declared: z.boolean(), forfeited: z.boolean() })),
}).openapi('MatchListItem');
export type MatchListItem = z.infer<typeof MatchListItem>;

/** GET /api/cricket/match_filters: the values the matches list can be filtered by (sorted; years newest first). */
export const MatchFilters = z.object({
  teams: z.array(z.string()),
  host_countries: z.array(z.string()),
  grounds: z.array(z.string()),
  years: z.array(z.number().int()),
}).openapi('MatchFilters');
export type MatchFilters = z.infer<typeof MatchFilters>;

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

/* ---------------------------------------------------------------------------------------------------------------
 * Bowling, fielding and the records book (zod schemas: the shapes the server produces and its tests check).
 * Definitions (docs/decisions.md "Bowling and fielding"): bowler's runs = runs.batter + wides + no-balls; balls
 * are legal balls (neither a wide nor a no-ball); the bowler's wickets are bowled, caught, caught and bowled, lbw,
 * stumped and hit wicket; a maiden is a completed over by one bowler conceding none of the bowler's runs.
 * Averages, economy and strike rates are rounded half up to 2 decimals, null where undefined.
 * ------------------------------------------------------------------------------------------------------------- */

const int = z.number().int();
const rate = z.number().nullable();

/** Wickets and runs of one bowling effort (an innings or a match): "8/15". */
export const BowlingFigures = z.object({ wickets: int, runs: int }).openapi('BowlingFigures');
export type BowlingFigures = z.infer<typeof BowlingFigures>;

export const BowlingSummary = z.object({
  /** Tests in the XI (as for batting). */
  matches: int,
  /** Innings in which he bowled at least one ball. */
  innings: int,
  balls: int,
  maidens: int,
  runs: int,
  wickets: int,
  /** Most wickets, then fewest runs, in an innings / a match; null when he never bowled. */
  best_innings: BowlingFigures.nullable(),
  best_match: BowlingFigures.nullable(),
  average: rate,
  /** Runs per 6 balls. */
  economy: rate,
  /** Balls per wicket. */
  strike_rate: rate,
  /** Innings with exactly 4 wickets, innings with 5 or more, matches with 10 or more (Statsguru's columns). */
  four_wickets: int,
  five_wickets: int,
  ten_wickets: int,
}).openapi('BowlingSummary');
export type BowlingSummary = z.infer<typeof BowlingSummary>;

export const BowlingInnings = z.object({
  match_id: z.string(),
  match_inns: int,
  opposition: z.string(),
  ground: z.string(),
  host_country: z.string().nullable(),
  match_start_date: z.string(),
  balls: int,
  maidens: int,
  runs: int,
  wickets: int,
  /** Wide and no-ball DELIVERIES. */
  wides: int,
  no_balls: int,
  /** Legal balls conceding none of the bowler's runs. */
  dots: int,
}).openapi('BowlingInnings');
export type BowlingInnings = z.infer<typeof BowlingInnings>;

/** GET /api/cricket/player_bowling/{slug}: a player who never bowled gets zeros and `innings: []`. */
export const PlayerBowling = z.object({ summary: BowlingSummary, innings: z.array(BowlingInnings) }).openapi('PlayerBowling');
export type PlayerBowling = z.infer<typeof PlayerBowling>;

const fieldingCounts = { catches: int, caught_and_bowled: int, stumpings: int, run_outs: int };

/** GET /api/cricket/player_fielding/{slug}: catches include caught and bowled; substitutes are credited nothing. */
export const PlayerFielding = z.object({
  summary: z.object({ matches: int, ...fieldingCounts }),
  /** One row per calendar year in which he played a Test (matches = his Tests that year), oldest first. */
  by_year: z.array(z.object({ year: int, matches: int, ...fieldingCounts })),
}).openapi('PlayerFielding');
export type PlayerFielding = z.infer<typeof PlayerFielding>;

/** One batter faced by the bowler in one innings (balls faced by the batter: wides excluded; runs off the bat). */
export const BowlerMatchupRow = z.object({
  match_id: z.string(),
  match_inns: int,
  batter_id: z.string(),
  balls: int,
  runs: int,
  dismissals: int,
  dots: int,
  fours: int,
  sixes: int,
}).openapi('BowlerMatchupRow');
export type BowlerMatchupRow = z.infer<typeof BowlerMatchupRow>;

/**
 * GET /api/cricket/player_bowling_matchups/{slug}: the bowler's side of the match-ups per innings, and every
 * wicket he took with its kind, so the career page sums them for whatever innings the filter bar keeps.
 */
export const PlayerBowlingMatchups = z.object({
  /** batter_id -> display name. */
  batters: z.record(z.string(), z.string()),
  rows: z.array(BowlerMatchupRow),
  wickets: z.array(z.object({ match_id: z.string(), match_inns: int, batter_id: z.string(), kind: z.string() })),
}).openapi('PlayerBowlingMatchups');
export type PlayerBowlingMatchups = z.infer<typeof PlayerBowlingMatchups>;

/** GET /api/cricket/players_bowling: every player who bowled a ball, his career bowling (the Table view's Bowling). */
export const BowlingCareerRow = BowlingSummary.extend({ player_id: z.string() }).openapi('BowlingCareerRow');
export type BowlingCareerRow = z.infer<typeof BowlingCareerRow>;

/** GET /api/cricket/players_fielding: every player with a fielding credit (the Table view's Fielding). */
export const FieldingCareerRow = z.object({ player_id: z.string(), matches: int, ...fieldingCounts }).openapi('FieldingCareerRow');
export type FieldingCareerRow = z.infer<typeof FieldingCareerRow>;

export { RECORD_TABLES, type RecordTable };

const queryText = z.string().trim().min(1, 'must not be empty').max(80);
const queryYear = z
  .string()
  .regex(/^\d{4}$/, 'must be a year (4 digits)')
  .transform(Number);

/** The records' filters (query parameters): the player's team, the opposition, host country, ground, years. */
export const RecordsFilters = z.object({
  team: queryText.optional(),
  opp: queryText.optional(),
  host: queryText.optional(),
  ground: queryText.optional(),
  from: queryYear.optional(),
  to: queryYear.optional(),
  /** The qualification of the averages tables: innings (batting) or balls (bowling); defaults 20 and 2000. */
  min: z
    .string()
    .regex(/^\d{1,6}$/, 'must be a whole number')
    .transform(Number)
    .optional(),
});
export type RecordsFilters = z.infer<typeof RecordsFilters>;

const recordPlayer = { rank: int, player_id: z.string(), name: z.string(), url_slug: z.string(), team: z.string() };
const recordMatch = { match_id: z.string(), opposition: z.string(), ground: z.string(), match_start_date: z.string() };

export const BattingCareerRecord = z.object({
  ...recordPlayer,
  first_year: int,
  last_year: int,
  matches: int,
  innings: int,
  not_outs: int,
  runs: int,
  balls: int,
  highest_score: int.nullable(),
  highest_not_out: z.boolean(),
  average: rate,
  strike_rate: rate,
  hundreds: int,
  fifties: int,
}).openapi('BattingCareerRecord');
export const BowlingCareerRecord = z.object({
  ...recordPlayer,
  first_year: int,
  last_year: int,
  matches: int,
  innings: int,
  balls: int,
  maidens: int,
  runs: int,
  wickets: int,
  best_innings: BowlingFigures.nullable(),
  average: rate,
  economy: rate,
  strike_rate: rate,
  five_wickets: int,
  ten_wickets: int,
}).openapi('BowlingCareerRecord');
export const FieldingCareerRecord = z.object({ ...recordPlayer, first_year: int, last_year: int, matches: int, ...fieldingCounts }).openapi('FieldingCareerRecord');
export const BattingInningsRecord = z.object({
  ...recordPlayer,
  ...recordMatch,
  match_inns: int,
  runs: int,
  not_out: z.boolean(),
  balls: int,
  fours: int,
  sixes: int,
}).openapi('BattingInningsRecord');
export const BowlingInningsRecord = z.object({
  ...recordPlayer,
  ...recordMatch,
  match_inns: int,
  balls: int,
  maidens: int,
  runs: int,
  wickets: int,
}).openapi('BowlingInningsRecord');
export const BowlingMatchRecord = z.object({ ...recordPlayer, ...recordMatch, balls: int, runs: int, wickets: int }).openapi('BowlingMatchRecord');
export type BattingCareerRecord = z.infer<typeof BattingCareerRecord>;
export type BowlingCareerRecord = z.infer<typeof BowlingCareerRecord>;
export type FieldingCareerRecord = z.infer<typeof FieldingCareerRecord>;
export type BattingInningsRecord = z.infer<typeof BattingInningsRecord>;
export type BowlingInningsRecord = z.infer<typeof BowlingInningsRecord>;
export type BowlingMatchRecord = z.infer<typeof BowlingMatchRecord>;

/** Which row shape each table answers. */
export const RECORD_ROW_SCHEMAS = {
  'most-runs': BattingCareerRecord,
  'most-centuries': BattingCareerRecord,
  'best-batting-average': BattingCareerRecord,
  'most-wickets': BowlingCareerRecord,
  'most-five-wickets': BowlingCareerRecord,
  'best-bowling-average': BowlingCareerRecord,
  'most-catches': FieldingCareerRecord,
  'most-stumpings': FieldingCareerRecord,
  'highest-scores': BattingInningsRecord,
  'best-bowling-innings': BowlingInningsRecord,
  'best-bowling-match': BowlingMatchRecord,
} as const satisfies Record<RecordTable, z.ZodType>;
export type RecordRow<T extends RecordTable> = z.infer<(typeof RECORD_ROW_SCHEMAS)[T]>;

/**
 * One page of a records table: GET /api/cricket/records/{table}?team=&opp=&host=&ground=&from=&to=&min=&limit=&offset= :
 * always a page (limit default 50), ranked (equal figures share a rank), with the number of Tests the filters keep
 * and the qualification applied (averages tables; null elsewhere).
 */
const recordsPageOf = <T extends RecordTable>(table: T) =>
  z.object({
    table: z.literal(table),
    data: z.array(RECORD_ROW_SCHEMAS[table]),
    /** Rows in the whole table (all pages). */
    total: int.min(0),
    limit: int.min(1),
    offset: int.min(0),
    /** Tests in the archive that the filters keep. */
    tests: int.min(0),
    /** The minimum applied: innings (batting average) or balls (bowling average); null on other tables. */
    min: int.min(0).nullable(),
  });
/** A page of table `T` (by default of any table: `table` any of them, rows of any table's shape). */
export type RecordsAnswer<T extends RecordTable = RecordTable> = z.infer<ReturnType<typeof recordsPageOf<T>>>;
/** The answer of GET /api/cricket/records/{table}: a page of the table asked, its rows in that table's shape. */
export const RecordsAnswer = z
  .discriminatedUnion('table', RECORD_TABLES.map(recordsPageOf) as unknown as [ReturnType<typeof recordsPageOf<RecordTable>>])
  .openapi('RecordsPage', { description: "One page of a records table, its rows in that table's shape." });

/** GET /api/cricket/records_filters: what the records' filters offer. */
export const RecordsFilterOptions = z.object({
  /** Tests in the archive. */
  tests: int,
  teams: z.array(z.string()),
  hosts: z.array(z.string()),
  grounds: z.array(z.string()),
  first_year: int.nullable(),
  last_year: int.nullable(),
}).openapi('RecordsFilterOptions');
export type RecordsFilterOptions = z.infer<typeof RecordsFilterOptions>;

// ---- Endpoints: bowling, fielding, the records book, scorecards, the matches list and partnerships ----------

export const cricketPlayerBowling = endpoint({
  method: 'get',
  path: '/api/cricket/player_bowling/{slug}',
  tags,
  summary: "A player's bowling career",
  description: 'Career figures and every innings in which he bowled; a player who never bowled gets zeros and no innings.',
  request: { params: slugParams },
  responses: { 200: data(PlayerBowling, 'The bowling summary and innings.'), ...notModified, ...noPlayer },
});

export const cricketPlayerFielding = endpoint({
  method: 'get',
  path: '/api/cricket/player_fielding/{slug}',
  tags,
  summary: "A player's fielding career",
  request: { params: slugParams },
  responses: { 200: data(PlayerFielding, 'Catches, stumpings and run outs, whole career and by year.'), ...notModified, ...noPlayer },
});

export const cricketPlayerBowlingMatchups = endpoint({
  method: 'get',
  path: '/api/cricket/player_bowling_matchups/{slug}',
  tags,
  summary: 'Every batter a bowler bowled to, per innings',
  request: { params: slugParams },
  responses: { 200: data(PlayerBowlingMatchups, 'Per-innings figures against each batter, and every wicket with its kind.'), ...notModified, ...noPlayer },
});

export const cricketPlayersBowling = endpoint({
  method: 'get',
  path: '/api/cricket/players_bowling',
  tags,
  summary: 'Every bowler of the archive',
  responses: { 200: data(z.array(BowlingCareerRow), 'Career bowling of every player who bowled a ball.'), ...notModified },
});

export const cricketPlayersFielding = endpoint({
  method: 'get',
  path: '/api/cricket/players_fielding',
  tags,
  summary: 'Every fielder of the archive',
  responses: { 200: data(z.array(FieldingCareerRow), 'Career fielding of every player with a fielding credit.'), ...notModified },
});

/** The records' query: the filters, then the page (`limit` default 50, `offset`). */
export const RecordsQuery = RecordsFilters.extend({ limit: PagingQuery.shape.limit, offset: PagingQuery.shape.offset }).superRefine((q, ctx) => {
  if (q.from !== undefined && q.to !== undefined && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
});

export const cricketRecords = endpoint({
  method: 'get',
  path: '/api/cricket/records/{table}',
  tags,
  summary: 'A table of the records book',
  description:
    'Ranked rows (equal figures share a rank) of the Tests the filters keep: `team` (the player’s team), `opp`, `host` ' +
    '(host country), `ground`, `from`/`to` (years), and `min`, the qualification of the averages tables (innings ' +
    'for batting, default 20; balls for bowling, default 2000).',
  request: {
    params: z.object({ table: z.enum(RECORD_TABLES).openapi({ param: { name: 'table', in: 'path' }, example: 'most-runs' }) }),
    query: RecordsQuery,
  },
  responses: {
    200: json(RecordsAnswer, 'One page of the table.'),
    ...notModified,
    ...errors({ 400: 'An unknown table, or a filter or page parameter out of range (the field is named).' }),
  },
});

export const cricketRecordsFilters = endpoint({
  method: 'get',
  path: '/api/cricket/records_filters',
  tags,
  summary: "What the records' filters offer",
  responses: { 200: data(RecordsFilterOptions, 'Teams, host countries, grounds and the span of years.'), ...notModified },
});

export const cricketMatch = endpoint({
  method: 'get',
  path: '/api/cricket/match/{match_id}',
  tags,
  summary: "One Test's scorecard",
  request: { params: z.object({ match_id: MatchId.openapi({ param: { name: 'match_id', in: 'path' }, example: '1244025' }) }) },
  responses: {
    200: data(MatchScorecard, 'The scorecard: innings, bowling, fall of wickets, partnerships, reviews.'),
    ...notModified,
    ...errors({ 400: 'The match id is malformed (field `match_id`).', 404: 'No Test with that id in the archive.' }),
  },
});

/** The matches list's query: the filters, then the page (`order` default `desc`: newest first). */
export const MatchesQuery = MatchListQuery.extend(PagingQuery.shape);

export const cricketMatches = endpoint({
  method: 'get',
  path: '/api/cricket/matches',
  tags,
  summary: 'Every Test of the archive',
  description:
    'Newest first (`order=asc` for oldest first). Filters: `team` and `opposition` (each a team that played; both: ' +
    'that pairing), `host`, `ground`, `year`, `result`; `q` searches the teams, venue and ground. `limit`/`offset` ' +
    'ask for one page with the total.',
  request: { query: MatchesQuery },
  responses: {
    200: json(pagedList(MatchListItem), 'The matches, whole or one page.'),
    ...notModified,
    ...errors({ 400: 'A filter or page parameter is out of range (the field is named).' }),
  },
});

export const cricketMatchFilters = endpoint({
  method: 'get',
  path: '/api/cricket/match_filters',
  tags,
  summary: 'What the matches list can be filtered by',
  responses: { 200: data(MatchFilters, 'Teams, host countries and grounds (sorted) and years (newest first).'), ...notModified },
});

export const cricketPlayerPartnerships = endpoint({
  method: 'get',
  path: '/api/cricket/player_partnerships/{slug}',
  tags,
  summary: 'Every partnership a player was part of',
  request: { params: slugParams },
  responses: { 200: data(PlayerPartnerships, 'Partnerships in date order, with the partners named.'), ...notModified, ...noPlayer },
});

/** The cricket endpoints, in the order the reference lists them. */
export const cricketEndpoints = {
  cricketPlayers,
  cricketCoverage,
  cricketArchiveCoverage,
  cricketBattingBaseline,
  cricketPlayerDetail,
  cricketPlayerInnings,
  cricketPlayerMatchups,
  cricketPlayerMatchupInnings,
  cricketPlayerBowling,
  cricketPlayerBowlingMatchups,
  cricketPlayerFielding,
  cricketPlayerPartnerships,
  cricketPlayersBowling,
  cricketPlayersFielding,
  cricketRecords,
  cricketRecordsFilters,
  cricketMatches,
  cricketMatch,
  cricketMatchFilters,
};
