import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { importCricsheet } from '../../../api/cricket/import/import';
import { makeZip } from './make-zip';

const dir = mkdtempSync(join(tmpdir(), 'cricket-zip-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function freshDb() {
  const db = openDatabase(':memory:');
  migrate(db);
  return db;
}

function fixtureZip(folder: string): Buffer {
  const files = readdirSync(folder)
    .sort()
    .map((name) => ({ name: `tests_json/${name}`, data: readFileSync(join(folder, name)) }));
  return makeZip(files);
}

describe('Cricsheet import from a zip or a URL', () => {
  it('streams a zip and gives the same result as the folder', async () => {
    const zipPath = join(dir, 'fixtures.zip');
    writeFileSync(zipPath, fixtureZip('tests/fixtures/cricsheet'));
    const fromZip = freshDb();
    const fromFolder = freshDb();
    const progress: number[] = [];
    const s = await importCricsheet(fromZip, zipPath, { onProgress: (done) => progress.push(done) });
    await importCricsheet(fromFolder, 'tests/fixtures/cricsheet');
    expect(s).toMatchObject({ matches: 3, skipped: [], unmappedVenues: [] });
    expect(progress.at(-1)).toBe(3);
    const dump = (db: ReturnType<typeof freshDb>) => db.prepare('SELECT * FROM cricket_innings ORDER BY match_id, match_inns, player_id').all();
    expect(dump(fromZip)).toEqual(dump(fromFolder));
  });

  it('reports bad entries of a zip by name and skips README files', async () => {
    const zipPath = join(dir, 'bad.zip');
    writeFileSync(zipPath, fixtureZip('tests/fixtures/cricsheet-bad'));
    const s = await importCricsheet(freshDb(), zipPath);
    expect(s.files).toBe(6);
    expect(s.skipped.map((f) => f.file).sort()).toEqual(['tests_json/2000001.json', 'tests_json/2000002.json']);
  });

  it('rejects a file that is not a zip with a clear message', async () => {
    const p = join(dir, 'not-a.zip');
    writeFileSync(p, 'hello');
    await expect(importCricsheet(freshDb(), p)).rejects.toThrow(/Cannot open zip/);
  });

  it('downloads a URL to a temporary file and imports it', async () => {
    const body = fixtureZip('tests/fixtures/cricsheet');
    const server = createServer((req, res) => {
      if (req.url === '/tests_male_json.zip') {
        res.writeHead(200, { 'Content-Type': 'application/zip' });
        res.end(body);
      } else {
        res.writeHead(404);
        res.end();
      }
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const { port } = server.address() as AddressInfo;
    try {
      const s = await importCricsheet(freshDb(), `http://127.0.0.1:${port}/tests_male_json.zip`);
      expect(s.matches).toBe(3);
      await expect(importCricsheet(freshDb(), `http://127.0.0.1:${port}/missing.zip`)).rejects.toThrow(/HTTP 404/);
    } finally {
      server.close();
    }
  });
});
