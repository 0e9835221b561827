/**
 * Read answers prepared once per data version.
 *
 * Every public read answer is a function of (its domain's data, the request's path and normalised query). So an
 * answer is built, serialized and compressed (gzip, brotli, lazily per encoding) once per data version and kept
 * in a bounded LRU per database; the next request for the same key at the same version costs a map lookup and a
 * socket write. The ETag derives from the version and the key, not from the body, so a matching If-None-Match is
 * answered 304 after one primary-key lookup (`dataVersion`) and no list query at all. Any write raises the
 * version in the writing transaction (migration 5), so the very next read builds a fresh answer: never stale.
 *
 * Answers leave with their own Content-Encoding, so the app-wide compression middleware lets them pass untouched.
 *
 * The ETag also carries a token drawn per database handle (in practice per server process): a recreated
 * database restarts its version counters, and a new deploy may change an answer's shape, so tags from a previous
 * process never match.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type { Db } from '../db/database';
import { compressSync, negotiateEncoding } from '../http/compression';
import { dataVersion, type DataDomain } from './data-version';

/** The bodies an answer may be sent in. */
type PreparedEncoding = 'br' | 'gzip' | 'identity';

/** Bodies smaller than this are sent as they are: compressing them saves nothing worth a header. */
export const COMPRESS_MIN_BYTES = 1024;

export interface AnswerCacheLimits {
  /** Most answers kept (each key is one path + normalised query). */
  maxEntries: number;
  /** Most bytes kept over every entry's bodies (identity + compressed). */
  maxBytes: number;
}

export const DEFAULT_LIMITS: AnswerCacheLimits = { maxEntries: 1000, maxBytes: 96 * 1024 * 1024 };

/**
 * The caches an answer may be kept in, each bounded on its own: share cards (PNG, 30-100 KB each, one
 * per subject) and filtered answers (records: one entry per filter combination) have their own, so neither a
 * flood of cards nor of query strings can push the API's other answers out.
 */
export type AnswerStore = 'answers' | 'cards' | 'filtered';
export const STORE_LIMITS: Record<AnswerStore, AnswerCacheLimits> = {
  answers: DEFAULT_LIMITS,
  cards: { maxEntries: 400, maxBytes: 32 * 1024 * 1024 },
  filtered: { maxEntries: 200, maxBytes: 16 * 1024 * 1024 },
};

interface Entry {
  key: string;
  version: number;
  cacheControl: string;
  bodies: Partial<Record<PreparedEncoding, Buffer>>;
  bytes: number;
}

export interface AnswerCacheStats {
  entries: number;
  bytes: number;
  builds: number;
  hits: number;
  notModified: number;
}

class AnswerCache {
  readonly token = randomBytes(6).toString('base64url');
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  readonly counters = { builds: 0, hits: 0, notModified: 0 };
  /** Asynchronous builds under way, by key and version: requests for the same answer meanwhile share the one build. */
  readonly inflight = new Map<string, Promise<Entry>>();

  constructor(public limits: AnswerCacheLimits) {}

  get(key: string, version: number): Entry | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    this.entries.delete(key);
    if (e.version !== version) {
      this.bytes -= e.bytes;
      return undefined;
    }
    this.entries.set(key, e); // most recently used last
    return e;
  }

  set(key: string, e: Entry) {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.bytes;
    }
    this.entries.set(key, e);
    this.bytes += e.bytes;
    this.evict();
  }

  addBody(e: Entry, encoding: PreparedEncoding, body: Buffer) {
    e.bodies[encoding] = body;
    e.bytes += body.byteLength;
    // Count it only while the entry is still held (it may have been evicted before this request ends).
    if (this.entries.get(e.key) === e) {
      this.bytes += body.byteLength;
      this.evict();
    }
  }

  private evict() {
    for (const [k, v] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= v.bytes;
    }
  }

  stats(): AnswerCacheStats {
    return { entries: this.entries.size, bytes: this.bytes, ...this.counters };
  }
}

const caches = new WeakMap<Db, Record<AnswerStore, AnswerCache>>();
function cacheFor(db: Db, store: AnswerStore = 'answers'): AnswerCache {
  let c = caches.get(db);
  if (!c) {
    c = {
      answers: new AnswerCache({ ...STORE_LIMITS.answers }),
      cards: new AnswerCache({ ...STORE_LIMITS.cards }),
      filtered: new AnswerCache({ ...STORE_LIMITS.filtered }),
    };
    caches.set(db, c);
  }
  return c[store];
}

/** Change a database's cache bounds (tests; a server could size it from the environment). */
export function setAnswerCacheLimits(db: Db, limits: Partial<AnswerCacheLimits>, store: AnswerStore = 'answers') {
  const c = cacheFor(db, store);
  c.limits = { ...c.limits, ...limits };
}

export function answerCacheStats(db: Db, store: AnswerStore = 'answers'): AnswerCacheStats {
  return cacheFor(db, store).stats();
}

export interface VersionedAnswerOptions {
  domain: DataDomain;
  /** The answer's identity within its domain: the path and the normalised query that shaped it. */
  key: string;
  /**
   * Builds the whole JSON payload (e.g. `{ data }`); runs once per key and data version. May throw ApiError. With
   * `contentType`, it returns the body itself (text or bytes) instead.
   */
  build: () => unknown;
  /** The body's media type when it is not JSON (e.g. `text/calendar; charset=utf-8`, `image/png`). */
  contentType?: string;
  /** false: never compress (bodies already compressed, such as PNG). Default true. */
  compress?: boolean;
  /** Browser max-age in seconds, or a function of the payload (e.g. 0 while a list is still empty). */
  maxAge: number | ((payload: unknown) => number);
  /** The bounded cache the answer is kept in (default: the API answers'). */
  store?: AnswerStore;
}

