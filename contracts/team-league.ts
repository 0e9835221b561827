/**
 * Team leagues in pool: the public read endpoints under /api/pool (a league's divisions with tables, results and
 * chances; a team; a match card; a team's calendar feed; a player's team history), the captains' card endpoints
 * under /api/player and the admin's under /api/admin (enter or correct a card, roll a season over). The rules:
 * common/pool-teams/ and docs/decisions.md "Team leagues".
 */
import { createRoute, data, errors, idParam, jsonBody, notModified, z } from './endpoint';
import { endpointPaths } from './endpoint-paths';
import { bodyErrors, signInRequired, writeBusyError, writeGuardErrors } from './auth';
import { bodyId } from './admin-requests';
import { shown } from './errors';
import { Rearrangement } from './team-rearrangements';

const id = z.int().positive();
const SLUG_RE = /^[a-z][a-z0-9-]{0,59}$/;
const chance = z.number().min(0).max(1);

export const TeamRef = z.object({ id, name: z.string(), url_slug: z.string() }).openapi('TeamRef');
export type TeamRef = z.infer<typeof TeamRef>;

export const DivisionFormatShape = z
  .object({
    frames: z.int().min(1),
    doublesFrames: z.int().min(0),
    maxFramesPerPlayer: z.int().min(1),
    framePoints: z.int().min(0),
    winPoints: z.int().min(0),
    drawPoints: z.int().min(0),
    promote: z.int().min(0),
    relegate: z.int().min(0),
  })
  .openapi('DivisionFormat');

export const TeamTableRow = z
  .object({
    rank: z.int().min(1),
    team: TeamRef,
    played: z.int().min(0),
    won: z.int().min(0),
    drawn: z.int().min(0),
    lost: z.int().min(0),
    frames_for: z.int().min(0),
    frames_against: z.int().min(0),
    frame_difference: z.int(),
    points: z.int().min(0),
    /** What put the team above the next one. */
    above_next_by: z.enum(['points', 'frame difference', 'head to head', 'head-to-head frame difference', 'frames won', 'shared']).nullable(),
    /** Last five results, oldest first. */
    form: z.array(z.enum(['W', 'D', 'L'])),
  })
  .openapi('TeamTableRow');
export type TeamTableRow = z.infer<typeof TeamTableRow>;

export const TeamCardSummary = z.object({
  id,
  state: z.enum(['awaiting', 'disputed', 'confirmed']),
  home_frames: z.int().min(0),
  away_frames: z.int().min(0),
});

export const TeamFixture = z
  .object({
    id,
    round: z.int().min(1),
    /** "YYYY-MM-DD"; `original_date` differs when the match was rearranged. */
    date: z.string(),
    original_date: z.string(),
    division_id: id,
    home: TeamRef,
    away: TeamRef,
    card: TeamCardSummary.nullable(),
  })
  .openapi('TeamFixture');
export type TeamFixture = z.infer<typeof TeamFixture>;

export const TeamChance = z.object({
  team_id: id,
  title: chance,
  promoted: chance,
  relegated: chance,
  mean_points: z.number(),
  /** Exact by points (null: not worked out within the search's limit). */
  can_win_title: z.boolean().nullable(),
  title_certain: z.boolean().nullable(),
  can_be_promoted: z.boolean().nullable(),
  promotion_certain: z.boolean().nullable(),
  can_be_relegated: z.boolean().nullable(),
  relegation_certain: z.boolean().nullable(),
});

export const DivisionChances = z
  .object({
    sims: z.int().min(1),
    seed: z.string(),
    /** Milliseconds since the epoch. */
    computed_at: z.int(),
    /** False while a newer result waits for its chances to be computed. */
    current: z.boolean(),
    teams: z.array(TeamChance),
    games: z.array(
      z.object({ fixture_id: id, team_id: id, kind: z.enum(['title', 'promotion', 'relegation']), if_home_wins: chance, if_away_wins: chance }),
    ),
  })
  .openapi('DivisionChances');
export type DivisionChances = z.infer<typeof DivisionChances>;

