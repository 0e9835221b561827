/**
 * Teams, head-to-head, series, grounds and umpires: the endpoints under /api/cricket and the shapes of
 * their answers. Definitions (docs/decisions.md, "Cricket teams, series and grounds"):
 * - a Test's result for a team is won, lost, drawn or tied (`info.outcome`); the awarded Test counts as a win and a
 *   loss and is counted in `awarded`;
 * - home / away / neutral: the ground's host country (the alias table, api/cricket/import/venues.ts) against the team;
 * - a series is the Tests sharing `info.event.name`, `info.season` and the pairing of teams; its result counts the
 *   Tests the archive holds and is claimed only when none is missing (`complete`);
 * - ball age is the over of the innings, in bands 1-20, 21-40, 41-80 and 81+.
 */
import { BALL_AGE_BANDS } from '../common/cricket/team-results';
import { createRoute, data, errors, json, notModified, z } from './endpoint';
import { formatQuery } from './cricket-fields';
import { endpointPaths } from './endpoint-paths';
import { PagingQuery, pagedList } from './paging';
import { RecordsFilters } from './cricket-records';

const count = z.int().min(0);
const isoDate = z.string().openapi({ example: '2023-06-16' });
const tags = ['Cricket'];
const Side = z.enum(['home', 'away', 'neutral']);
const TeamResult = z.enum(['won', 'lost', 'drawn', 'tied']);

/** A subject's slug in a path: lower-case letters, digits and hyphens. */
const Slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/i, 'must be letters, digits and hyphens').max(160);
const slugParam = (name: string, example: string) => Slug.openapi({ param: { name, in: 'path' }, example });

/** Won, lost, drawn and tied counts of a team's Tests (an awarded Test counted as a win or a loss, and in `awarded`). */
export const ResultCounts = z
  .object({
    tests: count,
    won: count,
    lost: count,
    drawn: count,
    tied: count,
    /** Awarded Tests among these, and how many of them were won (the rest lost). */
    awarded: count,
    awarded_won: count,
    win_pct: z.number().nullable(),
  })
  .openapi('TeamResultCounts');
export type ResultCounts = z.infer<typeof ResultCounts>;

const PlayerRef = z.object({ name: z.string(), url_slug: z.string() });

/** One team of the archive (GET /api/cricket/teams). */
export const TeamRow = ResultCounts.extend({ team: z.string(), slug: z.string(), first_date: isoDate, last_date: isoDate }).openapi('TeamRow');
export type TeamRow = z.infer<typeof TeamRow>;

/** A team innings total with its match. */
export const TeamTotal = z
  .object({
    match_id: z.string(),
    team: z.string(),
    opposition: z.string(),
    runs: count,
    wickets: count,
    declared: z.boolean(),
    inning: z.int().min(1).max(4),
    start_date: isoDate,
    ground: z.string(),
    ground_slug: z.string(),
  })
  .openapi('TeamTotal');
export type TeamTotal = z.infer<typeof TeamTotal>;

/** A win and its margin (`by` as the scorecard writes it: "by 120 runs", "by an innings and 12 runs", "by 10 wickets"). */
export const TeamWin = z
  .object({ match_id: z.string(), winner: z.string(), loser: z.string(), margin: count, by: z.string(), start_date: isoDate, ground: z.string(), ground_slug: z.string() })
  .openapi('TeamWin');
export type TeamWin = z.infer<typeof TeamWin>;

export const LeadingBatter = PlayerRef.extend({ team: z.string(), matches: count, innings: count, runs: count, outs: count, average: z.number().nullable(), hundreds: count, highest: count })
  .openapi('LeadingBatter');
export type LeadingBatter = z.infer<typeof LeadingBatter>;
export const LeadingBowler = PlayerRef.extend({ team: z.string(), matches: count, balls: count, runs: count, wickets: count, average: z.number().nullable(), best: z.string() })
  .openapi('LeadingBowler');
export type LeadingBowler = z.infer<typeof LeadingBowler>;

const Run = z.object({ length: count, from: isoDate.nullable(), to: isoDate.nullable() });
export const TeamStreaks = z
  .object({ longest_winning: Run, longest_unbeaten: Run, current_winning: Run, current_unbeaten: Run })
  .openapi('TeamStreaks');
export type TeamStreaks = z.infer<typeof TeamStreaks>;

const Labelled = <T extends z.ZodRawShape>(shape: T) => ResultCounts.extend(shape);

/**
 * What the archive lacks of a team's Tests, from one place (api/cricket/queries/coverage.ts knownTeamGaps): the Tests Cricsheet
 * withholds (Afghanistan's, common/cricket/withheld-tests.ts) with their results, the record with them added, and the
 * Tests of its series the numbering shows missing.
 */
