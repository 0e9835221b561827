/**
 * The admin API under /api/admin (results, roster, import and export): the shapes of its answers and its
 * endpoints, declared as in contracts/README.md. Requests: contracts/admin-requests.ts; seasons and fixtures:
 * contracts/season.ts; sign-in and the guards every admin request passes: contracts/auth.ts.
 */
import { createRoute, data, errors, idParam, json, jsonBody, z } from './endpoint';
import { endpointPaths } from './endpoint-paths';
import { PoolGroup, PoolMatch, PoolPlayer } from './league';
import { bodyErrors, EmptyBody, importRunningError, passwordWriteErrors, signInRequired, writeBusyError, writeGuardErrors } from './auth';
import {
  AddResultBody,
  DeleteMatchBody,
  EditMatchBody,
  ListQuery,
  MatchListQuery,
  MemberBody,
  NameBody,
  PasswordBody,
  RestoreMatchBody,
} from './admin-requests';

const id = z.int().positive();
/** 'YYYY-MM-DD HH:MM:SS' UTC. */
const sqlTime = z.string().openapi({ example: '2025-11-04 19:05:00' });

export const VerifyAnswer = z
  .object({
    authenticated: z.literal(true),
    /** ISO 8601. */
    expiresAt: z.string(),
    /** ISO 8601: when the token lapses without use. */
    idleExpiresAt: z.string(),
  })
  .openapi('VerifyAnswer');
/** GET /api/admin/verify. */
export type VerifyAnswer = z.infer<typeof VerifyAnswer>;

/** A match as stored (deleted or not), with names joined in: the public match row without its list numbers. */
export const StoredMatch = PoolMatch.omit({ new_id: true, game_date: true, session_id: true, session_match_end_id: true })
  .extend({
    /** 'YYYY-MM-DD HH:MM:SS' UTC. */
    created_at: sqlTime,
    /** 'YYYY-MM-DD HH:MM:SS' UTC, or null when live. */
    deleted_at: sqlTime.nullable(),
  })
  .openapi('StoredMatch', { description: 'A match as stored (deleted or not); `match_id` is its identity.' });
export type StoredMatch = z.infer<typeof StoredMatch>;

export const GroupGameNumber = z
  .object({
    group_id: id,
    group_name: z.string(),
    url_slug: z.string(),
    /** Game number of the match inside the group (1, 2, ... by game date then match id, deleted matches left out). */
    new_id: id,
  })
  .openapi('GroupGameNumber', { description: "The match's game number inside one group holding both its players." });
export type GroupGameNumber = z.infer<typeof GroupGameNumber>;

/**
 * A match as the admin's writes answer it (add-result, edit-match, restore-match): the stored match, its
 * league-wide game number (null when deleted) and its game number in each group holding both players.
 */
export const AdminMatch = StoredMatch.extend({ new_id: id.nullable(), groups: z.array(GroupGameNumber) }).openapi('AdminMatch');
export type AdminMatch = z.infer<typeof AdminMatch>;

export const AuditAction = z
  .enum([
    'password_generated',
    'password_set',
    'password_rotated',
    'login',
    // A failed or refused sign-in; detail {"reason"}: wrong_password, locked_out_address, locked_out_device,
    // site_budget_spent, check_in_progress.
    'login_failed',
    'logout',
    'add_result',
    'delete_match',
    'delete_denied',
    'restore_match',
    'edit_match',
    'create_player',
    'rename_player',
    'create_group',
    'rename_group',
    'add_member',
    'remove_member',
    'import',
    'export',
    'remove_demo_league',
    'remove_demo_denied',
    // Removing what was created by mistake.
    'delete_player',
    'archive_player',
    'restore_player',
    'delete_group',
    'archive_group',
    'restore_group',
    // Seasons and fixtures.
    'create_season',
    'add_fixture',
    'edit_fixture',
    'remove_fixture',
    'import_fixtures',
    'track_record',
    // Players: invites, sign-in (detail {"method","reason"} on a failure: invalid_invite, passkey_refused,
    // locked_out_address, locked_out_device, locked_out_code), sessions, passkeys and submitted results. The
    // detail says who (a player id, or the admin), which session and which submission.
    'player_invite_issued',
    'player_invite_revoked',
    'player_signin',
    'player_signin_failed',
    'player_signout',
    'player_session_revoked',
    'passkey_registered',
    'passkey_revoked',
    'result_submitted',
    'result_confirmed',
    'result_disputed',
    'result_withdrawn',
    'result_rejected',
    'result_rules',
    // Cups and handicap starts.
    'create_cup',
    'remove_cup',
    'set_handicap_starts',
    // Team leagues: cards (entered, confirmed, disputed, entered or corrected by the admin), fixtures, the rollover.
    'team_card_submitted',
    'team_card_confirmed',
    'team_card_disputed',
    'team_card_admin',
    'team_fixtures_generated',
    'team_fixture_rearranged',
    'team_season_rollover',
    'team_league_edit',
  ])
  .openapi('AuditAction');
