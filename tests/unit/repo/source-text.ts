/** A comment in TypeScript or JavaScript source: `//` to the line end, or everything inside `/* ... *\/`. */
export const COMMENT = /\/\*[\s\S]*?\*\/|(?<![:'"`\w\\])\/\/[^\n]*/g;

/** The comment text of a source file, one comment after another. */
export function commentText(source: string): string {
  return [...source.matchAll(COMMENT)].map((m) => m[0]).join('\n');
}

/** A source file without its comments (each replaced by a space). */
export const withoutComments = (source: string) => source.replace(COMMENT, ' ');
