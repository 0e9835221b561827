import type { Context } from 'hono';
import { ApiError } from '../lib/errors';
import { illFormedField, illFormedMessage } from '../../contracts/well-formed-text';

/** Read the request body as JSON; anything unparsable is a 400. `emptyAs` is what an empty body stands for. */
export async function readJson(c: Context, emptyAs?: unknown): Promise<unknown> {
  const text = await readText(c);
  if (text.trim() === '' && emptyAs !== undefined) return emptyAs;
  if (text.trim() === '') throw new ApiError(400, 'invalid_json', 'The request body is empty; send a JSON object');
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
