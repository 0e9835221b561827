/**
 * Dates of play as the admin sends them (the add and edit forms, CSV import): an ISO 8601 date ("2025-03-04") or
 * date-time ("2025-03-04T19:30", "2025-03-04T19:30:00Z", "2025-03-04 19:30:00+01:00"). A date-time without an
 * offset is UTC; a date alone is that day at 00:00:00 UTC. Stored as 'YYYY-MM-DD HH:MM:SS' UTC (migration 002).
 */
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME_RE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** How far ahead of the server's clock a date of play may be (time zones, a clock a little fast). */
export const MAX_FUTURE_MS = 24 * 60 * 60 * 1000;

export type GameDateResult = { ok: true; stored: string; dateOnly: boolean } | { ok: false; reason: string };

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

export function toStored(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(
    d.getUTCMinutes(),
  )}:${pad(d.getUTCSeconds())}`;
}

/** Parse and check a date of play; `now` is the server's clock (ms). */
export function parseGameDate(raw: string, now = Date.now()): GameDateResult {
  const text = raw.trim();
  const bad = { ok: false as const, reason: 'must be an ISO 8601 date (YYYY-MM-DD) or date-time (YYYY-MM-DDTHH:MM[:SS][Z|±HH:MM])' };
  let m = DATE_RE.exec(text);
  let ms: number;
  let dateOnly = false;
  let y: number, mo: number, d: number;
  if (m) {
    [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    ms = Date.UTC(y, mo - 1, d);
    dateOnly = true;
  } else {
    m = DATETIME_RE.exec(text);
    if (!m) return bad;
    [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const [h, mi, s] = [Number(m[4]), Number(m[5]), Number(m[6] ?? 0)];
    if (h > 23 || mi > 59 || s > 59) return { ok: false, reason: 'has a time that does not exist' };
    ms = Date.UTC(y, mo - 1, d, h, mi, s);
    const zone = m[7];
    if (zone && zone.toUpperCase() !== 'Z') {
      const sign = zone[0] === '-' ? -1 : 1;
      const digits = zone.slice(1).replace(':', '');
      const oh = Number(digits.slice(0, 2));
      const om = Number(digits.slice(2) || 0);
      if (oh > 14 || om > 59) return { ok: false, reason: 'has a time-zone offset that does not exist' };
      ms -= sign * (oh * 60 + om) * 60_000;
    }
  }
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) {
    return { ok: false, reason: 'is not a real calendar date' };
  }
  if (y < 1970) return { ok: false, reason: 'must be in 1970 or later' };
  if (ms > now + MAX_FUTURE_MS) return { ok: false, reason: 'must not be more than a day in the future' };
  return { ok: true, stored: toStored(ms), dateOnly };
}
