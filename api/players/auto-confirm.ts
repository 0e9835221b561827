/**
 * The window's end without a visitor: every minute the server confirms the submissions whose window has run out
 * (the same settleDue every player and admin request runs first), so a result counts on time even when nobody
 * looks. The timer does not keep the process alive.
 */
import type { Db } from '../db/database';
import { settleNow } from './results/submission-flow';
import { settleDueCards } from '../team-league/card-flow';

export const AUTO_CONFIRM_EVERY_MS = 60_000;

export function startAutoConfirm(db: Db, clock: () => number = Date.now): () => void {
  const timer = setInterval(() => {
    try {
      settleNow(db, clock());
      settleDueCards(db, clock());
    } catch (err) {
      // A busy database (another process writing) is tried again at the next tick.
      console.error('Auto-confirm of pending results failed; retrying in a minute', err);
    }
  }, AUTO_CONFIRM_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
