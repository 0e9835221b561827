import { createServer, type Server } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { freePorts } from '../../../scripts/free-ports.mjs';

const held: Server[] = [];
const hold = (port: number) =>
  new Promise<void>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen({ port, host: '127.0.0.1' }, () => {
      held.push(s);
      resolve();
    });
  });
afterAll(() => Promise.all(held.map((s) => new Promise((r) => s.close(r)))));

describe('E2E ports (scripts/free-ports.mjs)', () => {
  it('skips a range in which any port is taken, and gives three ports that can all be listened on', async () => {
    const start = 20000 + Math.floor(Math.random() * 30000);
    const first = (await freePorts(3, start)) as number;
    await hold(first + 1); // another suite took the middle port of the first free range
    const base = (await freePorts(3, first)) as number;
    expect([base, base + 1, base + 2]).not.toContain(first + 1);
    for (const p of [base, base + 1, base + 2]) await hold(p);
  });
});
