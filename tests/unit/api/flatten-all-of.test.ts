import { describe, expect, it } from 'vitest';
import { flattenAllOf } from '../../../api/routes/flatten-all-of';
import { openApiDocument } from '../../../api/routes/api-reference';

describe('flattenAllOf', () => {
  it('writes an allOf of a registered object and an extension out as one object (later properties win, required joined)', () => {
    const doc = {
      components: {
        schemas: {
          Base: { type: ['object', 'null'], properties: { id: { type: 'integer' }, name: { type: 'string' } }, required: ['id', 'name'] },
          Row: { allOf: [{ $ref: '#/components/schemas/Base' }, { type: 'object', properties: { name: { type: 'number' }, n: { type: 'integer' } }, required: ['n', 'name'] }], description: 'A row' },
        },
      },
      paths: { '/x': { get: { responses: { 200: { content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Row' } } } } } } } } },
    };
    const flat = flattenAllOf(doc);
    expect(flat.components.schemas.Row).toEqual({
      type: 'object',
      properties: { id: { type: 'integer' }, name: { type: 'number' }, n: { type: 'integer' } },
      required: ['id', 'name', 'n'],
      description: 'A row',
    });
    // The rest is untouched.
    expect(flat.components.schemas.Base).toEqual(doc.components.schemas.Base);
    expect(flat.paths).toEqual(doc.paths);
  });

  it('reads a nullable reference (a part with a type and no properties) as the intersection allOf means', () => {
    const doc = {
      components: { schemas: { Row: { type: 'object', properties: { a: { type: 'integer' } }, required: ['a'] } } },
      x: { allOf: [{ $ref: '#/components/schemas/Row' }, { type: ['object', 'null'] }] },
      y: { allOf: [{ type: ['object', 'null'], properties: { b: { type: 'string' } } }, { type: ['object', 'null'] }] },
    };
    const flat = flattenAllOf(doc);
    expect(flat.x).toEqual({ type: 'object', properties: { a: { type: 'integer' } }, required: ['a'] });
    expect(flat.y).toEqual({ type: ['object', 'null'], properties: { b: { type: 'string' } } });
  });

  it('leaves an allOf with a part that is not an object schema', () => {
    const odd = { allOf: [{ type: 'string' }, { type: 'object', properties: {} }] };
    expect(flattenAllOf({ x: odd })).toEqual({ x: odd });
  });

  it('leaves no allOf in the API document (Redoc warned on each)', () => {
    expect(JSON.stringify(openApiDocument())).not.toContain('"allOf"');
  });
});
