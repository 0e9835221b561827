/**
 * The admin's set-up of a team league under /api/admin (docs/decisions.md "Team leagues"): create and edit a
 * league, its divisions (each with its format and match night), its teams (name, home venue, the division they
 * play in this season) and each team's squad (dated joins, leaves and transfers; captains flagged). Every write is
 * one audited transaction (api/audit/audited-write.ts); every refusal names its field. The rules of a format are
 * once in common/pool-teams/division-format.ts, checked by the server on the format as it would stand.
 */
import { createRoute, csvBody, data, errors, idParam, json, jsonBody, z } from './endpoint';
import { invalidCsv } from './admin-import-export';
import { endpointPaths } from './endpoint-paths';
import { bodyErrors, signInRequired, writeBusyError, writeGuardErrors } from './auth';
import { bodyId, nameField } from './admin-requests';
import { DivisionFormatShape } from './team-league';

const id = z.int().positive();
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const SLUG_RE = /^[a-z][a-z0-9-]{0,59}$/;
const day = (field: string) => z.string({ error: `${field} must be a date YYYY-MM-DD` }).regex(DAY_RE, { error: `${field} must be a date YYYY-MM-DD` });
const small = (field: string, hi: number) =>
  z.int({ error: `${field} must be a whole number` }).min(0, { error: `${field} must be from 0 to ${hi}` }).max(hi, { error: `${field} must be from 0 to ${hi}` });

export const SetupSquadMember = z.object({
  /** The membership's id (a player who moved has one per team). */
  id,
  player_id: id,
  name: z.string(),
  captain: z.boolean(),
  joined_on: z.string(),
  left_on: z.string().nullable(),
});

export const SetupTeam = z.object({
  id,
  name: z.string(),
  url_slug: z.string(),
  venue: z.string(),
  /** Fixtures this team has in the current season (its division is fixed once there are some). */
  fixtures: z.int().min(0),
  squad: z.array(SetupSquadMember),
});

export const SetupDivision = z.object({
  id,
  name: z.string(),
  rank: z.int().min(1),
  /** 0 = Sunday .. 6 = Saturday. */
  night: z.int().min(0).max(6),
  format: DivisionFormatShape,
  fixtures: z.int().min(0),
  /** Cards entered in the current season (its frames rules are fixed once there are some). */
  cards: z.int().min(0),
  teams: z.array(SetupTeam),
});

export const TeamLeagueSetup = z
  .object({
    league: z.object({ id, name: z.string(), url_slug: z.string() }),
    season: z
      .object({ id, name: z.string(), start_date: z.string(), blackouts: z.array(z.string()), confirm_window_hours: z.int(), rearrange_needs_approval: z.boolean() })
      .nullable(),
    divisions: z.array(SetupDivision),
    /** Teams of the league not entered in the current season. */
    unplaced: z.array(SetupTeam),
  })
  .openapi('TeamLeagueSetup', { description: "A team league's set-up as the admin edits it: divisions, teams and squads of the current season." });
export type TeamLeagueSetup = z.infer<typeof TeamLeagueSetup>;

// ---- Requests ----

const slug = z.string({ error: 'urlSlug must be a string' }).regex(SLUG_RE, { error: 'urlSlug must be lower-case letters, digits and hyphens, starting with a letter (at most 60)' });
const venue = z.string({ error: 'venue must be a string' }).trim().max(120, { error: 'venue is at most 120 characters' });

export const CreateTeamLeagueBody = z.strictObject({
  name: nameField('name'),
  urlSlug: slug.optional(),
  seasonName: nameField('seasonName'),
  startDate: day('startDate'),
});
export type CreateTeamLeagueInput = z.input<typeof CreateTeamLeagueBody>;

export const EditTeamLeagueBody = z.strictObject({
  name: nameField('name').optional(),
  /** Whether a rearranged date needs the admin's approval (current season). */
  rearrangeNeedsApproval: z.boolean({ error: 'rearrangeNeedsApproval must be true or false' }).optional(),
  confirmWindowHours: z.int({ error: 'confirmWindowHours must be a whole number' }).min(1, { error: 'confirmWindowHours must be from 1 to 720' }).max(720, { error: 'confirmWindowHours must be from 1 to 720' }).optional(),
});
export type EditTeamLeagueInput = z.input<typeof EditTeamLeagueBody>;