export const TeamDivision = z
  .object({
    id,
    name: z.string(),
    rank: z.int().min(1),
    /** "Tuesday". */
    night: z.string(),
    format: DivisionFormatShape,
    table: z.array(TeamTableRow),
    /** Confirmed results, latest first. */
    results: z.array(TeamFixture),
    /** Fixtures without a confirmed card, in date order (a card awaiting confirmation shows on its fixture). */
    to_play: z.array(TeamFixture),
    chances: DivisionChances.nullable(),
  })
  .openapi('TeamDivision');
export type TeamDivision = z.infer<typeof TeamDivision>;

export const TeamSeason = z.object({ id, name: z.string(), start_date: z.string(), closed: z.boolean() });

export const TeamLeague = z
  .object({
    id,
    name: z.string(),
    url_slug: z.string(),
    season: TeamSeason.nullable(),
    divisions: z.array(TeamDivision),
  })
  .openapi('TeamLeague', { description: "A team league's current season: each division's table, results, fixtures and chances." });
export type TeamLeague = z.infer<typeof TeamLeague>;

export const TeamLeagueSummary = z
  .object({ id, name: z.string(), url_slug: z.string(), season: TeamSeason.nullable(), divisions: z.int().min(0), teams: z.int().min(0) })
  .openapi('TeamLeagueSummary');
export type TeamLeagueSummary = z.infer<typeof TeamLeagueSummary>;

export const SquadPlayer = z.object({
  player_id: id,
  name: z.string(),
  captain: z.boolean(),
  joined_on: z.string(),
  left_on: z.string().nullable(),
  /** Frames for this team this season (singles and doubles). */
  frames: z.int().min(0),
  won: z.int().min(0),
  /** The player's rating from every singles frame of the league (null before any). */
  rating: z.number().nullable(),
});

export const TeamPage = z
  .object({
    league: z.object({ id, name: z.string(), url_slug: z.string() }),
    season: TeamSeason,
    team: TeamRef.extend({ venue: z.string() }),
    division: z.object({ id, name: z.string() }),
    squad: z.array(SquadPlayer),
    fixtures: z.array(TeamFixture),
    row: TeamTableRow.nullable(),
  })
  .openapi('TeamPage');
export type TeamPage = z.infer<typeof TeamPage>;

const PlayerName = z.object({ id, name: z.string() });

export const TeamMatch = z
  .object({
    league: z.object({ id, name: z.string(), url_slug: z.string() }),
    season: TeamSeason,
    division: z.object({ id, name: z.string(), format: DivisionFormatShape }),
    fixture: TeamFixture,
    card: z
      .object({
        id,
        state: z.enum(['awaiting', 'disputed', 'confirmed']),
        entered_by: z.enum(['captain', 'admin']),
        dispute_reason: z.string().nullable(),
        frames: z.array(z.object({ number: z.int().min(1), home: z.array(PlayerName), away: z.array(PlayerName), home_score: z.int(), away_score: z.int() })),
      })
      .nullable(),
    /** Each side's squad on the night, with ratings (for the card form and the line-up chance). */
    home_squad: z.array(PlayerName.extend({ rating: z.number().nullable(), captain: z.boolean() })),
    away_squad: z.array(PlayerName.extend({ rating: z.number().nullable(), captain: z.boolean() })),
    /** The model's slope: a frame's chance is 1 / (1 + e^(−beta × rating gap)). */
    beta: z.number(),
    /** The match's latest rearrangement proposal and its answer (null: none). */
    rearrangement: Rearrangement.nullable(),
  })
  .openapi('TeamMatch');
export type TeamMatch = z.infer<typeof TeamMatch>;

export const PlayerTeamHistory = z
  .object({
    player_id: id,
    seasons: z.array(
      z.object({
        league: z.object({ id, name: z.string(), url_slug: z.string() }),
        season: TeamSeason,
        team: TeamRef,
        captain: z.boolean(),
        frames: z.int().min(0),
        won: z.int().min(0),
      }),
    ),
  })
  .openapi('PlayerTeamHistory');
export type PlayerTeamHistory = z.infer<typeof PlayerTeamHistory>;

// ---- Requests ----

