import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutComments } from './source-text';

// Every API address the browser uses is built by the client from the endpoint table (src/lib/api-client.ts `api`,
// `apiUrl`; contracts/endpoint-paths.ts), so an endpoint's path is written once. The one exception is the footer's
// link to the API reference page, a page for people rather than an endpoint.
const ALLOWED = new Set(['src/app/layout/site-footer.tsx: /api/docs']);

describe('no hand-written API address in src/', () => {
  it('src/ writes no "/api/..." string outside comments', () => {
    const files = execFileSync('git', ['ls-files', '-z', 'src'], { encoding: 'utf8' })
      .split('\0')
      .filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const f of files) {
      for (const m of withoutComments(readFileSync(f, 'utf8')).matchAll(/["'`](\/api\/[^"'`$?]*)/g)) {
        const hit = `${f}: ${m[1]}`;
        if (!ALLOWED.has(hit)) found.push(hit);
      }
    }
    expect(found).toEqual([]);
  });
});
