import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, parseDate } from '../../../src/lib/format-date';

describe('formatDate (the site-wide "13 Dec 2012" format)', () => {
  it('formats a plain date, a SQLite timestamp and an ISO timestamp on the UTC calendar', () => {
    expect(formatDate('2012-12-13')).toBe('13 Dec 2012');
    expect(formatDate('2012-12-13 23:59:00')).toBe('13 Dec 2012');
    expect(formatDate('2012-12-13T23:59:59Z')).toBe('13 Dec 2012');
    expect(formatDate('2012-12-14T01:30:00+02:00')).toBe('13 Dec 2012');
    expect(formatDate(new Date(Date.UTC(2025, 10, 4, 19, 5)))).toBe('4 Nov 2025');
    expect(formatDate(Date.UTC(2001, 0, 1))).toBe('1 Jan 2001');
  });

  it('spells every month with three letters ("Sep", never "Sept")', () => {
    const months = Array.from({ length: 12 }, (_, m) => formatDate(`2020-${String(m + 1).padStart(2, '0')}-15`).split(' ')[1]);
    expect(months).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    expect(formatDate('2019-09-01')).toBe('1 Sep 2019');
  });

  it('returns unreadable input unchanged instead of "Invalid Date"', () => {
    expect(formatDate('not a date')).toBe('not a date');
    expect(parseDate('2020-13-45')).toBeNull();
  });

  it('formats date and time for logs', () => {
    expect(formatDateTime('2024-09-03 07:04:00')).toBe('3 Sep 2024, 07:04');
  });
});
