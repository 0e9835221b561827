import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import type { Db } from '../db/database';
import { MatchFileError, parseMatch, runBin, type ParsedMatch } from './parse-match';
import { disambiguatedSlug, slugify } from './slug';

export const OFFICIAL_CRICSHEET_URL = 'https://cricsheet.org/downloads/tests_male_json.zip';

export interface SkippedFile {
  file: string;
  reason: string;
}

export interface ImportSummary {
  source: string;
  files: number;
  matches: number;
  innings: number;
  players: number;
  /** Files that are valid Cricsheet but not men's Tests. */
  ignored: SkippedFile[];
  /** Files that could not be read or parsed: reported and skipped. */
  skipped: SkippedFile[];
  /** Venues missing from the venue table, with the matches played there. */
  unmappedVenues: { venue: string; matches: string[] }[];
  ms: number;
}

export interface ImportOptions {
  /** Called after each file with (files done, total files or null when unknown). */
  onProgress?: (done: number, total: number | null) => void;
  /** Matches per write transaction. */
  batchSize?: number;
  /** Timeout for downloading a URL source, in ms. */
  downloadTimeoutMs?: number;
}

/** One file of a source, read lazily so only one match is in memory at a time. */
interface SourceFile {
  name: string;
  read: () => Promise<Buffer>;
}

interface Source {
  total: number | null;
  files: AsyncIterable<SourceFile>;
  close: () => void;
}

const isUrl = (s: string) => /^https?:\/\//i.test(s);

/** Import a Cricsheet zip, a folder of match JSON files or a URL of a zip. */
export async function importCricsheet(db: Db, source: string, opts: ImportOptions = {}): Promise<ImportSummary> {
  const t0 = performance.now();
  let cleanup = () => {};
  let path = source;
  if (isUrl(source)) {
    const dir = mkdtempSync(join(tmpdir(), 'cricsheet-'));
    cleanup = () => rmSync(dir, { recursive: true, force: true });
    path = join(dir, 'download.zip');
    try {
      await download(source, path, opts.downloadTimeoutMs ?? 120_000);
    } catch (e) {
      cleanup();
      throw e;
    }
  }
  try {
    if (!existsSync(path)) throw new Error(`Cricsheet source not found: ${path}`);
    const src = statSync(path).isDirectory() ? folderSource(path) : await zipSource(path);
    try {
      return await runImport(db, source, src, opts, t0);
    } finally {
      src.close();
    }
  } finally {
    cleanup();
  }
}

async function download(url: string, dest: string, timeoutMs: number) {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (e) {
    const cause = (e as { cause?: { code?: string; message?: string } }).cause;
    throw new Error(`Could not download ${url}: ${cause?.code || cause?.message || (e as Error).message}`);
  }
  if (!res.ok || !res.body) throw new Error(`Could not download ${url}: HTTP ${res.status}`);
  await pipeline(Readable.fromWeb(res.body as import('node:stream/web').ReadableStream), createWriteStream(dest));
}

function folderSource(dir: string): Source {
  const names = readdirSync(dir)
    .filter((n) => n.toLowerCase().endsWith('.json'))
    .sort();
  return {
    total: names.length,
    close: () => {},
    files: (async function* () {
      for (const name of names) yield { name, read: async () => readFileSync(join(dir, name)) };
    })(),
  };
}

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (err, zip) => (err ? reject(new Error(`Cannot open zip ${path}: ${err.message}`)) : resolve(zip))),
  );
}

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err) return reject(err);
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

/** Walk a zip entry by entry (yauzl lazyEntries): the archive is never held in memory. */
export async function zipSource(path: string): Promise<Source> {
  const zip = await openZip(path);
  const jsonEntries = zip.entryCount; // includes non-JSON entries; refined as we go
  return {
    total: jsonEntries,
    close: () => zip.close(),
    files: {
      [Symbol.asyncIterator]() {
        let done = false;
        return {
          next: () =>
            new Promise<IteratorResult<SourceFile>>((resolve, reject) => {
              if (done) return resolve({ done: true, value: undefined });
              const onEntry = (entry: yauzl.Entry) => {
                cleanupListeners();
                resolve({ done: false, value: { name: entry.fileName, read: () => readEntry(zip, entry) } });
              };
              const onEnd = () => {
                cleanupListeners();
                done = true;
                resolve({ done: true, value: undefined });
              };
              const onError = (e: Error) => {
                cleanupListeners();
                reject(e);
              };
              const cleanupListeners = () => {
                zip.off('entry', onEntry);
                zip.off('end', onEnd);
                zip.off('error', onError);
              };
              zip.on('entry', onEntry);
              zip.on('end', onEnd);
              zip.on('error', onError);
              zip.readEntry();
            }),
        };
      },
    },
  };
}

