// Writes brotli (.br) and gzip (.gz) copies beside every text file of the built site (dist/ by default), so the
// server sends them as they are (serveStatic's `precompressed` option) instead of compressing per request.
// Runs at the end of `npm run build`; run it again after anything else writes HTML into dist/.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { patchedRedocBundle, REDOC_BUILT_PATH } from '../api/routes/redoc-patch.mjs';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

const root = process.argv[2] || 'dist';
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map|ico|wasm)$/i;
/**
 * Below this only scripts and styles get copies: every asset a page loads goes out compressed, even a
 * chunk of a few hundred bytes; other tiny files gain nothing worth a second file.
 */
const MIN_BYTES = 512;
const ALWAYS = /\.(?:js|mjs|css)$/i;

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

// The API reference's Redoc bundle (1.1 MB), as the server serves it: written here so it is compressed once, at
// build time, like the site's own assets.
const redocFile = join(root, REDOC_BUILT_PATH);
mkdirSync(dirname(redocFile), { recursive: true });
writeFileSync(redocFile, patchedRedocBundle());

let files = 0;
let rawBytes = 0;
let brBytes = 0;
let gzBytes = 0;
for (const path of walk(root)) {
  if (/\.(?:br|gz)$/.test(path)) {
    // A copy whose original is gone (or changed since) is stale: drop it; fresh copies are written below.
    const original = path.replace(/\.(?:br|gz)$/, '');
    let stale = true;
    try {
      stale = statSync(original).mtimeMs > statSync(path).mtimeMs;
    } catch {
      stale = true;
    }
    if (stale) rmSync(path, { force: true });
    continue;
  }
  if (!TEXT.test(path)) continue;
  const data = readFileSync(path);
  if (data.byteLength < MIN_BYTES && !ALWAYS.test(path)) continue;
  const br = brotliCompressSync(data, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
    },
  });
  const gz = gzipSync(data, { level: zlib.Z_BEST_COMPRESSION });
  // Only keep a copy that is actually smaller than the original.
  if (br.byteLength < data.byteLength) writeFileSync(`${path}.br`, br);
  if (gz.byteLength < data.byteLength) writeFileSync(`${path}.gz`, gz);
  files += 1;
  rawBytes += data.byteLength;
  brBytes += Math.min(br.byteLength, data.byteLength);
  gzBytes += Math.min(gz.byteLength, data.byteLength);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `Precompressed ${files} files in ${relative(process.cwd(), root) || '.'}: ${kb(rawBytes)} -> brotli ${kb(brBytes)}, gzip ${kb(gzBytes)}`,
);
