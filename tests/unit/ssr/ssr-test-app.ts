import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';
import { createApp } from '../../../api/app';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { seedDemoLeague } from '../../../api/league/demo-seed';
import type { SsrModule } from '../../../contracts/ssr';
import * as entry from '../../../src/entry-server';

const TEMPLATE = '<!doctype html><html lang="en"><head><title>T</title></head><body><div id="root"></div></body></html>';

/**
 * The app with the real server render over the demo league, a minimal page template in a temporary static folder
 * (plus `files`, name -> content), and the render function spied on, so a test can count renders. `close` removes
 * the folder and the database.
 */
export function ssrTestApp(name: string, files: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  writeFileSync(join(dir, 'index.html'), TEMPLATE);
  for (const [file, content] of Object.entries(files)) writeFileSync(join(dir, file), content);
  const db = openDatabase(':memory:');
  migrate(db);
  seedDemoLeague(db);
  const render = vi.fn(entry.render);
  const app = createApp({ db, staticRoot: dir, ssr: { ...entry, render: render as SsrModule['render'] } });
  const close = () => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { app, db, render, close };
}
