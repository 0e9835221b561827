/**
 * Player and group names, one set of rules for the API and the CSV import (docs/decisions.md, "Roster"):
 * - Unicode NFKC, trimmed, every run of white space (a no-break space included) collapsed to one space;
 * - 1-60 characters; no control characters or line breaks;
 * - no zero-width or bidirectional control characters (a right-to-left override can make "ordnuM aeB" display
 *   as "Bea Munro"), refused with a message saying so rather than silently removed;
 * - no word mixing Latin letters with Cyrillic or Greek ones (a Cyrillic "а" inside "Bea" looks like the Latin
 *   one), while a name wholly in one script is fine;
 * - no name beginning with =, +, - or @ (a spreadsheet would run the cell as a formula);
 * - unique ignoring case and accents: `nameKey` is what two names share when they are "the same".
 */
export const MAX_NAME_LENGTH = 60;

// eslint-disable-next-line no-control-regex -- matching control characters is the point: names may not hold them
export const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** Zero-width characters and the byte-order mark. */
const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff\u180e]/;
/** Bidirectional marks, embeddings, overrides and isolates. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** The characters a spreadsheet reads as the start of a formula. */
export const FORMULA_START = /^[=+\-@]/;
const LATIN = /\p{Script=Latin}/u;
const LOOKALIKE_SCRIPTS = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;

/** NFKC, trimmed, white space runs collapsed to one space. */
export const normaliseName = (raw: string) => raw.normalize('NFKC').replace(/\s+/gu, ' ').trim();

/** The key two names share when they differ only by case, accents, white space or compatibility forms. */
export const nameKey = (name: string) =>
  normaliseName(name).normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('und');

/** Normalise a name or say why it cannot be used (the reason follows the field name: "name must not ..."). */
export function checkName(raw: string): { ok: true; name: string } | { ok: false; reason: string } {
  if (ZERO_WIDTH.test(raw)) return { ok: false, reason: 'must not contain zero-width characters' };
  if (BIDI_CONTROLS.test(raw)) return { ok: false, reason: 'must not contain right-to-left or other direction control characters' };
  if (CONTROL_CHARS.test(raw.trim())) {
    return { ok: false, reason: 'must not contain control characters or line breaks' };
  }
  const name = normaliseName(raw);
  if (name.length === 0) return { ok: false, reason: 'must not be empty' };
  if (name.length > MAX_NAME_LENGTH) return { ok: false, reason: `must be at most ${MAX_NAME_LENGTH} characters` };
  if (FORMULA_START.test(name)) return { ok: false, reason: 'must not begin with =, +, - or @' };
  for (const word of name.split(' ')) {
    if (LATIN.test(word) && LOOKALIKE_SCRIPTS.test(word)) {
      return { ok: false, reason: `must not mix Latin letters with Cyrillic or Greek ones in one word ("${word}")` };
    }
  }
  return { ok: true, name };
}

/**
 * A URL slug made from a group name: lower-case ASCII letters, digits and hyphens, starting with a letter,
 * at most 60 characters (the pool_groups CHECK). Accents are dropped ("Zürich" -> "zurich"); a name with no
 * usable letters becomes "group". `taken` says whether a slug is in use; -2, -3, ... are added until it is free.
 */
export function slugFor(name: string, taken: (slug: string) => boolean): string {
  let base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (!/^[a-z]/.test(base)) base = base ? `group-${base}` : 'group';
  base = base.slice(0, 50).replace(/-+$/g, '');
  if (!taken(base)) return base;
  for (let i = 2; ; i++) {
    const slug = `${base}-${i}`;
    if (!taken(slug)) return slug;
  }
}