export type AuditAction = z.infer<typeof AuditAction>;

export const AuditEntry = z
  .object({
    id,
    /** 'YYYY-MM-DD HH:MM:SS' UTC. */
    at: sqlTime,
    action: AuditAction,
    match_id: id.nullable(),
    client_address: z.string(),
    /** Free text or JSON, depending on the action. */
    detail: z.string().nullable(),
  })
  .openapi('AuditEntry');
/** GET /api/admin/audit: newest first. */
export type AuditEntry = z.infer<typeof AuditEntry>;

const count = z.int().min(0);

export const LeagueStatus = z
  .object({
    groups: count,
    players: count,
    matches: count,
    /** True when the league is not empty and holds only demo data. */
    demoOnly: z.boolean(),
  })
  .openapi('LeagueStatus', { description: 'Counts, and whether the league is only the demo.' });
export type LeagueStatus = z.infer<typeof LeagueStatus>;

export const AdminGroup = PoolGroup.extend({
  member_ids: z.array(id),
  /** 'YYYY-MM-DD HH:MM:SS' UTC when archived (hidden from the hub, drop-downs and the sitemap), else null. */
  archived_at: sqlTime.nullable(),
  /** Matches (deleted ones included) between two members: 0 means the group can be deleted outright. */
  match_count: count,
}).openapi('AdminGroup', { description: "A group with its members' ids." });
export type AdminGroup = z.infer<typeof AdminGroup>;

export const AdminPlayerRow = PoolPlayer.extend({
  archived_at: sqlTime.nullable(),
  /** Matches (deleted ones included) the player played: 0 means the player can be deleted outright. */
  match_count: count,
}).openapi('AdminPlayerRow', { description: "A player as the admin's league page lists them (archived ones included)." });
export type AdminPlayerRow = z.infer<typeof AdminPlayerRow>;

export const AdminLeague = z
  .object({ status: LeagueStatus, groups: z.array(AdminGroup), players: z.array(AdminPlayerRow) })
  .openapi('AdminLeague');
/** GET /api/admin/league. */
export type AdminLeague = z.infer<typeof AdminLeague>;

export const RemovalAnswer = z
  .object({
    id,
    name: z.string(),
    /** What happened: deleted (it had no matches), archived or restored. */
    outcome: z.enum(['deleted', 'archived', 'restored']),
  })
  .openapi('RemovalAnswer');
/** DELETE /api/admin/{players|groups}/{id}, POST /api/admin/{players|groups}/{id}/restore. */
export type RemovalAnswer = z.infer<typeof RemovalAnswer>;

export const AdminMatchPage = z
  .object({
    data: z.array(AdminMatch),
    /** Matches passing the filters (all pages). */
    total: count,
    limit: z.int().min(1),
    offset: count,
  })
  .openapi('AdminMatchPage');
/**
 * GET /api/admin/matches: every match (in a group or not), newest first, filtered and paged. Each row carries
 * the match id (its identity), its league-wide game number and its game number in each group holding both players.
 */
export type AdminMatchPage = z.infer<typeof AdminMatchPage>;

/** POST /api/admin/players, PATCH /api/admin/players/{id}. */
export type AdminPlayer = PoolPlayer;

export const Membership = z.object({ groupId: id, playerId: id }).openapi('Membership');
/** POST /api/admin/groups/{id}/members, DELETE /api/admin/groups/{id}/members/{playerId}. */
export type Membership = z.infer<typeof Membership>;

export const RemoveDemoAnswer = z.object({ removed: LeagueStatus }).openapi('RemoveDemoAnswer');
/** POST /api/admin/remove-demo-league. */
export type RemoveDemoAnswer = z.infer<typeof RemoveDemoAnswer>;

// ---- Endpoints --------------------------------------------------------------------------------------------

const tags = ['Admin'];
/** The errors of every admin read. */
export const readErrors = { ...signInRequired, ...importRunningError } as const;
/** The errors of every admin write, beside its own. */
export const writeErrors = { ...signInRequired, ...writeGuardErrors, ...writeBusyError } as const;
const idParams = z.object({ id: idParam('id') });
const noPlayer = 'No player with that id (`not_found`).';
const noGroup = 'No group with that id (`not_found`).';

