import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../../api/app';
import { ensureAdminPassword } from '../../../api/auth/admin-password';
import { openDatabase, type Db } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { PASSWORD, seedPool, TEST_SCRYPT } from '../admin/admin-test-kit';

/** Run after each test: what the helpers below opened, last first. */
export const cleanups: (() => Promise<void> | void)[] = [];
export async function cleanUp() {
  while (cleanups.length) await cleanups.pop()!();
}

/** `n` past matches between Hurricane's four players (ids 3-6), a minute apart from 2020-01-01. */
export function seedMatches(db: Db, n: number) {
  const insert = db.prepare(
    `INSERT INTO pool_matches (game_datetime, player_1_id, player_2_id, score_1, score_2, winner_player_id)
     VALUES (datetime('2020-01-01', '+' || ? || ' minutes'), ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (let i = 0; i < n; i++) {
      const a = 3 + (i % 4);
      const b = 3 + ((i % 4) + 1 + (Math.floor(i / 4) % 3)) % 4;
      const aWins = (i * 7919) % 3 !== 0;
      insert.run(i, a, b, aWins ? 10 : i % 8, aWins ? i % 8 : 10, aWins ? a : b);
    }
  })();
}

/** The admin test app on a database FILE (in a temp folder) with the test pool and `matches` past matches. */
export async function fileApp(matches: number, stop: (db: Db) => Promise<void> = async () => {}) {
  const dir = mkdtempSync(join(tmpdir(), 'file-app-'));
  const db = openDatabase(join(dir, 'site.db'));
  migrate(db);
  await ensureAdminPassword(db, { envPassword: PASSWORD, params: TEST_SCRYPT, log: () => {} });
  seedPool(db);
  seedMatches(db, matches);
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  cleanups.push(() => void db.close());
  cleanups.push(() => stop(db));
  return { db, app: createApp({ db }) };
}

/** The longest the event loop went without a turn while `work` ran (a 5 ms ticker). */
export async function longestStall(work: () => Promise<void>) {
  let last = performance.now();
  let worst = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last);
    last = now;
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(worst, performance.now() - last);
}
