/**
 * The site's one date format: "13 Dec 2012" (day without leading zero, three-letter English month, full year),
 * always on the UTC calendar date, so a match keeps its date whatever the visitor's time zone. Pure: the pages
 * (src/lib/format-date.ts) and the server's share cards write dates with it.
 *
 * Months are spelled out here rather than taken from Intl: Chromium's en-GB short month for September is "Sept".
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * Parses what the API and data files send: "2012-12-13", "2012-12-13 19:05:00" (UTC, SQLite style),
 * "2012-12-13T19:05:00Z" / with offset, a Date or epoch milliseconds. Returns null when it is not a date.
 */
export function parseDate(input: string | number | Date): Date | null {
  let d: Date;
  if (input instanceof Date) d = new Date(input.getTime());
  else if (typeof input === 'number') d = new Date(input);
  else {
    const s = input.trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(s)) d = new Date(`${s}T00:00:00Z`);
    else if (/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(s)) d = new Date(`${s.replace(' ', 'T')}Z`);
    else d = new Date(s);
  }
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "13 Dec 2012"; an unreadable input is returned unchanged (as text) rather than "Invalid Date". */
export function formatDate(input: string | number | Date): string {
  const d = parseDate(input);
  if (!d) return String(input);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "13 Dec 2012, 19:05" (UTC) for timestamps where the time matters (audit logs). */
export function formatDateTime(input: string | number | Date): string {
  const d = parseDate(input);
  if (!d) return String(input);
  const hh = String(d.getUTCHours()).padStart(2, '0');
  const mm = String(d.getUTCMinutes()).padStart(2, '0');
  return `${formatDate(d)}, ${hh}:${mm}`;
}

/** Today's date in the visitor's own time zone, as a date input holds it (YYYY-MM-DD). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
