/**
 * The share-card render worker thread (api/cards/card-render-pool.ts): draws one card tree at a time with satori and
 * resvg and sends the PNG's bytes back (transferred, not copied). It reads no database: the card's figures come
 * with the tree.
 *
 * Memory: resvg's native pixmap (3 MB a card) is freed only when the collector finalises the JavaScript object
 * holding it, and this thread's heap is too small for the collector to run on its own; so each card is followed
 * by a collection and a turn of the event loop for the finalisers, before the next card starts (card-draw-queue.ts).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort } from 'node:worker_threads';
import { serveRequests } from '../lib/thread-worker';
import { oneAtATime } from './card-draw-queue';
import { renderCard } from './card-render';
import type { CardRenderRequest } from './card-render-pool';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

serveRequests<CardRenderRequest>(
  parentPort!,
  oneAtATime(async (msg) => {
    const png = await renderCard(msg.tree);
    // A copy of exactly the PNG's bytes, so the whole buffer can be transferred.
    return png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength);
  }, collect),
  (value) => [value as ArrayBuffer],
);
