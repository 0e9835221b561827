/**
 * Checks an API answer against its declared schema (contracts/): the status must be one the endpoint declares,
 * its media type one that status declares, and the body must parse with that media type's schema (JSON error
 * answers included; a text body such as a CSV export is checked as text). Call it from any API test.
 */
import type { RouteConfig } from '@hono/zod-openapi';
import { expect } from 'vitest';
import type { z } from 'zod';

export async function expectDocumented(route: RouteConfig, res: Response): Promise<unknown> {
  const declared = route.responses[res.status] ?? route.responses[String(res.status) as unknown as number];
  expect(declared, `${route.method.toUpperCase()} ${route.path} answered ${res.status}, which it does not declare`).toBeTruthy();
  const content = (declared as { content?: Record<string, { schema?: z.ZodType }> } | undefined)?.content;
  if (!content) return null;
  const type = (res.headers.get('content-type') ?? '').split(';')[0].trim();
  expect(Object.keys(content), `${route.method.toUpperCase()} ${route.path} ${res.status} answered ${type}`).toContain(type);
  const schema = content[type]?.schema;
  if (!schema) return null;
  const body: unknown = type === 'application/json' ? await res.clone().json() : await res.clone().text();
  const parsed = schema.safeParse(body);
  expect(parsed.success, `${route.method.toUpperCase()} ${route.path} ${res.status}: ${parsed.success ? '' : parsed.error.message}`).toBe(true);
  return body;
}
