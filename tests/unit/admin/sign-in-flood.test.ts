import { describe, expect, it } from 'vitest';
import { createApp } from '../../../api/app';
import { ensureAdminPassword } from '../../../api/auth/admin-password';
import { FairCheckQueue, QueueRefusal } from '../../../api/auth/fair-queue';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { call, PASSWORD } from './admin-test-kit';

// Dearer than the other unit tests' scrypt so that checks take real time and the queue actually fills.
const FLOOD_SCRYPT = { N: 2 ** 11, r: 8, p: 1 };

async function floodApp() {
  const db = openDatabase(':memory:');
  migrate(db);
  await ensureAdminPassword(db, { envPassword: PASSWORD, params: FLOOD_SCRYPT, log: () => {} });
  return { db, app: createApp({ db }) };
}

/**
 * `loops` attackers, each sending wrong passwords one after another, rotating through `addresses` source
 * addresses (each loop from its own offset), until `stop()` is called. Returns every status they got.
 */
function flood(app: ReturnType<typeof createApp>, loops: number, addresses: number) {
  let running = true;
  const statuses: number[] = [];
  const done = Promise.all(
    Array.from({ length: loops }, async (_, loop) => {
      for (let k = 0; running; k++) {
        const address = `203.0.${Math.floor(((loop * 37 + k) % addresses) / 250)}.${(loop * 37 + k) % addresses % 250}`;
        const res = await call(app, '/api/auth/token', { body: { password: `guess-${loop}-${k}` }, address });
        statuses.push(res.status);
        await res.arrayBuffer();
        // A real client's next request arrives through the network: let timers and I/O run in between.
        await new Promise((r) => setImmediate(r));
      }
    }),
  );
  return {
    statuses,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

async function signInSevenTimes(app: ReturnType<typeof createApp>, address: string) {
  const results: number[] = [];
  for (let i = 0; i < 7; i++) {
    const res = await call(app, '/api/auth/token', { body: { password: PASSWORD }, address });
    results.push(res.status);
    await res.arrayBuffer();
  }
  return results;
}

describe('a flood of wrong passwords cannot lock the admin out', () => {
  it('17 loops rotating through 250 addresses: the admin signs in 7 of 7 times', async () => {
    const { app, db } = await floodApp();
    const f = flood(app, 17, 250);
    await new Promise((r) => setTimeout(r, 50));
    const admin = await signInSevenTimes(app, '198.51.100.7');
    while (f.statuses.length < 300) await new Promise((r) => setTimeout(r, 10));
    await f.stop();
    expect(admin).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect(f.statuses.every((s) => [401, 429, 503].includes(s))).toBe(true);
    const failed = db.prepare('SELECT COUNT(DISTINCT client_address) AS n FROM admin_login_attempts WHERE succeeded = 0').get() as { n: number };
    expect(failed.n).toBeGreaterThan(200);
  }, 120_000);

  it('40 loops over 250 addresses fill the queue; once each has failed, the admin still gets in 7 of 7 times while it is full', async () => {
    const { app, db } = await floodApp();
    // 40 loops are more than the queue holds (32 waiting and 1 running), so it is full from their first requests
    // on; more loops only spin faster on refusals (each loop's next request waits for its last answer).
    const f = flood(app, 40, 250);
    // Wait until every flooding address has at least one failure on record.
    const failedAddresses = db.prepare('SELECT COUNT(DISTINCT client_address) AS n FROM admin_login_attempts WHERE succeeded = 0');
    while ((failedAddresses.get() as { n: number }).n < 250) await new Promise((r) => setTimeout(r, 20));
    const before = f.statuses.length;
    const admin = await signInSevenTimes(app, '198.51.100.8');
    const whileAdminSignedIn = f.statuses.slice(before);
    await f.stop();
    expect(admin).toEqual([200, 200, 200, 200, 200, 200, 200]);
    // The queue was really full while the admin signed in: flooders were refused with 503 (busy) then too.
    expect(whileAdminSignedIn.filter((s) => s === 503).length).toBeGreaterThan(0);
    expect(f.statuses.every((s) => [401, 429, 503].includes(s))).toBe(true);
    // A guard against a hang, not a speed target: about 12 s alone on a quiet 2-core machine.
  }, 240_000);

  it('one check per address at a time: parallel guesses from one address are refused and counted', async () => {
    const { app } = await floodApp();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => call(app, '/api/auth/token', { body: { password: `guess-${i}` }, address: '7.7.7.7' })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(11);
    // Eleven refusals and one wrong guess: locked, even for the right password.
    const after = await call(app, '/api/auth/token', { body: { password: PASSWORD }, address: '7.7.7.7' });
    expect(after.status).toBe(429);
    expect(((await after.json()) as { error: { message: string } }).error.message).toBe('Too many attempts. Try again in 15 minutes.');
  });
});

describe('FairCheckQueue', () => {
  const gate = () => {
    let open!: () => void;
    const p = new Promise<void>((r) => (open = r));
    return { p, open };
  };

  it('runs one task at a time, best priority first, and pushes out the worst waiter when full', async () => {
    const q = new FairCheckQueue(2, 1);
    const order: string[] = [];
    const g = gate();
    const first = q.run('a', 0, async () => {
      await g.p;
      order.push('a');
    });
    const worse = q.run('b', 3, async () => void order.push('b'));
    const mid = q.run('c', 1, async () => void order.push('c'));
    // Full (2 waiting): a better newcomer pushes out b; an equal or worse one is refused.
    const better = q.run('d', 0, async () => void order.push('d'));
    await expect(worse).rejects.toEqual(new QueueRefusal('busy'));
    await expect(q.run('e', 1, async () => undefined)).rejects.toEqual(new QueueRefusal('busy'));
    await expect(q.run('c', 0, async () => undefined)).rejects.toEqual(new QueueRefusal('address_busy'));
    expect(q.holds('b')).toBe(false);
    g.open();
    await Promise.all([first, mid, better]);
    expect(order).toEqual(['a', 'd', 'c']);
    expect(q.size).toBe(0);
    expect(q.holds('a')).toBe(false);
  });

  it('lets one address have two checks queued or running (two tabs, one router) and refuses a third', async () => {
    const q = new FairCheckQueue();
    const g = gate();
    const order: string[] = [];
    const one = q.run('a', 0, async () => {
      await g.p;
      order.push('a1');
    });
    const two = q.run('a', 0, async () => void order.push('a2'));
    expect(q.holds('a')).toBe(true);
    await expect(q.run('a', 0, async () => undefined)).rejects.toEqual(new QueueRefusal('address_busy'));
    g.open();
    await Promise.all([one, two]);
    expect(order).toEqual(['a1', 'a2']);
    expect(q.holds('a')).toBe(false);
    expect(q.size).toBe(0);
  });
});
