import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';

/**
 * The two pure folders: `common/` (the plain helpers every side shares: number and date text, CSV, the match
 * rules, the cricket rounding and texts) imports nothing outside itself, and `workers/` (the compute engines)
 * nothing but itself and `common/`. Neither imports a package (Comlink only in the worker runtime), touches the
 * DOM outside the runtime, or uses Math.random.
 */
const repo = resolve(__dirname, '../../..');
// Only the worker entry files and the browser pool may touch Worker/self/Comlink.
const RUNTIME_DIRS = ['workers/entries/', 'workers/runtime/'];
const FOLDERS = [
  { name: 'common', mayImport: ['common'] },
  { name: 'workers', mayImport: ['workers', 'common'] },
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

const importRe = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

for (const folder of FOLDERS) {
  describe(`${folder.name}/ import boundaries`, () => {
    const all = files(join(repo, folder.name));

    it('finds the modules', () => {
      expect(all.length).toBeGreaterThan(8);
    });

    for (const file of all) {
      const rel = relative(repo, file);
      const runtime = RUNTIME_DIRS.some((d) => rel.startsWith(d));
      it(`${rel} imports only ${folder.mayImport.map((f) => `${f}/`).join(' and ')}, no React, DOM, server or Node module${runtime ? ' (Comlink allowed)' : ''}`, () => {
        const text = readFileSync(file, 'utf8');
        for (const m of text.matchAll(importRe)) {
          const spec = m[1] ?? m[2] ?? m[3];
          if (spec.startsWith('.')) {
            const target = relative(repo, resolve(dirname(file), spec));
            expect(
              folder.mayImport.some((f) => target.startsWith(`${f}/`)),
              `${rel} imports ${spec} outside ${folder.mayImport.join(', ')}`,
            ).toBe(true);
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
}