const formatFields = {
  night: small('night', 6).optional(),
  frames: small('frames', 25).optional(),
  doublesFrames: small('doublesFrames', 25).optional(),
  maxFramesPerPlayer: small('maxFramesPerPlayer', 25).optional(),
  framePoints: small('framePoints', 10).optional(),
  winPoints: small('winPoints', 10).optional(),
  drawPoints: small('drawPoints', 10).optional(),
  promote: small('promote', 10).optional(),
  relegate: small('relegate', 10).optional(),
};
/** A new division goes below the others; fields left out take the usual pub format (ten singles frames). */
export const CreateDivisionBody = z.strictObject({ name: nameField('name'), ...formatFields });
export type CreateDivisionInput = z.input<typeof CreateDivisionBody>;
export const EditDivisionBody = z.strictObject({ name: nameField('name').optional(), ...formatFields });
export type EditDivisionInput = z.input<typeof EditDivisionBody>;

export const CreateTeamBody = z.strictObject({ name: nameField('name'), venue: venue.optional(), divisionId: bodyId('divisionId') });
export type CreateTeamInput = z.input<typeof CreateTeamBody>;
export const EditTeamBody = z.strictObject({ name: nameField('name').optional(), venue: venue.optional(), divisionId: bodyId('divisionId').optional() });
export type EditTeamInput = z.input<typeof EditTeamBody>;

/** A player joins the team on `joinedOn`; one in another team's squad this season moves (a dated transfer). */
export const AddSquadBody = z.strictObject({
  playerId: bodyId('playerId'),
  joinedOn: day('joinedOn'),
  captain: z.boolean({ error: 'captain must be true or false' }).optional(),
});
export type AddSquadInput = z.input<typeof AddSquadBody>;
export const EditSquadBody = z.strictObject({
  captain: z.boolean({ error: 'captain must be true or false' }).optional(),
  /** The last night the player could play for the team; null: still in the squad. */
  leftOn: day('leftOn').nullable().optional(),
});
export type EditSquadInput = z.input<typeof EditSquadBody>;


/** Fixtures of the current season drawn for every division (or those named): a preview, then the same published. */
export const GenerateFixturesBody = z.strictObject({
  /** true: answer the fixtures and change nothing. */
  dryRun: z.boolean({ error: 'dryRun must be true or false' }),
  /** The first week (default the season's start): each division plays on its night from it. */
  startDate: day('startDate').optional(),
  /** Nights with no matches (a round on one moves to the next week); stored with the season. */
  blackouts: z.array(day('blackouts'), { error: 'blackouts must be a list of dates YYYY-MM-DD' }).max(60, { error: 'blackouts: at most 60 dates' }).optional(),
  divisionIds: z.array(bodyId('divisionIds'), { error: 'divisionIds must be a list of division ids' }).min(1, { error: 'divisionIds: name at least one division' }).optional(),
});
export type GenerateFixturesInput = z.input<typeof GenerateFixturesBody>;

export const FixturePlan = z
  .object({
    dry_run: z.boolean(),
    start_date: z.string(),
    blackouts: z.array(z.string()),
    divisions: z.array(
      z.object({
        id,
        name: z.string(),
        /** "Tuesday". */
        night: z.string(),
        /** Fixtures the publication replaces (none has a card). */
        replaced: z.int().min(0),
        fixtures: z.array(z.object({ round: z.int().min(1), date: z.string(), home: z.object({ id, name: z.string() }), away: z.object({ id, name: z.string() }) })),
      }),
    ),
  })
  .openapi('TeamFixturePlan');
export type FixturePlan = z.infer<typeof FixturePlan>;


export const TeamImportReport = z
  .object({
    dryRun: z.boolean(),
    committed: z.boolean(),
    /** Lines with data (the header and blank lines not counted). */
    rowsRead: z.int().min(0),
    teamsToCreate: z.array(z.string()),
    playersToCreate: z.array(z.string()),
    /** Players joining a squad, and players moving from another team's squad (dated transfers). */
    joins: z.int().min(0),
    transfers: z.int().min(0),
    /** Memberships already in the season (same team, player and joining date): left as they are. */
    alreadyPresent: z.int().min(0),
    errors: z.array(z.object({ line: z.int().min(1), reason: z.string() })),
  })
  .openapi('TeamImportReport');
