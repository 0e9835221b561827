// Production install check: the built server must run with production dependencies only.
// Copies the built tree (dist/, dist-ssr/, dist-server/, package.json, the lockfile) and the packages of
// node_modules the lockfile does not mark as dev-only into a temporary folder, lets npm remove every dev dependency
// that is still there (`npm prune --omit=dev`: the same lockfile flags decide), starts dist-server/server.js
// with a tiny Cricsheet zip as its startup import (the import's zip reader, yauzl), and requests /api/health,
// a page and the imported players. Exit 0 when all answer, 1 otherwise. Run after `npm run build`.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';

const BUILT = ['dist', 'dist-ssr', 'dist-server'];
const FIXTURES = 'tests/fixtures/cricsheet';

function fail(message) {
  console.error(`Production install check FAILED: ${message}`);
  process.exitCode = 1;
}

/** A zip holding `files` ({ name, data }) stored without compression: enough for the import's reader. */
function storedZip(files) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data } of files) {
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((s, b) => s + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

async function waitFor(url, child, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

const missing = BUILT.filter((d) => !existsSync(d));
if (missing.length) {
  fail(`no build (${missing.join(', ')} missing): run npm run build first`);
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), 'production-install-'));
let server = null;
let log = '';
try {
  for (const f of [...BUILT, 'package.json', 'package-lock.json']) cpSync(f, join(dir, f), { recursive: true });
  // A real copy (not links): pruning must never touch the shared install. Only the packages the lockfile does not
  // mark "dev" (what `npm ci --omit=dev` would install): copying all of node_modules (about 500 MB) and pruning it
  // cost more CPU and disk time than the rest of the check. npm prune still runs on the copy and removes any dev
  // package left in it.
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
  const modules = realpathSync('node_modules');
  let copied = 0;
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    if (!path.startsWith('node_modules/') || entry.dev || entry.link) continue;
    const from = join(modules, path.slice('node_modules/'.length));
    // A package for another platform (an optional dependency) is not installed here.
    if (!existsSync(from)) continue;
    cpSync(from, join(dir, path), { recursive: true, verbatimSymlinks: true });
    copied++;
  }
  if (copied === 0) throw new Error('no production package copied: is package-lock.json in step with node_modules?');
  const prune = spawnSync('npm', ['prune', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: dir, encoding: 'utf8' });
  if (prune.status !== 0) throw new Error(`npm prune --omit=dev failed:\n${prune.stderr}`);
  // Dev dependencies that a production package also needs (a peer, say) stay; the test tools must be gone.
  for (const dev of ['vitest', '@playwright/test', 'typescript', 'eslint']) {
    if (existsSync(join(dir, 'node_modules', dev))) throw new Error(`dev dependency ${dev} is still installed after pruning`);
  }

  const matches = readdirSync(FIXTURES).filter((f) => f.endsWith('.json')).slice(0, 3);
  writeFileSync(join(dir, 'matches.zip'), storedZip(matches.map((name) => ({ name, data: readFileSync(join(FIXTURES, name)) }))));

  const port = await freePort();
  server = spawn(process.execPath, ['dist-server/server.js'], {
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      DATABASE_PATH: join(dir, 'site.db'),
      ADMIN_PASSWORD: 'production-install-check',
      CRICSHEET_SOURCE: join(dir, 'matches.zip'),
      CRICSHEET_AUTO_IMPORT: '0',
      LOG_REQUESTS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (b) => (log += b));
  server.stderr.on('data', (b) => (log += b));

  const base = `http://127.0.0.1:${port}`;
  const health = await (await waitFor(`${base}/api/health`, server, 60_000)).json();
  console.log(`/api/health: ${JSON.stringify(health)}`);
  const page = await fetch(`${base}/cricket`);
  const html = await page.text();
  if (page.status !== 200 || !html.includes('<div id="root"')) throw new Error(`GET /cricket answered ${page.status}`);
  console.log(`/cricket: ${page.status}, ${html.length} bytes of HTML`);
  const players = await fetch(`${base}/api/cricket/players`);
  const body = await players.json();
  const count = Array.isArray(body?.data) ? body.data.length : 0;
  if (players.status !== 200 || count === 0) throw new Error(`the zip import loaded no players (GET /api/cricket/players: ${players.status}, ${count} players)`);
  console.log(`/api/cricket/players: ${count} players imported from a ${matches.length}-match zip at startup`);
  console.log('Production install check passed: the built server runs with production dependencies only.');
} catch (e) {
  fail(e.message);
  if (log) console.error(`--- server output ---\n${log.trim().split('\n').slice(-20).join('\n')}`);
} finally {
  if (server && server.exitCode === null) server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
  rmSync(dir, { recursive: true, force: true });
}
