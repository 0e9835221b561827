import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Db } from '../../db/database';
import { parseMatch } from './parse-match';
import { MatchFileError, type ParsedMatch } from './parsed-match';
import { loadRegister, registerBeside, storeRegister, OFFICIAL_REGISTER_BASE } from './register';
import { storeGaps } from '../queries/coverage';
import { storePlayerFormats } from '../queries/player-formats';
import { matchLogOf } from '../../../workers/cricket/match-log';
import { packLog } from './match-log-store';
import { download, folderSource, zipSource, type Source } from './import-sources';
import { recordImport } from './import-status';
import { recordsBefore, storeRecordsChanges } from './records-changes';
import { MatchWriter } from './match-writer';
import { CRICKET_FORMATS, cricketFormat, type CricketFormatKey } from '../../../common/cricket/formats';

export const OFFICIAL_CRICSHEET_URL = 'https://cricsheet.org/downloads/tests_male_json.zip';

export interface SkippedFile {
  file: string;
  reason: string;
}

export interface ImportSummary {
  /** The source, or the sources joined with ', '. */
  source: string;
  /** Matches imported per format (common/cricket/formats.ts). */
  byFormat: Partial<Record<CricketFormatKey, number>>;
  /** Match (JSON) files read: what the progress callback counts. */
  files: number;
  matches: number;
  innings: number;
  players: number;
  /** Files that are valid Cricsheet but of no format the explorer covers. */
  ignored: SkippedFile[];
  /** Files that could not be read or parsed: reported and skipped. */
  skipped: SkippedFile[];
  /** Test venues missing from the venue table, with the matches played there (limited-overs grounds need none). */
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

/**
 * A list of sources as `CRICSHEET_SOURCE` and the CLI take it: separated by commas, spaces or newlines
 * ("tests_male_json.zip, odis_male_json.zip").
 */
export const sourceList = (value: string): string[] => value.split(/[\s,]+/).filter(Boolean);

/** Download the URL sources; local paths are checked. Returns the local paths and a cleanup for the downloads. */
async function localPaths(sources: readonly string[], opts: ImportOptions) {
  const dirs: string[] = [];
  const cleanup = () => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  };
  try {
    const paths: string[] = [];
    for (const source of sources) {
      if (!isUrl(source)) {
        if (!existsSync(source)) throw new Error(`Cricsheet source not found: ${source}`);
        paths.push(source);
        continue;
      }
      const dir = mkdtempSync(join(tmpdir(), 'cricsheet-'));
      dirs.push(dir);
      const path = join(dir, 'download.zip');
      await download(source, path, opts.downloadTimeoutMs ?? 120_000);
      paths.push(path);
    }
    return { paths, cleanup };
  } catch (e) {
    cleanup();
    throw e;
  }
}

/** Every source's match files, one after the other. */
async function joinedSource(paths: readonly string[]): Promise<Source> {
  const parts: Source[] = [];
  try {
    for (const p of paths) parts.push(statSync(p).isDirectory() ? folderSource(p) : await zipSource(p));
  } catch (e) {
    for (const s of parts) s.close();
    throw e;
  }
  return {
    total: parts.every((s) => s.total !== null) ? parts.reduce((n, s) => n + (s.total ?? 0), 0) : null,
    close: () => parts.forEach((s) => s.close()),
    files: (async function* () {
      for (const s of parts) yield* s.files;
    })(),
  };
}

/**
 * Import Cricsheet zips, folders of match JSON files or URLs of zips: one source or several (every format's
 * archive at once), as one import (one data version raise, one coverage derivation, one register).
 */
export async function importCricsheet(db: Db, sourceOrList: string | readonly string[], opts: ImportOptions = {}): Promise<ImportSummary> {
  const t0 = performance.now();
  const sources = typeof sourceOrList === 'string' ? [sourceOrList] : [...sourceOrList];
  if (!sources.length) throw new Error('no Cricsheet source given');
  const label = sources.join(', ');
  const { paths, cleanup } = await localPaths(sources, opts);
  try {
    // The records book's top tens as they stand before this import writes (what its changes are measured against).
    const recordsBeforeImport = recordsBefore(db);
    const src = await joinedSource(paths);
    // The register downloads while the matches import: beside the first source that has one.
    const register = readRegister(sources, opts);
    let summary: ImportSummary;
    try {
      try {
        summary = await runImport(db, label, src, opts, t0);
        storeGaps(db);
      } finally {
        src.close();
      }
      const reg = await register;
      if ('people' in reg) {
        storeRegister(db, reg);
        summary.register = { loaded: true, source: reg.source, people: reg.people.length };
      } else summary.register = { loaded: false, reason: reg.reason };
      // After the register: the lines carry the register's names.
      storePlayerFormats(db);
      storeRecordsChanges(db, recordsBeforeImport, new Date().toISOString());
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

async function readRegister(sources: readonly string[], opts: ImportOptions) {
  if (opts.register === false) return { reason: 'not requested' };
  const beside = sources.map(registerBeside).find((r) => r !== null) ?? null;
  const spec = opts.register ?? beside ?? (opts.fallbackToOfficialRegister ? OFFICIAL_REGISTER_BASE : null);
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
    byFormat: {},
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
      summary.byFormat[match.format] = (summary.byFormat[match.format] ?? 0) + 1;
      // Every Test ground is in the venue table; limited-overs grounds outside it keep their name, no host country.
      if (match.hostCountry === null && cricketFormat(match.format).matchType === 'Test') {
        const list = unmapped.get(match.venue) ?? [];
        list.push(match.matchId);
        unmapped.set(match.venue, list);
      }
      // The win-probability models are the men's Tests' and every limited-overs format's (their delivery logs).
      const log = match.format === 'tests' || cricketFormat(match.format).overs !== null ? matchLogOf(json, match.hostCountry) : null;
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
    `  matches:        ${s.matches}${Object.keys(s.byFormat).length ? ` (${CRICKET_FORMATS.filter((f) => s.byFormat[f.key]).map((f) => `${f.label} ${s.byFormat[f.key]}`).join(', ')})` : ''}`,
    `  innings:        ${s.innings} (batted)`,
    `  players:        ${s.players} (in the database)`,
    `  ignored files:  ${s.ignored.length} (no format the explorer covers)`,
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
