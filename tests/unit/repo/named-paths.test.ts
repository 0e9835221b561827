import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commentText } from './source-text';

// The READMEs, docs/ and code comments name files ("see api/lib/answer-cache.ts"). A file that is moved or removed
// leaves such a name pointing nowhere, and nothing else notices. This reads every tracked Markdown file and every
// comment in tracked code for names that start with one of the repository's top folders, and checks each exists.

const TOP = ['api', 'src', 'common', 'workers', 'contracts', 'tests', 'scripts', 'docs', 'bench', 'public', '.ci'];
/** A path-like word starting with a top folder: letters, digits, `.`, `_`, `-`, `/` (a trailing `/` allowed). */
const PATH = new RegExp(`(?<![\\w./@-])((?:${TOP.map((t) => t.replace('.', '\\.')).join('|')})/[\\w./-]*[\\w/])`, 'g');
/** Module names are written without their extension; a folder is named as itself. */
const ENDINGS = ['', '.ts', '.tsx', '.mjs', '.js', '.json', '.md'];

export function namedPaths(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(PATH)) {
    const after = text[m.index + m[0].length] ?? '';
    // Patterns and placeholders ("src/features/*/content", "dist/<path>", "x/{a,b}") name no one file.
    if (/[*<{[$]/.test(after)) continue;
    found.push(m[1].replace(/\.+$/, ''));
  }
  return found;
}


export function exists(path: string, has: (p: string) => boolean = existsSync): boolean {
  const bare = path.replace(/\/$/, '');
  return ENDINGS.some((e) => has(bare + e));
}

const SELF = 'tests/unit/repo/named-paths.test.ts';

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
}

describe('every repository path named in docs and comments exists', () => {
  it('Markdown files and code comments name only paths that exist', () => {
    // This file's own examples name missing paths on purpose.
    const files = trackedFiles().filter((f) => existsSync(f) && !f.startsWith('tests/lint-fixtures/') && f !== SELF);
    const docs = files.filter((f) => f.endsWith('.md'));
    const code = files.filter((f) => /\.(ts|tsx|mjs|js)$/.test(f));
    expect(docs.length).toBeGreaterThan(5);
    expect(code.length).toBeGreaterThan(100);
    const missing: string[] = [];
    for (const f of docs) for (const p of namedPaths(readFileSync(f, 'utf8'))) if (!exists(p)) missing.push(`${f}: ${p}`);
    for (const f of code)
      for (const p of namedPaths(commentText(readFileSync(f, 'utf8')))) if (!exists(p)) missing.push(`${f}: ${p}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('finds the names it must and skips patterns', () => {
    expect(namedPaths('see `workers/core/csv.ts` and api/lib/ (the folder).')).toEqual(['workers/core/csv.ts', 'api/lib/']);
    expect(namedPaths('src/features/*/content and the dist/<path> file, my-api/x')).toEqual([]);
    expect(namedPaths('README of workers/runtime/worker-pool.')).toEqual(['workers/runtime/worker-pool']);
    const has = (p: string) => p === 'workers/core/csv.ts' || p === 'api/lib';
    expect(exists('workers/core/csv', has)).toBe(true);
    expect(exists('api/lib/', has)).toBe(true);
    expect(exists('workers/core/parse-csv.ts', has)).toBe(false);
  });

  it('reads comments, not strings or code', () => {
    const src = "const u = 'http://x/api/a'; // see api/old.ts\n/* and\n * src/gone.tsx */\nimport x from './src/y';";
    expect(namedPaths(commentText(src))).toEqual(['api/old.ts', 'src/gone.tsx']);
  });
});
