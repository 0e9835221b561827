import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/testing.md: a test of pure code (it needs nothing but workers/ and common/, and tests/fixtures/) lives beside
// the file it tests; every other test lives in tests/unit/<room>/; none lives in api/, src/, contracts/, scripts/
// or bench/.

const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
const tests = tracked.filter((f) => /\.test\.tsx?$/.test(f));

/** The repository files a test imports (relative imports, resolved from its folder). */
function importedFiles(file: string, text: string): string[] {
  const specs = [...text.matchAll(/(?:from|import\(|vi\.mock\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]);
  return specs.map((s) => normalize(join(dirname(file), s)));
}

const PURE = /^(workers|common|tests\/fixtures)\//;

/** Where the placement rule puts a test, or null when it is where it belongs. */
function misplaced(file: string, text: string): string | null {
  const inTests = file.startsWith('tests/unit/');
  const beside = /^(workers|common)\//.test(file);
  if (!inTests && !beside) return `${file}: no test lives here; move it to tests/unit/<room>/ (or beside pure code in workers/ or common/)`;
  const imports = importedFiles(file, text);
  const pure = imports.length > 0 && imports.every((p) => PURE.test(p));
  if (inTests && pure) return `${file} tests pure code only (${imports.filter((p) => !p.startsWith('tests/')).join(', ')}): move it beside that file`;
  if (beside && !pure) return `${file} needs more than workers/ and common/ (${imports.filter((p) => !PURE.test(p)).join(', ')}): move it to tests/unit/<room>/`;
  return null;
}

describe('tests are placed by the one rule of docs/testing.md', () => {
  it('every unit test is beside pure code or in tests/unit/<room>/', () => {
    expect(tests.length).toBeGreaterThan(100);
    const wrong = tests.filter((f) => !f.startsWith('tests/e2e/')).map((f) => misplaced(f, readFileSync(f, 'utf8'))).filter(Boolean);
    expect(wrong).toEqual([]);
  });

  it('tells which way a misplaced test goes', () => {
    const pure = "import { a } from '../../../workers/cricket/playout';\nimport { b } from '../../fixtures/x';";
    expect(misplaced('tests/unit/cricket/x.test.ts', pure)).toBe('tests/unit/cricket/x.test.ts tests pure code only (workers/cricket/playout): move it beside that file');
    expect(misplaced('workers/cricket/x.test.ts', "import { createApp } from '../../api/app';")).toBe(
      'workers/cricket/x.test.ts needs more than workers/ and common/ (api/app): move it to tests/unit/<room>/',
    );
    expect(misplaced('api/x.test.ts', '')).toMatch(/^api\/x.test.ts: no test lives here/);
    expect(misplaced('tests/unit/cricket/y.test.ts', "import { createApp } from '../../../api/app';\nimport { c } from '../../../workers/x';")).toBeNull();
    expect(misplaced('common/y.test.ts', "import { c } from './csv';")).toBeNull();
  });
});
