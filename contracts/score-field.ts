import { z } from '@hono/zod-openapi';
import { isScore, SCORE_RANGE_TEXT } from '../common/match-rules';

/** A player's score in a request body, by the one rule of common/match-rules.ts: a whole number, 0-7 or 10. */
export const scoreField = (field: string) =>
  z.int({ error: `${field} must be a whole number` }).refine(isScore, { error: `${field} must be ${SCORE_RANGE_TEXT}` });