export const adminVerify = createRoute({
  ...endpointPaths.adminVerify,
  tags,
  summary: 'Check the sign-in token',
  responses: { 200: data(VerifyAnswer, 'The token is valid, with its expiries.'), ...errors(readErrors) },
});

export const adminAddResult = createRoute({
  ...endpointPaths.adminAddResult,
  tags,
  summary: 'Record a result',
  request: { body: jsonBody(AddResultBody) },
  responses: {
    201: data(AdminMatch, 'The recorded match with its game numbers.'),
    ...errors({
      400: bodyErrors('`player1Id`, `score1`, `gameDate`...'),
      404: 'A player does not exist (field `player1Id` or `player2Id`).',
      409: 'A player is archived (`player_archived`).',
      ...writeErrors,
    }),
  },
});

export const adminEditMatch = createRoute({
  ...endpointPaths.adminEditMatch,
  tags,
  summary: 'Correct a recorded match',
  request: { body: jsonBody(EditMatchBody) },
  responses: {
    200: data(AdminMatch, 'The corrected match.'),
    ...errors({
      400: bodyErrors('`matchId`, `score1`...; the merged match is checked too'),
      404: 'No such match, or a player does not exist.',
      409: 'The match is deleted (`match_deleted`), or a new player is archived (`player_archived`).',
      ...writeErrors,
    }),
  },
});

export const adminDeleteMatch = createRoute({
  ...endpointPaths.adminDeleteMatch,
  tags,
  summary: 'Delete a match (with the admin password)',
  request: { body: jsonBody(DeleteMatchBody) },
  responses: {
    200: data(StoredMatch, 'The deleted match (restorable).'),
    ...errors({
      400: bodyErrors('`matchId`, `adminPassword`'),
      404: 'No live match with that id (`not_found`, field `matchId`).',
      ...passwordWriteErrors,
    }),
  },
});

export const adminRestoreMatch = createRoute({
  ...endpointPaths.adminRestoreMatch,
  tags,
  summary: 'Restore a deleted match',
  request: { body: jsonBody(RestoreMatchBody) },
  responses: {
    200: data(AdminMatch, 'The restored match.'),
    ...errors({ 400: bodyErrors('`matchId`'), 404: 'No deleted match with that id (`not_found`, field `matchId`).', ...writeErrors }),
  },
});

export const adminDeletedMatches = createRoute({
  ...endpointPaths.adminDeletedMatches,
  tags,
  summary: 'Deleted matches, newest deletion first',
  request: { query: ListQuery },
  responses: { 200: data(z.array(StoredMatch), 'Up to `limit` (default 20) deleted matches.'), ...errors({ 400: 'A query parameter is wrong (named).', ...readErrors }) },
});

export const adminMatches = createRoute({
  ...endpointPaths.adminMatches,
  tags,
  summary: 'Every match, filtered and paged',
  description: 'Newest first (game date, then match id); a number in `q` also finds the match with that id.',
  request: { query: MatchListQuery },
  responses: { 200: json(AdminMatchPage, 'One page of matches with the total.'), ...errors({ 400: 'A filter is wrong (named).', ...readErrors }) },
});

export const adminAudit = createRoute({
  ...endpointPaths.adminAudit,
  tags,
  summary: 'The audit log, newest first',
  description: '`limit` entries (default 100), older than entry `before` when given.',
  request: { query: ListQuery },
  responses: { 200: data(z.array(AuditEntry), 'The entries.'), ...errors({ 400: 'A query parameter is wrong (named).', ...readErrors }) },
});

export const adminLeague = createRoute({
  ...endpointPaths.adminLeague,
  tags,
  summary: 'The roster: groups, players and counts',
  responses: { 200: data(AdminLeague, 'Every group and player, archived ones included.'), ...errors(readErrors) },
});

const nameErrors = (what: string) =>
  errors({ 400: bodyErrors('`name`'), 409: `Another ${what} has that name, or one that looks like it (\`conflict\`, field \`name\`).`, ...writeErrors });

export const adminCreatePlayer = createRoute({
  ...endpointPaths.adminCreatePlayer,
  tags,
  summary: 'Add a player',
  request: { body: jsonBody(NameBody) },
  responses: { 201: data(PoolPlayer, 'The new player.'), ...nameErrors('player') },
});

export const adminRenamePlayer = createRoute({
  ...endpointPaths.adminRenamePlayer,
  tags,
  summary: 'Rename a player',
  request: { params: idParams, body: jsonBody(NameBody) },
  responses: { 200: data(PoolPlayer, 'The renamed player.'), ...nameErrors('player'), ...errors({ 404: noPlayer }) },
});

