import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../api/db/database';
import { call, login, makeAdminApp, type App } from './admin-test-kit';

// Property: random and malformed bodies on the season and fixture writes never get a 5xx; every refusal is the
// JSON error shape naming a field or the body; a refused request writes nothing (seasons, fixtures, audit).

const value = fc.oneof(
  fc.integer({ min: -3, max: 12 }),
  fc.constantFrom(0, 1, 2, 3, 4, 1.5, -1, 1e308, Number.MAX_SAFE_INTEGER + 2, null, true, '', '1', 'Banff', '2025-01-07', '2025-02-30', '07/01/2025', '9999-12-31', '1969-12-31', ' 2025-01-14 '),
  fc.string({ maxLength: 12 }),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.constant({}),
);

function bodies(keys: string[]) {
  const shaped = fc
    .dictionary(fc.constantFrom(...keys, ...keys, 'extra', '__proto__', 'constructor'), value, { maxKeys: keys.length + 1 })
    .map((o) => JSON.stringify(o));
  const generate = fc
    .record({ meetings: value, everyDays: value, seed: value }, { requiredKeys: [] })
    .map((g) => JSON.stringify({ groupId: 1, name: 'P', startDate: '2025-01-07', generate: g }));
  const broken = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('', '{', 'null', '[]', '{"date":}', '\u0000'));
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 2, arbitrary: generate }, { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v) ?? 'null') }, { weight: 1, arbitrary: broken });
}

const snapshot = (db: Db) =>
  JSON.stringify(db.prepare('SELECT (SELECT COUNT(*) FROM pool_seasons) AS s, (SELECT COUNT(*) FROM pool_fixtures) AS f, (SELECT COUNT(deleted_at) FROM pool_fixtures) AS d, (SELECT COUNT(*) FROM admin_audit_log) AS a').get());

let db: Db;
let app: App;
let token: string;

beforeAll(async () => {
  ({ db, app } = await makeAdminApp());
  token = await login(app);
  const res = await call(app, '/api/admin/seasons', { body: { groupId: 1, name: 'Base', startDate: '2025-01-07', generate: { meetings: 1, everyDays: 7, seed: 'b' } }, token });
  expect(res.status).toBe(201);
});

async function check(method: string, path: string, keys: string[], runs: number) {
  await fc.assert(
    fc.asyncProperty(bodies(keys), async (raw) => {
      const before = snapshot(db);
      const res = await call(app, path, { method, rawBody: raw, token });
      expect(res.status, raw).toBeLessThan(500);
      if (res.status >= 400) {
        const body = (await res.json()) as { error?: { code?: unknown; message?: unknown; field?: unknown } };
        expect(typeof body.error?.code, raw).toBe('string');
        expect(typeof body.error?.message, raw).toBe('string');
        expect(snapshot(db), raw).toBe(before);
      }
    }),
    { numRuns: runs, seed: 26 },
  );
}

describe('random bodies on the season and fixture writes', () => {
  it('POST /api/admin/seasons', () => check('POST', '/api/admin/seasons', ['groupId', 'name', 'startDate', 'generate'], 1500), 60_000);
  it('POST /api/admin/seasons/1/fixtures', () => check('POST', '/api/admin/seasons/1/fixtures', ['date', 'player1Id', 'player2Id'], 1500), 60_000);
  it('PATCH /api/admin/fixtures/1', () => check('PATCH', '/api/admin/fixtures/1', ['date', 'player1Id', 'player2Id'], 1500), 60_000);
});
