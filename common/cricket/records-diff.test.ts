import { describe, expect, it } from 'vitest';
import { recordsDiff, type PlacedRow } from './records-diff';

const row = (key: string, rank: number, figure = ''): PlacedRow => ({ key, name: key, url_slug: key.toLowerCase(), rank, figure, match_id: null });

describe("what changed in the records book's top tens", () => {
  it('names the rows that entered and the rows that moved up, not those that stayed or fell', () => {
    const before = { 'most-runs': [row('Cook', 1), row('Root', 2), row('Smith', 3), row('Kallis', 4)] };
    const after = { 'most-runs': [row('Root', 1, '12,972 runs'), row('Cook', 2), row('Brook', 3, '4,000 runs'), row('Smith', 4), row('Kallis', 4)] };
    expect(recordsDiff(before, after)).toEqual([
      { table: 'most-runs', name: 'Root', url_slug: 'root', rank: 1, figure: '12,972 runs', match_id: null, previous_rank: 2 },
      { table: 'most-runs', name: 'Brook', url_slug: 'brook', rank: 3, figure: '4,000 runs', match_id: null, previous_rank: null },
    ]);
  });

  it('calls nothing a change in a table it had not seen, and nothing when the book is the same', () => {
    const top = { 'most-runs': [row('Root', 1)] };
    expect(recordsDiff({}, top)).toEqual([]);
    expect(recordsDiff(top, top)).toEqual([]);
  });

  it('tells the same player in two innings apart by the key', () => {
    const before = { 'highest-scores': [{ ...row('Lara:m1', 1), name: 'Lara' }] };
    const after = { 'highest-scores': [{ ...row('Lara:m2', 1), name: 'Lara' }, { ...row('Lara:m1', 2), name: 'Lara' }] };
    expect(recordsDiff(before, after).map((c) => [c.name, c.rank, c.previous_rank])).toEqual([['Lara', 1, null]]);
  });
});
