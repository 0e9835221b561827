import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/**
 * Real server processes (api/server.ts through tsx) on a database file, for benches and tests that need more than
 * app.request() (tests/unit/admin/kill-during-writes.test.ts, tests/unit/reliability/two-processes.test.ts).
 */
export const CSRF = 'd'.repeat(43);

/**
 * Start `api/server.ts` on `port` with the database at `dbPath` (no static files, no request log, no Cricsheet
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
  const server = [process.execPath, ...(opts.nodeArgs ?? []), '--import', 'tsx', 'api/server.ts'];
  const [program, args] = opts.launch?.(server) ?? [server[0], server.slice(1)];
  const child = spawn(program, args, {
    env: {
      ...process.env,
      ...opts.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
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
    // tsx compiles the server on start; under CI the build, lint and typecheck share the two cores, so allow 90 s.
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
