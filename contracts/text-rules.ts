/**
 * The characters no text a person types into the site may hold, stated once for names (contracts/names.ts) and
 * for every free-text field (a dispute or rejection reason, a season's seed; `freeTextField` below):
 *
 * - control characters (C0, DEL, C1) and the Unicode line and paragraph separators; free text may hold line
 *   feeds (a textarea's line breaks), names none;
 * - zero-width characters and the byte-order mark;
 * - bidirectional marks, embeddings, overrides and isolates (a right-to-left override makes "ordnuM aeB" display
 *   as "Bea Munro", and turns a reason's words around on the admin's screen);
 * - invisible and format characters: every Default_Ignorable_Code_Point and every format (Cf) character, and the
 *   blank Braille pattern U+2800. Free text keeps the joiners and variation selectors emoji and some scripts are
 *   written with (U+200C, U+200D, U+FE00-U+FE0F: "❤️" is U+2764 U+FE0F);
 * - more than MAX_COMBINING_RUN combining marks (Unicode category M) in a row: no language stacks more than about
 *   five on one letter, while "Zalgo" text piles hundreds that spill over the lines above and below.
 *
 * Each rule answers with the reason that follows the field's name ("reason must not contain ...").
 */
import { z } from './endpoint';

export const MAX_COMBINING_RUN = 8;

// eslint-disable-next-line no-control-regex -- matching control characters is the point: text may not hold them
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- as above, a line feed excepted
const CONTROL_CHARS_BUT_LINE_FEED = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;
/** Zero-width characters and the byte-order mark. */
const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff\u180e]/;
const ZERO_WIDTH_BUT_JOINERS = /[\u200b\u2060\ufeff\u180e]/;
/** Bidirectional marks, embeddings, overrides and isolates. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** Invisible and format characters: Default_Ignorable_Code_Point, Cf, and the blank Braille pattern. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\u2800]/u;
const INVISIBLE_ALL = /[\p{Default_Ignorable_Code_Point}\p{Cf}\u2800]/gu;
/** The joiners and variation selectors free text keeps. */
const emojiPart = (ch: string) => {
  const cp = ch.codePointAt(0)!;
  return cp === 0x200c || cp === 0x200d || (cp >= 0xfe00 && cp <= 0xfe0f);
};
/** The first invisible or format character of `raw`, the joiners and variation selectors excepted for free text. */
const firstInvisible = (raw: string, name: boolean): string | null => {
  if (name) return INVISIBLE.exec(raw)?.[0] ?? null;
  for (const m of raw.matchAll(INVISIBLE_ALL)) if (!emojiPart(m[0])) return m[0];
  return null;
};
const COMBINING_RUN = new RegExp(`\\p{M}{${MAX_COMBINING_RUN + 1}}`, 'u');

const hex = (ch: string) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * Why `raw` cannot be used as a name (`'name'`: no line breaks, no joiners) or as free text (`'text'`), as the
 * words that follow the field's name, or null when it holds none of the refused characters. Names are checked
 * before their white space is trimmed and collapsed, so a control character at either end is left to that.
 */
export function hiddenCharacterProblem(raw: string, kind: 'name' | 'text'): string | null {
  const name = kind === 'name';
  if ((name ? ZERO_WIDTH : ZERO_WIDTH_BUT_JOINERS).test(raw)) return 'must not contain zero-width characters';
  if (BIDI_CONTROLS.test(raw)) return 'must not contain right-to-left or other direction control characters';
  if ((name ? CONTROL_CHARS : CONTROL_CHARS_BUT_LINE_FEED).test(raw.trim())) {
    return name ? 'must not contain control characters or line breaks' : 'must not contain control characters';
  }
  const invisible = firstInvisible(raw, name);
  if (invisible) return `must not contain invisible or formatting characters (${hex(invisible)})`;
  if (COMBINING_RUN.test(raw)) return `must not stack more than ${MAX_COMBINING_RUN} accents or other combining marks on one character`;
  return null;
}

/**
 * A free-text field of a JSON body: a string, trimmed, `min`-`max` characters, well-formed and free of the
 * characters above; each refusal names the field. `short` is the message for fewer than `min` characters.
 */
export function freeTextField(field: string, o: { min: number; max: number; short: string }) {
  return z
    .string({ error: `${field} is required and must be a string` })
    .trim()
    .min(o.min, { error: o.short })
    .max(o.max, { error: `${field} is at most ${o.max} characters` })
    .superRefine(refuseHiddenCharacters(field));
}

/** The check of `hiddenCharacterProblem` for free text, as a zod refinement naming `field`. */
export const refuseHiddenCharacters = (field: string) => (text: string, ctx: z.RefinementCtx) => {
  const problem = hiddenCharacterProblem(text, 'text');
  if (problem) ctx.addIssue({ code: 'custom', message: `${field} ${problem}` });
};
