import type { Context } from 'hono';
import { ApiError } from '../lib/errors';
import { illFormedField, illFormedMessage } from '../../contracts/well-formed-text';

/**
 * The deepest a JSON body may nest arrays and objects. Every walk of a parsed value (the well-formed-text check,
 * a schema, a logger) recurses per level, and a body nested about 4,000 deep overflowed the stack before any
 * limit, so the depth is measured on the text, before the parse. Every endpoint's body needs a handful of levels.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * True when `text` opens more than `max` arrays or objects inside one another. One pass over the characters,
 * skipping string contents (a `[` inside a string does not nest); brackets count as they open, so an unbalanced
 * or invalid text is measured as far as it goes and left for the parser to refuse.
 */
function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++; // a backslash escapes the next character (\" and \\ included)
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

/**
 * Read the request body as JSON; anything unparsable, or nested deeper than MAX_JSON_DEPTH, is a 400. `emptyAs` is
 * what an empty body stands for.
 */
export async function readJson(c: Context, emptyAs?: unknown): Promise<unknown> {
  const text = await readText(c);
  if (text.trim() === '' && emptyAs !== undefined) return emptyAs;
  if (text.trim() === '') throw new ApiError(400, 'invalid_json', 'The request body is empty; send a JSON object');
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new ApiError(400, 'too_deep', `The request body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep; the limit is ${MAX_JSON_DEPTH}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON');
  }
  // Every text field must be well-formed Unicode: a lone surrogate is refused naming its field.
  const field = illFormedField(value);
  if (field !== null) throw new ApiError(400, 'validation_error', illFormedMessage(field), field);
  return value;
}

/** The request body as text; a body cut off on the way (client gone, too slow) is a 400, not a server error. */
export async function readText(c: Context): Promise<string> {
  try {
    return await c.req.text();
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ApiError(400, 'body_incomplete', 'The request body was not received in full');
  }
}
