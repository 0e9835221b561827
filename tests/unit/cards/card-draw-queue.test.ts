/**
 * The share-card thread's queue (api/cards/card-draw-queue.ts): under a flood, each card's native memory is
 * finalised before the next card starts. A FinalizationRegistry stands in for resvg's native finaliser: both run
 * after the collection, on a later turn of the event loop. The flood runs on a thread of its own
 * (card-draw-queue-flood.ts), where a full collection walks a small heap.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { oneAtATime } from '../../../api/cards/card-draw-queue';

interface Flood {
  answers: number[];
  most: number;
  unfinalisedAtStart: number[];
}

/** `cards` cards asked at once on a fresh thread (the TypeScript loaded through tsx, as api/lib/thread-worker.ts does). */
function flood(cards: number, withTurn: boolean): Promise<Flood> {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const entry = new URL('./card-draw-queue-flood.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); });`;
  const worker = new Worker(boot, { eval: true, workerData: { cards, withTurn } });
  return new Promise((resolve, reject) => {
    worker.once('message', (m: Flood) => {
      resolve(m);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

describe('the card thread draws one card at a time', () => {
  it('40 cards asked at once: the cards drawn but not yet finalised stay a handful, never growing with the flood', async () => {
    const { answers, most, unfinalisedAtStart } = await flood(40, true);
    expect(answers).toEqual(Array(40).fill(3 * 1024 * 1024));
    expect(most).toBe(1);
    // Each card starts with nearly every card before it finalised. V8 runs finalisers on a task of its own, so on a
    // busy machine one may come a turn or two late: a few may wait, never a number that grows with the flood.
    expect(Math.max(...unfinalisedAtStart)).toBeLessThanOrEqual(8);
  });

  it('without the turn of the event loop after each collection, every card before the last waits', async () => {
    const { most, unfinalisedAtStart } = await flood(40, false);
    expect(most).toBe(1);
    // What the bound above rules out: drawn back to back, no finaliser runs until the flood is over.
    expect(Math.max(...unfinalisedAtStart)).toBe(39);
  });

  it('a card that fails does not stop the queue', async () => {
    const take = oneAtATime(async (k: number) => {
      if (k === 1) throw new Error('bad tree');
      return k;
    }, () => {});
    const out = await Promise.allSettled([0, 1, 2].map(take));
    expect(out.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
