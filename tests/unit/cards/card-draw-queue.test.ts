/**
 * The share-card thread's queue (api/cards/card-draw-queue.ts): under a flood, each card's native memory is
 * finalised before the next card starts. A FinalizationRegistry stands in for resvg's native finaliser: both run
 * after the collection, on a later turn of the event loop.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { oneAtATime } from '../../../api/cards/card-draw-queue';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

describe('the card thread draws one card at a time', () => {
  it('40 cards asked at once: the cards drawn but not yet finalised stay a handful, never growing with the flood', async () => {
    const finalised = new Set<number>();
    const registry = new FinalizationRegistry<number>((k) => finalised.add(k));
    const unfinalisedAtStart: number[] = [];
    const running = { now: 0, most: 0 };
    const draw = async (k: number) => {
      unfinalisedAtStart.push(k - finalised.size);
      running.most = Math.max(running.most, ++running.now);
      const pixmap = new Uint8Array(3 * 1024 * 1024); // a card's pixmap, held by a dead object once drawn
      registry.register(pixmap, k);
      await Promise.resolve();
      running.now--;
      return pixmap.length;
    };
    const take = oneAtATime(draw, collect);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, k) => take(k)));
    expect(answers).toEqual(Array(40).fill(3 * 1024 * 1024));
    expect(running.most).toBe(1);
    // Each card starts with nearly every card before it finalised. V8 runs finalisers on a task of its own, so on a
    // busy machine one may come a turn or two late: a few may wait, never a number that grows with the flood (drawn
    // back to back without the turn, all 39 cards before the last waited).
    expect(Math.max(...unfinalisedAtStart)).toBeLessThanOrEqual(8);
  });

  it('a card that fails does not stop the queue', async () => {
    const take = oneAtATime(async (k: number) => {
      if (k === 1) throw new Error('bad tree');
      return k;
    }, collect);
    const out = await Promise.allSettled([0, 1, 2].map(take));
    expect(out.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
