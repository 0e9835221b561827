/**
 * Checks an API answer against its declared schema (contracts/): the status must be one the endpoint declares,
 * and the JSON body must parse with that status's schema (error answers included). Call it from any API test.
 */
import type { RouteConfig } from '@hono/zod-openapi';
import { expect } from 'vitest';
import type { z } from 'zod';

export async function expectDocumented(route: RouteConfig, res: Response): Promise<unknown> {
  const declared = route.responses[res.status] ?? route.responses[String(res.status) as unknown as number];
  expect(declared, `${route.method.toUpperCase()} ${route.path} answered ${res.status}, which it does not declare`).toBeTruthy();
  const content = (declared as { content?: Record<string, { schema?: z.ZodType }> } | undefined)?.content;
  const schema = content?.['application/json']?.schema;
  if (!schema) return null;
  const body: unknown = await res.clone().json();
  const parsed = schema.safeParse(body);
  expect(parsed.success, `${route.method.toUpperCase()} ${route.path} ${res.status}: ${parsed.success ? '' : parsed.error.message}`).toBe(true);
  return body;
}
