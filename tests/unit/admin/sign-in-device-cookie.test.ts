import { describe, expect, it } from 'vitest';
import { passwordCheckQueue } from '../../../api/auth/fair-queue';
import { clockAdminApp, CSRF, PASSWORD, type App } from './admin-test-kit';

/** Device cookies (OWASP) keep the admin in during a flood; a 503 busy is never a failure. */
const DAY = 86_400_000;


async function signIn(app: App, address: string, password: string, device?: string): Promise<Response> {
  const body = JSON.stringify({ password });
  return await app.request(
    '/api/auth/token',
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(Buffer.byteLength(body)),
        Cookie: `csrf=${CSRF}${device ? `; admin_device=${device}` : ''}`,
        'X-CSRF-Token': CSRF,
      },
      body,
    },
    { incoming: { socket: { remoteAddress: address } } },
  );
}

const deviceCookieOf = (res: Response) => /admin_device=([A-Za-z0-9_-]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];

describe('sign-in under a flood (device cookies)', () => {
  it('8,000 sign-ins from distinct addresses: the admin with a 30-day-old device cookie signs in 7 of 7; the admin without one is not locked out after', async () => {
    const { app, clock } = await clockAdminApp();
    const first = await signIn(app, '198.51.100.9', PASSWORD);
    expect(first.status).toBe(200);
    const device = deviceCookieOf(first);
    expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    clock.t += 30 * DAY;

    const withCookie: number[] = [];
    const withoutCookie: number[] = [];
    const flood: number[] = [];
    for (let wave = 0; wave < 8; wave++) {
      const requests = Array.from({ length: 1000 }, (_, i) => {
        const n = wave * 1000 + i;
        return signIn(app, `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`, `guess-${n}`).then(async (r) => {
          flood.push(r.status);
          await r.arrayBuffer();
        });
      });
      // The admin arrives behind a thousand guesses already on their way.
      if (wave < 7) requests.push(signIn(app, '198.51.100.9', PASSWORD, device).then((r) => void withCookie.push(r.status)));
      if (wave < 5) requests.push(signIn(app, '192.0.2.50', PASSWORD).then((r) => void withoutCookie.push(r.status)));
      await Promise.all(requests);
    }
    expect(flood).toHaveLength(8000);
    expect(flood.filter((s) => s === 503).length).toBeGreaterThan(1000);
    expect(withCookie).toEqual([200, 200, 200, 200, 200, 200, 200]);
    // The admin without a device cookie was refused while the queue was full (or got in), never told 401/429...
    expect(withoutCookie.every((s) => s === 503 || s === 200)).toBe(true);
    expect(passwordCheckQueue.size).toBe(0);
    // ...and once the flood stops, signs in: the refusals were not failed attempts.
    const after = await signIn(app, '192.0.2.50', PASSWORD);
    expect(after.status).toBe(200);
  }, 300_000);

  it("a device's failures lock out that device only; the same address without the cookie still signs in", async () => {
    const { app } = await clockAdminApp();
    const device = deviceCookieOf(await signIn(app, '198.51.100.10', PASSWORD));
    for (let i = 0; i < 5; i++) expect((await signIn(app, '198.51.100.10', `wrong-${i}`, device)).status).toBe(401);
    const locked = await signIn(app, '198.51.100.10', PASSWORD, device);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBeTruthy();
    expect((await signIn(app, '198.51.100.10', PASSWORD)).status).toBe(200);
  });

  it('a forged or unknown device cookie is ignored (the address limit applies)', async () => {
    const { app } = await clockAdminApp();
    const forged = 'A'.repeat(43);
    for (let i = 0; i < 5; i++) expect((await signIn(app, '198.51.100.11', `wrong-${i}`, forged)).status).toBe(401);
    expect((await signIn(app, '198.51.100.11', PASSWORD, forged)).status).toBe(429);
  });
});
