import { nameSlug } from '../../../common/cricket/cricket-slugs';

/** "JE Root" -> "je-root": the one slug rule of teams, grounds and series (common/cricket/cricket-slugs.ts); "player" when nothing is left. */
export const slugify = (name: string): string => nameSlug(name) || 'player';

/**
 * The slug for a player whose plain slug is already taken by someone else:
 * the plain slug plus the first 8 characters of the registry id, which stays
 * the same on every re-import.
 */
export function disambiguatedSlug(base: string, playerId: string): string {
  return `${base}-${playerId.slice(0, 8).toLowerCase()}`;
}
