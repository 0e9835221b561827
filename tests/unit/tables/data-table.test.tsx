import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataColumn } from '../../../src/components/data-table';

interface Row {
  id: number;
  name: string;
  rating: number;
}
const columns: DataColumn<Row>[] = [
  { id: 'name', header: 'Player', value: (r) => r.name, rowHeader: true },
  { id: 'rating', header: 'Rating', value: (r) => r.rating, numeric: true },
];
const rows: Row[] = [
  { id: 1, name: 'Bo', rating: 40 },
  { id: 2, name: 'Al', rating: 60 },
];

const render = (extra: Record<string, unknown> = {}) =>
  renderToStaticMarkup(createElement(DataTable<Row>, { rows, columns, rowKey: (r) => r.id, label: 'Standings', ...extra }));

describe('DataTable markup', () => {
  it('offers its rows as CSV under the table, naming the table by id (unless the page offers its own)', () => {
    const html = render();
    const id = html.match(/<table id="([^"]+)"/)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`data-csv-for="${id}" aria-label="Download CSV: Standings">Download CSV</button>`);
    expect(render({ csv: false })).not.toContain('data-csv-for');
    expect(render({ rows: [] , empty: 'None'})).not.toContain('data-csv-for');
    expect(render({ pageSize: 1 })).toContain('>Download CSV (all 2 rows)</button>');
  });

  it('labels its scroll region and caption, right-aligns numbers and marks sortable headers', () => {
    const html = render({ defaultSort: { column: 'rating', direction: 'descending' } });
    expect(html).toContain('role="region" aria-label="Standings"');
    expect(html).toContain('<caption class="sr-only">Standings</caption>');
    expect(html).toMatch(/<th scope="col" aria-sort="descending" class="num[^"]*"[^>]*data-column="rating"><button type="button"/);
    expect(html).toMatch(/<th scope="col" aria-sort="none"/);
    // Sorted by rating, highest first: Al before Bo.
    expect(html.indexOf('>Al<')).toBeLessThan(html.indexOf('>Bo<'));
  });

  it('renders plain headers (no buttons, no aria-sort) when sorting is off', () => {
    const html = render({ sortable: false });
    expect(html).not.toContain('aria-sort');
    expect(html.slice(0, html.indexOf('</thead>'))).not.toContain('<button');
    expect(html.indexOf('>Bo<')).toBeLessThan(html.indexOf('>Al<'));
  });

  it('restates table roles and card labels in cards mode', () => {
    const html = render({ narrow: 'cards' });
    expect(html).toContain('role="table"');
    expect(html).toContain('data-label="Rating"');
  });
});