const player = bodyId('player');
export const CardFrameBody = z.strictObject({
  homePlayers: z.array(player, { error: 'homePlayers must be a list of player ids' }).min(1).max(2),
  awayPlayers: z.array(player, { error: 'awayPlayers must be a list of player ids' }).min(1).max(2),
  homeScore: z.int({ error: 'homeScore must be a whole number' }),
  awayScore: z.int({ error: 'awayScore must be a whole number' }),
});
export const CardBody = z.strictObject({
  frames: z.array(CardFrameBody, { error: 'frames must be a list of frames' }).min(1, { error: 'frames: a card has at least one frame' }).max(25, { error: 'frames: at most 25' }),
});
export const SubmitCardBody = CardBody.extend({ fixtureId: bodyId('fixtureId') });
export type SubmitCardInput = z.input<typeof SubmitCardBody>;
export const DisputeCardBody = z.strictObject({
  reason: z.string({ error: 'reason is required and must be a string' }).trim().min(3, { error: 'Say what is wrong with the card (at least 3 characters)' }).max(500, { error: 'reason is at most 500 characters' }),
});
export const RolloverBody = z.strictObject({
  /** true: answer the plan and change nothing. */
  dryRun: z.boolean({ error: 'dryRun must be true or false' }),
  name: z.string({ error: 'name is required' }).trim().min(1, { error: 'name is required' }).max(80, { error: 'name is at most 80 characters' }),
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'startDate must be a date YYYY-MM-DD' }),
  blackouts: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'blackouts must be dates YYYY-MM-DD' })).max(60).optional(),
});
export type RolloverInput = z.input<typeof RolloverBody>;

export const RolloverPlanShape = z
  .object({
    dry_run: z.boolean(),
    season: z.object({ name: z.string(), start_date: z.string() }),
    divisions: z.array(z.object({ id, name: z.string(), teams: z.array(TeamRef.extend({ move: z.enum(['up', 'down', 'stays']) })) })),
    warnings: z.array(z.string()),
    fixtures: z.int().min(0),
    /** The new season's id (null on a dry run). */
    season_id: id.nullable(),
  })
  .openapi('RolloverPlan');
export type RolloverPlanShape = z.infer<typeof RolloverPlanShape>;

// ---- Endpoints ----

const slugParam = (name: string) =>
  z
    .string()
    .refine((raw) => SLUG_RE.test(raw.toLowerCase()), {
      error: (iss) => `${name} must be a url slug (got "${shown(String(iss.input))}")`,
      params: { code: 'bad_request', whole: true },
    })
    .openapi({ param: { name, in: 'path' }, example: 'example' });
const leagueParams = z.object({ leagueSlug: slugParam('leagueSlug') });
const teamParams = leagueParams.extend({ teamSlug: slugParam('teamSlug') });
const tags = ['Team leagues'];
const noLeague = errors({ 400: 'A slug is malformed (field `leagueSlug` or `teamSlug`).', 404: 'No such league or team.' });

export const poolTeamLeagues = createRoute({
  ...endpointPaths.poolTeamLeagues,
  tags,
  summary: 'Every team league',
  responses: { 200: data(z.array(TeamLeagueSummary), 'The team leagues.'), ...notModified },
});

export const poolTeamLeague = createRoute({
  ...endpointPaths.poolTeamLeague,
  tags,
  summary: "A team league's current season: tables, results, fixtures, chances",
  request: { params: leagueParams },
  responses: { 200: data(TeamLeague, 'The league.'), ...notModified, ...noLeague },
});

export const poolTeam = createRoute({
  ...endpointPaths.poolTeam,
  tags,
  summary: 'A team: squad with frames and ratings, fixtures and results',
  request: { params: teamParams },
  responses: { 200: data(TeamPage, 'The team this season.'), ...notModified, ...noLeague },
});

export const poolTeamFixturesFeed = createRoute({
  ...endpointPaths.poolTeamFixturesFeed,
  tags,
  summary: "A team's fixtures as a calendar feed",
  description: 'One all-day event per fixture of the current season (UID `pool-team-fixture-{id}@{host}`), its score once confirmed.',
  request: { params: teamParams },
  responses: { 200: { description: 'The feed (text/calendar).', content: { 'text/calendar': { schema: z.string() } } }, ...notModified, ...noLeague },
});

export const poolTeamMatch = createRoute({
  ...endpointPaths.poolTeamMatch,
  tags,
  summary: 'A match card, frame by frame, and the squads on the night',
  request: { params: leagueParams.extend({ fixtureId: idParam('fixtureId') }) },
  responses: { 200: data(TeamMatch, 'The match.'), ...notModified, ...errors({ 400: 'A parameter is malformed.', 404: 'No such league or fixture.' }) },
});

