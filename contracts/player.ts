/**
 * Players enter their own results: the player's sign-in (invite links, passkeys, the session cookie),
 * submitting, confirming, disputing and withdrawing a result, and the public list of a group's results awaiting
 * confirmation with the latest confirmed ones and their effect. The admin's side (invites, sessions, passkeys, the
 * pending-results queue, the confirmation window) is in contracts/player-admin.ts. Declared as in contracts/README.md.
 *
 * A player's requests carry the `player_session` cookie (HttpOnly, SameSite=Lax, Secure over HTTPS): the OpenAPI
 * document's `player` security scheme. Every write also passes the anti-forgery guards of the admin's writes.
 */
import { parseGameDate } from '../common/game-date';
import { scoreProblem } from '../common/match-rules';
import { scoreField } from './score-field';
import { bodyId } from './admin-requests';
import { bodyErrors, EmptyBody, writeBusyError, writeGuardErrors } from './auth';
import { createRoute, data, errors, idParam, jsonBody, z } from './endpoint';
import { endpointPaths } from './endpoint-paths';
import { GroupIdParam } from './league';
import { freeTextField } from './text-rules';

const id = z.int().positive();
/** ISO 8601 UTC, e.g. "2026-11-27T21:05:00Z". */
const isoTime = z.string().openapi({ example: '2026-11-27T21:05:00Z' });

export const SubmissionState = z.enum(['awaiting', 'disputed', 'confirmed', 'rejected']).openapi('SubmissionState', {
  description:
    '`awaiting`: the opponent has not answered yet; `disputed`: the opponent disputed it and the admin decides; `confirmed`: it counts ' +
    '(by the opponent, automatically at the end of the window, or by the admin); `rejected`: the admin refused it. A withdrawn submission is gone.',
});
export type SubmissionState = z.infer<typeof SubmissionState>;

/** The group a result was entered in. */
const resultGroup = { group_id: id, group_name: z.string(), group_slug: z.string() };

/**
 * Who played and the score. Player 1 submitted it and player 2 is the opponent, who confirms or disputes it (a
 * confirmed result keeps them so).
 */
const resultScore = {
  player_1_id: id,
  player_1: z.string(),
  player_2_id: id,
  player_2: z.string(),
  score_1: z.int().min(0),
  score_2: z.int().min(0),
};

export const ResultSubmission = z
  .object({
    id,
    ...resultGroup,
    ...resultScore,
    game_datetime: isoTime,
    /** The season fixture it plays, if one was due between them. */
    fixture_id: id.nullable(),
    state: SubmissionState,
    created_at: isoTime,
    /** When it is confirmed automatically if nobody has answered (the group's window after submission). */
    confirm_by: isoTime,
    dispute_reason: z.string().nullable(),
    disputed_at: isoTime.nullable(),
    decided_at: isoTime.nullable(),
    decided_by: z.enum(['opponent', 'auto', 'admin']).nullable(),
    reject_reason: z.string().nullable(),
    /** The match it became, once confirmed. */
    match_id: id.nullable(),
  })
  .openapi('ResultSubmission', { description: 'A result a player submitted, and where it stands.' });
export type ResultSubmission = z.infer<typeof ResultSubmission>;

export const PlayerEffect = z
  .object({
    player_id: id,
    name: z.string(),
    /** The rating (the standings' Colley scale) before and after; before is null when it was the player's first match in the group. */
    rating_before: z.number().nullable(),
    rating_after: z.number(),
    /** Standings place before and after. */
    rank_before: z.int().min(1).nullable(),
    rank_after: z.int().min(1),
    /** The season forecast's title chance (percent) before and after; null when the group has no season with fixtures. */
    title_before: z.number().nullable(),
    title_after: z.number().nullable(),
  })
  .openapi('PlayerEffect');
export type PlayerEffect = z.infer<typeof PlayerEffect>;

export const ResultEffect = z
  .object({
    match_id: id,
    ...resultGroup,
    game_datetime: isoTime,
    ...resultScore,
    /** How it came to count. */
    decided_by: z.enum(['opponent', 'auto', 'admin']),
    /**
     * What it counted as in the group's season of its day (the latest season started by then): the fixture it
     * played (fulfilment: workers/season/fulfilment.ts) or a friendly, which counts in the ratings but not in the
     * season's table; null when the group had no season then.
     */
    counted_as: z
      .object({ kind: z.enum(['fixture', 'friendly']), season: z.string(), fixture_date: z.string().nullable() })
      .nullable(),
    /** False while what it changed is still being measured (seconds after it counts, off the request thread): `players` is then empty. */
    effects_ready: z.boolean(),
    /** The two players' effects (player 1 first); empty until `effects_ready`. */
    players: z.array(PlayerEffect),
  })
  .openapi('ResultEffect', { description: 'A confirmed result and what it changed for its two players.' });
