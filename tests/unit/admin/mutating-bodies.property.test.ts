import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../api/db/database';
import { stmt } from '../../../api/db/statement-cache';
import { call, login, makeAdminApp, type App } from './admin-test-kit';

// Property: for each mutating endpoint, random and malformed bodies never
// cause a 500, every body an independent oracle calls invalid gets 400 (or 413)
// and writes nothing, and a valid body gets one of the documented answers
// (a valid body with a wrong password is recorded as a failed attempt: that write is intended).
//
// How many bodies per endpoint: PROPERTY_RUNS, 2,000 by default. Each body is a request through the whole app
// (about 0.5 ms of CPU), so 10,000 per endpoint cost 27 s of CPU, the dearest file of the unit suite;
// `.ci/run` sets PROPERTY_RUNS=10000. The seed is new on every run (PROPERTY_SEED fixes
// it; a failure prints the seed and the path that replay it), so the bodies tried add up from run to run instead
// of being the same 2,000 every time.

const RUNS = Number(process.env.PROPERTY_RUNS) || 2_000;
const SEED = process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : Math.floor(Math.random() * 2 ** 31);
/**
 * The valid bodies an endpoint must have seen (so the valid branch was really tried), given per 10,000 bodies and
 * scaled to RUNS. Each sits more than 4 standard deviations below the share the generators give at 2,000 bodies
 * (add-result: about 2.5 % valid, so 50 ± 7 at 2,000 against 20 asked; the others 20-35 % against 5 %), so a
 * fresh seed does not fail it by chance.
 */
const atLeast = (per10k: number) => Math.floor((per10k * RUNS) / 10_000);
const SCORES = new Set([0, 1, 2, 3, 4, 5, 6, 7, 10]);

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const onlyKeys = (o: Record<string, unknown>, allowed: string[]) => Object.keys(o).every((k) => allowed.includes(k));
const isId = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
const isPassword = (v: unknown) => typeof v === 'string' && v.length >= 1 && v.length <= 1024;

function parse(raw: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch {
    return { ok: false };
  }
}

const oracles = {
  token: (v: unknown) => isPlainObject(v) && onlyKeys(v, ['password']) && isPassword(v.password),
  logout: (v: unknown) => isPlainObject(v) && Object.keys(v).length === 0,
  addResult: (v: unknown) =>
    isPlainObject(v) &&
    onlyKeys(v, ['player1Id', 'player2Id', 'score1', 'score2', 'fixtureWeight']) &&
    isId(v.player1Id) &&
    isId(v.player2Id) &&
    typeof v.score1 === 'number' &&
    SCORES.has(v.score1) &&
    typeof v.score2 === 'number' &&
    SCORES.has(v.score2) &&
    (v.fixtureWeight === undefined || (typeof v.fixtureWeight === 'number' && v.fixtureWeight > 0 && v.fixtureWeight <= 10)) &&
    v.player1Id !== v.player2Id &&
    (v.score1 === 10) !== (v.score2 === 10),
  deleteMatch: (v: unknown) => isPlainObject(v) && onlyKeys(v, ['matchId', 'adminPassword']) && isId(v.matchId) && isPassword(v.adminPassword),
  restoreMatch: (v: unknown) => isPlainObject(v) && onlyKeys(v, ['matchId']) && isId(v.matchId),
};

/** Values a field might be sent with: right types, near misses and junk. */
const fieldValue = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -2, max: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom(0.5, 1.5, 2.5, 100, 100.5, 1e308, -0, 10.0000001, 2 ** 53) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, '10', '1') },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 1 }) },
);

/** Bodies shaped like the endpoint's (keys drawn from its own and a few foreign ones), plus anything-goes JSON and broken text. */
function bodies(keys: string[], nearValid: fc.Arbitrary<unknown>) {
  const shaped = fc
    .dictionary(fc.constantFrom(...keys, ...keys, 'extra', '__proto__', 'constructor', 'deleted_at', 'winWeight'), fieldValue, {
      maxKeys: keys.length + 1,
    })
    .map((o) => JSON.stringify(o));
  const anyJson = fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v) ?? 'null');
  const broken = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom('', ' ', '{', '{"a":}', '[1,', 'null', 'NaN', '{"matchId": 1,}', "{'password': 'x'}", '\u0000', '{"password":"x"}x'),
  );
  const near = nearValid.map((v) => JSON.stringify(v));
  return fc.oneof(
    { weight: 4, arbitrary: shaped },
    { weight: 3, arbitrary: near },
    { weight: 2, arbitrary: anyJson },
    { weight: 1, arbitrary: broken },
  );
}

/**
 * What a write would change: matches (count, deleted count, newest id), tokens
 * (count, revoked count), the audit log and login attempts. A token's "last
 * used" time is left out: using a token legitimately refreshes it.
 */
function snapshot(db: Db): string {
  const row = stmt(
    db,
    `SELECT (SELECT COUNT(*) FROM pool_matches) || ',' || (SELECT COUNT(deleted_at) FROM pool_matches) || ',' ||
              ifnull((SELECT MAX(match_id) FROM pool_matches), 0) || ',' || (SELECT COUNT(*) FROM admin_tokens) || ',' ||
              (SELECT COUNT(revoked_at) FROM admin_tokens) || ',' || (SELECT COUNT(*) FROM admin_audit_log) || ',' ||
              (SELECT COUNT(*) FROM admin_login_attempts) AS s`,
  ).get() as { s: string };
  return row.s;
}

