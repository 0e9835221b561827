/**
 * The admin's side of players entering results: each player's invite, sessions and passkeys (issue,
 * re-issue, revoke), the queue of results awaiting confirmation or disputed (confirm, edit and confirm, reject),
 * and a group's confirmation window. Under /api/admin, behind the admin's bearer token like every admin endpoint.
 */
import { parseGameDate } from '../common/game-date';
import { scoreField } from './score-field';
import { bodyErrors, EmptyBody, importRunningError, signInRequired, writeBusyError, writeGuardErrors } from './auth';
import { createRoute, data, errors, idParam, jsonBody, z } from './endpoint';
import { endpointPaths } from './endpoint-paths';
import { ResultSubmission } from './player';
import { freeTextField } from './text-rules';

const id = z.int().positive();
const isoTime = z.string().openapi({ example: '2026-11-27T21:05:00Z' });

export const InviteInfo = z
  .object({ id, created_at: isoTime, expires_at: isoTime })
  .openapi('InviteInfo', { description: 'An open invite (unused, unrevoked, unexpired). Its token is shown only when issued.' });

export const PlayerSessionInfo = z
  .object({
    id,
    via: z.enum(['invite', 'passkey']),
    created_at: isoTime,
    last_used_at: isoTime,
    expires_at: isoTime,
    revoked_at: isoTime.nullable(),
    client_address: z.string(),
    /** The browser's User-Agent when it signed in (first 200 characters). */
    user_agent: z.string(),
  })
  .openapi('PlayerSessionInfo');
export type PlayerSessionInfo = z.infer<typeof PlayerSessionInfo>;

export const PasskeyInfo = z
  .object({
    id,
    created_at: isoTime,
    last_used_at: isoTime.nullable(),
    revoked_at: isoTime.nullable(),
    /** 'singleDevice' or 'multiDevice' (synced), as the authenticator says. */
    device_type: z.string(),
    backed_up: z.boolean(),
  })
  .openapi('PasskeyInfo');
export type PasskeyInfo = z.infer<typeof PasskeyInfo>;

export const PlayerAccess = z
  .object({
    player: z.object({ id, name: z.string() }),
    invite: InviteInfo.nullable(),
    /** Sessions not yet expired (live or revoked), newest first. */
    sessions: z.array(PlayerSessionInfo),
    passkeys: z.array(PasskeyInfo),
  })
  .openapi('PlayerAccess');
/** GET /api/admin/players/{id}/access. */
export type PlayerAccess = z.infer<typeof PlayerAccess>;

export const IssuedInvite = z
  .object({
    id,
    /** The link to pass on (`/join#<token>`): shown this once; the server keeps only the token's hash. */
    path: z.string(),
    token: z.string(),
    expires_at: isoTime,
  })
  .openapi('IssuedInvite');
export type IssuedInvite = z.infer<typeof IssuedInvite>;

export const PendingQueueItem = ResultSubmission.extend({
  /** Who the submission names as session: the submitter's session id. */
  session_id: id.nullable(),
}).openapi('PendingQueueItem');
export type PendingQueueItem = z.infer<typeof PendingQueueItem>;

const frames = scoreField;

/** Confirm as it stands, or with corrections (then checked like an admin edit). */
export const ConfirmPendingBody = z
  .strictObject({
    score1: frames('score1').optional(),
    score2: frames('score2').optional(),
    gameDate: z
      .string({ error: 'gameDate must be a string (ISO 8601 date or date-time)' })
      .max(40, { error: 'gameDate is too long' })
      .refine((raw) => parseGameDate(raw, Number.MAX_SAFE_INTEGER / 2).ok, { error: 'gameDate must be an ISO 8601 date or date-time' })
      .optional(),
  })
  .openapi('ConfirmPendingInput');
export type ConfirmPendingInput = z.input<typeof ConfirmPendingBody>;

export const RejectPendingBody = z.strictObject({
  reason: freeTextField('reason', { min: 3, max: 500, short: 'Say why the result is rejected (at least 3 characters)' }),
});
export type RejectPendingInput = z.input<typeof RejectPendingBody>;

export const ResultRulesBody = z.strictObject({
  confirmWindowHours: z
    .int({ error: 'confirmWindowHours must be a whole number of hours' })
    .min(1, { error: 'confirmWindowHours must be at least 1' })
    .max(720, { error: 'confirmWindowHours must be at most 720 (30 days)' }),
});
export type ResultRulesInput = z.input<typeof ResultRulesBody>;

const tags = ['Admin: players'];
const readErrors = { ...signInRequired, ...importRunningError } as const;
const writeErrors = { ...signInRequired, ...writeGuardErrors, ...writeBusyError } as const;
const idParams = z.object({ id: idParam('id') });
const noBody = jsonBody(EmptyBody, { optional: true, description: '`{}` or no body.' });
const noPlayer = 'No player with that id (`not_found`, field `id`).';

