import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CricketPlayer, PlayerDetail, PlayerMatchup } from '../../../contracts/cricket-batting';
import type { CoverageStatus } from '../../../contracts/cricket-coverage';
import { createApp } from '../../../api/app';
import { importCricsheet } from '../../../api/cricket/import/import';
import { setImportStatus } from '../../../api/cricket/import/import-status';
import { buildRegister, chooseFullName } from '../../../api/cricket/import/register';
import { parseCsvRows } from '../../../common/csv';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { dataVersion } from '../../../api/lib/data-version';

const BALLS = 'tests/fixtures/cricsheet-balls';
const FIXTURE = 'tests/fixtures/cricsheet-register';
/**
 * The register folder the importer reads (people.csv and names.csv), laid out from the fixture's hand-written rows:
 * the repository keeps no file named like a Cricsheet download.
 */
let REGISTER: string;
beforeAll(() => {
  REGISTER = mkdtempSync(join(tmpdir(), 'register-'));
  copyFileSync(join(FIXTURE, 'people-rows.csv'), join(REGISTER, 'people.csv'));
  copyFileSync(join(FIXTURE, 'names-rows.csv'), join(REGISTER, 'names.csv'));
});
afterAll(() => rmSync(REGISTER, { recursive: true, force: true }));

function freshDb() {
  const db = openDatabase(':memory:');
  migrate(db);
  return db;
}

