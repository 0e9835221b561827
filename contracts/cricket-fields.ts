/** The field types and path parameters the cricket contracts (the cricket-*.ts files beside this one) share. */
import { errors, z } from './endpoint';
import { CRICKET_FORMAT_KEYS } from '../common/cricket/formats';

/**
 * Format and sex, one dimension (common/cricket/formats.ts): the `format` query parameter every cricket answer takes.
 * Absent means men's Tests, so every address of before answers as it did.
 */
export const CricketFormatKey = z.enum(CRICKET_FORMAT_KEYS).openapi({ example: 'odis' });
export const formatQuery = z.object({
  format: CricketFormatKey.optional().openapi({
    param: { name: 'format', in: 'query' },
    description: "Format and sex: tests (men's Tests, the default), odis, t20is, women-tests, women-odis, women-t20is.",
  }),
});

/** A whole number of at least 0 (a count of balls, runs, innings ...). */
export const count = z.int().min(0);
export const int = z.number().int();
/** A rate or average: null where undefined (no balls, never out). */
export const rate = z.number().nullable();
export const isoDate = z.string().openapi({ example: '2021-08-04' });

/** A player's url slug (or, where the path says so, a Cricsheet player id): letters, digits and hyphens. */
export const PlayerKey = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[A-Za-z0-9-]+$/, 'letters, digits and hyphens only');

export const cricketTags = ['Cricket'];
export const slugParams = z.object({ slug: PlayerKey.openapi({ param: { name: 'slug', in: 'path' }, example: 'je-root' }) });
export const noPlayer = errors({ 400: 'The slug is malformed (field `slug`).', 404: 'No player with that slug.' });
