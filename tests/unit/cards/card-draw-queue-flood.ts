/**
 * The flood of card-draw-queue.test.ts, run on a worker thread of its own: a full collection after each card costs
 * in proportion to the heap it walks, and the test runner's heap (every test file's modules, isolate: false) made
 * each one about half a second; a fresh thread's heap makes it a few milliseconds. Posts what the test asserts.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import { oneAtATime } from '../../../api/cards/card-draw-queue';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
const { cards, withTurn } = workerData as { cards: number; withTurn: boolean };

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
// withTurn false: the same draws back to back with a collection but without the queue's turn of the event loop,
// which is what the queue's turn is for (its finalisers then never run before the next card).
let take: (k: number) => Promise<number>;
if (withTurn) take = oneAtATime(draw, collect);
else {
  let queue: Promise<unknown> = Promise.resolve();
  take = (k) => {
    const drawn = queue.then(async () => {
      const result = await draw(k);
      collect();
      return result;
    });
    queue = drawn;
    return drawn;
  };
}
const answers = await Promise.all(Array.from({ length: cards }, (_, k) => take(k)));
parentPort!.postMessage({ answers, most: running.most, unfinalisedAtStart });
