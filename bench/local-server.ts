import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A TCP port on 127.0.0.1 that was free a moment ago (for a benchmark's own server). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/** Resolves once `url` answers 2xx; throws after `ms`. */
export async function waitForHealth(url: string, ms = 120_000, pollMs = 250): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  throw new Error(`Server did not answer at ${url}`);
}

/**
 * Signs the admin in on a benchmark's own server (`base`, e.g. http://127.0.0.1:PORT) and returns the headers an
 * admin write needs: the anti-forgery cookie and header, and the bearer token.
 */
export async function adminHeaders(base: string, password: string): Promise<Record<string, string>> {
  const csrf = 'b'.repeat(43);
  const headers = { Cookie: `csrf=${csrf}`, 'X-CSRF-Token': csrf };
  const login = await fetch(`${base}/api/auth/token`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  if (!login.ok) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return { ...headers, Authorization: `Bearer ${token}` };
}

/**
 * Starts the built server (dist-server/server.js) on a free port with a fresh database in a temporary folder and
 * the cricket data of `cricsheetSource` (default `CRICSHEET_SOURCE`, else the e2e fixture, 3 matches), or with a
 * copy of the ready database `copyDatabase` (the file itself is never written; nothing is imported); `stop` kills
 * it and removes the folder. Does not wait for it: call `waitForHealth(`${base}/api/health`)`.
 */
export async function startBuiltServer(
  name: string,
  { cricsheetSource, copyDatabase }: { cricsheetSource?: string; copyDatabase?: string } = {},
): Promise<{ base: string; server: ChildProcess; stop: () => void }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  if (copyDatabase) copyFileSync(copyDatabase, join(dir, 'site.db'));
  const server = spawn(process.execPath, ['dist-server/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      DATABASE_PATH: join(dir, 'site.db'),
      LOG_REQUESTS: '0',
      CRICSHEET_SOURCE: copyDatabase ? '' : cricsheetSource || process.env.CRICSHEET_SOURCE || 'tests/fixtures/cricsheet',
      CRICSHEET_AUTO_IMPORT: '0',
      ADMIN_PASSWORD: process.env.ADMIN_PASSWORD || `bench-${name}-admin-password`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  return { base: `http://127.0.0.1:${port}`, server, stop };
}
