import { createServer } from 'node:net';

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
