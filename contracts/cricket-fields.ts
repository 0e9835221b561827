/** The field types and path parameters the cricket contracts (the cricket-*.ts files beside this one) share. */
import { errors, z } from './endpoint';

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
