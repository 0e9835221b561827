/**
 * Refused sign-ins audited once per address, reason and window, with a count. A locked-out
 * address (or a spent site budget) is refused without a password check; writing an audit row for each refusal cost
 * a WAL page a request (4,000 refusals: 4,000 rows, 16 MB of WAL) and buried the real entries. Now the first refusal
 * of a window writes one `login_failed` row; later ones only count in memory, and a timer writes the count into
 * that row (`{"reason","count","first","last"}`) every FLUSH_MS, off the request path, one UPDATE per tally that
 * changed. A new window (REFUSAL_WINDOW_MS after the row's first refusal) starts a new row. At most MAX_TALLIES
 * tallies are held; the oldest is written and dropped first.
 */
import type { Db } from '../db/database';
import { stmt } from '../db/statement-cache';
import { writeAudit } from '../audit/audit-queries';
import { limitKey } from '../http/client-address';
import { LOGIN_WINDOW_MS } from './rate-limit';
import type { PlayerSignInFailure, SignInFailure } from './sign-in-failures';

export const REFUSAL_WINDOW_MS = LOGIN_WINDOW_MS;
export const FLUSH_MS = 10_000;
export const MAX_TALLIES = 10_000;

interface Tally {
  id: number;
  reason: SignInFailure | PlayerSignInFailure;
  /** Fields written before the count (a player's sign-in: the method). */
  extra?: Record<string, unknown>;
  count: number;
  written: number;
  first: number;
  last: number;
}

const tallies = new WeakMap<Db, Map<string, Tally>>();
const timers = new WeakMap<Db, NodeJS.Timeout>();

const detailOf = (t: Tally) =>
  JSON.stringify({ ...t.extra, reason: t.reason, count: t.count, first: new Date(t.first).toISOString(), last: new Date(t.last).toISOString() });

function write(db: Db, t: Tally) {
  if (t.count === t.written) return;
  stmt(db, 'UPDATE admin_audit_log SET detail = ? WHERE id = ?').run(detailOf(t), t.id);
  t.written = t.count;
}

/** Write every tally's count into its row and forget the windows that have closed. */
export function flushRefusalAudit(db: Db, now = Date.now()) {
  const map = tallies.get(db);
  if (!map || !db.open) return;
  db.transaction(() => {
    for (const [key, t] of map) {
      write(db, t);
      if (now - t.first >= REFUSAL_WINDOW_MS) map.delete(key);
    }
  })();
  if (map.size === 0) {
    clearInterval(timers.get(db));
    timers.delete(db);
  }
}

/**
 * Audit one refused sign-in: a new row for the first in its window, else a count kept for the timer to write. A
 * player's refused sign-in passes `player`: its own action (`player_signin_failed`) and the method.
 */
export function auditRefusal(
  db: Db,
  address: string,
  reason: SignInFailure | PlayerSignInFailure,
  now = Date.now(),
  player?: { method: string },
) {
  let map = tallies.get(db);
  if (!map) tallies.set(db, (map = new Map()));
  const action = player ? 'player_signin_failed' : 'login_failed';
  const key = `${action} ${reason} ${limitKey(address)}`;
  const t = map.get(key);
  if (t && now - t.first < REFUSAL_WINDOW_MS) {
    t.count++;
    t.last = Math.max(t.last, now);
    return;
  }
  if (t) {
    write(db, t);
    map.delete(key);
  }
  if (map.size >= MAX_TALLIES) {
    const [oldestKey, oldest] = map.entries().next().value as [string, Tally];
    write(db, oldest);
    map.delete(oldestKey);
  }
  const fresh: Tally = { id: 0, reason, extra: player, count: 1, written: 1, first: now, last: now };
  writeAudit(db, { action, clientAddress: address, detail: detailOf(fresh) });
  fresh.id = Number(stmt(db, 'SELECT last_insert_rowid()').pluck().get());
  map.set(key, fresh);
  if (!timers.has(db)) {
    const timer = setInterval(() => {
      try {
        flushRefusalAudit(db);
      } catch (err) {
        console.error('Could not write the refused sign-ins count:', err);
      }
    }, FLUSH_MS);
    timer.unref();
    timers.set(db, timer);
  }
}
