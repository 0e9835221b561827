import type { BenchSuite } from './harness';
import { createApp } from '../api/app';
import { ensureAdminPassword } from '../api/auth/admin-password';
import { hashPassword, verifyPassword } from '../api/auth/password-hash';
import { openDatabase } from '../api/db/database';
import { migrate } from '../api/db/migrate';
import { seedDemoLeagueIfEmpty } from '../api/league/demo-seed';

const PASSWORD = 'bench-admin-password';
const CSRF = 'b'.repeat(43);

/** Admin costs: the production password check, and a recorded result on the demo league. */
export const adminSuite: BenchSuite = {
  name: 'admin',
  cases: async () => {
    const hash = await hashPassword(PASSWORD);
    const db = openDatabase(':memory:');
    migrate(db);
    seedDemoLeagueIfEmpty(db);
    await ensureAdminPassword(db, { envPassword: PASSWORD, log: () => {} });
    const app = createApp({ db });
    const env = { incoming: { socket: { remoteAddress: '10.0.0.1' } } };
    const headers = { 'Content-Type': 'application/json', Cookie: `csrf=${CSRF}`, 'X-CSRF-Token': CSRF };
    const login = await app.request('/api/auth/token', { method: 'POST', headers, body: JSON.stringify({ password: PASSWORD }) }, env);
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const players = db.prepare<unknown[], { player_id: number }>('SELECT player_id FROM pool_group_players WHERE group_id = 1 LIMIT 2').all();
    const body = JSON.stringify({ player1Id: players[0].player_id, player2Id: players[1].player_id, score1: 10, score2: 4 });
    return [
      {
        name: 'scrypt check, N=2^17 r=8 p=1 (one sign-in)',
        runs: 3,
        targetMs: 1000,
        fn: () => verifyPassword(PASSWORD, hash),
      },
      {
        name: 'POST /api/admin/add-result x100 on the demo league (app.request)',
        runs: 3,
        fn: async () => {
          for (let i = 0; i < 100; i++) {
            const res = await app.request('/api/admin/add-result', { method: 'POST', headers: { ...headers, Authorization: `Bearer ${token}` }, body }, env);
            if (res.status !== 201) throw new Error(`add-result answered ${res.status}`);
          }
        },
      },
      {
        name: 'GET /api/admin/verify x1000 (token check)',
        runs: 3,
        fn: async () => {
          for (let i = 0; i < 1000; i++) {
            await (await app.request('/api/admin/verify', { headers: { Authorization: `Bearer ${token}` } }, env)).text();
          }
        },
      },
    ];
  },
};
