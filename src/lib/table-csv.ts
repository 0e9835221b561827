import { toCsv } from '../../common/csv';

/**
 * The text of a table cell as the visitor sees it: its text nodes in order, skipping what is hidden from everyone
 * (`aria-hidden="true"`: sort arrows, icons) and what is marked `data-csv-skip`, white space collapsed.
 */
function cellText(node: Node): string {
  let out = '';
  node.childNodes.forEach((child) => {
    if (child.nodeType === 3) out += child.textContent ?? '';
    else if (child.nodeType === 1) {
      const el = child as Element;
      if (el.getAttribute('aria-hidden') === 'true' || el.hasAttribute('data-csv-skip')) return;
      if (el.tagName === 'BR') out += ' ';
      else out += cellText(el);
    }
  });
  return out.replace(/\s+/g, ' ').trim();
}

/**
 * The CSV of a rendered table, from the same cell text it shows (through `toCsv`, the one CSV writer): the last
 * header row's cells as the header, then every body row and footer row (totals), the "none" row of an empty table
 * left out.
 */
export function tableCsvFromDom(table: HTMLTableElement): string {
  const headRows = table.tHead ? [...table.tHead.rows] : [];
  const header = headRows.length ? [...headRows[headRows.length - 1].cells].map(cellText) : [];
  const rows: string[][] = [];
  for (const body of [...table.tBodies, ...(table.tFoot ? [table.tFoot] : [])]) {
    for (const tr of body.rows) {
      if (tr.querySelector('.dt-empty')) continue;
      rows.push([...tr.cells].map(cellText));
    }
  }
  return toCsv(header, rows);
}
