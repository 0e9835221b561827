import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The project's ESLint config (eslint.config.js) on the fixtures in tests/lint-fixtures: each is linted as if it
 * stood at the path on its first line, so the real boundary zones and the real tree's files apply.
 */
const root = resolve(__dirname, '../../..');
const fixtures = join(root, 'tests/lint-fixtures');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function lintFixture(name: string) {
  const code = readFileSync(join(fixtures, name), 'utf8');
  const as = /^\/\/ lint-as: (\S+)/.exec(code)?.[1];
  if (!as) throw new Error(`${name} has no "// lint-as: <path>" first line`);
  const [result] = await eslint.lintText(code, { filePath: join(root, as) });
  return result.messages.map((m) => ({ rule: m.ruleId, line: m.line, message: m.message }));
}

const boundary = (line: number, message: string) => [{ rule: 'boundaries/dependencies', line, message: expect.stringContaining(message) }];

describe('lint: the layout’s import boundaries', () => {
  it('has a fixture for every case below', () => {
    expect(readdirSync(fixtures).filter((f) => /\.tsx?$/.test(f))).toHaveLength(13);
  });

  it('a feature importing another feature fails', async () => {
    expect(await lintFixture('feature-imports-feature.ts')).toEqual(boundary(2, 'A feature never imports another feature'));
  });

  it('a feature importing src/app fails', async () => {
    expect(await lintFixture('feature-imports-app.ts')).toEqual(boundary(2, 'A feature never imports src/app'));
  });

  it('shared code importing a feature fails', async () => {
    expect(await lintFixture('shared-imports-feature.ts')).toEqual(boundary(2, 'Shared code (src/components, src/hooks, src/lib) never imports a feature'));
  });

  it('workers/ or contracts/ importing src/ or api/ fails', async () => {
    expect(await lintFixture('workers-import-src.ts')).toEqual(boundary(2, 'workers/ and contracts/ are pure'));
    expect(await lintFixture('contracts-import-api.ts')).toEqual(boundary(2, 'workers/ and contracts/ are pure'));
  });

  it('common/ importing workers/ fails', async () => {
    expect(await lintFixture('common-imports-workers.ts')).toEqual(boundary(2, 'common/ holds the plain helpers every side shares'));
  });

  it('api/ importing src/, and src/ importing api/, fail', async () => {
    expect(await lintFixture('api-imports-src.ts')).toEqual(boundary(2, 'api/ never imports src/'));
    expect(await lintFixture('src-imports-api.ts')).toEqual(boundary(2, 'src/ never imports api/'));
  });

  it('api/ (but the composition root) or a script importing api/admin/ fails; the composition root passes', async () => {
    const admin = 'Nothing outside api/admin/ imports it but the composition root';
    expect(await lintFixture('api-imports-admin.ts')).toEqual(boundary(2, admin));
    expect(await lintFixture('script-imports-admin.ts')).toEqual(boundary(2, admin));
    expect(await lintFixture('composition-root-imports-admin.ts')).toEqual([]);
  });

  it('imports that follow the layout pass', async () => {
    expect(await lintFixture('allowed-imports.ts')).toEqual([]);
  });
});

describe('lint: React hooks', () => {
  it('a hook with a missing dependency fails', async () => {
    expect(await lintFixture('hook-missing-dependency.tsx')).toEqual([
      { rule: 'react-hooks/exhaustive-deps', line: 5, message: expect.stringContaining("missing dependency: 'factor'") },
    ]);
  });
});

describe('lint: sizes (a file of at most 500 lines, a function of at most 120 lines of code)', () => {
  const lint = async (code: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(root, 'common/size-fixture.ts') });
    return result.messages.map((m) => m.ruleId);
  };
  const fn = (name: string, lines: number) =>
    [`export function ${name}(): number {`, '  let n = 0;', ...Array.from({ length: lines - 4 }, () => '  n += 1;'), '  return n;', '}'].join('\n');

  it('a function of 120 lines passes; 121 lines fail; blank lines and comments do not count', async () => {
    expect(await lint(fn('f', 120))).toEqual([]);
    expect(await lint(fn('f', 121))).toEqual(['max-lines-per-function']);
    const padded = fn('f', 120).replace('  let n = 0;', '  let n = 0;\n\n  // a comment\n');
    expect(await lint(padded)).toEqual([]);
  });

  it('a file of 500 lines passes; 501 lines fail', async () => {
    const file = (lines: number) => Array.from({ length: lines }, (_, i) => `export const v${i} = ${i};`).join('\n');
    expect(await lint(file(500))).toEqual([]);
    expect(await lint(file(501))).toEqual(['max-lines']);
  });
});

describe('lint: import cycles (npm run lint:cycles: oxlint with .oxlintrc.json)', () => {
  it('a value import each way fails, naming both files; a type-only import one way does not', () => {
    const run = spawnSync(join(root, 'node_modules/.bin/oxlint'), ['--deny-warnings', '--format', 'json', 'tests/lint-fixtures/cycles'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    const { diagnostics } = JSON.parse(run.stdout) as { diagnostics: { code: string; filename: string }[] };
    expect(diagnostics.map((d) => [d.code, d.filename]).sort()).toEqual([
      ['import(no-cycle)', 'tests/lint-fixtures/cycles/first.ts'],
      ['import(no-cycle)', 'tests/lint-fixtures/cycles/second.ts'],
    ]);
  });
});
