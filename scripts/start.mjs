// `npm start`: build the site when the build is missing or older than the
// sources, then run the server (which migrates the database and serves the
// prerendered and server-rendered pages).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LitestreamConfigError, litestreamVersion, writeLitestreamConfig } from './litestream-config.mjs';

const SOURCES = ['src', 'common', 'workers', 'api', 'contracts', 'scripts/build-server.mjs', 'scripts/prerender.mjs', 'index.html', 'vite.config.ts', 'package.json', 'public'];
// The client build, the server render entry with its template (prerendering runs last) and the server bundle.
const OUTPUTS = ['dist/index.html', 'dist-ssr/entry-server.js', 'dist-ssr/template.html', 'dist/404.html', 'dist-server/server.js'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = Math.min(...OUTPUTS.map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0)));
const sourcesAt = Math.max(...SOURCES.map(newestMtime));
if (builtAt === 0 || sourcesAt > builtAt) {
  console.log('Building the site (first start or sources changed)...');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// With LITESTREAM_REPLICA_URL set, Litestream runs the server and ships every committed write to the replica
// (docs/scaling.md, "Backups and replicas"); it stops when the server stops.
let replication;
try {
  replication = writeLitestreamConfig();
} catch (e) {
  console.error(e instanceof LitestreamConfigError ? e.message : e);
  process.exit(2);
}
if (replication && !litestreamVersion(replication.bin)) {
  console.error(`LITESTREAM_REPLICA_URL is set but ${replication.bin} is not installed (docs/scaling.md says how to install Litestream).`);
  process.exit(2);
}
// The production server needs its public address (PUBLIC_ORIGIN); on a fresh clone it is this machine.
if (!process.env.PUBLIC_ORIGIN?.trim()) {
  process.env.PUBLIC_ORIGIN = `http://localhost:${process.env.PORT || 3000}`;
  console.log(`PUBLIC_ORIGIN is not set: using ${process.env.PUBLIC_ORIGIN} (set PUBLIC_ORIGIN to the address visitors use).`);
}
const server = [process.execPath, 'dist-server/server.js'];
const child = replication
  ? spawn(replication.bin, ['replicate', '-config', replication.configPath, '-exec', server.map((a) => JSON.stringify(a)).join(' ')], { stdio: 'inherit' })
  : spawn(server[0], server.slice(1), { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
