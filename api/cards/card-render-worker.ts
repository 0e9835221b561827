/**
 * The share-card render worker thread (api/cards/card-render-pool.ts): draws one card tree at a time with satori and
 * resvg and sends the PNG's bytes back (transferred, not copied). It reads no database: the card's figures come
 * with the tree.
 */
import { parentPort } from 'node:worker_threads';
import { serveRequests } from '../lib/thread-worker';
import { renderCard } from './card-render';
import type { CardRenderRequest } from './card-render-pool';

serveRequests<CardRenderRequest>(
  parentPort!,
  async (msg) => {
    const png = await renderCard(msg.tree);
    // A copy of exactly the PNG's bytes, so the whole buffer can be transferred.
    return png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength);
  },
  (value) => [value as ArrayBuffer],
);
