/** The response encodings the answer cache prepares, best first. */
export type PreparedEncoding = 'br' | 'gzip' | 'identity';

/**
 * Pick the encoding for a request's Accept-Encoding: the accepted one of brotli and gzip with
 * the higher q (brotli on a tie), else identity.
 * `*` accepts both; `identity;q=0` is ignored (identity is always available as the last resort, RFC 9110 12.5.3).
 */
export function pickEncoding(acceptEncoding: string | undefined): PreparedEncoding {
  if (!acceptEncoding) return 'identity';
  let br: number | undefined;
  let gzip: number | undefined;
  let star: number | undefined;
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    let q = 1;
    for (const p of params) {
      const [k, v] = p.split('=');
      if (k.trim().toLowerCase() === 'q') {
        const n = Number(v);
        q = Number.isFinite(n) ? n : 0;
      }
    }
    if (name === 'br') br = q;
    else if (name === 'gzip' || name === 'x-gzip') gzip = q;
    else if (name === '*') star = q;
  }
  const qBr = br ?? star ?? 0;
  const qGzip = gzip ?? star ?? 0;
  if (qBr <= 0 && qGzip <= 0) return 'identity';
  return qBr >= qGzip ? 'br' : 'gzip';
}
