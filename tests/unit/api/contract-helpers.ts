/**
 * Checks an API answer against its declared schema (contracts/): the status must be one the endpoint declares,
 * its media type one that status declares, and the body must parse with that media type's schema (JSON error
 * answers included; a text body such as a CSV export is checked as text) and carry no field the schema does not
 * declare (zod drops unknown keys when parsing, so a parse alone would let an undocumented field through). Call it
 * from any API test.
 */
import type { RouteConfig } from '@hono/zod-openapi';
import { expect } from 'vitest';
import type { z } from 'zod';

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  valueType?: z.ZodType;
  in?: z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The paths (`data[0].extra`) of fields in `value` that `schema` does not declare; `value` already parses. */
export function undeclaredFields(schema: z.ZodType, value: unknown, at = ''): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      if (typeof value !== 'object' || value === null) return [];
      const shape = def.shape ?? {};
      return Object.entries(value).flatMap(([k, v]) =>
        k in shape ? undeclaredFields(shape[k], v, at ? `${at}.${k}` : k) : [at ? `${at}.${k}` : k],
      );
    }
    case 'array':
      return Array.isArray(value) ? value.flatMap((v, i) => undeclaredFields(def.element!, v, `${at}[${i}]`)) : [];
    case 'tuple':
      return Array.isArray(value) ? value.flatMap((v, i) => undeclaredFields(def.items![i] ?? def.rest!, v, `${at}[${i}]`)) : [];
    case 'record':
      return typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([k, v]) => undeclaredFields(def.valueType!, v, `${at}.${k}`))
        : [];
    case 'union': {
      // The first option the value parses with is the one it was meant as.
      const option = def.options!.find((o) => o.safeParse(value).success);
      return option ? undeclaredFields(option, value, at) : [];
    }
    case 'nullable':
    case 'optional':
    case 'readonly':
    case 'default':
      return value === null || value === undefined ? [] : undeclaredFields(def.innerType!, value, at);
    case 'pipe':
      return undeclaredFields(def.in!, value, at);
    default:
      return [];
  }
}

export async function expectDocumented(route: RouteConfig, res: Response): Promise<unknown> {
  const name = `${route.method.toUpperCase()} ${route.path}`;
  const declared = route.responses[res.status] ?? route.responses[String(res.status) as unknown as number];
  expect(declared, `${name} answered ${res.status}, which it does not declare`).toBeTruthy();
  const content = (declared as { content?: Record<string, { schema?: z.ZodType }> } | undefined)?.content;
  if (!content) return null;
  const type = (res.headers.get('content-type') ?? '').split(';')[0].trim();
  expect(Object.keys(content), `${name} ${res.status} answered ${type}`).toContain(type);
  const schema = content[type]?.schema;
  if (!schema) return null;
  const body: unknown = type === 'application/json' ? await res.clone().json() : await res.clone().text();
  const parsed = schema.safeParse(body);
  expect(parsed.success, `${name} ${res.status}: ${parsed.success ? '' : parsed.error.message}`).toBe(true);
  expect(undeclaredFields(schema, body), `${name} ${res.status}: fields the schema does not declare`).toEqual([]);
  return body;
}