export const TeamCoverage = z
  .object({
    withheld: z.array(
      z.object({
        test_number: z.int(),
        date: isoDate,
        opposition: z.string(),
        ground: z.string(),
        /** From this team's side; null never (a withheld Test has a result), kept for the shared result words. */
        result: TeamResult,
        /** "Afghanistan won by 7 wickets", "Drawn". */
        text: z.string(),
      }),
    ),
    /** The archive's record with the withheld Tests added (null when none is withheld). */
    with_withheld: z.object({ tests: count, won: count, lost: count, drawn: count }).nullable(),
    /** Tests of its series the numbering shows the archive lacks (results unknown). */
    series_gaps: count,
  })
  .openapi('TeamCoverage');
export type TeamCoverage = z.infer<typeof TeamCoverage>;

/** GET /api/cricket/team/{slug}. */
export const TeamDetail = z
  .object({
    team: z.string(),
    slug: z.string(),
    first_date: isoDate,
    last_date: isoDate,
    overall: ResultCounts,
    by_side: z.array(Labelled({ side: Side })),
    by_opposition: z.array(Labelled({ opposition: z.string(), slug: z.string() })),
    by_year: z.array(Labelled({ year: z.int() })),
    by_ground: z.array(Labelled({ ground: z.string(), slug: z.string(), host_country: z.string().nullable() })),
    highest_totals: z.array(TeamTotal),
    lowest_totals: z.array(TeamTotal),
    biggest_wins_runs: z.array(TeamWin),
    biggest_wins_wickets: z.array(TeamWin),
    leading_batters: z.array(LeadingBatter),
    leading_bowlers: z.array(LeadingBowler),
    streaks: TeamStreaks,
    coverage: TeamCoverage,
  })
  .openapi('TeamDetail');
export type TeamDetail = z.infer<typeof TeamDetail>;

/** A Test in a list: its result from the first team's side when asked for a team. */
export const TestRow = z
  .object({
    match_id: z.string(),
    start_date: isoDate,
    teams: z.tuple([z.string(), z.string()]),
    ground: z.string(),
    ground_slug: z.string(),
    host_country: z.string().nullable(),
    series: z.string().nullable(),
    series_slug: z.string().nullable(),
    match_number: z.int().nullable(),
    outcome: z.string(),
    winner: z.string().nullable(),
    /** The result for the team asked (head-to-head: the first team), or null in a series list. */
    result: TeamResult.nullable(),
    awarded: z.boolean(),
    player_of_match: z.array(PlayerRef),
  })
  .openapi('TestRow');
export type TestRow = z.infer<typeof TestRow>;

/** GET /api/cricket/head_to_head/{team}/{opposition}: results from the first team's side. */
export const HeadToHead = z
  .object({
    team: z.string(),
    team_slug: z.string(),
    opposition: z.string(),
    opposition_slug: z.string(),
    overall: ResultCounts,
    tests: z.array(TestRow),
    by_host: z.array(Labelled({ host_country: z.string().nullable() })),
    by_series: z.array(z.object({ series: z.string(), slug: z.string(), season: z.string(), tests: count, result: z.string(), complete: z.boolean() })),
    leading_batters: z.array(LeadingBatter),
    leading_bowlers: z.array(LeadingBowler),
    highest_totals: z.array(TeamTotal),
  })
  .openapi('HeadToHead');
export type HeadToHead = z.infer<typeof HeadToHead>;

/** A series' result: the series result when complete, else the count of the Tests held and what is missing. */
export const SeriesOutcome = z
  .object({
    text: z.string(),
    complete: z.boolean(),
    gaps: z.array(z.string()),
    wins: z.tuple([count, count]),
    drawn: count,
    tied: count,
  })
  .openapi('SeriesOutcome');

export const SeriesRow = z
  .object({
    slug: z.string(),
    name: z.string(),
    season: z.string(),
    teams: z.tuple([z.string(), z.string()]),
    tests: count,
    first_date: isoDate,
    last_date: isoDate,
    result: SeriesOutcome,
    /**
     * Tests of the series the archive files under another event name (its first Tests under the tour's name, the rest
     * under a trophy's): that name and their numbers in the series.
     */
    filed_as: z.array(z.object({ name: z.string(), numbers: z.array(z.int().min(1)) })),
  })
  .openapi('SeriesRow');
export type SeriesRow = z.infer<typeof SeriesRow>;

