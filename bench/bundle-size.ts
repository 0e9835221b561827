/**
 * `npx tsx bench/bundle-size.ts [route-chunk ...]`: JavaScript a page needs before it can render, gzip-compressed
 * (level 9, as scripts/precompress.mjs writes it) and brotli, from the built dist/. Follows index.html's entry script
 * and module preloads, plus the lazily loaded page chunk(s) named on the command line (default: `home-page`, the
 * chunk of `/`), through their static imports. Target: the initial JS for `/` stays <= 100 KB gzip.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

const DIST = 'dist';
const assets = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const roots = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
const pageChunks = (process.argv.slice(2).length ? process.argv.slice(2) : ['home-page']).map((name) => {
  const file = assets.find((f) => f.startsWith(`${name}-`) && /^[A-Za-z0-9_-]{8}\.js$/.test(f.slice(name.length + 1)));
  if (!file) throw new Error(`No chunk named ${name} in dist/assets`);
  return file;
});

const seen = new Set<string>();
function visit(file: string) {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(join(DIST, 'assets', file), 'utf8');
  // Static imports only: `import"./x.js"`, `from"./x.js"` (minified output); dynamic import() waits for later.
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g)) visit(m[1]);
}
for (const f of [...roots, ...pageChunks]) visit(f);

let raw = 0;
let gz = 0;
let br = 0;
const rows: string[] = [];
for (const f of [...seen].sort()) {
  const data = readFileSync(join(DIST, 'assets', f));
  const g = gzipSync(data, { level: 9 }).byteLength;
  const b = brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;
  raw += data.byteLength;
  gz += g;
  br += b;
  rows.push(`  ${f.padEnd(44)} ${(data.byteLength / 1024).toFixed(1).padStart(7)} KB  gzip ${(g / 1024).toFixed(1).padStart(6)} KB  br ${(b / 1024).toFixed(1).padStart(6)} KB`);
}
console.log(`Initial JS for ${pageChunks.join(' + ')} (${seen.size} files):`);
console.log(rows.join('\n'));
console.log(`  total ${(raw / 1024).toFixed(1)} KB, gzip ${(gz / 1024).toFixed(1)} KB, brotli ${(br / 1024).toFixed(1)} KB (target for /: <= 100 KB gzip)`);