export type TeamImportReport = z.infer<typeof TeamImportReport>;

export const TeamImportQuery = z.strictObject({
  dryRun: z.enum(['0', '1', 'true', 'false'], { error: 'dryRun must be 1 or 0' }).optional().openapi({ param: { name: 'dryRun', in: 'query' } }),
});

// ---- Endpoints ----

const tags = ['Admin'];
const idParams = z.object({ id: idParam('id') });
const adminWrite = { ...signInRequired, ...writeGuardErrors, ...writeBusyError } as const;
const setup = (description: string) => data(TeamLeagueSetup, description);

export const adminTeamLeagueSetup = createRoute({
  ...endpointPaths.adminTeamLeagueSetup,
  tags,
  summary: "A team league's set-up: divisions with their formats, teams, squads",
  request: { params: idParams },
  responses: { 200: setup('The set-up.'), ...errors({ ...signInRequired, 400: 'The id is malformed.', 404: 'No such league.' }) },
});

export const adminCreateTeamLeague = createRoute({
  ...endpointPaths.adminCreateTeamLeague,
  tags,
  summary: 'Create a team league with its first season',
  request: { body: jsonBody(CreateTeamLeagueBody) },
  responses: { 201: setup('The new league.'), ...errors({ 400: bodyErrors('`name`, `urlSlug`, `seasonName`, `startDate`'), 409: 'A league of that name or address exists (`conflict`).', ...adminWrite }) },
});

export const adminEditTeamLeague = createRoute({
  ...endpointPaths.adminEditTeamLeague,
  tags,
  summary: "Rename a team league, or set its current season's confirmation window and rearrangement approval",
  request: { params: idParams, body: jsonBody(EditTeamLeagueBody) },
  responses: { 200: setup('The league.'), ...errors({ 400: bodyErrors('`name`, `confirmWindowHours`, `rearrangeNeedsApproval`'), 404: 'No such league.', 409: 'A league of that name exists (`conflict`).', ...adminWrite }) },
});

export const adminCreateTeamDivision = createRoute({
  ...endpointPaths.adminCreateTeamDivision,
  tags,
  summary: 'Add a division below the others, with its format and match night',
  request: { params: idParams, body: jsonBody(CreateDivisionBody) },
  responses: { 201: setup('The league.'), ...errors({ 400: `${bodyErrors('`name`, `night`, `frames`, …')} A format that cannot be played names its field (\`doublesFrames\`).`, 404: 'No such league.', 409: 'A division of that name exists (`conflict`).', ...adminWrite }) },
});

export const adminEditTeamDivision = createRoute({
  ...endpointPaths.adminEditTeamDivision,
  tags,
  summary: "Edit a division's name, night or format (its frames rules are fixed once the season has a card)",
  request: { params: idParams, body: jsonBody(EditDivisionBody) },
  responses: { 200: setup('The league.'), ...errors({ 400: bodyErrors('`name`, `night`, `frames`, …'), 404: 'No such division.', 409: 'A division of that name exists, or a frames rule changed after cards were entered (`conflict`, the field named).', ...adminWrite }) },
});

export const adminCreateTeam = createRoute({
  ...endpointPaths.adminCreateTeam,
  tags,
  summary: 'Add a team (name, home venue) to a division of the current season',
  request: { params: idParams, body: jsonBody(CreateTeamBody) },
  responses: { 201: setup('The league.'), ...errors({ 400: bodyErrors('`name`, `venue`, `divisionId`'), 404: 'No such league or division (field named).', 409: 'A team of that name exists, or the league has no open season (`conflict`).', ...adminWrite }) },
});

export const adminEditTeam = createRoute({
  ...endpointPaths.adminEditTeam,
  tags,
  summary: "Edit a team's name or venue, or move it to another division before its fixtures are drawn",
  request: { params: idParams, body: jsonBody(EditTeamBody) },
  responses: { 200: setup('The league.'), ...errors({ 400: bodyErrors('`name`, `venue`, `divisionId`'), 404: 'No such team or division.', 409: 'A team of that name exists, or its fixtures are drawn (`conflict`, field `divisionId`).', ...adminWrite }) },
});

