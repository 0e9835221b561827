import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { schemaVersion } from '../db/migrate';

export const health = new Hono<AppEnv>().get('/', (c) => {
  const db = c.get('db');
  const ok = db.prepare('SELECT 1 AS ok').get() as { ok: number };
  return c.json({
    data: {
      status: ok.ok === 1 ? 'ok' : 'degraded',
      schemaVersion: schemaVersion(db),
      uptimeSeconds: Math.round(process.uptime()),
    },
  });
});
