import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants as zlib } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** Text types worth compressing: HTML, JSON, XML (sitemap), plain text, CSS, JS, SVG. */
const COMPRESSIBLE = /^\s*(?:text\/|application\/(?:json|[^;\s]*\+json|xml|[^;\s]*\+xml|javascript|manifest\+json)|image\/svg\+xml)/i;

export function isCompressibleType(contentType: string | null | undefined): boolean {
  return !!contentType && COMPRESSIBLE.test(contentType);
}

/**
 * The encoding to use for an Accept-Encoding header: brotli when accepted, else gzip, else none.
 * Honours q-values (`br;q=0` refuses brotli) and `*`.
 */
export function negotiateEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...params] = part.trim().split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    let weight = 1;
    for (const p of params) {
      const m = p.trim().match(/^q=([0-9.]+)$/i);
      if (m) weight = Number(m[1]);
    }
    q.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => q.get(name) ?? q.get('*') ?? 0;
  if (weightOf('br') > 0) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return null;
}

/** Adds `token` to a comma-separated header value unless it is already there. */
export function appendVary(headers: Headers, token = 'Accept-Encoding') {
  const current = headers.get('Vary');
  if (!current) {
    headers.set('Vary', token);
    return;
  }
  const parts = current.split(',').map((s) => s.trim().toLowerCase());
  if (parts.includes('*') || parts.includes(token.toLowerCase())) return;
  headers.set('Vary', `${current}, ${token}`);
}

/** Brotli quality 5: about gzip -9's speed with clearly better ratios (quality 11 takes seconds on a 4 MB list). */
const brotliParams = (bytes: number) => ({
  params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes },
});

export async function compressBody(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') return brotli(body, brotliParams(body.byteLength));
  return gzipAsync(body, { level: 6 });
}

/** The same, on this thread: for bodies compressed once and kept (cached answers and pages). */
export function compressSync(body: Uint8Array, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, brotliParams(body.byteLength)) : gzipSync(body, { level: 6 });
}

export interface CompressionOptions {
  /** Bodies smaller than this many bytes go out as they are. */
  threshold?: number;
  /**
   * Most bodies compressed at once; a response beyond it goes out uncompressed. Each compression holds its input
   * and zlib's native buffers, so a flood of requests cannot grow memory without bound.
   */
  maxConcurrent?: number;
}

/** Compressions at once per middleware: about two per core of a small server. */
export const DEFAULT_MAX_CONCURRENT_COMPRESSIONS = 4;

/**
 * Compresses HTML, JSON and other text responses of at least `threshold` bytes with brotli when the client
 * accepts it, else gzip. Leaves alone responses that already carry a Content-Encoding (precompressed static
 * files, JSON bodies cached compressed by a route), 304/204/206 answers, HEAD requests and
 * `Cache-Control: no-transform`. Every text response gets `Vary: Accept-Encoding`. A strong ETag becomes weak
 * when the body is compressed, so one tag never names two different byte sequences.
 */
export function compression({ threshold = 1024, maxConcurrent = DEFAULT_MAX_CONCURRENT_COMPRESSIONS }: CompressionOptions = {}): MiddlewareHandler {
  let inFlight = 0;
  return async (c, next) => {
    await next();
    const res = c.res;
    const headers = res.headers;
    if (res.status === 304) {
      appendVary(headers);
      return;
    }
    if (!isCompressibleType(headers.get('Content-Type'))) return;
    appendVary(headers);
    if (headers.has('Content-Encoding')) return;
    if (!res.body || c.req.method === 'HEAD') return;
    if (res.status === 204 || res.status === 206 || res.status < 200) return;
    if (/\bno-transform\b/i.test(headers.get('Cache-Control') ?? '')) return;
    const declared = headers.get('Content-Length');
    if (declared !== null && Number(declared) < threshold) return;
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    // Over the cap the body goes out as it is (still correct, only larger).
    if (inFlight >= maxConcurrent) return;

    inFlight++;
    try {
      await compressResponse(c, res, encoding, threshold);
    } finally {
      inFlight--;
    }
  };
}

async function compressResponse(c: Context, res: Response, encoding: Encoding, threshold: number) {
  const headers = res.headers;
  const raw = new Uint8Array(await res.arrayBuffer());
  const out = new Headers(headers);
  if (raw.byteLength < threshold) {
    out.set('Content-Length', String(raw.byteLength));
    c.res = undefined;
    c.res = new Response(raw, { status: res.status, statusText: res.statusText, headers: out });
    return;
  }
  const compressed = await compressBody(raw, encoding);
  out.set('Content-Encoding', encoding);
  out.set('Content-Length', String(compressed.byteLength));
  const etag = out.get('ETag');
  if (etag && !etag.startsWith('W/')) out.set('ETag', `W/${etag}`);
  out.delete('Accept-Ranges');
  // Assigning c.res merges the old response's headers into the new one; clearing it first keeps ours.
  c.res = undefined;
  c.res = new Response(new Uint8Array(compressed), { status: res.status, statusText: res.statusText, headers: out });
}
