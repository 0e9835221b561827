import { createApp } from '../../../api/app';
import { ensureAdminPassword } from '../../../api/auth/admin-password';
import type { ScryptParams } from '../../../api/auth/password-hash';
import { openDatabase, type Db } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';

/** Cheap scrypt for unit tests only; production start-up always uses N = 2^17. */
export const TEST_SCRYPT: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };
export const PASSWORD = 'unit-test-admin-pw-1';
export const CSRF = 'c'.repeat(43);

/** Two groups: banff (players 1-4) and hurricane (players 3-6); player 7 is in no group. */
export function seedPool(db: Db) {
  db.exec(`
    INSERT INTO pool_groups (id, name, url_slug) VALUES (1, 'Banff', 'banff'), (2, 'Hurricane', 'hurricane');
    INSERT INTO pool_players (id, name) VALUES (1, 'Ann'), (2, 'Ben'), (3, 'Cat'), (4, 'Dan'), (5, 'Eve'), (6, 'Fay'), (7, 'Gus');
    INSERT INTO pool_group_players (group_id, player_id) VALUES (1, 1), (1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (2, 5), (2, 6);
  `);
}

export async function makeAdminApp(opts: { password?: string; seed?: boolean; clock?: () => number } = {}) {
  const db = openDatabase(':memory:');
  migrate(db);
  await ensureAdminPassword(db, { envPassword: opts.password ?? PASSWORD, params: TEST_SCRYPT, log: () => {} });
  if (opts.seed !== false) seedPool(db);
  const app = createApp({ db, clock: opts.clock });
  return { db, app };
}

/** An admin app with no league data on a clock the test moves (`clock.t`, ms since the epoch). */
export async function clockAdminApp() {
  const clock = { t: Date.UTC(2026, 0, 5, 12) };
  const { db, app } = await makeAdminApp({ seed: false, clock: () => clock.t });
  return { db, clock, app };
}

export type App = Awaited<ReturnType<typeof makeAdminApp>>['app'];

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** Sent as-is (skips JSON.stringify). */
  rawBody?: string;
  token?: string | null;
  address?: string;
  csrf?: boolean;
  contentType?: string | null;
  headers?: Record<string, string>;
}

/** One request through app.request with a fake socket address and the double-submit pair by default. */
export function call(app: App, path: string, o: CallOptions = {}) {
  const headers: Record<string, string> = { ...o.headers };
  const hasBody = o.rawBody !== undefined || o.body !== undefined;
  if (hasBody && o.contentType !== null) headers['Content-Type'] = o.contentType ?? 'application/json';
  if (o.csrf !== false) {
    headers.Cookie = `csrf=${CSRF}`;
    headers['X-CSRF-Token'] = CSRF;
  }
  if (o.token) headers.Authorization = `Bearer ${o.token}`;
  const body = o.rawBody ?? (o.body !== undefined ? JSON.stringify(o.body) : undefined);
  // Real HTTP clients send Content-Length with a body; so does this helper.
  if (body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(body));
  return app.request(
    path,
    { method: o.method ?? (hasBody ? 'POST' : 'GET'), headers, body },
    { incoming: { socket: { remoteAddress: o.address ?? '10.0.0.1' } } },
  );
}

export async function login(app: App, password = PASSWORD, address = '10.0.0.1'): Promise<string> {
  const res = await call(app, '/api/auth/token', { body: { password }, address });
  if (res.status !== 200) throw new Error(`login failed with ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}
