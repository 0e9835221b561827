import { describe, expect, it } from 'vitest';
import { moveColumn, nextSort, sortRows } from '../../../src/lib/sort-rows';

interface Row {
  name: string;
  rating: number | null;
  date?: string;
}
const rows: Row[] = [
  { name: 'bob', rating: 52.5 },
  { name: 'Alice', rating: null },
  { name: 'carol', rating: 61 },
  { name: 'dave', rating: 9 },
  { name: 'Eve', rating: 52.5 },
];
const names = (r: Row[]) => r.map((x) => x.name);

describe('sortRows', () => {
  it('sorts numbers numerically (not as text) with missing values last in both directions', () => {
    expect(names(sortRows(rows, 'ascending', (r) => r.rating))).toEqual(['dave', 'bob', 'Eve', 'carol', 'Alice']);
    expect(names(sortRows(rows, 'descending', (r) => r.rating))).toEqual(['carol', 'bob', 'Eve', 'dave', 'Alice']);
  });

  it('is stable: equal values keep their original order', () => {
    const tied = sortRows(rows, 'descending', (r) => r.rating).filter((r) => r.rating === 52.5);
    expect(names(tied)).toEqual(['bob', 'Eve']);
  });

  it('sorts text case-insensitively in natural order', () => {
    expect(names(sortRows(rows, 'ascending', (r) => r.name))).toEqual(['Alice', 'bob', 'carol', 'dave', 'Eve']);
    const items = ['Game 10', 'Game 9', 'game 1'].map((name) => ({ name, rating: 0 }));
    expect(names(sortRows(items, 'ascending', (r) => r.name))).toEqual(['game 1', 'Game 9', 'Game 10']);
  });

  it('reverses the order of distinct values when the direction flips', () => {
    const distinct = rows.filter((r) => r.rating !== null && r.name !== 'Eve');
    const asc = names(sortRows(distinct, 'ascending', (r) => r.rating));
    const desc = names(sortRows(distinct, 'descending', (r) => r.rating));
    expect(desc).toEqual([...asc].reverse());
  });

  it('uses a row comparator when given, and does not mutate its input', () => {
    const copy = [...rows];
    const byLength = sortRows(rows, 'descending', undefined, (a, b) => a.name.length - b.name.length);
    expect(names(byLength)).toEqual(['Alice', 'carol', 'dave', 'bob', 'Eve']);
    expect(rows).toEqual(copy);
  });
});

describe('nextSort', () => {
  it('starts a new column at its first direction and flips the same column', () => {
    const first = nextSort(null, 'rating', 'descending');
    expect(first).toEqual({ column: 'rating', direction: 'descending' });
    expect(nextSort(first, 'rating', 'descending')).toEqual({ column: 'rating', direction: 'ascending' });
    expect(nextSort(first, 'name', 'ascending')).toEqual({ column: 'name', direction: 'ascending' });
  });
});

describe('moveColumn', () => {
  const cols = ['rank', 'player', 'games', 'wins', 'rating'].map((id) => ({ id }));
  it('moves the ranked-by column to just after the sticky columns', () => {
    expect(moveColumn(cols, 'rating', 2).map((c) => c.id)).toEqual(['rank', 'player', 'rating', 'games', 'wins']);
  });
  it('leaves the columns alone when the id is absent', () => {
    expect(moveColumn(cols, 'nope', 0).map((c) => c.id)).toEqual(cols.map((c) => c.id));
    expect(moveColumn(cols, undefined, 0).map((c) => c.id)).toEqual(cols.map((c) => c.id));
  });
});