export const adminAddSquadPlayer = createRoute({
  ...endpointPaths.adminAddSquadPlayer,
  tags,
  summary: "Add a player to a team's squad from a date (a player in another team's squad this season moves: a dated transfer)",
  request: { params: idParams, body: jsonBody(AddSquadBody) },
  responses: {
    201: setup('The league.'),
    ...errors({ 400: `${bodyErrors('`playerId`, `joinedOn`, `captain`')} A date before the season, or a transfer before a frame the player played for his old team, names \`joinedOn\`.`, 404: 'No such team or player.', 409: 'The player is already in this squad, the season is closed, or the player is archived (`conflict`, `player_archived`).', ...adminWrite }),
  },
});

export const adminEditSquadPlayer = createRoute({
  ...endpointPaths.adminEditSquadPlayer,
  tags,
  summary: 'Make a squad member captain (or not), or record the date he left',
  request: { params: idParams, body: jsonBody(EditSquadBody) },
  responses: {
    200: setup('The league.'),
    ...errors({ 400: `${bodyErrors('`captain`, `leftOn`')} A leaving date before he joined, or before a frame he played, names \`leftOn\`.`, 404: 'No such squad membership.', 409: 'He is in another squad already (`conflict`, field `leftOn`).', ...adminWrite }),
  },
});


export const adminGenerateTeamFixtures = createRoute({
  ...endpointPaths.adminGenerateTeamFixtures,
  tags,
  summary: "Draw the current season's fixtures: each division's double round robin on its night, blackouts skipped (preview, then publish)",
  description: 'With `dryRun: true` the fixtures are answered and nothing changes; with `dryRun: false` the same fixtures (same teams, dates and seed) replace the divisions\' fixtures in one step.',
  request: { params: idParams, body: jsonBody(GenerateFixturesBody) },
  responses: {
    200: data(FixturePlan, 'The fixtures (published unless a dry run).'),
    ...errors({ 400: bodyErrors('`dryRun`, `startDate`, `blackouts`, `divisionIds`'), 404: 'No such league or division.', 409: 'The season is closed, or a division has a card already (`conflict`, field `divisionIds`): its fixtures stay.', ...adminWrite }),
  },
});


export const adminTeamSquadsCsv = createRoute({
  ...endpointPaths.adminTeamSquadsCsv,
  tags,
  summary: "The current season's teams and squads as CSV (what the squads import reads)",
  description: 'Columns `division,team,venue,player,captain,joined_on,left_on`; teams with nobody first, then each membership in the order the players joined.',
  request: { params: idParams },
  responses: { 200: { description: 'The CSV (a download).', content: { 'text/csv': { schema: z.string() } } }, ...errors({ ...signInRequired, 400: 'The id is malformed.', 404: 'No such league.' }) },
});

export const adminImportTeamSquads = createRoute({
  ...endpointPaths.adminImportTeamSquads,
  tags,
  summary: "Import a team league's teams and squads from CSV (with `?dryRun=1` the report only)",
  description: 'Each line is applied with the set-up\'s rules (a new team enters the named division; a player in another squad moves by a dated transfer). A line that breaks a rule is reported by its number; a file with any bad line imports nothing.',
  request: { params: idParams, query: TeamImportQuery, body: csvBody('The squads CSV, as the export writes it.') },
  responses: {
    200: data(TeamImportReport, 'The report: what was (or would be) done.'),
    400: json(invalidCsv(TeamImportReport), 'A bad `dryRun`, or bad lines (`invalid_csv`, with the report): nothing imported.'),
    ...errors({ 404: 'No such league.', 409: 'The league has no open season (`conflict`).', ...adminWrite }),
  },
});

export const teamLeagueAdminEndpoints = {
  adminTeamSquadsCsv,
  adminImportTeamSquads,
  adminGenerateTeamFixtures,
  adminTeamLeagueSetup,
  adminCreateTeamLeague,
  adminEditTeamLeague,
  adminCreateTeamDivision,
  adminEditTeamDivision,
  adminCreateTeam,
  adminEditTeam,
  adminAddSquadPlayer,
  adminEditSquadPlayer,
};