const cacheControl = (maxAge: number) => `public, max-age=${maxAge}, must-revalidate`;

function etagFor(token: string, domain: DataDomain, version: number, key: string): string {
  const k = createHash('sha1').update(key).digest('base64url').slice(0, 16);
  return `W/"${domain}-${version}-${token}-${k}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  // `*` is answered by versionedAnswer once the answer is built, so only an existing resource gets 304.
  if (!ifNoneMatch) return false;
  // Weak comparison (RFC 9110 13.1.2): W/ prefixes do not matter.
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === opaque);
}

const encode = (identity: Buffer, encoding: PreparedEncoding): Buffer => (encoding === 'identity' ? identity : compressSync(identity, encoding));

/**
 * Answer a GET with the prepared answer for (domain version, key): 304 on a matching If-None-Match, else the
 * body in the best encoding the client accepts, with `Content-Encoding`, `Vary: Accept-Encoding`, the ETag and
 * Cache-Control. Errors thrown by `build` (400/404) are not cached.
 */
export function versionedAnswer(c: Context, opts: VersionedAnswerOptions): Response | Promise<Response> {
  const db = c.get('db') as Db;
  const cache = cacheFor(db, opts.store);
  const version = dataVersion(db, opts.domain);
  const etag = etagFor(cache.token, opts.domain, version, opts.key);
  const entry = cache.get(opts.key, version);

  const ifNoneMatch = c.req.header('if-none-match');
  // `*` matches any current representation, so it is answered below, once `build` has shown the resource exists.
  if (matches(ifNoneMatch, etag)) {
    cache.counters.notModified++;
    // Without the entry (evicted) the max-age is unknown: 0 is always safe (the client revalidates).
    return c.body(null, 304, {
      ETag: etag,
      'Cache-Control': entry?.cacheControl ?? cacheControl(0),
      Vary: 'Accept-Encoding',
    });
  }

  if (entry) return send(c, cache, entry, etag, opts);
  const version0 = version;
  const flightKey = `${version}|${opts.key}`;
  const flying = cache.inflight.get(flightKey);
  if (flying) return flying.then((e) => send(c, cache, e, etag, opts));
  const prepare = (payload: unknown): Entry => {
    const identity = opts.contentType
      ? typeof payload === 'string'
        ? Buffer.from(payload)
        : Buffer.from(payload as Uint8Array)
      : Buffer.from(JSON.stringify(payload));
    const maxAge = typeof opts.maxAge === 'function' ? opts.maxAge(payload) : opts.maxAge;
    const e: Entry = { key: opts.key, version: version0, cacheControl: cacheControl(maxAge), bodies: { identity }, bytes: identity.byteLength };
    cache.counters.builds++;
    cache.set(opts.key, e);
    return e;
  };
  const payload = opts.build();
  if (!(payload instanceof Promise)) return send(c, cache, prepare(payload), etag, opts, false);
  // An asynchronous build (a share card's rendering) answers once it is done; requests for the same answer
  // meanwhile wait for it rather than starting another.
  const built = payload.then(prepare).finally(() => cache.inflight.delete(flightKey));
  cache.inflight.set(flightKey, built);
  return built.then((e) => send(c, cache, e, etag, opts, false));
}

/** Sends a prepared entry: 304 for If-None-Match `*`, else the body in the best encoding the client accepts. */
function send(c: Context, cache: AnswerCache, entry: Entry, etag: string, opts: VersionedAnswerOptions, hit = true): Response {
  if (hit) cache.counters.hits++;
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch?.trim() === '*') {
    cache.counters.notModified++;
    return c.body(null, 304, { ETag: etag, 'Cache-Control': entry.cacheControl, Vary: 'Accept-Encoding' });
  }

  const identity = entry.bodies.identity!;
  let encoding: PreparedEncoding =
    opts.compress !== false && identity.byteLength >= COMPRESS_MIN_BYTES ? (negotiateEncoding(c.req.header('accept-encoding')) ?? 'identity') : 'identity';
  let body = entry.bodies[encoding];
  if (!body) {
    body = encode(identity, encoding);
    cache.addBody(entry, encoding, body);
  }
  if (body.byteLength >= identity.byteLength) {
    body = identity;
    encoding = 'identity';
  }

  const headers: Record<string, string> = {
    'Content-Type': opts.contentType ?? 'application/json; charset=UTF-8',
    ETag: etag,
    'Cache-Control': entry.cacheControl,
    Vary: 'Accept-Encoding',
    // Declared, so the generic compression middleware (api/http/compression.ts) passes small bodies straight by.
    'Content-Length': String(body.byteLength),
  };
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), 200, headers);
}

/**
 * A prepared JSON answer typed with its payload, so a handler registered from a contract (api/lib/endpoint-router.ts)
 * is checked against its declared answer: 200 with the JSON of `T`, or 304.
 */
export type VersionedResponse<T> = Response & (TypedResponse<JSONParsed<T>, 200, 'json'> | TypedResponse<unknown, 304, string>);

/** `versionedAnswer` for a JSON payload built synchronously, typed with the payload. */
export function versionedJson<T>(
  c: Context,
  opts: Omit<VersionedAnswerOptions, 'build' | 'maxAge' | 'contentType'> & { build: () => T; maxAge: number | ((payload: T) => number) },
): VersionedResponse<T> {
  // A synchronous JSON build answers synchronously; the bytes sent are JSON.stringify(payload).
  return versionedAnswer(c, opts as VersionedAnswerOptions) as unknown as VersionedResponse<T>;
}
