/**
 * The page slugs of teams, grounds and series, shared by the API (which finds a subject by its slug) and
 * the pages (which link to it). Pure: no I/O.
 * - a slug is the name in lower case, accents dropped, apostrophes and dots removed, anything else that is not a
 *   letter or digit a hyphen: "South Africa" -> "south-africa", "Lord's" -> "lords", "W.A.C.A. Ground" -> "waca-ground";
 * - a series is its season then its name ("2023-the-ashes"); a name and season that hold Tests of two pairings (a
 *   tour of two countries) add the two teams in alphabetical order ("2017-18-england-tour-of-...-australia-v-england"),
 *   and where one pairing still has two series under it (home and away), the host country ("...-in-new-zealand").
 */
export function nameSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const teamSlug = (team: string) => nameSlug(team) || 'team';
export const groundSlug = (ground: string) => nameSlug(ground) || 'ground';

/** The pairing of two teams, alphabetical: the same whichever side is named first. */
export const pairOf = (a: string, b: string): [string, string] => (a.localeCompare(b) <= 0 ? [a, b] : [b, a]);

export function seriesSlug(season: string, name: string, pair: readonly [string, string] | null, host: string | null = null): string {
  let slug = nameSlug(`${season} ${name}`);
  if (pair) slug += `-${nameSlug(`${pair[0]} v ${pair[1]}`)}`;
  if (host) slug += `-in-${nameSlug(host)}`;
  return slug;
}