export const SeriesBatting = PlayerRef.extend({ team: z.string(), matches: count, innings: count, not_outs: count, runs: count, highest: z.string(), average: z.number().nullable(), hundreds: count, fifties: count })
  .openapi('SeriesBatting');
export type SeriesBatting = z.infer<typeof SeriesBatting>;
export const SeriesBowling = PlayerRef.extend({ team: z.string(), matches: count, balls: count, maidens: count, runs: count, wickets: count, average: z.number().nullable(), best: z.string() })
  .openapi('SeriesBowling');
export type SeriesBowling = z.infer<typeof SeriesBowling>;

export const SeriesDetail = SeriesRow.extend({ test_rows: z.array(TestRow), batting: z.array(SeriesBatting), bowling: z.array(SeriesBowling) }).openapi('SeriesDetail');
export type SeriesDetail = z.infer<typeof SeriesDetail>;

export const GroundRow = z
  .object({
    ground: z.string(),
    slug: z.string(),
    host_country: z.string().nullable(),
    tests: count,
    first_date: isoDate,
    last_date: isoDate,
    bat_first_won: count,
    bat_first_drawn: count,
    bat_first_lost: count,
  })
  .openapi('GroundRow');
export type GroundRow = z.infer<typeof GroundRow>;

const TossRow = z.object({ decision: z.enum(['bat', 'field']), tests: count, won: count, drawn: count, lost: count, tied: count });
const InningsAverage = z.object({ inning: z.int().min(1).max(4), innings: count, runs: count, wickets: count, average: z.number().nullable() });
const BallAgeRow = z.object({
  band: z.enum(BALL_AGE_BANDS),
  balls: count,
  runs: count,
  wickets: count,
  runs_per_over: z.number().nullable(),
  balls_per_wicket: z.number().nullable(),
});
const BestBowling = PlayerRef.extend({ team: z.string(), opposition: z.string(), match_id: z.string(), start_date: isoDate, wickets: count, runs: count, balls: count });

export const GroundDetail = GroundRow.extend({
  venues: z.array(z.string()),
  tied: count,
  toss: z.array(TossRow),
  innings_averages: z.array(InningsAverage),
  highest_totals: z.array(TeamTotal),
  lowest_totals: z.array(TeamTotal),
  leading_batters: z.array(LeadingBatter),
  leading_bowlers: z.array(LeadingBowler),
  best_bowling: z.array(BestBowling),
  ball_age: z.array(BallAgeRow),
  ball_age_tests: count,
  dismissals: z.array(z.object({ kind: z.string(), count, share: z.number() })),
}).openapi('GroundDetail');
export type GroundDetail = z.infer<typeof GroundDetail>;

export const UmpireRow = z
  .object({
    umpire: z.string(),
    tests: count,
    tv_tests: count,
    first_date: isoDate.nullable(),
    last_date: isoDate.nullable(),
    reviews: count,
    overturned: count,
    stood: count,
    umpires_call: count,
    by_team: z.array(z.object({ team: z.string(), reviews: count, overturned: count, stood: count, umpires_call: count })),
  })
  .openapi('UmpireRow');
export type UmpireRow = z.infer<typeof UmpireRow>;

/**
 * A successful chase: the last innings of a match, won by the side batting in it; `target` the runs it needed as the
 * file states it (limited-overs matches, revised by D/L where it was), null where the file gives none (Tests).
 */
export const TeamChase = TeamTotal.extend({ balls: count, target: count.nullable() }).openapi('TeamChase');
export type TeamChase = z.infer<typeof TeamChase>;

/** GET /api/cricket/team_records: the records book's team tables over the Tests the filters keep (ten rows each). */
export const TeamRecords = z
  .object({
    tests: count,
    highest_totals: z.array(TeamTotal),
    highest_chases: z.array(TeamChase),
    lowest_totals: z.array(TeamTotal),
    biggest_wins_runs: z.array(TeamWin),
    biggest_wins_wickets: z.array(TeamWin),
  })
  .openapi('TeamRecords');
export type TeamRecords = z.infer<typeof TeamRecords>;

// ---- Endpoints -------------------------------------------------------------------------------------------------

const notFound = (what: string, field: string) => errors({ 400: `The slug is malformed (field \`${field}\`).`, 404: `No ${what} with that slug in the archive.` });

export const cricketTeams = createRoute({
  ...endpointPaths.cricketTeams,
  tags,
  request: { query: formatQuery },
  summary: 'Every team of the archive',
  responses: { 200: data(z.array(TeamRow), 'Tests, won, lost, drawn, win % and the first and last Test of every team.'), ...notModified },
});

