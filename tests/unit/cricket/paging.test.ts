import { describe, expect, it } from 'vitest';
import { PLAYERS_PAGE_SIZE, firstPages } from '../../../src/features/cricket/utils/paging';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('players list paging', () => {
  it('shows 60 cards per page by default', () => {
    expect(PLAYERS_PAGE_SIZE).toBe(60);
    const w = firstPages(range(1044), 1);
    expect(w.visible).toEqual(range(60));
    expect(w).toMatchObject({ total: 1044, remaining: 984, nextCount: 60 });
  });

  it('grows by a page at a time and the last page is partial', () => {
    expect(firstPages(range(130), 2).visible).toEqual(range(120));
    const last = firstPages(range(130), 3);
    expect(last.visible).toEqual(range(130));
    expect(last).toMatchObject({ remaining: 0, nextCount: 0 });
    expect(firstPages(range(130), 2)).toMatchObject({ remaining: 10, nextCount: 10 });
    // Asking for more pages than exist shows everything, no more.
    expect(firstPages(range(130), 9).visible).toHaveLength(130);
  });

  it('keeps the order and works for small and empty lists', () => {
    expect(firstPages(['c', 'a', 'b'], 1).visible).toEqual(['c', 'a', 'b']);
    expect(firstPages([], 1)).toEqual({ visible: [], total: 0, remaining: 0, nextCount: 0 });
    expect(firstPages(range(60), 1)).toMatchObject({ remaining: 0, nextCount: 0 });
    expect(firstPages(range(61), 1)).toMatchObject({ remaining: 1, nextCount: 1 });
  });

  it('treats a page count under one (or not a number) as the first page', () => {
    expect(firstPages(range(100), 0).visible).toHaveLength(60);
    expect(firstPages(range(100), -3).visible).toHaveLength(60);
    expect(firstPages(range(100), Number.NaN).visible).toHaveLength(60);
    expect(firstPages(range(200), 2.7).visible).toHaveLength(120);
  });

  it('honours a custom page size and rejects a bad one', () => {
    expect(firstPages(range(10), 2, 3).visible).toEqual(range(6));
    expect(() => firstPages(range(10), 1, 0)).toThrow(RangeError);
    expect(() => firstPages(range(10), 1, 1.5)).toThrow(RangeError);
  });
});