export const adminCreateGroup = createRoute({
  ...endpointPaths.adminCreateGroup,
  tags,
  summary: 'Add a group',
  request: { body: jsonBody(NameBody) },
  responses: { 201: data(PoolGroup, 'The new group.'), ...nameErrors('group') },
});

export const adminRenameGroup = createRoute({
  ...endpointPaths.adminRenameGroup,
  tags,
  summary: 'Rename a group',
  request: { params: idParams, body: jsonBody(NameBody) },
  responses: { 200: data(PoolGroup, 'The renamed group.'), ...nameErrors('group'), ...errors({ 404: noGroup }) },
});

const removal = (kind: 'player' | 'group') =>
  ({
    tags,
    summary: `Delete a ${kind} with no matches, or archive one with matches (with the admin password)`,
    request: { params: idParams, body: jsonBody(PasswordBody) },
    responses: {
      200: data(RemovalAnswer, 'What was done: deleted or archived.'),
      ...errors({
        400: `The id is malformed (\`bad_request\`, field \`id\`). ${bodyErrors('`adminPassword`')}`,
        404: kind === 'player' ? noPlayer : noGroup,
        409: `The ${kind} is already archived (\`already_archived\`).`,
        ...passwordWriteErrors,
      }),
    },
  }) as const;

const restoring = (kind: 'player' | 'group') =>
  ({
    tags,
    summary: `Restore an archived ${kind}`,
    request: { params: idParams, body: jsonBody(EmptyBody, { optional: true, description: '`{}` or no body.' }) },
    responses: {
      200: data(RemovalAnswer, 'The restored entry.'),
      ...errors({
        400: 'The id is malformed (`bad_request`, field `id`), or the body is not `{}`.',
        404: kind === 'player' ? noPlayer : noGroup,
        409: `The ${kind} is not archived (\`not_archived\`).`,
        ...writeErrors,
      }),
    },
  }) as const;

export const adminRemovePlayer = createRoute({ ...endpointPaths.adminRemovePlayer, ...removal('player') });
export const adminRestorePlayer = createRoute({ ...endpointPaths.adminRestorePlayer, ...restoring('player') });
export const adminRemoveGroup = createRoute({ ...endpointPaths.adminRemoveGroup, ...removal('group') });
export const adminRestoreGroup = createRoute({ ...endpointPaths.adminRestoreGroup, ...restoring('group') });

export const adminAddMember = createRoute({
  ...endpointPaths.adminAddMember,
  tags,
  summary: 'Put a player in a group',
  request: { params: idParams, body: jsonBody(MemberBody) },
  responses: {
    201: data(Membership, 'The membership.'),
    ...errors({
      400: `The group id is malformed (\`bad_request\`, field \`id\`). ${bodyErrors('`playerId`')}`,
      404: 'No such group (field `id`) or player (field `playerId`).',
      409: 'The player is already a member (`conflict`, field `playerId`).',
      ...writeErrors,
    }),
  },
});

export const adminRemoveMember = createRoute({
  ...endpointPaths.adminRemoveMember,
  tags,
  summary: 'Take a player out of a group',
  request: { params: z.object({ id: idParam('id'), playerId: idParam('playerId') }) },
  responses: {
    200: data(Membership, 'The membership that was removed.'),
    ...errors({
      400: 'An id is malformed (`bad_request`, field `id` or `playerId`).',
      404: 'No such group or player, or the player is not a member (field `id` or `playerId`).',
      ...writeErrors,
    }),
  },
});

export const adminRemoveDemoLeague = createRoute({
  ...endpointPaths.adminRemoveDemoLeague,
  tags,
  summary: 'Remove the demo league (with the admin password)',
  request: { body: jsonBody(PasswordBody) },
  responses: {
    200: data(RemoveDemoAnswer, 'What was removed.'),
    ...errors({
      400: bodyErrors('`adminPassword`'),
      409: 'The league holds data that is not the demo league (`not_demo_league`); nothing was removed.',
      ...passwordWriteErrors,
    }),
  },
});

/** The admin's results and roster endpoints, in the order the reference lists them (import and export: contracts/admin-import-export.ts). */
export const adminEndpoints = {
  adminVerify,
  adminAddResult,
  adminEditMatch,
  adminDeleteMatch,
  adminRestoreMatch,
  adminDeletedMatches,
  adminMatches,
  adminAudit,
  adminLeague,
  adminCreatePlayer,
  adminRenamePlayer,
  adminRemovePlayer,
  adminRestorePlayer,
  adminCreateGroup,
  adminRenameGroup,
  adminRemoveGroup,
  adminRestoreGroup,
  adminAddMember,
  adminRemoveMember,
  adminRemoveDemoLeague,
};