export const cricketTeam = createRoute({
  ...endpointPaths.cricketTeam,
  tags,
  summary: "A team's record",
  request: { params: z.object({ team: slugParam('team', 'england') }), query: formatQuery },
  responses: { 200: data(TeamDetail, 'Results overall, home/away/neutral, by opposition, year and ground; totals, wins, leaders and runs.'), ...notModified, ...notFound('team', 'team') },
});

export const cricketHeadToHead = createRoute({
  ...endpointPaths.cricketHeadToHead,
  tags,
  summary: 'Two teams against each other',
  request: { params: z.object({ team: slugParam('team', 'england'), opposition: slugParam('opposition', 'india') }), query: formatQuery },
  responses: {
    200: data(HeadToHead, 'Every Test between them, results by host country and by series, leading players and highest totals.'),
    ...notModified,
    ...errors({ 400: 'A team slug is malformed, or the two are the same (the field is named).', 404: 'No team with that slug, or the two never met in the archive.' }),
  },
});

/** The series list's query: `team` (a team's slug), `year` (a season touching that year), then the page. */
export const SeriesQuery = z
  .object({
    team: Slug.optional().openapi({ param: { name: 'team', in: 'query' }, example: 'england' }),
    year: z
      .string()
      .regex(/^\d{4}$/, 'must be a year')
      .transform(Number)
      .pipe(z.number().int().min(1800).max(2200))
      .optional()
      .openapi({ param: { name: 'year', in: 'query' }, type: 'string', example: '2023' }),
    limit: PagingQuery.shape.limit,
    offset: PagingQuery.shape.offset,
    format: formatQuery.shape.format,
  });

export const cricketSeriesList = createRoute({
  ...endpointPaths.cricketSeriesList,
  tags,
  summary: 'Every series of the archive, newest first',
  description: 'Filters: `team` (a team slug), `year` (a series with a Test starting that year). `limit`/`offset` ask for one page with the total.',
  request: { query: SeriesQuery },
  responses: { 200: json(pagedList(SeriesRow), 'The series, whole or one page.'), ...notModified, ...errors({ 400: 'A filter or page parameter is out of range (the field is named).' }) },
});

export const cricketSeries = createRoute({
  ...endpointPaths.cricketSeries,
  tags,
  summary: 'One series',
  request: { params: z.object({ series: slugParam('series', '2023-the-ashes') }), query: formatQuery },
  responses: { 200: data(SeriesDetail, 'The result, each Test, the series batting and bowling and each player of the match.'), ...notModified, ...notFound('series', 'series') },
});

export const cricketGrounds = createRoute({
  ...endpointPaths.cricketGrounds,
  tags,
  request: { query: formatQuery },
  summary: 'Every ground of the archive',
  responses: { 200: data(z.array(GroundRow), 'Tests and the results of the side batting first at every ground.'), ...notModified },
});

export const cricketGround = createRoute({
  ...endpointPaths.cricketGround,
  tags,
  summary: "A ground's record",
  request: { params: z.object({ ground: slugParam('ground', 'lords') }), query: formatQuery },
  responses: { 200: data(GroundDetail, 'Results, toss, innings averages, totals, leaders, ball age and dismissals.'), ...notModified, ...notFound('ground', 'ground') },
});

export const cricketUmpires = createRoute({
  ...endpointPaths.cricketUmpires,
  tags,
  request: { query: formatQuery },
  summary: 'Umpires and reviews',
  responses: { 200: data(z.array(UmpireRow), 'Tests stood and the reviews of each umpire’s decisions, by team reviewing.'), ...notModified },
});

/** The records book's filters, as the records tables take them (the qualification aside). */
export const TeamRecordsQuery = RecordsFilters.omit({ min: true }).extend(formatQuery.shape).superRefine((q, ctx) => {
  if (q.from !== undefined && q.to !== undefined && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
});

export const cricketTeamRecords = createRoute({
  ...endpointPaths.cricketTeamRecords,
  tags,
  summary: "The records book's team tables",
  description:
    'Highest and lowest (all out) totals and the biggest wins by runs and by wickets, ten each, over the Tests the filters keep: `team` (the ' +
    'batting side, or the winner), `opp` (the other side), `host`, `ground`, `from`/`to` (years).',
  request: { query: TeamRecordsQuery },
  responses: { 200: data(TeamRecords, 'The four tables and the Tests they are drawn from.'), ...notModified, ...errors({ 400: 'A filter is out of range (the field is named).' }) },
});

export const cricketTeamEndpoints = {
  cricketTeams,
  cricketTeam,
  cricketHeadToHead,
  cricketSeriesList,
  cricketSeries,
  cricketGrounds,
  cricketGround,
  cricketUmpires,
  cricketTeamRecords,
};