async function data<T>(app: ReturnType<typeof createApp>, path: string): Promise<T> {
  const res = await app.request(path);
  expect(res.status, path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

describe('people register files', () => {
  it('parses quoted fields, doubled quotes and CRLF line ends', () => {
    expect(parseCsvRows('a,b\r\n1,"x, y"\r\n2,"say ""hi"""\n')).toEqual([
      ['a', 'b'],
      ['1', 'x, y'],
      ['2', 'say "hi"'],
    ]);
  });

  it('refuses a file with a stray quote, naming the file and line, instead of merging the later people into one field', () => {
    const people = 'identifier,name,unique_name\na1,JE Root,JE Root\nb2,T O"Neill,\nc3,V Kohli,V Kohli\n';
    const names = 'identifier,name\na1,Joe Root\nc3,Virat Kohli\n';
    expect(() => buildRegister('test', people, names)).toThrow('people.csv is not valid CSV: line 3: a quote inside an unquoted field');
    const quoted = buildRegister('test', people.replace('T O"Neill', '"T O""Neill"'), names);
    expect(quoted.people.map((p) => [p.playerId, p.registerName, p.fullName])).toEqual([
      ['a1', 'JE Root', 'Joe Root'],
      ['b2', 'T O"Neill', null],
      ['c3', 'V Kohli', 'Virat Kohli'],
    ]);
  });

  it('chooses a full name: no initials, same surname, fewest words', () => {
    expect(chooseFullName('JE Root', ['JE Root', 'Joseph Edward Root', 'Joe Root'])).toBe('Joe Root');
    expect(chooseFullName('W O\'Rourke', ['W O\'Rourke', 'William O\'Rourke'])).toBe('William O\'Rourke');
    expect(chooseFullName('GH Broad', ['GH Broad', 'G.H. Broad'])).toBeNull();
    expect(chooseFullName('IJ Smith', ['Smith, Ian', 'Ian Smith'])).toBe('Ian Smith');
    expect(chooseFullName('V Kohli', ['Virat Kohli', 'Cheeku'])).toBe('Virat Kohli');
  });
});

describe('players API with and without the register', () => {
  it('without a register: Cricsheet names only, full_name null, known names from the matches', async () => {
    const db = freshDb();
    const s = await importCricsheet(db, BALLS);
    expect(s.register).toEqual({ loaded: false, reason: 'no people.csv and names.csv beside the matches' });
    const app = createApp({ db });
    const players = await data<CricketPlayer[]>(app, '/api/cricket/players');
    expect(players).toHaveLength(8);
    const cook = players.find((p) => p.player_id === 'c0000001')!;
    expect(cook).toMatchObject({ name: 'AB Cook', full_name: null, known_names: ['AB Cook'], url_slug: 'ab-cook' });
    for (const p of players) expect(p.known_names[0]).toBe(p.name);
    const detail = await data<PlayerDetail>(app, '/api/cricket/player_detail/ab-cook');
    expect(detail).toMatchObject({ name: 'AB Cook', full_name: null, known_names: ['AB Cook'] });
  });

  it('with --register: full names, every known name, and match-up bowlers by full name', async () => {
    const db = freshDb();
    const s = await importCricsheet(db, BALLS, { register: REGISTER });
    expect(s.register).toMatchObject({ loaded: true, people: 8 });
    const app = createApp({ db });
    const players = await data<CricketPlayer[]>(app, '/api/cricket/players');
    const by = (id: string) => players.find((p) => p.player_id === id)!;
    expect(by('c0000001')).toMatchObject({
      name: 'AB Cook',
      full_name: 'Alastair Cook',
      known_names: ['AB Cook', 'Alastair Cook', 'Alastair Nathan Cook'],
    });
    expect(by('c0000003').known_names).toEqual(['EF Stokes', 'Eoin Stokes', 'EF Stokes (2)']);
    expect(by('c0000004')).toMatchObject({ full_name: null, known_names: ['GH Broad', 'G.H. Broad'] });
    expect(by('d0000001')).toMatchObject({ full_name: 'Ian Smith', known_names: ['IJ Smith', 'Ian Smith', 'Smith, Ian'] });
    expect(by('d0000003')).toMatchObject({ full_name: 'Mátyás Lyon' });
    // A player the register does not know keeps the Cricsheet name alone.
    expect(by('d0000004')).toMatchObject({ name: 'OP Head', full_name: null, known_names: ['OP Head'] });
    // People in the register but in no match are not players.
    expect(players.some((p) => p.player_id === 'x9999999')).toBe(false);
    const detail = await data<PlayerDetail>(app, '/api/cricket/player_detail/cd-root');
    expect(detail).toMatchObject({ name: 'CD Root', full_name: 'Charlie Root', url_slug: 'cd-root' });
    const vs = await data<PlayerMatchup[]>(app, '/api/cricket/player_matchups/cd-root');
    expect(vs.map((v) => v.bowler)).toEqual(['Mátyás Lyon', 'KL Starc']);
  });

  it('reads the register beside the matches by default, and keeps it when a later import has none', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cricket-register-'));
    try {
      cpSync(BALLS, dir, { recursive: true });
      cpSync(REGISTER, dir, { recursive: true });
      const db = freshDb();
      const s = await importCricsheet(db, dir);
      expect(s.register).toMatchObject({ loaded: true, source: dir });
      const before = dataVersion(db, 'cricket');
      const again = await importCricsheet(db, BALLS, { register: false });
      expect(again.register.loaded).toBe(false);
      expect(dataVersion(db, 'cricket')).toBeGreaterThan(before);
      const players = await data<CricketPlayer[]>(createApp({ db }), '/api/cricket/players');
      expect(players.find((p) => p.player_id === 'c0000001')!.full_name).toBe('Alastair Cook');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('carries on quickly without a register it cannot download', async () => {
    const db = freshDb();
    const t0 = Date.now();
    const s = await importCricsheet(db, BALLS, { register: 'http://127.0.0.1:9/register/', registerTimeoutMs: 3000 });
    expect(Date.now() - t0).toBeLessThan(3000);
    expect(s.matches).toBe(1);
    expect(s.register).toMatchObject({ loaded: false, reason: expect.stringMatching(/Could not download http:\/\/127\.0\.0\.1:9\/register\/people\.csv/) });
  });

  it('adds the register names of a player in the e2e fixtures', async () => {
    const db = freshDb();
    await importCricsheet(db, 'tests/fixtures/cricsheet', { register: REGISTER });
    const players = await data<CricketPlayer[]>(createApp({ db }), '/api/cricket/players');
    expect(players).toHaveLength(25);
    expect(players.find((p) => p.player_id === 'e0000001')).toMatchObject({
      name: 'AJ Smith',
      full_name: 'Andy Smith',
      known_names: ['AJ Smith', 'A Smith', 'Andy Smith', 'Andrew James Smith'],
    });
  });
});

describe('coverage after an import', () => {
  it('reports the latest import, not an earlier failed automatic download', async () => {
    const db = freshDb();
    setImportStatus(db, 'failed: Could not download https://cricsheet.org/downloads/tests_male_json.zip: ENOTFOUND');
    const s = await importCricsheet(db, BALLS);
    const cov = await data<CoverageStatus>(createApp({ db }), '/api/cricket/coverage');
    expect(cov).toMatchObject({
      matches: 1,
      import_status: 'imported',
      needs_reimport: false,
      last_import: { source: BALLS, files: 1, matches: 1, ignored: 0, skipped: 0, register_loaded: false },
    });
    expect(s.files).toBe(1);
  });

  it('counts match files the same way in the progress callback and the summary', async () => {
    const db = freshDb();
    const calls: [number, number | null][] = [];
    const s = await importCricsheet(db, 'tests/fixtures/cricsheet-bad', { onProgress: (d, t) => calls.push([d, t]) });
    // README.txt is not a match file: 6 JSON files, 6 progress steps, summary files 6.
    expect(calls.at(-1)).toEqual([6, 6]);
    expect(calls).toHaveLength(6);
    expect(s.files).toBe(6);
    expect(s.matches + s.ignored.length + s.skipped.length).toBe(s.files);
  });

  it('flags matches imported before ball-by-ball analytics', async () => {
    const db = freshDb();
    await importCricsheet(db, BALLS);
    db.prepare('UPDATE cricket_innings SET balls_r0 = NULL').run();
    const cov = await data<CoverageStatus>(createApp({ db }), '/api/cricket/coverage');
    expect(cov.needs_reimport).toBe(true);
  });
});