async function runImport(db: Db, label: string, src: Source, opts: ImportOptions, t0: number): Promise<ImportSummary> {
  const writer = new MatchWriter(db);
  const summary: ImportSummary = { source: label, files: 0, matches: 0, innings: 0, players: 0, ignored: [], skipped: [], unmappedVenues: [], ms: 0 };
  const unmapped = new Map<string, string[]>();
  const batchSize = opts.batchSize ?? 200;
  let batch: ParsedMatch[] = [];
  const flush = () => {
    if (batch.length) writer.writeBatch(batch);
    batch = [];
  };
  let seen = 0;
  for await (const f of src.files) {
    seen++;
    const name = basename(f.name);
    if (f.name.endsWith('/') || !name.toLowerCase().endsWith('.json')) {
      opts.onProgress?.(seen, src.total);
      continue;
    }
    summary.files++;
    try {
      const buf = await f.read();
      let json: unknown;
      try {
        json = JSON.parse(buf.toString('utf8'));
      } catch (e) {
        throw new MatchFileError('invalid', `not valid JSON (${(e as Error).message})`);
      }
      const match = parseMatch(name.replace(/\.json$/i, ''), json);
      if (match.hostCountry === null) {
        const list = unmapped.get(match.venue) ?? [];
        list.push(match.matchId);
        unmapped.set(match.venue, list);
      }
      summary.matches++;
      summary.innings += match.innings.filter((i) => i.didBat).length;
      batch.push(match);
      if (batch.length >= batchSize) flush();
    } catch (e) {
      const entry = { file: f.name, reason: (e as Error).message };
      if (e instanceof MatchFileError && e.kind === 'ignored') summary.ignored.push(entry);
      else summary.skipped.push(entry);
    }
    opts.onProgress?.(seen, src.total);
  }
  flush();
  markDataChanged(db);
  summary.players = (db.prepare('SELECT COUNT(*) AS n FROM cricket_players').get() as { n: number }).n;
  summary.unmappedVenues = [...unmapped].map(([venue, matches]) => ({ venue, matches }));
  summary.ms = Math.round(performance.now() - t0);
  return summary;
}

/** Upserts whole matches: a match imported again replaces its old rows. */
class MatchWriter {
  private readonly getPlayer;
  private readonly slugTaken;
  private readonly insertPlayer;
  private readonly renamePlayer;
  private readonly deleteMatch;
  private readonly insertMatch;
  private readonly insertMatchPlayer;
  private readonly insertInnings;

  constructor(private readonly db: Db) {
    this.getPlayer = db.prepare<[string], { name_date: string }>('SELECT name_date FROM cricket_players WHERE player_id = ?');
    this.slugTaken = db.prepare<[string], { player_id: string }>('SELECT player_id FROM cricket_players WHERE url_slug = ?');
    this.insertPlayer = db.prepare('INSERT INTO cricket_players (player_id, name, url_slug, name_date) VALUES (?, ?, ?, ?)');
    this.renamePlayer = db.prepare('UPDATE cricket_players SET name = ?, name_date = ? WHERE player_id = ?');
    this.deleteMatch = db.prepare('DELETE FROM cricket_matches WHERE match_id = ?');
    this.insertMatch = db.prepare(
      `INSERT INTO cricket_matches (match_id, start_date, end_date, team1, team2, venue, ground, host_country, city, outcome, data_version, revision)
       VALUES (@matchId, @startDate, @endDate, @team1, @team2, @venue, @ground, @hostCountry, @city, @outcome, @dataVersion, @revision)`,
    );
    this.insertMatchPlayer = db.prepare('INSERT INTO cricket_match_players (match_id, player_id, team, name) VALUES (?, ?, ?, ?)');
    this.insertInnings = db.prepare(
      `INSERT INTO cricket_innings (match_id, player_id, match_inns, team, opposition, runs, balls_faced, did_bat, is_out,
         is_fifty, is_century, fours, sixes, strike_rate, batting_position, dismissal, match_start_date, match_year, ground, host_country, run_bin)
       VALUES (@matchId, @playerId, @matchInns, @team, @opposition, @runs, @ballsFaced, @didBat, @isOut,
         @isFifty, @isCentury, @fours, @sixes, @strikeRate, @battingPosition, @dismissal, @startDate, @year, @ground, @hostCountry, @runBin)`,
    );
  }

