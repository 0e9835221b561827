/**
 * A player session reaches no admin endpoint: every endpoint of the endpoint table under /api/admin (walked from
 * contracts/endpoints.ts, so a new admin route is covered without editing this test) answers 403
 * `player_session` to a request carrying a live player session, with the anti-forgery pair and a body of the
 * declared type, and nothing is written. The admin's own token still works beside it.
 */
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../contracts/endpoints';
import { endpointPaths } from '../../../contracts/endpoint-paths';
import { dataVersion } from '../../../api/lib/data-version';
import { playerApp, req, signInPlayer } from './player-test-kit';

describe('a player session on the admin endpoints', () => {
  it('is refused 403 player_session on every admin endpoint of the table, and writes nothing', async () => {
    const { app, db, admin } = await playerApp();
    const { session } = await signInPlayer(app, admin, 1);
    const adminRoutes = Object.entries(endpoints).filter(([, r]) => r.path.startsWith('/api/admin/'));
    // The walk covers what the table declares, whatever it holds: at least the admin's result and queue endpoints.
    expect(adminRoutes.length).toBeGreaterThanOrEqual(39);
    expect(adminRoutes.map(([n]) => n)).toContain('adminPendingResults');
    const auditBefore = db.prepare('SELECT COUNT(*) FROM admin_audit_log').pluck().get();
    const versionBefore = dataVersion(db, 'pool');
    for (const [name, route] of adminRoutes) {
      const path = route.path.replace(/\{(\w+)\}/g, '1');
      const csv = (endpointPaths[name as keyof typeof endpointPaths] as { body?: string }).body === 'text/csv';
      const method = route.method.toUpperCase();
      const write = method !== 'GET';
      const res = await req(app, path, {
        method,
        cookies: [session],
        ...(write && !csv ? { body: {} } : {}),
        ...(write && csv ? { headers: { 'Content-Type': 'text/csv', 'Content-Length': '0' } } : {}),
      });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code, `${method} ${path}`).toBe('player_session');
    }
    expect(db.prepare('SELECT COUNT(*) FROM admin_audit_log').pluck().get()).toBe(auditBefore);
    expect(dataVersion(db, 'pool')).toBe(versionBefore);
    // The same browser with the admin's token is the admin; without either, the admin's 401 as before.
    expect((await req(app, '/api/admin/verify', { cookies: [session], token: admin })).status).toBe(200);
    expect((await req(app, '/api/admin/verify')).status).toBe(401);
  });

  it('a revoked player session is no session: the admin endpoints answer 401 as to anyone', async () => {
    const { app, admin, db } = await playerApp();
    const { session } = await signInPlayer(app, admin, 2);
    const id = db.prepare('SELECT id FROM player_sessions WHERE player_id = 2').pluck().get() as number;
    expect((await req(app, `/api/admin/player-sessions/${id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect((await req(app, '/api/player/me', { cookies: [session] })).status).toBe(401);
    expect((await req(app, '/api/admin/verify', { cookies: [session] })).status).toBe(401);
  });
});
