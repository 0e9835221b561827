import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import type { LastImport } from '../../contracts/cricket-coverage';
import type { Db } from '../db/database';
import { MatchFileError, parseMatch, runBin, type ParsedMatch } from './parse-match';
import { loadRegister, registerBeside, storeRegister, OFFICIAL_REGISTER_BASE } from './register';
import { disambiguatedSlug, slugify } from './slug';
import { storeGaps } from './coverage';
import { fetchSource } from './fetch-source';
import { strikeRate } from '../../common/cricket/exact-round';
import { matchLogOf } from '../../workers/cricket/match-log';
import { packLog } from './match-log-store';

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

const LAST_IMPORT_KEY = 'cricket_last_import';
const STATUS_KEY = 'cricket_import_status';

function setMeta(db: Db, key: string, value: string) {
  db.prepare(
    `INSERT INTO app_meta (key, value) VALUES (?, ?)
     ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  ).run(key, value);
}

function getMeta(db: Db, key: string): string | null {
  const row = db.prepare('SELECT value FROM app_meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value ?? null;
}

/** The import status shown by GET /api/cricket/coverage; every import (CLI or start-up) sets it. */
export function setImportStatus(db: Db, status: string) {
  setMeta(db, STATUS_KEY, status);
}

export function importStatus(db: Db): string | null {
  return getMeta(db, STATUS_KEY);
}

function recordImport(db: Db, s: ImportSummary) {
  const rec: LastImport = {
    source: s.source,
    finished_at: new Date().toISOString(),
    files: s.files,
    matches: s.matches,
    ignored: s.ignored.length,
    skipped: s.skipped.length,
    register_loaded: s.register.loaded,
  };
  setMeta(db, LAST_IMPORT_KEY, JSON.stringify(rec));
  setImportStatus(db, s.matches > 0 ? 'imported' : `no matches found in ${s.source}`);
}

export function lastImport(db: Db): LastImport | null {
  const v = getMeta(db, LAST_IMPORT_KEY);
  return v ? (JSON.parse(v) as LastImport) : null;
}

async function download(url: string, dest: string, timeoutMs: number) {
  const res = await fetchSource(url, timeoutMs);
  await pipeline(Readable.fromWeb(res.body as import('node:stream/web').ReadableStream), createWriteStream(dest));
}

function folderSource(dir: string): Source {
  const names = readdirSync(dir).filter(isMatchFile).sort();
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

const isMatchFile = (name: string) => !name.endsWith('/') && name.toLowerCase().endsWith('.json');

/** Every entry of the zip's central directory (names and offsets only: nothing is inflated). */
function listEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    const cleanup = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    const onEntry = (e: yauzl.Entry) => {
      entries.push(e);
      zip.readEntry();
    };
    const onEnd = () => {
      cleanup();
      resolve(entries);
    };
    const onError = (e: Error) => {
      cleanup();
      reject(e);
    };
    zip.on('entry', onEntry);
    zip.on('end', onEnd);
    zip.on('error', onError);
    zip.readEntry();
  });
}

/**
 * A zip's match files (JSON entries), read one at a time: the archive is never held in memory. The
 * central directory is listed first, so the total counts match files only (not README.txt).
 */
export async function zipSource(path: string): Promise<Source> {
  const zip = await openZip(path);
  let entries: yauzl.Entry[];
  try {
    entries = (await listEntries(zip)).filter((e) => isMatchFile(e.fileName));
  } catch (e) {
    zip.close();
    throw e;
  }
  return {
    total: entries.length,
    close: () => zip.close(),
    files: (async function* () {
      for (const entry of entries) yield { name: entry.fileName, read: () => readEntry(zip, entry) };
    })(),
  };
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
  private readonly insertMatchup;
  private readonly insertTeamInnings;
  private readonly insertBowling;
  private readonly insertFielding;
  private readonly insertFow;
  private readonly insertPartnership;
  private readonly insertPartnershipBatter;
  private readonly insertReview;
  private readonly insertLog;
  private readonly insertOfficial;
  private readonly insertBallAge;
  private readonly quiet;
  private readonly unquiet;

  constructor(private readonly db: Db) {
    this.quiet = db.prepare("INSERT INTO cricket_import_writing (since) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))");
    this.unquiet = db.prepare('DELETE FROM cricket_import_writing');
    this.getPlayer = db.prepare<[string], { name_date: string }>('SELECT name_date FROM cricket_players WHERE player_id = ?');
    this.slugTaken = db.prepare<[string], { player_id: string }>('SELECT player_id FROM cricket_players WHERE url_slug = ?');
    this.insertPlayer = db.prepare('INSERT INTO cricket_players (player_id, name, url_slug, name_date) VALUES (?, ?, ?, ?)');
    this.renamePlayer = db.prepare('UPDATE cricket_players SET name = ?, name_date = ? WHERE player_id = ?');
    this.deleteMatch = db.prepare('DELETE FROM cricket_matches WHERE match_id = ?');
    this.insertMatch = db.prepare(
      `INSERT INTO cricket_matches (match_id, start_date, end_date, team1, team2, venue, ground, host_country, city, outcome, data_version, revision,
         test_number, season, event_name, event_detail, event_match_number, toss_winner, toss_decision, player_of_match, winner, result)
       VALUES (@matchId, @startDate, @endDate, @team1, @team2, @venue, @ground, @hostCountry, @city, @outcome, @dataVersion, @revision,
         @testNumber, @season, @eventName, @eventDetail, @eventMatchNumber, @tossWinner, @tossDecision, @playerOfMatchJson, @winner, @result)`,
    );
    this.insertMatchPlayer = db.prepare('INSERT INTO cricket_match_players (match_id, player_id, team, name) VALUES (?, ?, ?, ?)');
    this.insertInnings = db.prepare(
      `INSERT INTO cricket_innings (match_id, player_id, match_inns, team, opposition, runs, balls_faced, did_bat, is_out,
         is_fifty, is_century, fours, sixes, strike_rate, batting_position, dismissal, match_start_date, match_year, ground, host_country, run_bin,
         balls_r0, balls_r1, balls_r2, balls_r3, balls_r4, balls_r5, balls_r6, balls_r7, ball_50, ball_100,
         dismissal_text, dismissal_bowler_id, dismissal_fielders, fow_wicket)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertMatchup = db.prepare(
      `INSERT INTO cricket_matchups (match_id, match_inns, batter_id, bowler_id, balls, runs, dismissals, dots, fours, sixes)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertTeamInnings = db.prepare(
      `INSERT INTO cricket_team_innings (match_id, match_inns, team, opposition, runs, wickets, balls, declared, forfeited, follow_on,
         byes, legbyes, wides, noballs, penalty, overs_json)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertBowling = db.prepare(
      `INSERT INTO cricket_bowling_innings (match_id, match_inns, player_id, team, opposition, bowling_order, balls, maidens, runs, wickets,
         wides, no_balls, dots, fours, sixes, match_start_date, match_year, ground, host_country)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertFielding = db.prepare(
      `INSERT INTO cricket_fielding_innings (match_id, match_inns, player_id, team, opposition, catches, caught_and_bowled, stumpings, run_outs,
         match_start_date, match_year, ground, host_country)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertFow = db.prepare(
      'INSERT INTO cricket_fall_of_wickets (match_id, match_inns, wicket, runs, balls, over, player_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.insertPartnership = db.prepare(
      'INSERT INTO cricket_partnerships (match_id, match_inns, wicket, runs, balls, unbroken, batters) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.insertPartnershipBatter = db.prepare(
      'INSERT INTO cricket_partnership_batters (match_id, match_inns, wicket, player_id, runs, balls) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.insertLog = db.prepare('INSERT INTO cricket_match_logs (match_id, log) VALUES (?, ?)');
    this.insertReview = db.prepare(
      `INSERT INTO cricket_reviews (match_id, match_inns, seq, over, by_team, batter_id, bowler_id, umpire, decision, review_type, umpires_call)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertOfficial = db.prepare('INSERT INTO cricket_match_officials (match_id, role, seq, name) VALUES (?, ?, ?, ?)');
    this.insertBallAge = db.prepare('INSERT INTO cricket_ball_age (match_id, match_inns, band, balls, runs, wickets) VALUES (?, ?, ?, ?, ?, ?)');
  }

  writeBatch(matches: ParsedMatch[], logs: Map<string, Buffer>) {
    this.db.transaction(() => {
      // Silences the per-row version triggers inside this transaction only; the import raises the version once.
      this.quiet.run();
      for (const m of matches) {
        this.write(m);
        const log = logs.get(m.matchId);
        if (log) this.insertLog.run(m.matchId, log);
      }
      this.unquiet.run();
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
    this.insertMatch.run({
      ...m,
      team1: m.teams[0],
      team2: m.teams[1],
      eventName: m.event?.name ?? null,
      eventDetail: m.event?.detail ?? null,
      eventMatchNumber: m.event?.matchNumber ?? null,
      tossWinner: m.toss?.winner ?? null,
      tossDecision: m.toss?.decision ?? null,
      playerOfMatchJson: JSON.stringify(m.playerOfMatch),
    });
    for (const p of m.players) {
      this.upsertPlayer(p.playerId, p.name, m.startDate);
      this.insertMatchPlayer.run(m.matchId, p.playerId, p.team, p.name);
    }
    const year = Number(m.startDate.slice(0, 4));
    for (const i of m.innings) {
      const r = i.ballsByRuns;
      this.insertInnings.run(
        m.matchId,
        i.playerId,
        i.matchInns,
        i.team,
        i.opposition,
        i.runs,
        i.ballsFaced,
        i.didBat ? 1 : 0,
        i.isOut ? 1 : 0,
        i.didBat && i.runs >= 50 && i.runs < 100 ? 1 : 0,
        i.didBat && i.runs >= 100 ? 1 : 0,
        i.fours,
        i.sixes,
        i.didBat ? strikeRate(i.runs, i.ballsFaced) : null,
        i.battingPosition,
        i.dismissal,
        m.startDate,
        year,
        m.ground,
        m.hostCountry,
        i.didBat ? runBin(i.runs) : null,
        r ? r[0] : null,
        r ? r[1] : null,
        r ? r[2] : null,
        r ? r[3] : null,
        r ? r[4] : null,
        r ? r[5] : null,
        r ? r[6] : null,
        r ? r[7] : null,
        i.ball50,
        i.ball100,
        i.dismissalText,
        i.dismissalBowlerId,
        i.dismissalFielders ? JSON.stringify(i.dismissalFielders) : null,
        i.fowWicket,
      );
      for (const v of i.matchups) {
        this.insertMatchup.run(m.matchId, i.matchInns, i.playerId, v.bowlerId, v.balls, v.runs, v.dismissals, v.dots, v.fours, v.sixes);
      }
    }
    this.writeScorecard(m, year);
  }

  /** The innings ledgers: team innings, bowling, fielding, fall of wickets, partnerships, reviews. */
  private writeScorecard(m: ParsedMatch, year: number) {
    const id = m.matchId;
    const flag = (b: boolean) => (b ? 1 : 0);
    for (const t of m.teamInnings) {
      this.insertTeamInnings.run(id, t.matchInns, t.team, t.opposition, t.runs, t.wickets, t.balls, flag(t.declared), flag(t.forfeited), flag(t.followOn),
        t.byes, t.legbyes, t.wides, t.noballs, t.penalty, JSON.stringify(t.overs));
    }
    for (const b of m.bowling) {
      this.insertBowling.run(id, b.matchInns, b.playerId, b.team, b.opposition, b.bowlingOrder, b.balls, b.maidens, b.runs, b.wickets,
        b.wides, b.noBalls, b.dots, b.fours, b.sixes, m.startDate, year, m.ground, m.hostCountry);
    }
    for (const f of m.fielding) {
      this.insertFielding.run(id, f.matchInns, f.playerId, f.team, f.opposition, f.catches, f.caughtAndBowled, f.stumpings, f.runOuts,
        m.startDate, year, m.ground, m.hostCountry);
    }
    for (const f of m.fallOfWickets) this.insertFow.run(id, f.matchInns, f.wicket, f.runs, f.balls, f.over, f.playerId);
    for (const p of m.partnerships) {
      this.insertPartnership.run(id, p.matchInns, p.wicket, p.runs, p.balls, flag(p.unbroken), JSON.stringify(p.batters.map((b) => b.playerId)));
      for (const b of p.batters) this.insertPartnershipBatter.run(id, p.matchInns, p.wicket, b.playerId, b.runs, b.balls);
    }
    for (const r of m.reviews) {
      this.insertReview.run(id, r.matchInns, r.seq, r.over, r.byTeam, r.batterId, r.bowlerId, r.umpire, r.decision, r.reviewType, flag(r.umpiresCall));
    }
    for (const o of m.officials) this.insertOfficial.run(id, o.role, o.seq, o.name);
    for (const b of m.ballAge) this.insertBallAge.run(id, b.matchInns, b.band, b.balls, b.runs, b.wickets);
  }
}

export function cricketMatchCount(db: Db): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM cricket_matches').get() as { n: number }).n;
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
