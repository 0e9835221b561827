/**
 * The share-card render worker thread (api/cards/card-render-pool.ts): draws one card tree at a time with satori and
 * resvg and sends the PNG's bytes back (transferred, not copied). It reads no database: the card's figures come
 * with the tree.
 *
 * Memory: resvg keeps each card's pixmap (1200 x 630 RGBA, 3 MB) and render tree in native memory until
 * the garbage collector finalises the JavaScript objects holding them, and this thread's JavaScript heap is too small
 * for the collector to run on its own: 80 cards held about 260 MB. So the thread collects after each card (a few
 * milliseconds on its small heap, off the request thread), once the answer has been sent.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort } from 'node:worker_threads';
import { serveRequests } from '../lib/thread-worker';
import { renderCard } from './card-render';
import type { CardRenderRequest } from './card-render-pool';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

serveRequests<CardRenderRequest>(
  parentPort!,
  async (msg) => {
    const png = await renderCard(msg.tree);
    // After the answer is posted: collect, so the card's native pixmap is freed now rather than never.
    setImmediate(collect);
    // A copy of exactly the PNG's bytes, so the whole buffer can be transferred.
    return png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength);
  },
  (value) => [value as ArrayBuffer],
);
