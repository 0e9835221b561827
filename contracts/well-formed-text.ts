/**
 * Text must be well-formed UTF-16: a lone surrogate (`"\udc00"` in JSON) cannot be stored as
 * UTF-8, so SQLite kept invalid bytes, two such names showed identically, and the second hit the UNIQUE index.
 * Every JSON body the API reads is checked before its schema (api/http/request-body.ts): the first string (value
 * or key) holding an unpaired surrogate is a 400 naming its field.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** String.prototype.isWellFormed (ES2024) where the runtime has it, else the same test by pattern. */
export function isWellFormedText(s: string): boolean {
  const native = (s as unknown as { isWellFormed?: () => boolean }).isWellFormed;
  return native ? native.call(s) : !LONE_SURROGATE.test(s);
}

/** The dotted path of the first string in `value` (a parsed JSON value) that is not well-formed, or null. */
export function illFormedField(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isWellFormedText(value) ? null : path || 'body';
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const f = illFormedField(value[i], path ? `${path}.${i}` : String(i));
      if (f !== null) return f;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const field = path ? `${path}.${k}` : k;
      if (!isWellFormedText(k)) return field;
      const f = illFormedField(v, field);
      if (f !== null) return f;
    }
  }
  return null;
}

/** The message for a field holding an unpaired surrogate. */
export const illFormedMessage = (field: string) =>
  `${field}: holds an unpaired UTF-16 surrogate (for example \\udc00), which is not text; send well-formed Unicode`;