export const poolPlayerTeams = createRoute({
  ...endpointPaths.poolPlayerTeams,
  tags,
  summary: "A player's team history: each season's team, frames and wins",
  request: { params: z.object({ playerId: idParam('playerId') }) },
  responses: { 200: data(PlayerTeamHistory, 'The history.'), ...notModified, ...errors({ 400: 'The id is malformed.', 404: 'No such player.' }) },
});

const playerWrite = {
  401: 'No valid player session (`unauthorized`).',
  403: `Not this card's captain (\`forbidden\`). Also: ${writeGuardErrors[403]}`,
  413: writeGuardErrors[413],
  415: writeGuardErrors[415],
  ...writeBusyError,
} as const;
const cardAnswer = data(z.object({ id, state: z.enum(['awaiting', 'disputed', 'confirmed']) }), 'The card.');

export const playerSubmitCard = createRoute({
  ...endpointPaths.playerSubmitCard,
  tags,
  summary: "The home captain enters a match card, frame by frame (the away captain confirms it)",
  request: { body: jsonBody(SubmitCardBody) },
  responses: {
    201: cardAnswer,
    ...errors({
      400: `${bodyErrors('`fixtureId`, `frames`')} A card that breaks the division's format names the frame and field (\`frames.4.homeScore\`).`,
      404: 'No such fixture (`not_found`, field `fixtureId`).',
      409: 'The match already has a card (`card_exists`), the season is closed (`season_closed`) or a player is archived (`player_archived`).',
      ...playerWrite,
    }),
  },
});

const cardDecision = <B extends z.ZodType>(summary: string, body: B) =>
  ({
    tags,
    summary,
    request: { params: z.object({ id: idParam('id') }), body: jsonBody(body) },
    responses: {
      200: cardAnswer,
      ...errors({ 400: 'The id or body is malformed.', 404: 'No such card (`not_found`).', 409: 'Already decided (`already_decided`); nothing changed.', ...playerWrite }),
    },
  }) as const;

export const playerConfirmCard = createRoute({ ...endpointPaths.playerConfirmCard, ...cardDecision("The away captain confirms the card: it counts", z.strictObject({})) });
export const playerDisputeCard = createRoute({ ...endpointPaths.playerDisputeCard, ...cardDecision('The away captain disputes the card, with a reason (the admin decides)', DisputeCardBody) });

const adminWrite = { ...signInRequired, ...writeGuardErrors, ...writeBusyError } as const;

export const adminEnterTeamCard = createRoute({
  ...endpointPaths.adminEnterTeamCard,
  tags: ['Admin'],
  summary: "Enter or correct a fixture's card (it counts at once; a card it replaces is kept as superseded)",
  request: { params: z.object({ id: idParam('id') }), body: jsonBody(CardBody) },
  responses: {
    201: cardAnswer,
    ...errors({ 400: `${bodyErrors('`frames`')} A card that breaks the format names the frame and field.`, 404: 'No such fixture.', 409: 'A player is archived (`player_archived`).', ...adminWrite }),
  },
});

export const adminTeamRollover = createRoute({
  ...endpointPaths.adminTeamRollover,
  tags: ['Admin'],
  summary: "Roll a team league's season over: promotion and relegation, squads carried, next season's fixtures",
  description: 'With `dryRun: true` the plan is answered and nothing changes; with `dryRun: false` it is written in one step.',
  request: { params: z.object({ id: idParam('id') }), body: jsonBody(RolloverBody) },
  responses: {
    200: data(RolloverPlanShape, 'The plan (and the new season when written).'),
    ...errors({ 400: bodyErrors('`name`, `startDate`, `blackouts`, `dryRun`'), 404: 'No such league.', 409: 'A season of that name exists, or the current season still has matches to play (`conflict`).', ...adminWrite }),
  },
});

export const teamLeagueEndpoints = {
  poolTeamLeagues,
  poolTeamLeague,
  poolTeam,
  poolTeamFixturesFeed,
  poolTeamMatch,
  poolPlayerTeams,
  playerSubmitCard,
  playerConfirmCard,
  playerDisputeCard,
  adminEnterTeamCard,
  adminTeamRollover,
};
