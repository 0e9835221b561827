import { health as healthEndpoint } from '../../contracts/health';
import type { AppEnv } from '../app-env';
import { schemaVersion } from '../db/migrate';
import { EndpointRouter } from '../lib/endpoint-router';

export const health = new EndpointRouter<AppEnv>('/api/health').handle(healthEndpoint, (c) => {
  const db = c.get('db');
  const ok = db.prepare<unknown[], { ok: number }>('SELECT 1 AS ok').get()!;
  return c.json({
    data: {
      status: ok.ok === 1 ? ('ok' as const) : ('degraded' as const),
      schemaVersion: schemaVersion(db),
      uptimeSeconds: Math.round(process.uptime()),
    },
  }, 200);
}).app;