  writeBatch(matches: ParsedMatch[]) {
    this.db.transaction(() => {
      for (const m of matches) this.write(m);
    })();
  }

  private upsertPlayer(id: string, name: string, date: string) {
    const existing = this.getPlayer.get(id);
    if (existing) {
      // The name shown is the one used in the player's latest match; the slug never changes.
      if (date >= existing.name_date) this.renamePlayer.run(name, date, id);
      return;
    }
    const base = slugify(name);
    const slug = this.slugTaken.get(base) ? disambiguatedSlug(base, id) : base;
    this.insertPlayer.run(id, name, slug, date);
  }

  private write(m: ParsedMatch) {
    this.deleteMatch.run(m.matchId);
    this.insertMatch.run({ ...m, team1: m.teams[0], team2: m.teams[1] });
    for (const p of m.players) {
      this.upsertPlayer(p.playerId, p.name, m.startDate);
      this.insertMatchPlayer.run(m.matchId, p.playerId, p.team, p.name);
    }
    const year = Number(m.startDate.slice(0, 4));
    for (const i of m.innings) {
      this.insertInnings.run({
        matchId: m.matchId,
        playerId: i.playerId,
        matchInns: i.matchInns,
        team: i.team,
        opposition: i.opposition,
        runs: i.runs,
        ballsFaced: i.ballsFaced,
        didBat: i.didBat ? 1 : 0,
        isOut: i.isOut ? 1 : 0,
        isFifty: i.didBat && i.runs >= 50 && i.runs < 100 ? 1 : 0,
        isCentury: i.didBat && i.runs >= 100 ? 1 : 0,
        fours: i.fours,
        sixes: i.sixes,
        strikeRate: i.didBat && i.ballsFaced > 0 ? Math.round((10000 * i.runs) / i.ballsFaced) / 100 : null,
        battingPosition: i.battingPosition,
        dismissal: i.dismissal,
        startDate: m.startDate,
        year,
        ground: m.ground,
        hostCountry: m.hostCountry,
        runBin: i.didBat ? runBin(i.runs) : null,
      });
    }
  }
}

/** Bumped after every import so cached API answers (e.g. the player list) are rebuilt. */
export function markDataChanged(db: Db) {
  db.prepare(
    `INSERT INTO app_meta (key, value) VALUES ('cricket_data_stamp', ?)
     ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  ).run(`${Date.now()}-${Math.random().toString(36).slice(2)}`);
}

export function dataStamp(db: Db): string {
  const row = db.prepare("SELECT value FROM app_meta WHERE key = 'cricket_data_stamp'").get() as { value: string } | undefined;
  return row?.value ?? 'none';
}

export function cricketMatchCount(db: Db): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM cricket_matches').get() as { n: number }).n;
}

/** Human-readable summary lines (the CLI and the start-up log print these). */
export function formatSummary(s: ImportSummary): string[] {
  const lines = [
    `Imported from ${s.source} in ${(s.ms / 1000).toFixed(1)} s`,
    `  files read:     ${s.files}`,
    `  matches:        ${s.matches}`,
    `  innings:        ${s.innings} (batted)`,
    `  players:        ${s.players} (in the database)`,
    `  ignored files:  ${s.ignored.length} (not men's Tests)`,
    `  skipped files:  ${s.skipped.length}`,
  ];
  for (const f of s.skipped) lines.push(`    ${f.file}: ${f.reason}`);
  lines.push(`  unmapped venues: ${s.unmappedVenues.length}`);
  for (const v of s.unmappedVenues) lines.push(`    "${v.venue}" (matches ${v.matches.join(', ')})`);
  return lines;
}
