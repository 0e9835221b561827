// Prints the first of `count` consecutive TCP ports (default 3) that are free on 127.0.0.1 right now, so two test
// suites on one machine never pick the same ports (playwright.config.ts runs it once, in the runner). Tries bases
// from a start derived from the process id, then onwards; each port is checked by listening on it and closing.
import { createServer } from 'node:net';

const count = Number(process.argv[2] ?? 3);
const LOW = 20000;
const SPAN = 40000;

function free(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

export async function freePorts(n, start = LOW + (process.pid * 7) % (SPAN - n)) {
  for (let tried = 0; tried < 200; tried++) {
    const base = LOW + ((start - LOW + tried * (n + 1)) % (SPAN - n));
    let ok = true;
    for (let i = 0; i < n && ok; i++) ok = await free(base + i);
    if (ok) return base;
  }
  throw new Error(`No ${n} consecutive free ports found between ${LOW} and ${LOW + SPAN}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(String(await freePorts(count)));
}
