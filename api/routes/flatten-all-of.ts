/**
 * The OpenAPI document with every `allOf` of object schemas written out as one object schema: zod's `.extend()` of a
 * registered schema comes out as `allOf: [{ $ref }, { properties }]`, which Redoc merges with a console warning
 * each (and some readers do not merge at all). The properties of the parts in order (a later part's property wins,
 * as `.extend()` does), the union of their `required`, and the outer schema's own keys (description, example). An
 * `allOf` with a part that is not a plain object schema is left as it is.
 */
type Schema = Record<string, unknown>;

const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

export function flattenAllOf<T>(doc: T): T {
  const schemas = (isObject(doc) && isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {}) as Record<string, unknown>;
  const resolve = (part: unknown, seen: Set<string>): Schema | null => {
    if (!isObject(part)) return null;
    const ref = part.$ref;
    if (typeof ref === 'string') {
      const name = ref.startsWith('#/components/schemas/') ? ref.slice('#/components/schemas/'.length) : null;
      if (name === null || seen.has(name)) return null;
      return resolve(walk(schemas[name], new Set([...seen, name])), new Set([...seen, name]));
    }
    // A registered schema that is also used nullable reads ["object", "null"]; as a part of another it is the object.
    const objectType = part.type === 'object' || (Array.isArray(part.type) && part.type.includes('object'));
    // A part with no properties of its own (zod-openapi's nullable reference: { type: ["object", "null"] }) adds none.
    return objectType && (isObject(part.properties) || !('properties' in part)) && !('allOf' in part) ? part : null;
  };
  const walk = (node: unknown, seen: Set<string>): unknown => {
    if (Array.isArray(node)) return node.map((n) => walk(n, seen));
    if (!isObject(node)) return node;
    const out: Schema = {};
    for (const [k, v] of Object.entries(node)) out[k] = walk(v, seen);
    if (!Array.isArray(out.allOf)) return out;
    const parts = out.allOf.map((p) => resolve(p, seen));
    if (parts.some((p) => p === null)) return out;
    const { allOf: _parts, ...own } = out;
    const properties: Schema = {};
    const required: string[] = [];
    for (const p of parts as Schema[]) {
      if (isObject(p.properties)) Object.assign(properties, p.properties);
      for (const r of Array.isArray(p.required) ? (p.required as string[]) : []) if (!required.includes(r)) required.push(r);
    }
    // allOf is an intersection: null stays allowed only where every part allows it.
    const nullable = (parts as Schema[]).every((p) => Array.isArray(p.type) && p.type.includes('null'));
    return { type: nullable ? ['object', 'null'] : 'object', properties, ...(required.length ? { required } : {}), ...own };
  };
  return walk(doc, new Set()) as T;
}