export type ResultEffect = z.infer<typeof ResultEffect>;

export const PlayerGroup = z
  .object({
    id,
    name: z.string(),
    url_slug: z.string(),
    /** Hours after submission when an unanswered result is confirmed automatically. */
    confirm_window_hours: z.int().positive(),
    /** The other members, whom the player may enter results against. */
    opponents: z.array(z.object({ id, name: z.string() })),
    /** Fixtures of the current season between the player and an opponent that are due (dated up to a week ahead) and not yet played. */
    due_fixtures: z.array(z.object({ id, date: z.string(), opponent_id: id })),
  })
  .openapi('PlayerGroup');
export type PlayerGroup = z.infer<typeof PlayerGroup>;

export const PlayerMe = z
  .object({
    player: z.object({ id, name: z.string() }),
    session: z.object({ id, via: z.enum(['invite', 'passkey']), expires_at: isoTime }),
    /** Live passkeys of this player (0: offer one). */
    passkeys: z.int().min(0),
    groups: z.array(PlayerGroup),
    /** Results the opponent submitted that wait for this player's answer. */
    to_confirm: z.array(ResultSubmission),
    /** This player's submissions still open (awaiting or disputed), and those decided in the last 14 days. */
    submitted: z.array(ResultSubmission),
    /** The latest confirmed results the player played (up to 10), with what each changed. */
    recent: z.array(ResultEffect),
  })
  .openapi('PlayerMe');
/** GET /api/player/me. */
export type PlayerMe = z.infer<typeof PlayerMe>;

export const SignedInPlayer = z
  .object({ player: z.object({ id, name: z.string() }), passkeys: z.int().min(0) })
  .openapi('SignedInPlayer');
export type SignedInPlayer = z.infer<typeof SignedInPlayer>;

export const PendingResult = z
  .object({
    id,
    ...resultScore,
    game_datetime: isoTime,
    state: z.enum(['awaiting', 'disputed']),
    confirm_by: isoTime,
  })
  .openapi('PendingResult', { description: 'A result awaiting confirmation (or disputed): it counts nowhere yet.' });

export const GroupResults = z
  .object({
    group_id: id,
    confirm_window_hours: z.int().positive(),
    pending: z.array(PendingResult),
    /** The latest results players entered that now count (up to 10), newest first, with what each changed. */
    latest: z.array(ResultEffect),
  })
  .openapi('GroupResults');
/** GET /api/results/group/{groupId}. */
export type GroupResults = z.infer<typeof GroupResults>;

/** WebAuthn options for the browser (@simplewebauthn/browser), as @simplewebauthn/server generates them. */
const WebAuthnOptions = z.record(z.string(), z.unknown()).openapi('WebAuthnOptions', {
  description: 'PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON (WebAuthn Level 3).',
});

// ---- Request bodies ----

const b64url = (field: string, max: number) =>
  z
    .string({ error: `${field} must be a string` })
    .max(max, { error: `${field} is too long` })
    .regex(/^[A-Za-z0-9_-]*$/, { error: `${field} must be base64url` });

export const InviteBody = z.strictObject({
  token: z
    .string({ error: 'token is required and must be a string' })
    .regex(/^[A-Za-z0-9_-]{22}$/, { error: 'token is not an invite code (22 characters of the link after #)' }),
});

/** A credential as @simplewebauthn/browser's startRegistration / startAuthentication return it. */
const credential = (kind: 'registration' | 'authentication') =>
  z.looseObject({
    id: b64url('credential.id', 1400),
    rawId: b64url('credential.rawId', 1400),
    type: z.literal('public-key', { error: 'credential.type must be public-key' }),
    clientExtensionResults: z.looseObject({}),
    response:
      kind === 'registration'
        ? z.looseObject({ clientDataJSON: b64url('clientDataJSON', 8000), attestationObject: b64url('attestationObject', 12000) })
        : z.looseObject({
            clientDataJSON: b64url('clientDataJSON', 8000),
            authenticatorData: b64url('authenticatorData', 8000),
            signature: b64url('signature', 2000),
          }),
  });
export const PasskeyRegisterBody = z.strictObject({ credential: credential('registration') });
export const PasskeyLoginBody = z.strictObject({ credential: credential('authentication') });

