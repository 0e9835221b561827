/**
 * Share cards drawn off the request thread: a card costs 60-130 ms of CPU (satori lays it
 * out, resvg rasterises it), so the server draws them on a small pool of worker threads (card-render-worker.ts),
 * one card at a time each. The pool has a cap: at most `size` threads (default: one fewer than the cores, at
 * least 1, at most 2) and at most MAX_WAITING cards waiting; beyond that a card request is refused with 503 and
 * Retry-After rather than queued, so no number of card requests can hold the thread that answers everything else.
 * A render thread idle for a minute is stopped (its fonts and heap given back) and started again at the next card.
 * Without a started pool (unit tests, scripts) a card is drawn on the calling thread.
 */
import { availableParallelism } from 'node:os';
import { ApiError } from '../lib/errors';
import { threadWorker, type ThreadWorker } from '../lib/thread-worker';
import { renderCard, type CardNode } from './card-render';

export interface CardRenderRequest {
  tree: CardNode;
}

/** Cards waiting for a render thread beyond which a card request is refused (503, Retry-After). */
export const MAX_WAITING = 24;

interface Lane {
  worker: ThreadWorker<CardRenderRequest>;
  pending: number;
}

let lanes: Lane[] = [];
let renders = 0;

/** Cards drawn since the process started (tests count renders with it). */
export const cardRenders = () => renders;

export const defaultPoolSize = () => Math.max(1, Math.min(2, availableParallelism() - 1));

/** Start the render threads (idempotent); each starts at its first card. */
export function startCardRenderPool(size = defaultPoolSize()) {
  if (lanes.length) return;
  const bundled = new URL('./card-render-worker.js', import.meta.url);
  const source = new URL('./card-render-worker.ts', import.meta.url);
  lanes = Array.from({ length: size }, () => ({ worker: threadWorker<CardRenderRequest>(bundled, source, null, 'share card', { idleMs: 60_000 }), pending: 0 }));
}

export async function stopCardRenderPool() {
  const old = lanes;
  lanes = [];
  await Promise.all(old.map((l) => l.worker.stop()));
}

/** The card as PNG bytes, drawn on the pool's least busy thread (or here without a pool). */
export async function drawCard(tree: CardNode): Promise<Buffer> {
  if (!lanes.length) {
    renders++;
    return renderCard(tree);
  }
  const lane = lanes.reduce((a, b) => (b.pending < a.pending ? b : a));
  const waiting = lanes.reduce((n, l) => n + Math.max(0, l.pending - 1), 0);
  if (lane.pending > 0 && waiting >= MAX_WAITING) {
    throw new ApiError(503, 'busy', 'Too many share cards are being drawn; try again in a few seconds', undefined, { 'Retry-After': '5' });
  }
  renders++;
  lane.pending++;
  try {
    return Buffer.from((await lane.worker.request({ tree })) as ArrayBuffer);
  } finally {
    lane.pending--;
  }
}
