/** "JE Root" -> "je-root"; accents dropped, anything else non-alphanumeric becomes a hyphen. */
export function slugify(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/['\u2019.]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'player'
  );
}

/**
 * The slug for a player whose plain slug is already taken by someone else:
 * the plain slug plus the first 8 characters of the registry id, which stays
 * the same on every re-import.
 */
export function disambiguatedSlug(base: string, playerId: string): string {
  return `${base}-${playerId.slice(0, 8).toLowerCase()}`;
}
