/**
 * Players' sign-in and results in unit tests: an admin app on a clock the test moves, the kit's league (banff:
 * players 1-4, hurricane: 3-6, Gus 7 in no group), invites issued through the admin API, and requests carrying a
 * player's session cookie (and the anti-forgery pair).
 */
import { CSRF, login, makeAdminApp, type App } from '../admin/admin-test-kit';

/** The test's start: now (the admin's token check reads the real clock), to the second. */
export const T0 = Math.floor(Date.now() / 1000) * 1000;
export const HOUR = 3_600_000;

export async function playerApp() {
  const clock = { t: T0 };
  const { db, app } = await makeAdminApp({ clock: () => clock.t });
  const admin = await login(app);
  return { db, app, clock, admin };
}

export interface PlayerCall {
  method?: string;
  body?: unknown;
  cookies?: string[];
  address?: string;
  token?: string;
  headers?: Record<string, string>;
  url?: string;
}

/** One request with the anti-forgery pair, the given cookies and a fake socket address. */
export function req(app: App, path: string, o: PlayerCall = {}) {
  const body = o.body !== undefined ? JSON.stringify(o.body) : undefined;
  const headers: Record<string, string> = {
    Cookie: [`csrf=${CSRF}`, ...(o.cookies ?? [])].join('; '),
    'X-CSRF-Token': CSRF,
    ...o.headers,
  };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    headers['Content-Length'] = String(Buffer.byteLength(body));
  }
  if (o.token) headers.Authorization = `Bearer ${o.token}`;
  return app.request(
    o.url ?? path,
    { method: o.method ?? (body !== undefined ? 'POST' : 'GET'), headers, body },
    { incoming: { socket: { remoteAddress: o.address ?? '10.0.0.9' } } },
  );
}

/** `name=value` of each cookie a response sets. */
export const setCookies = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]);
export const cookieValue = (res: Response, name: string) => setCookies(res).find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1);

export async function issueInvite(app: App, admin: string, playerId: number): Promise<string> {
  const res = await req(app, `/api/admin/players/${playerId}/invite`, { method: 'POST', token: admin });
  if (res.status !== 201) throw new Error(`invite: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** Invite the player and redeem it: the session cookie (`player_session=...`) and the device cookie. */
export async function signInPlayer(app: App, admin: string, playerId: number, address = '10.0.0.9') {
  const token = await issueInvite(app, admin, playerId);
  const res = await req(app, '/api/player/invite', { body: { token }, address });
  if (res.status !== 200) throw new Error(`redeem: ${res.status} ${await res.text()}`);
  return { session: `player_session=${cookieValue(res, 'player_session')}`, device: `player_device=${cookieValue(res, 'player_device')}` };
}

export async function json<T = { data: Record<string, unknown> }>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
