import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutComments } from './source-text';

// An endpoint is declared with @hono/zod-openapi's `createRoute` under its own name (docs/glossary.md "endpoint
// declaration"), so a reader who knows the library finds it and a search finds every declaration.

/** Tracked TypeScript and JavaScript files under the given folders, tests included. */
const tracked = (...folders: string[]) =>
  execFileSync('git', ['ls-files', '-z', ...folders], { encoding: 'utf8' })
    .split('\0')
    .filter((f) => /\.(ts|tsx|mjs|js)$/.test(f));

/** `createRoute` imported or exported under another name (`createRoute as endpoint`). */
const ALIAS = /\bcreateRoute\s+as\s+\w+/g;
const SELF = 'tests/unit/repo/endpoint-declarations.test.ts';

describe('endpoint declarations', () => {
  it('the alias check finds an alias and passes the plain name', () => {
    expect("export { createRoute as endpoint, z } from '@hono/zod-openapi';".match(ALIAS)).toEqual(['createRoute as endpoint']);
    expect("import { createRoute, z } from '@hono/zod-openapi';".match(ALIAS)).toBeNull();
  });

  it('no file renames createRoute', () => {
    const files = tracked('contracts', 'api', 'src', 'tests', 'scripts', 'bench', 'common', 'workers').filter((f) => f !== SELF);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) => (withoutComments(readFileSync(f, 'utf8')).match(ALIAS) ?? []).map((m) => `${f}: ${m}`));
    expect(found).toEqual([]);
  });

  it('every contracts file declares its endpoints with createRoute itself', () => {
    const files = tracked('contracts').filter((f) => f.endsWith('.ts'));
    const declaring = files.filter((f) => /\bcreateRoute\(/.test(readFileSync(f, 'utf8')));
    expect(declaring.length).toBeGreaterThan(10);
    // The old alias called as a function (`endpoint({ ... })`) is gone from every contracts file.
    const other = files.flatMap((f) =>
      [...withoutComments(readFileSync(f, 'utf8')).matchAll(/(?<![\w.])endpoint\(/g)].map(() => f),
    );
    expect(other).toEqual([]);
  });
});
