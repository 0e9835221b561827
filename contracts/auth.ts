/**
 * Sign-in (/api/auth) and what every admin request shares: the answers of the three sign-in endpoints, their
 * bodies, and the error answers the guards in front of every /api/auth and /api/admin request can give
 * (api/http/request-guards.ts, api/admin/admin-routes.ts). Declared as in contracts/README.md.
 */
import { createRoute, data, errors, jsonBody, z } from './endpoint';
import { endpointPaths } from './endpoint-paths';

export const SignInAnswer = z
  .object({
    token: z.string(),
    /** ISO 8601: the token's absolute expiry. */
    expiresAt: z.string(),
    idleTimeoutSeconds: z.int().positive(),
  })
  .openapi('SignInAnswer');
/** POST /api/auth/token. */
export type SignInAnswer = z.infer<typeof SignInAnswer>;

export const SignOutAnswer = z.object({ revoked: z.boolean() }).openapi('SignOutAnswer');
/** POST /api/auth/logout. */
export type SignOutAnswer = z.infer<typeof SignOutAnswer>;

export const CsrfAnswer = z.object({ csrfToken: z.string() }).openapi('CsrfAnswer');
/** GET /api/auth/csrf. */
export type CsrfAnswer = z.infer<typeof CsrfAnswer>;

// ---- Request bodies: unknown fields are refused (strict objects) ----

export const LoginBody = z.strictObject({
  password: z
    .string({ error: 'password is required and must be a string' })
    .min(1, { error: 'password is required' })
    .max(1024, { error: 'password is too long' }),
});
export type LoginInput = z.input<typeof LoginBody>;

/** A write that takes no fields: `{}` or no body at all. */
export const EmptyBody = z.strictObject({});

// ---- Error answers shared by every sign-in and admin endpoint ----

/** What the guards answer for any write (POST, PATCH, DELETE) under /api/auth and /api/admin, in this order. */
export const writeGuardErrors = {
  403:
    'A cross-site request (`forbidden_origin`), or a missing or mismatched anti-forgery token (`csrf_failed`): send ' +
    'the `csrf` cookie (`__Host-csrf` over HTTPS) and an equal `X-CSRF-Token` header; GET /api/auth/csrf sets the cookie.',
  413: 'The body is larger than 16 KiB (8 MiB for a CSV import) (`payload_too_large`).',
  415: 'The body is not JSON (`unsupported_media_type`; a CSV import takes `text/csv`).',
} as const;

/** An import is being written on its own connection: every other sign-in and admin request waits for it. */
export const importRunningError = {
  503: 'An import is being written (`import_running`, with Retry-After: 5); try again in a few seconds.',
} as const;

/** A write also waits up to 2 s for another process's write to the database file, then gives up. */
export const writeBusyError = {
  503:
    'An import is being written (`import_running`), or another process held the database\'s write lock for 2 s ' +
    '(`database_busy`); both with Retry-After, nothing written.',
} as const;

/** Every /api/admin request needs a valid token (checked after the write guards). */
export const signInRequired = {
  401: 'No valid sign-in token (`unauthorized`, with WWW-Authenticate: Bearer): send Authorization: Bearer {token}.',
} as const;

/** A JSON body's own errors. */
export const bodyErrors = (fields: string) =>
  `The body is empty or not JSON (\`invalid_json\`), nests arrays and objects more than 64 deep (\`too_deep\`), or a field is wrong (\`validation_error\`, the field is named: ${fields}).`;

/**
 * The errors of a write that checks the admin password again (deleting a match, removing a player or group or
 * the demo league), beside its own 400, 404 and 409.
 */
export const passwordWriteErrors = {
  ...signInRequired,
  ...writeGuardErrors,
  403: `The admin password is not correct (\`wrong_password\`, field \`adminPassword\`). Also: ${writeGuardErrors[403]}`,
  429: 'Too many wrong passwords from this address or device, or a check from this address is already running (Retry-After).',
  503: `${writeBusyError[503]} Or too many password checks are running (\`busy\`).`,
} as const;

const tags = ['Sign-in'];

export const authCsrf = createRoute({
  ...endpointPaths.authCsrf,
  tags,
  summary: 'The anti-forgery cookie',
  description: 'Sets the `csrf` cookie (`__Host-csrf` over HTTPS) unless it is already set, and answers its value.',
  responses: { 200: data(CsrfAnswer, 'The anti-forgery token (also in the cookie).'), ...errors(importRunningError) },
});

export const authToken = createRoute({
  ...endpointPaths.authToken,
  tags,
  summary: 'Sign in with the admin password',
  request: { body: jsonBody(LoginBody) },
  responses: {
    200: data(SignInAnswer, 'A bearer token for the admin endpoints.'),
    ...errors({
      400: bodyErrors('`password`'),
      401: 'The password is not correct (`invalid_credentials`, field `password`).',
      ...writeGuardErrors,
      429: passwordWriteErrors[429],
      503: `The admin password is not set up (\`not_configured\`), or too many checks are running (\`busy\`). ${writeBusyError[503]}`,
    }),
  },
});

export const authLogout = createRoute({
  ...endpointPaths.authLogout,
  tags,
  summary: 'Sign out: revoke the token',
  request: { body: jsonBody(EmptyBody, { optional: true, description: '`{}` or no body.' }) },
  responses: {
    200: data(SignOutAnswer, 'Whether a live token was revoked.'),
    ...errors({ 400: bodyErrors('an unknown field'), ...signInRequired, ...writeGuardErrors, ...writeBusyError }),
  },
});

export const authEndpoints = { authCsrf, authToken, authLogout };
