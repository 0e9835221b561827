/** The server's health check: GET /api/health, declared once (contracts/README.md). */
import { createRoute, data, z } from './endpoint';
import { endpointPaths } from './endpoint-paths';

export const Health = z
  .object({
    /** "ok" when the database answers a query, else "degraded". */
    status: z.enum(['ok', 'degraded']),
    /** The number of the last database migration applied. */
    schemaVersion: z.int().min(0),
    /** Whole seconds since the server process started. */
    uptimeSeconds: z.int().min(0),
  })
  .openapi('Health');
export type Health = z.infer<typeof Health>;

export const health = createRoute({
  ...endpointPaths.health,
  tags: ['Server'],
  summary: 'Whether the server and its database answer',
  description: 'For uptime checks and load balancers: answered from the database on every request.',
  responses: { 200: data(Health, 'The status, the database schema version and the uptime.') },
});

export const healthEndpoints = { health };
