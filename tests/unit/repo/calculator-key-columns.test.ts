import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutComments } from './source-text';

// Every table of the betting pages (the calculators, the ledger, the bankroll lab, the worked accumulator) marks the
// figure it is about as its key column (`data-key-column` on a hand-written header cell, `keyColumn: true` on a
// DataTable column), so the 375 px sweep (tests/e2e/a11y-sweep.spec.ts, support/phone-tables.ts) checks it stays
// on a phone's screen. A new table without one fails here before it can slip past the sweep. A calculator's table
// is drawn inside `ToolTable` (tools/tool-table.tsx), whose own <table> holds only the children it is given; a
// `RowTable` names its key column with `key: '...'`.
const WRAPPER = /^<table\b[^>]*>\s*\{children\}\s*<\/table>$/;
const tablesIn = (source: string): string[] =>
  [...source.matchAll(/<table\b[^]*?<\/table>|<ToolTable\b[^]*?<\/ToolTable>|<DataTable\b[^]*?\/>|<RowTable\b[^]*?\/>/g)].map((m) => m[0]).filter((t) => !WRAPPER.test(t));

const unmarkedTables = (file: string, source: string): string[] =>
  tablesIn(withoutComments(source))
    .filter((t) => !(t.startsWith('<DataTable') ? /\bkeyColumn:\s*true\b/.test(t) : t.startsWith('<RowTable') ? /\bkey:\s*'/.test(t) : /\bdata-key-column\b/.test(t)))
    .map((t) => `${file}: ${/(?:data-testid|testId)="([^"]+)"/.exec(t)?.[1] ?? t.slice(0, 60)}`);

describe('betting tables mark their key column', () => {
  it('finds an unmarked table (the check can fail)', () => {
    expect(unmarkedTables('x.tsx', '<table data-testid="t"><thead><tr><th>A</th></tr></thead></table>')).toEqual(['x.tsx: t']);
    expect(unmarkedTables('x.tsx', "<DataTable rows={r} columns={[{ id: 'a', header: 'A' }]} />")).toHaveLength(1);
    expect(unmarkedTables('x.tsx', '<table data-testid="t"><thead><tr><th data-key-column="">A</th></tr></thead></table>')).toEqual([]);
    expect(unmarkedTables('x.tsx', '<ToolTable label="L" testId="t"><thead><tr><th>A</th></tr></thead></ToolTable>')).toEqual(['x.tsx: t']);
    expect(unmarkedTables('x.tsx', '<ToolTable label="L" testId="t"><thead><tr><th data-key-column="">A</th></tr></thead></ToolTable>')).toEqual([]);
    expect(unmarkedTables('x.tsx', "<RowTable testId=\"t\" columns={[{ header: 'A', cell: (i) => i }]} />")).toEqual(['x.tsx: t']);
    expect(unmarkedTables('x.tsx', "<RowTable testId=\"t\" columns={[{ header: 'A', key: 'a', cell: (i) => i }]} />")).toEqual([]);
  });

  it('every table under src/features/betting has one', () => {
    const files = execFileSync('git', ['ls-files', '-z', 'src/features/betting'], { encoding: 'utf8' })
      .split('\0')
      .filter((f) => f.endsWith('.tsx'));
    const sources = files.map((f) => [f, readFileSync(f, 'utf8')] as const);
    // At least the nine calculator tables and the accumulator's.
    expect(sources.reduce((n, [, s]) => n + tablesIn(withoutComments(s)).length, 0)).toBeGreaterThanOrEqual(10);
    expect(sources.flatMap(([f, s]) => unmarkedTables(f, s))).toEqual([]);
  });
});