const frames = scoreField;

export const SubmitResultBody = z
  .strictObject({
    groupId: bodyId('groupId'),
    opponentId: bodyId('opponentId'),
    myScore: frames('myScore'),
    opponentScore: frames('opponentScore'),
    /** Checked against the server's clock by the handler (at most a day ahead); omitted: now. */
    playedAt: z
      .string({ error: 'playedAt must be a string (ISO 8601 date-time)' })
      .max(40, { error: 'playedAt is too long' })
      .refine((raw) => parseGameDate(raw, Number.MAX_SAFE_INTEGER / 2).ok, { error: 'playedAt must be an ISO 8601 date or date-time' })
      .optional(),
    fixtureId: bodyId('fixtureId').optional(),
  })
  .superRefine((v, ctx) => {
    // The submitter's score is score 1 of the rule, the opponent's score 2.
    const problem = scoreProblem(v.myScore, v.opponentScore);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field === 'score1' ? 'myScore' : 'opponentScore'], message: problem.message });
  })
  .openapi('SubmitResultInput');
export type SubmitResultInput = z.input<typeof SubmitResultBody>;

export const DisputeBody = z.strictObject({
  reason: freeTextField('reason', { min: 3, max: 500, short: 'Say what is wrong with the result (at least 3 characters)' }),
});
export type DisputeInput = z.input<typeof DisputeBody>;

// ---- Endpoints ----

const tags = ['Players'];
const playerRequired = {
  401: 'No valid player session (`unauthorized`): open the invite link the admin gave you, or sign in with your passkey.',
} as const;
const playerWrite = { ...playerRequired, ...writeGuardErrors, ...writeBusyError } as const;
const signInRefusals = {
  429: 'Too many failed attempts from this address or device (`too_many_attempts`, Retry-After).',
} as const;
const idParams = z.object({ id: idParam('id') });

export const playerRedeemInvite = createRoute({
  ...endpointPaths.playerRedeemInvite,
  tags,
  summary: 'Exchange an invite for a player session',
  description:
    'The invite link carries its token after `#` (never sent to a server, kept out of history and Referer); the page posts it here at once. ' +
    'Sets the `player_session` cookie; the invite is used up.',
  request: { body: jsonBody(InviteBody) },
  responses: {
    200: data(SignedInPlayer, 'Signed in; the cookie is set.'),
    ...errors({
      400: bodyErrors('`token`'),
      401: 'The invite is unknown, used, revoked or expired (`invalid_invite`, field `token`).',
      ...writeGuardErrors,
      ...signInRefusals,
      ...writeBusyError,
    }),
  },
});

export const playerLogout = createRoute({
  ...endpointPaths.playerLogout,
  tags,
  summary: 'Sign out: end this player session',
  request: { body: jsonBody(EmptyBody, { optional: true, description: '`{}` or no body.' }) },
  responses: {
    200: data(z.object({ revoked: z.boolean() }), 'Whether a live session was ended; the cookie is cleared.'),
    ...errors({ 400: bodyErrors('an unknown field'), ...writeGuardErrors, ...writeBusyError }),
  },
});

export const playerMe = createRoute({
  ...endpointPaths.playerMe,
  tags,
  summary: 'The signed-in player: groups, results to confirm, own submissions, what recent results changed',
  responses: { 200: data(PlayerMe, 'The player and everything the player pages show.'), ...errors(playerRequired) },
});

export const playerPasskeyRegisterOptions = createRoute({
  ...endpointPaths.playerPasskeyRegisterOptions,
  tags,
  summary: 'Start adding a passkey',
  request: { body: jsonBody(EmptyBody, { optional: true, description: '`{}` or no body.' }) },
  responses: { 200: data(WebAuthnOptions, 'Options for startRegistration.'), ...errors({ 400: bodyErrors('an unknown field'), ...playerWrite }) },
});

export const playerPasskeyRegister = createRoute({
  ...endpointPaths.playerPasskeyRegister,
  tags,
  summary: 'Finish adding a passkey',
  request: { body: jsonBody(PasskeyRegisterBody) },
  responses: {
    201: data(z.object({ id, created_at: isoTime }), 'The passkey is stored.'),
    ...errors({ 400: `${bodyErrors('`credential`')} Or the passkey could not be verified (\`passkey_refused\`, field \`credential\`).`, ...playerWrite }),
  },
});

