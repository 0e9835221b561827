import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Db } from '../../db/database';
import { parseMatch } from './parse-match';
import { MatchFileError, type ParsedMatch } from './parsed-match';
import { loadRegister, registerBeside, storeRegister, OFFICIAL_REGISTER_BASE } from './register';
import { storeGaps } from '../queries/coverage';
import { matchLogOf } from '../../../workers/cricket/match-log';
import { packLog } from './match-log-store';
import { download, folderSource, zipSource, type Source } from './import-sources';
import { recordImport } from './import-status';
import { MatchWriter } from './match-writer';

export const OFFICIAL_CRICSHEET_URL = 'https://cricsheet.org/downloads/tests_male_json.zip';

export interface SkippedFile {
  file: string;
  reason: string;
}

export interface ImportSummary {
  source: string;
  /** Match (JSON) files read: what the progress callback counts. */
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
  /** Where the people register came from, or why it was not loaded. */
  register: { loaded: true; source: string; people: number } | { loaded: false; reason: string };
  ms: number;
}

export interface ImportOptions {
  /**
   * Cricsheet's people register (people.csv + names.csv): a folder or URL; `false` for none. Default: the
   * register beside the matches when there is one (registerBeside), and with `fallbackToOfficialRegister`
   * Cricsheet's official register otherwise. A register that cannot be read is reported, never fatal.
   */
  register?: string | false;
  /** Try the official register when none is beside a local source (the CLI does; tests do not). */
  fallbackToOfficialRegister?: boolean;
  /** Timeout for downloading the register, in ms (default 8 s). */
  registerTimeoutMs?: number;
  /** Called after each match (JSON) file with (files done, total match files or null when unknown). */
  onProgress?: (done: number, total: number | null) => void;
  /** Matches per write transaction. */
  batchSize?: number;
  /** Timeout for downloading a URL source, in ms. */
  downloadTimeoutMs?: number;
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
    // The register downloads while the matches import.
    const register = readRegister(source, opts);
    let summary: ImportSummary;
    try {
      try {
        summary = await runImport(db, source, src, opts, t0);
        storeGaps(db);
      } finally {
        src.close();
      }
      const reg = await register;
      if ('people' in reg) {
        storeRegister(db, reg);
        summary.register = { loaded: true, source: reg.source, people: reg.people.length };
      } else summary.register = { loaded: false, reason: reg.reason };
    } finally {
      // Once per import, also when it stopped part-way: cached answers follow whatever was written.
      raiseCricketVersion(db);
    }
    summary.ms = Math.round(performance.now() - t0);
    recordImport(db, summary);
    return summary;
  } finally {
    cleanup();
  }
}

/** The one raise of the cricket data version an import makes (the cricket tables have no per-row triggers). */
function raiseCricketVersion(db: Db) {
  db.prepare("UPDATE data_versions SET version = version + 1 WHERE domain = 'cricket'").run();
}

async function readRegister(source: string, opts: ImportOptions) {
  if (opts.register === false) return { reason: 'not requested' };
  const spec = opts.register ?? registerBeside(source) ?? (opts.fallbackToOfficialRegister ? OFFICIAL_REGISTER_BASE : null);
  if (!spec) return { reason: 'no people.csv and names.csv beside the matches' };
  try {
    return await loadRegister(spec, opts.registerTimeoutMs ?? 8_000);
  } catch (e) {
    return { reason: (e as Error).message };
  }
}

async function runImport(db: Db, label: string, src: Source, opts: ImportOptions, t0: number): Promise<ImportSummary> {
  const writer = new MatchWriter(db);
  const summary: ImportSummary = {
    source: label,
    files: 0,
    matches: 0,
    innings: 0,
    players: 0,
    ignored: [],
    skipped: [],
    unmappedVenues: [],
    register: { loaded: false, reason: 'not read yet' },
    ms: 0,
  };
  const unmapped = new Map<string, string[]>();
  const batchSize = opts.batchSize ?? 200;
  let batch: ParsedMatch[] = [];
  // Each match's delivery log for the win-probability model (migration 17), written with the match.
  let logs = new Map<string, Buffer>();
  const flush = () => {
    if (batch.length) writer.writeBatch(batch, logs);
    batch = [];
    logs = new Map();
  };
  for await (const f of src.files) {
    const name = basename(f.name);
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
      const log = matchLogOf(json, match.hostCountry);
      if (log) logs.set(match.matchId, packLog(log));
      summary.matches++;
      summary.innings += match.innings.filter((i) => i.didBat).length;
      batch.push(match);
      if (batch.length >= batchSize) flush();
    } catch (e) {
      const entry = { file: f.name, reason: (e as Error).message };
      if (e instanceof MatchFileError && e.kind === 'ignored') summary.ignored.push(entry);
      else summary.skipped.push(entry);
    }
    opts.onProgress?.(summary.files, src.total);
  }
  flush();
  summary.players = db.prepare<unknown[], { n: number }>('SELECT COUNT(*) AS n FROM cricket_players').get()!.n;
  summary.unmappedVenues = [...unmapped].map(([venue, matches]) => ({ venue, matches }));
  summary.ms = Math.round(performance.now() - t0);
  return summary;
}

export function cricketMatchCount(db: Db): number {
  return db.prepare<unknown[], { n: number }>('SELECT COUNT(*) AS n FROM cricket_matches').get()!.n;
}

/** Human-readable summary lines (the CLI and the start-up log print these). */
export function formatSummary(s: ImportSummary): string[] {
  const lines = [
    `Imported from ${s.source} in ${(s.ms / 1000).toFixed(1)} s`,
    `  match files:    ${s.files}`,
    `  matches:        ${s.matches}`,
    `  innings:        ${s.innings} (batted)`,
    `  players:        ${s.players} (in the database)`,
    `  ignored files:  ${s.ignored.length} (not men's Tests)`,
    `  skipped files:  ${s.skipped.length}`,
  ];
  for (const f of s.skipped) lines.push(`    ${f.file}: ${f.reason}`);
  lines.push(`  unmapped venues: ${s.unmappedVenues.length}`);
  lines.push(
    s.register.loaded
      ? `  people register: ${s.register.people} people from ${s.register.source}`
      : `  people register: not loaded (${s.register.reason}); names are Cricsheet's short names`,
  );
  for (const v of s.unmappedVenues) lines.push(`    "${v.venue}" (matches ${v.matches.join(', ')})`);
  return lines;
}
