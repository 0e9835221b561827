import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The server's SQL rows are typed where the statement is made (`stmt<Row>(db, sql)`, `db.prepare<unknown[], Row>(sql)`,
// the rule in api/db/statement-cache.ts), not by casting what `.get()` or `.all()` returns: a cast hides a wrong
// row type and a missing row (`.get()` may find none). This finds such casts in api/, scripts/ and bench/: `as`
// applied to `.get(...)` or `.all(...)` of a statement made by `stmt(...)` or `.prepare(...)` (through `.pluck()`,
// `.raw()`, `.expand()`).

/** Files that still cast, each with at most this many casts: lower the count as casts go, drop the entry at 0. */
const NOT_YET: Record<string, number> = {
  'api/cricket/win-probability/win-probability.ts': 4,
  'api/cricket/win-probability/win-probability-fit.ts': 1,
  // A shipped migration is never edited.
  'api/db/migrations/008-league-management.ts': 1,
};

const CHAIN = new Set(['pluck', 'raw', 'expand', 'bind']);

/** Each cast of a statement's `.get()`/`.all()` result in the source, as the text of the cast expression. */
function rowCasts(source: string): string[] {
  const file = ts.createSourceFile('x.ts', source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && ts.isCallExpression(node.expression)) {
      const callee = node.expression.expression;
      if (ts.isPropertyAccessExpression(callee) && (callee.name.text === 'get' || callee.name.text === 'all')) {
        let root = callee.expression;
        while (ts.isCallExpression(root) && ts.isPropertyAccessExpression(root.expression) && CHAIN.has(root.expression.name.text)) {
          root = root.expression.expression;
        }
        const made =
          ts.isCallExpression(root) &&
          ((ts.isIdentifier(root.expression) && root.expression.text === 'stmt') ||
            (ts.isPropertyAccessExpression(root.expression) && root.expression.name.text === 'prepare'));
        if (made) found.push(node.getText().replace(/\s+/g, ' '));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('typed rows', () => {
  it('no statement result in api/, scripts/ or bench/ is cast, beyond the files still listed', () => {
    const files = execFileSync('git', ['ls-files', '-z', 'api', 'scripts', 'bench'], { encoding: 'utf8' })
      .split('\0')
      .filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(100);
    const over: string[] = [];
    for (const f of files) {
      const casts = rowCasts(readFileSync(f, 'utf8'));
      if (casts.length > (NOT_YET[f] ?? 0)) over.push(`${f}: ${casts.length} casts (at most ${NOT_YET[f] ?? 0}): ${casts.join('; ')}`);
    }
    expect(over).toEqual([]);
  });

  it('finds casts through stmt, prepare and pluck, and leaves typed statements and other .get calls alone', () => {
    const casts = rowCasts(`
      const a = stmt(db, 'SELECT 1').get(id) as { x: number };
      const b = db.prepare('SELECT x FROM t').pluck().all() as number[];
      const c = db
        .prepare(\`SELECT x FROM t\`)
        .get() as Row | undefined;
      const d = stmt<{ x: number }>(db, 'SELECT 1').get(id)!;
      const e = map.get(key) as string;
      const f = c.get('db') as Db;
    `);
    expect(casts).toEqual([
      "stmt(db, 'SELECT 1').get(id) as { x: number }",
      "db.prepare('SELECT x FROM t').pluck().all() as number[]",
      'db .prepare(`SELECT x FROM t`) .get() as Row | undefined',
    ]);
  });
});
