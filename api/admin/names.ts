/** Player and group names: trimmed, 1-60 characters, no control characters, unique ignoring case. */
export const MAX_NAME_LENGTH = 60;

/** The key two names share when they differ only by case (full Unicode folding, NFC). */
export const nameKey = (name: string) => name.normalize('NFC').trim().toLocaleLowerCase('und');

// eslint-disable-next-line no-control-regex -- matching control characters is the point: names may not hold them
export const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Normalise a name (NFC, trimmed, inner runs of spaces kept as typed) or say why it cannot be used. */
export function checkName(raw: string): { ok: true; name: string } | { ok: false; reason: string } {
  const name = raw.normalize('NFC').trim();
  if (name.length === 0) return { ok: false, reason: 'must not be empty' };
  if (name.length > MAX_NAME_LENGTH) return { ok: false, reason: `must be at most ${MAX_NAME_LENGTH} characters` };
  if (CONTROL_CHARS.test(name)) return { ok: false, reason: 'must not contain control characters or line breaks' };
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
