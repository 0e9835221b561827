/**
 * The window's end: the server confirms the submissions whose window has run out (submission-flow.ts `settleDue`),
 * from this timer and nowhere else (no read writes). Each tick confirms at most SETTLE_PER_TICK, SETTLE_PER_STEP to
 * a short transaction (its write lock awaited without blocking) with a turn of the event loop between, so requests
 * are answered in between however many fell due at once; while more are due the next tick comes after AUTO_CONFIRM_BEHIND_MS, else after AUTO_CONFIRM_EVERY_MS.
 * Team match cards are settled on the same tick (api/team-league/card-flow.ts `settleDueCards`).
 * What a confirmed result changed is measured afterwards, off this thread (effects-queue.ts). The timer does not
 * keep the process alive.
 */
import type { Db } from '../db/database';
import { settleDueAsync, SETTLE_PER_TICK } from './results/submission-flow';
import { settleDueCards } from '../team-league/card-flow';

export const AUTO_CONFIRM_EVERY_MS = 30_000;
export const AUTO_CONFIRM_BEHIND_MS = 1_000;

/** Submissions confirmed in one transaction (one commit) of a tick. */
export const SETTLE_PER_STEP = 5;

/**
 * Confirm what is due in batches of `perStep` (each one transaction, its write lock awaited without blocking), one
 * batch a turn of the event loop, up to `limit`; whether more are due.
 */
export async function settleTick(db: Db, now: number, limit = SETTLE_PER_TICK, perStep = SETTLE_PER_STEP): Promise<boolean> {
  let done = 0;
  for (;;) {
    const r = await settleDueAsync(db, now, Math.min(perStep, limit - done));
    done += r.confirmed;
    if (!r.more || r.confirmed === 0 || done >= limit) return r.more;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

export function startAutoConfirm(db: Db, clock: () => number = Date.now): () => void {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const tick = async () => {
    let more = false;
    try {
      more = await settleTick(db, clock());
      // Team match cards whose window ran out, in the same bounded way.
      more = settleDueCards(db, clock(), SETTLE_PER_TICK).more || more;
    } catch (err) {
      // A busy database (another process writing) is tried again at the next tick.
      console.error('Auto-confirm of pending results failed; retrying at the next tick', err);
    }
    if (stopped || !db.open) return;
    timer = setTimeout(() => void tick(), more ? AUTO_CONFIRM_BEHIND_MS : AUTO_CONFIRM_EVERY_MS);
    timer.unref();
  };
  timer = setTimeout(() => void tick(), AUTO_CONFIRM_BEHIND_MS);
  timer.unref();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
