import unhomoglyph from 'unhomoglyph';
import { hiddenCharacterProblem } from './text-rules';

/**
 * Player and group names, one set of rules for the API and the CSV import (docs/decisions.md, "Roster"):
 * - Unicode NFKC, trimmed, every run of white space (a no-break space included) collapsed to one space;
 * - 1-60 characters;
 * - none of the characters no text may hold (contracts/text-rules.ts, the one statement of them): control
 *   characters and line breaks, zero-width and bidirectional control characters (a right-to-left override can make
 *   "ordnuM aeB" display as "Bea Munro"), invisible or format characters (soft hyphen, invisible times, Hangul
 *   fillers, tag characters...), runs of combining marks; refused with a message saying so rather than removed;
 * - no word mixing scripts (a Cyrillic "а" inside "Bea", an Armenian "օ" inside "Munro"), except the mixes one
 *   language writes with (Han with Hiragana and Katakana, Hangul with Han, Han with Bopomofo); a name wholly in
 *   one script is fine, and so are words in different scripts;
 * - no name that looks like another one: `confusableKey` (the Unicode TR39 skeleton of the name key, from the
 *   Unicode confusables data in the unhomoglyph package) is what two names share when they can be mistaken for
 *   each other ("Веа Munro" in Cyrillic and Latin "Bea Munro"); the roster and the import refuse a new name
 *   whose confusable key another name already has;
 * - no name beginning with =, +, - or @ (a spreadsheet would run the cell as a formula);
 * - unique ignoring case and accents: `nameKey` is what two names share when they are "the same".
 */
export const MAX_NAME_LENGTH = 60;

/** The characters a spreadsheet reads as the start of a formula. */
const FORMULA_START = /^[=+\-@]/;
/** The scripts a word's letters are told apart by (Common and Inherited characters belong to any script). */
const SCRIPTS = [
  'Latin', 'Cyrillic', 'Greek', 'Armenian', 'Georgian', 'Cherokee', 'Hebrew', 'Arabic', 'Syriac', 'Thaana', 'Devanagari',
  'Bengali', 'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala', 'Thai', 'Lao', 'Tibetan',
  'Myanmar', 'Khmer', 'Mongolian', 'Ethiopic', 'Canadian_Aboriginal', 'Han', 'Hiragana', 'Katakana', 'Hangul', 'Bopomofo',
  'Coptic', 'Runic', 'Ogham', 'Tifinagh', 'Vai', 'Lisu', 'Nko', 'Yi',
].map((name) => ({ name, re: new RegExp(`\\p{Script=${name}}`, 'u') }));
/** Script mixes one language writes words with (TR39's Japanese, Korean and Chinese script sets). */
const WRITING_SYSTEMS = [new Set(['Han', 'Hiragana', 'Katakana']), new Set(['Hangul', 'Han']), new Set(['Han', 'Bopomofo'])];

/** The scripts of a word's letters when they are more than one (beyond a language's own mix), else null. */
function mixedScripts(word: string): string[] | null {
  const used = SCRIPTS.filter((sc) => sc.re.test(word)).map((sc) => sc.name.replace('_', ' '));
  if (used.length < 2 || WRITING_SYSTEMS.some((set) => used.every((n) => set.has(n)))) return null;
  return used;
}

/** NFKC, trimmed, white space runs collapsed to one space. */
export const normaliseName = (raw: string) => raw.normalize('NFKC').replace(/\s+/gu, ' ').trim();

/**
 * A pure function of a name, remembered per name: every roster write compares the new name with every stored
 * one, and the confusable skeleton costs about 50 µs a name (2,000 players: about 0.1 s of the request thread per
 * write, recomputed for the same names each time). Names change rarely, so the keys of the stored names are
 * computed once per process; past `MEMO_LIMIT` distinct names the memory starts afresh.
 */
const MEMO_LIMIT = 100_000;
function remembered(fn: (name: string) => string): (name: string) => string {
  const memo = new Map<string, string>();
  return (name) => {
    if (name.length > 4 * MAX_NAME_LENGTH) return fn(name); // a search string or a refused name: not worth keeping
    let key = memo.get(name);
    if (key === undefined) {
      key = fn(name);
      if (memo.size >= MEMO_LIMIT) memo.clear();
      memo.set(name, key);
    }
    return key;
  };
}

/** The key two names share when they differ only by case, accents, white space or compatibility forms. */
export const nameKey = remembered((name) => normaliseName(name).normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('und'));

/**
 * The key two names share when they can be mistaken for each other: the Unicode TR39 skeleton (NFD, each
 * character replaced by its prototype from the confusables data, NFD again) of the name without accents, taken
 * again after lower-casing. "Веа Munro" with Cyrillic letters, and "Bea Munro", have one confusable key.
 */
export const confusableKey = remembered((name) => {
  // Before and after lower-casing: the confusables data maps capitals to capitals (Cyrillic "В" to Latin "B"),
  // while a lower-case Cyrillic "в" maps to no Latin letter.
  const unmarked = normaliseName(name).normalize('NFD').replace(/\p{M}/gu, '');
  return skeleton(skeleton(unmarked).toLocaleLowerCase('und'));
});
const skeleton = (s: string) => unhomoglyph(s.normalize('NFD')).normalize('NFD');

/** Normalise a name or say why it cannot be used (the reason follows the field name: "name must not ..."). */
export function checkName(raw: string): { ok: true; name: string } | { ok: false; reason: string } {
  const hidden = hiddenCharacterProblem(raw, 'name');
  if (hidden) return { ok: false, reason: hidden };
  const name = normaliseName(raw);
  if (name.length === 0) return { ok: false, reason: 'must not be empty' };
  if (name.length > MAX_NAME_LENGTH) return { ok: false, reason: `must be at most ${MAX_NAME_LENGTH} characters` };
  if (FORMULA_START.test(name)) return { ok: false, reason: 'must not begin with =, +, - or @' };
  for (const word of name.split(' ')) {
    const mixed = mixedScripts(word);
    if (!mixed) continue;
    const others = mixed.filter((n) => n !== 'Latin').join(' or ');
    const what = mixed.includes('Latin') ? `Latin letters with ${others} ones` : `${others} letters`;
    return { ok: false, reason: `must not mix ${what} in one word ("${word}")` };
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
