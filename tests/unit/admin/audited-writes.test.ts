import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../contracts/endpoints';
import { withoutComments } from '../repo/source-text';

/**
 * Every audited write comes through api/audit/audited-write.ts (`auditedWrite`, `auditedTransaction`,
 * `auditAlone`): one immediate transaction holding the write and its audit row with the client's address. Checked
 * from the endpoint table: each endpoint that writes (any method but GET) is handled somewhere in api/, and its
 * handler neither opens a transaction nor writes an audit row by hand; and nothing in api/ but the helper writes an
 * audit row, except the two writers that cannot run inside one synchronous transaction (named below).
 */
const ROOT = join(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const apiFiles = sourceFiles('api').map((path) => ({ path, text: withoutComments(readFileSync(join(ROOT, path), 'utf8')) }));

/** The handler registered for endpoint `key` (`.handle(key, ...)` up to the next `.handle(` of its router), and its file. */
function handlerOf(key: string): { path: string; text: string } | undefined {
  for (const f of apiFiles) {
    const at = f.text.search(new RegExp(`\\.handle\\(\\s*${key}\\s*,`));
    if (at < 0) continue;
    const next = f.text.indexOf('.handle(', at + 1);
    return { path: f.path, text: f.text.slice(at, next < 0 ? undefined : next) };
  }
  return undefined;
}

/** What a write handler does by hand that the audited write does for it. */
const byHand = (handler: string) => [/\.transaction\(/, /\bwriteAudit\(/, /admin_audit_log/].filter((re) => re.test(handler)).map(String);

/** The only files besides the helper that write an audit row, and why they cannot use it. */
const OWN_AUDIT_WRITERS: Record<string, string> = {
  // Counts refused sign-ins in memory and writes one row per window, updating it later by its id.
  'api/auth/refusal-audit.ts': 'writeAudit',
  // The import's transaction spans awaits on its own connection (BEGIN IMMEDIATE ... COMMIT by hand).
  'api/admin/import-export/import-runner.ts': 'writeAudit',
};

describe('audited writes', () => {
  const writes = Object.entries(endpoints).filter(([, e]) => e.method !== 'get');

  it('the endpoint table has write endpoints in every audited area', () => {
    const paths = writes.map(([, e]) => e.path);
    for (const area of ['/api/admin/', '/api/auth/', '/api/player/']) expect(paths.some((p) => p.startsWith(area)), area).toBe(true);
  });

  it.each(writes.map(([key, e]) => [key, `${e.method.toUpperCase()} ${e.path}`]))('%s (%s) is handled, and not by a hand-made transaction or audit row', (key) => {
    const handler = handlerOf(key);
    expect(handler, `no .handle(${key}, ...) in api/`).toBeDefined();
    expect(byHand(handler!.text), handler!.path).toEqual([]);
  });

  it('no file in api/ writes an audit row but the helper, the audit queries and the named exceptions', () => {
    const writers = apiFiles
      .filter((f) => /\bwriteAudit\b/.test(f.text) || /INSERT INTO admin_audit_log/.test(f.text))
      .map((f) => f.path)
      .filter((p) => p !== 'api/audit/audited-write.ts' && p !== 'api/audit/audit-queries.ts');
    expect(writers.sort()).toEqual(Object.keys(OWN_AUDIT_WRITERS).sort());
  });

  it('the check fires on a handler that opens its own transaction or writes its own row', () => {
    expect(byHand(".handle(x, (c) => { db.transaction(() => { writeAudit(db, { action: 'login', clientAddress: a }); }).immediate(); })")).toEqual([
      String(/\.transaction\(/),
      String(/\bwriteAudit\(/),
    ]);
    expect(byHand(".handle(x, (c) => auditedWrite(c, (audit) => audit({ action: 'login' })))")).toEqual([]);
  });
});
