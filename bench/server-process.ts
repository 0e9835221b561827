import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { processAlive } from '../api/lib/process-alive';
import { bundleServer } from '../scripts/server-bundle.mjs';

/**
 * Real server processes on a database file, for benches and tests that need more than app.request()
 * (tests/unit/admin/kill-during-writes.test.ts, tests/unit/reliability/two-processes.test.ts). They run the server
 * as `npm run build` bundles it, from a bundle made once per process: through tsx, every start (and each of its two
 * worker threads) compiled the TypeScript again, about 2 s more CPU a start.
 */
export const CSRF = 'd'.repeat(43);

let bundle: Promise<string> | null = null;

/**
 * api/server.ts bundled into .cache/server-bundle-<pid>/ (under the checkout, so packages resolve from node_modules).
 * Removed when this process exits normally; a test runner may kill its worker instead, so the bundles of processes
 * no longer running are removed here first.
 */
function serverBundle(): Promise<string> {
  bundle ??= (async () => {
    mkdirSync('.cache', { recursive: true });
    for (const name of readdirSync('.cache')) {
      const pid = Number(/^server-bundle-(\d+)$/.exec(name)?.[1]);
      if (pid && !processAlive(pid)) rmSync(join('.cache', name), { recursive: true, force: true });
    }
    const dir = join('.cache', `server-bundle-${process.pid}`);
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    await bundleServer(dir);
    return join(dir, 'server.js');
  })();
  return bundle;
}

/**
 * Start the server (api/server.ts, bundled) on `port` with the database at `dbPath` (no static files, no request log, no Cricsheet
 * download) and resolve once it listens. `children` collects it for the test's clean-up.
 */
export async function startServer(opts: {
  port: number;
  dbPath: string;
  dir: string;
  password: string;
  children: ChildProcess[];
  /** Run the server through another program (Litestream's `replicate -exec`): the program and its arguments. */
  launch?: (server: string[]) => [string, string[]];
  env?: Record<string, string>;
  /** Node options before the entry (e.g. --cpu-prof). */
  nodeArgs?: string[];
}): Promise<ChildProcess> {
  const server = [process.execPath, ...(opts.nodeArgs ?? []), await serverBundle()];
  const [program, args] = opts.launch?.(server) ?? [server[0], server.slice(1)];
  const child = spawn(program, args, {
    env: {
      ...process.env,
      ...opts.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: `http://127.0.0.1:${opts.port}`,
      DATABASE_PATH: opts.dbPath,
      ADMIN_PASSWORD: opts.password,
      STATIC_ROOT: join(opts.dir, 'no-static'),
      LOG_REQUESTS: '0',
      CRICSHEET_AUTO_IMPORT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  opts.children.push(child);
  let log = '';
  await new Promise<void>((resolve, reject) => {
    // Under CI the build, lint and typecheck share the two cores, so allow 90 s.
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${log}`)), 90_000);
    const onData = (d: Buffer) => {
      log += d.toString();
      if (log.includes('Site running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${log}`)));
  });
  return child;
}

/** A same-origin POST with the anti-forgery cookie and header (and the admin's token when given). */
export function post(port: number, path: string, body: unknown, token?: string, contentType = 'application/json') {
  return fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': contentType,
      Cookie: `csrf=${CSRF}`,
      'X-CSRF-Token': CSRF,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Sign in with the admin password; the bearer token. */
export async function signIn(port: number, password: string): Promise<string> {
  const res = await post(port, '/api/auth/token', { password });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}