export const playerPasskeyLoginOptions = createRoute({
  ...endpointPaths.playerPasskeyLoginOptions,
  tags,
  summary: 'Start signing in with a passkey',
  request: { body: jsonBody(EmptyBody, { optional: true, description: '`{}` or no body.' }) },
  responses: { 200: data(WebAuthnOptions, 'Options for startAuthentication.'), ...errors({ 400: bodyErrors('an unknown field'), ...writeGuardErrors, ...writeBusyError }) },
});

export const playerPasskeyLogin = createRoute({
  ...endpointPaths.playerPasskeyLogin,
  tags,
  summary: 'Sign in with a passkey',
  request: { body: jsonBody(PasskeyLoginBody) },
  responses: {
    200: data(SignedInPlayer, 'Signed in; the cookie is set.'),
    ...errors({
      400: bodyErrors('`credential`'),
      401: 'The passkey is unknown, revoked, or its signature did not verify (`passkey_refused`, field `credential`).',
      ...writeGuardErrors,
      ...signInRefusals,
      ...writeBusyError,
    }),
  },
});

export const playerSubmitResult = createRoute({
  ...endpointPaths.playerSubmitResult,
  tags,
  summary: 'Submit a result of a match you played',
  request: { body: jsonBody(SubmitResultBody) },
  responses: {
    201: data(ResultSubmission, 'The submission, awaiting the opponent.'),
    ...errors({
      400: bodyErrors('`groupId`, `opponentId`, `myScore`, `opponentScore`, `playedAt`, `fixtureId`'),
      403: `Not a member of the group (\`not_your_group\`, field \`groupId\`). Also: ${writeGuardErrors[403]}`,
      409:
        'The same result (same players, same frames, within 6 hours) was already entered (`duplicate_result`, field `myScore`, naming it), ' +
        'or a player is archived (`player_archived`).',
      ...playerRequired,
      413: writeGuardErrors[413],
      415: writeGuardErrors[415],
      ...writeBusyError,
    }),
  },
});

const decision = (what: string, extra400 = '') =>
  ({
    tags,
      responses: {
      200: data(ResultSubmission, `The submission after ${what}.`),
      ...errors({
        400: `The id is malformed (\`bad_request\`, field \`id\`).${extra400}`,
        403: `Not your submission to answer (\`forbidden\`). Also: ${writeGuardErrors[403]}`,
        404: 'No such submission (`not_found`, field `id`).',
        409: 'It was already decided or withdrawn (`already_decided`); nothing changed.',
        ...playerRequired,
        413: writeGuardErrors[413],
        415: writeGuardErrors[415],
        ...writeBusyError,
      }),
    },
  }) as const;

export const playerConfirmResult = createRoute({
  ...endpointPaths.playerConfirmResult,
  ...decision('confirming: it counts'),
  summary: "Confirm the opponent's result: it counts",
  request: { params: idParams, body: jsonBody(EmptyBody, { optional: true, description: '`{}` or no body.' }) },
});

export const playerDisputeResult = createRoute({
  ...endpointPaths.playerDisputeResult,
  ...decision('disputing: the admin decides', ` ${bodyErrors('`reason`')}`),
  summary: "Dispute the opponent's result, with a reason (the admin decides)",
  request: { params: idParams, body: jsonBody(DisputeBody) },
});

export const playerWithdrawResult = createRoute({
  ...endpointPaths.playerWithdrawResult,
  ...decision('withdrawing (it is deleted; this is the last view of it)'),
  summary: 'Withdraw your own submission before it is decided',
  request: { params: idParams, body: jsonBody(EmptyBody, { optional: true, description: '`{}` or no body.' }) },
});

export const resultsGroup = createRoute({
  ...endpointPaths.resultsGroup,
  tags: ['Pool league'],
  summary: "A group's results awaiting confirmation, and the latest confirmed ones with their effect",
  description: 'Not cached: results awaiting confirmation change without changing the league. They count nowhere until confirmed.',
  request: { params: z.object({ groupId: GroupIdParam }) },
  responses: {
    200: data(GroupResults, 'Pending and latest confirmed results.'),
    ...errors({ 400: 'The group id or slug is malformed (field `groupId`).', 404: 'No such group (`not_found`).' }),
  },
});

export const playerEndpoints = {
  playerRedeemInvite,
  playerPasskeyLoginOptions,
  playerPasskeyLogin,
  playerLogout,
  playerMe,
  playerPasskeyRegisterOptions,
  playerPasskeyRegister,
  playerSubmitResult,
  playerConfirmResult,
  playerDisputeResult,
  playerWithdrawResult,
  resultsGroup,
};