export const adminPlayerAccess = createRoute({
  ...endpointPaths.adminPlayerAccess,
  tags,
  summary: "A player's open invite, sessions and passkeys",
  request: { params: idParams },
  responses: { 200: data(PlayerAccess, 'What lets this player in.'), ...errors({ 400: 'The id is malformed (field `id`).', 404: noPlayer, ...readErrors }) },
});

export const adminIssueInvite = createRoute({
  ...endpointPaths.adminIssueInvite,
  tags,
  summary: 'Issue (or re-issue) a player invite',
  description: 'A new single-use link valid 7 days; any open invite of the player is revoked. No email or SMS is sent: pass the link (or its QR code) on.',
  request: { params: idParams, body: noBody },
  responses: {
    201: data(IssuedInvite, 'The invite, with its link shown this once.'),
    ...errors({ 400: 'The id is malformed (field `id`).', 404: noPlayer, 409: 'The player is archived (`player_archived`).', ...writeErrors }),
  },
});

export const adminRevokeInvite = createRoute({
  ...endpointPaths.adminRevokeInvite,
  tags,
  summary: "Revoke a player's open invite",
  request: { params: idParams },
  responses: {
    200: data(z.object({ revoked: z.int().min(0) }), 'How many open invites were revoked (0 or 1).'),
    ...errors({ 400: 'The id is malformed (field `id`).', 404: noPlayer, ...writeErrors }),
  },
});

export const adminRevokePlayerSession = createRoute({
  ...endpointPaths.adminRevokePlayerSession,
  tags,
  summary: 'End a player session',
  request: { params: idParams },
  responses: {
    200: data(PlayerSessionInfo, 'The session, revoked.'),
    ...errors({ 400: 'The id is malformed (field `id`).', 404: 'No live session with that id (`not_found`, field `id`).', ...writeErrors }),
  },
});

export const adminRevokePasskey = createRoute({
  ...endpointPaths.adminRevokePasskey,
  tags,
  summary: "Revoke a player's passkey",
  request: { params: idParams },
  responses: {
    200: data(PasskeyInfo, 'The passkey, revoked.'),
    ...errors({ 400: 'The id is malformed (field `id`).', 404: 'No live passkey with that id (`not_found`, field `id`).', ...writeErrors }),
  },
});

export const adminPendingResults = createRoute({
  ...endpointPaths.adminPendingResults,
  tags,
  summary: 'Results awaiting confirmation or disputed, disputed first',
  responses: { 200: data(z.array(PendingQueueItem), 'The queue.'), ...errors(readErrors) },
});

const queueDecision = (what: string, body: string) =>
  ({
    tags,
    responses: {
      200: data(ResultSubmission, `The submission, ${what}.`),
      ...errors({
        400: `The id is malformed (\`bad_request\`, field \`id\`). ${bodyErrors(body)}`,
        404: 'No such submission (`not_found`, field `id`).',
        409: 'It was already decided or withdrawn (`already_decided`), or a player is archived (`player_archived`); nothing changed.',
        ...writeErrors,
      }),
    },
  }) as const;

export const adminConfirmPending = createRoute({
  ...endpointPaths.adminConfirmPending,
  ...queueDecision('confirmed (it counts)', '`score1`, `score2`, `gameDate`'),
  summary: 'Confirm a pending result, as submitted or corrected',
  request: { params: idParams, body: jsonBody(ConfirmPendingBody, { optional: true, description: 'Corrections, or `{}`.' }) },
});

export const adminRejectPending = createRoute({
  ...endpointPaths.adminRejectPending,
  ...queueDecision('rejected (it never counts)', '`reason`'),
  summary: 'Reject a pending result, with a reason',
  request: { params: idParams, body: jsonBody(RejectPendingBody) },
});

export const adminGroupResultRules = createRoute({
  ...endpointPaths.adminGroupResultRules,
  tags,
  summary: "Set a group's confirmation window",
  description: 'Hours after submission when a result nobody answered is confirmed automatically (48 by default). Applies to new submissions.',
  request: { params: idParams, body: jsonBody(ResultRulesBody) },
  responses: {
    200: data(z.object({ group_id: id, confirm_window_hours: z.int().positive() }), 'The window.'),
    ...errors({ 400: `The id is malformed (field \`id\`). ${bodyErrors('`confirmWindowHours`')}`, 404: 'No group with that id (`not_found`, field `id`).', ...writeErrors }),
  },
});

export const playerAdminEndpoints = {
  adminPlayerAccess,
  adminIssueInvite,
  adminRevokeInvite,
  adminRevokePlayerSession,
  adminRevokePasskey,
  adminPendingResults,
  adminConfirmPending,
  adminRejectPending,
  adminGroupResultRules,
};
