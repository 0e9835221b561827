import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../../api/db/migrations';

// docs/database.md lists every migration (version, file, what it adds) and the README shows the first start's
// output, "Database migrated to version N". Both are written by hand; this keeps them equal to the migration files
// and to the list the server applies.

const FOLDER = 'api/db/migrations';
const ROW = /^\| (\d+) \| `api\/db\/migrations\/([^`]+)\.ts` \|/;

interface Listed {
  version: number;
  file: string;
}

/** The rows of the docs' migration table, in the order written. */
function documentedMigrations(markdown: string): Listed[] {
  return markdown
    .split('\n')
    .map((line) => ROW.exec(line))
    .filter((m) => m !== null)
    .map((m) => ({ version: Number(m[1]), file: m[2] }));
}

/** A migration file's version and name from its file name ("012-cricket-scorecards"). */
function fileParts(file: string): { version: number; name: string } {
  const m = /^(\d{3})-([a-z0-9-]+)$/.exec(file);
  if (!m) throw new Error(`${file}: a migration file is named NNN-name.ts`);
  return { version: Number(m[1]), name: m[2] };
}

/** Every disagreement between the docs' table, the files, the applied list and the README's version line. */
function listProblems(docs: Listed[], files: string[], applied: readonly { version: number; name: string }[], readme: string) {
  const problems: string[] = [];
  const fileNames = files.map((f) => f.replace(/\.ts$/, '')).sort();
  const documented = docs.map((d) => d.file);
  if (documented.join() !== fileNames.join())
    problems.push(`docs/database.md lists ${documented.join(', ')}; the folder holds ${fileNames.join(', ')}`);
  for (const d of docs)
    if (d.version !== fileParts(d.file).version) problems.push(`docs/database.md: version ${d.version} beside ${d.file}`);
  const fromFiles = fileNames.map(fileParts);
  const appliedText = applied.map((m) => `${m.version} ${m.name}`).join(', ');
  if (appliedText !== fromFiles.map((m) => `${m.version} ${m.name}`).join(', '))
    problems.push(`api/db/migrations.ts applies ${appliedText}; the files say ${fromFiles.map((m) => `${m.version} ${m.name}`).join(', ')}`);
  const shown = /Database migrated to version (\d+)/.exec(readme);
  const highest = Math.max(...fromFiles.map((m) => m.version));
  if (!shown) problems.push('README.md shows no "Database migrated to version N"');
  else if (Number(shown[1]) !== highest) problems.push(`README.md shows version ${shown[1]}; the highest migration is ${highest}`);
  return problems;
}

describe('the migration list', () => {
  const docs = documentedMigrations(readFileSync('docs/database.md', 'utf8'));
  const files = readdirSync(FOLDER).filter((f) => f.endsWith('.ts'));
  const readme = readFileSync('README.md', 'utf8');

  it('docs/database.md, the files, api/db/migrations.ts and the README agree', () => {
    expect(docs.length).toBeGreaterThan(15);
    expect(listProblems(docs, files, migrations, readme)).toEqual([]);
  });

  it('each migration file declares its own file name’s version and name', () => {
    for (const f of files) {
      const source = readFileSync(`${FOLDER}/${f}`, 'utf8');
      const { version, name } = fileParts(f.replace(/\.ts$/, ''));
      expect(source, f).toContain(`version: ${version},`);
      expect(source, f).toContain(`name: '${name}',`);
    }
  });

  it('fails on a missing row, a wrong number, an unlisted migration and a stale README', () => {
    const applied = migrations.map((m) => ({ version: m.version, name: m.name }));
    expect(listProblems(docs.slice(1), files, applied, readme)[0]).toMatch(/lists 002-pool-league/);
    const wrong = docs.map((d, i) => (i === 2 ? { ...d, version: 4 } : d));
    expect(listProblems(wrong, files, applied, readme)).toEqual(['docs/database.md: version 4 beside 003-cricket']);
    expect(listProblems(docs, files, applied.slice(0, -1), readme)[0]).toMatch(/^api\/db\/migrations.ts applies/);
    const stale = readme.replace(/Database migrated to version \d+/, 'Database migrated to version 3');
    expect(listProblems(docs, files, applied, stale)[0]).toMatch(/README.md shows version 3; the highest migration is \d+/);
    const extra = [...files, '099-new-thing.ts'];
    expect(listProblems(docs, extra, applied, readme).length).toBeGreaterThanOrEqual(2);
  });
});