let db: Db;
let app: App;
let token: string;

beforeAll(async () => {
  ({ db, app } = await makeAdminApp());
  token = await login(app, undefined, '10.9.9.9');
  // A few existing matches, one of them deleted, so delete and restore have targets.
  for (const [a, b] of [
    [1, 2],
    [3, 4],
    [5, 6],
  ]) {
    await call(app, '/api/admin/add-result', { body: { player1Id: a, player2Id: b, score1: 10, score2: 0 }, token, address: '10.9.9.9' });
  }
  db.prepare("UPDATE pool_matches SET deleted_at = '2026-01-01 00:00:00' WHERE match_id = 3").run();
});

function fail(message: string, raw: string): never {
  throw new Error(`${message} for body ${JSON.stringify(raw)}`);
}

async function check(
  path: string,
  keys: string[],
  nearValid: fc.Arbitrary<unknown>,
  oracle: (v: unknown) => boolean,
  validStatuses: number[],
  opts: { token?: string; address: string; emptyIsValid?: boolean },
) {
  let valid = 0;
  await fc.assert(
    fc.asyncProperty(bodies(keys, nearValid), async (raw) => {
      const before = snapshot(db);
      const res = await call(app, path, { rawBody: raw, token: opts.token, address: opts.address });
      if (res.status >= 500) fail(`status ${res.status}`, raw);
      const parsed = parse(raw);
      // Logout takes an empty body as {}.
      const ok = (opts.emptyIsValid === true && raw.trim() === '') || (parsed.ok && oracle(parsed.value));
      if (!ok) {
        if (res.status !== 400 && res.status !== 413) fail(`invalid body answered ${res.status}`, raw);
        if (snapshot(db) !== before) fail('invalid body wrote to the database', raw);
      } else {
        valid++;
        if (!validStatuses.includes(res.status)) fail(`valid body answered ${res.status}`, raw);
      }
      if (res.status >= 400) {
        const body = (await res.json()) as { error?: { code: string; message: string } };
        if (typeof body.error?.message !== 'string') fail('error without a message', raw);
      }
    }),
    { numRuns: RUNS, seed: SEED },
  );
  return valid;
}

// About 3 s per endpoint on an idle machine; the timeout leaves room for a loaded CI runner.
const TIMEOUT = 180_000;

describe(`${RUNS} random and malformed bodies per mutating endpoint (seed ${SEED})`, () => {
  it('POST /api/auth/token', async () => {
    const near = fc.record({ password: fc.string({ maxLength: 30 }) });
    const valid = await check('/api/auth/token', ['password'], near, oracles.token, [401, 429], { address: '10.1.0.1' });
    expect(valid).toBeGreaterThan(atLeast(500));
  }, TIMEOUT);

  it('POST /api/auth/logout (unknown token: nothing to revoke)', async () => {
    const near = fc.constantFrom({}, { token: 'x' }, []);
    const valid = await check('/api/auth/logout', [], near, oracles.logout, [200], {
      token: 'u'.repeat(43),
      address: '10.1.0.2',
      emptyIsValid: true,
    });
    expect(valid).toBeGreaterThan(atLeast(500));
  }, TIMEOUT);

  it('POST /api/admin/add-result', async () => {
    const score = fc.constantFrom(0, 1, 2, 3, 4, 5, 6, 7, 10, 10, 10, 8, 9, -1);
    const near = fc.record(
      {
        player1Id: fc.integer({ min: 0, max: 9 }),
        player2Id: fc.integer({ min: 0, max: 9 }),
        score1: score,
        score2: score,
        fixtureWeight: fc.constantFrom(1, 0.5, 2, 0, -1, 10, 10.5, 100, 101),
      },
      { requiredKeys: ['player1Id', 'player2Id', 'score1', 'score2'] },
    );
    const valid = await check(
      '/api/admin/add-result',
      ['player1Id', 'player2Id', 'score1', 'score2', 'fixtureWeight'],
      near,
      oracles.addResult,
      [201, 404],
      { token, address: '10.1.0.3' },
    );
    expect(valid).toBeGreaterThan(atLeast(100));
  }, TIMEOUT);

  it('POST /api/admin/delete-match', async () => {
    const near = fc.record({ matchId: fc.integer({ min: -1, max: 6 }), adminPassword: fc.string({ maxLength: 20 }) });
    const valid = await check('/api/admin/delete-match', ['matchId', 'adminPassword'], near, oracles.deleteMatch, [403, 429], {
      token,
      address: '10.1.0.4',
    });
    expect(valid).toBeGreaterThan(atLeast(500));
  }, TIMEOUT);

  it('POST /api/admin/restore-match', async () => {
    const near = fc.record({ matchId: fc.integer({ min: -1, max: 6 }) });
    const valid = await check('/api/admin/restore-match', ['matchId'], near, oracles.restoreMatch, [200, 404], { token, address: '10.1.0.5' });
    expect(valid).toBeGreaterThan(atLeast(500));
  }, TIMEOUT);
});
