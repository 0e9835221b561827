import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';

const root = resolve(__dirname);
// Only the worker entry files and the browser pool may touch Worker/self/Comlink.
const RUNTIME_DIRS = ['entries', 'runtime'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

const importRe = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

describe('workers/ import boundaries', () => {
  const all = files(root);

  it('finds the engine modules', () => {
    expect(all.length).toBeGreaterThan(8);
  });

  for (const file of all) {
    const rel = relative(root, file);
    const runtime = RUNTIME_DIRS.some((d) => rel.startsWith(`${d}/`));
    it(`${rel} imports no React, DOM, server or Node module${runtime ? ' (Comlink allowed)' : ''}`, () => {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(importRe)) {
        const spec = m[1] ?? m[2] ?? m[3];
        if (spec.startsWith('.')) {
          const target = resolve(dirname(file), spec);
          expect(target.startsWith(root + '/'), `${rel} imports ${spec} outside workers/`).toBe(true);
        } else {
          expect(runtime && spec === 'comlink', `${rel} imports package ${spec}`).toBe(true);
        }
      }
      if (!runtime) {
        const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
        expect(code, `${rel} uses the DOM`).not.toMatch(/\b(document|window|navigator|localStorage|Worker|self|postMessage)\b\s*[.(]/);
        expect(code, `${rel} uses Math.random`).not.toMatch(/Math\.random/);
      }
    });
  }
});
