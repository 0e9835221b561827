import { expect, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { parseCsv } from '../../../common/csv';
import { test } from '../support/shared-page';
import { scorecardBaseURL } from '../../../playwright.config';
import { waitForHydration } from '../support/hydration';

// "Download CSV" gives the table's cells as the page shows them: the file's header is the table's header row and
// its rows are the table's rows, cell for cell (each cell's visible text, RFC 4180 read back by the one CSV module).

async function downloaded(page: Page, button: Locator): Promise<string[][]> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const text = await readFile((await download.path())!, 'utf8');
  const parsed = parseCsv(text, { unescapeFormulas: true });
  if (!parsed.ok) throw new Error(`bad CSV: line ${parsed.line}: ${parsed.reason}`);
  return parsed.records.map((r) => r.fields);
}

/** A table's header and body cells as the page shows them (sort arrows and other hidden marks left out). */
async function shown(table: Locator): Promise<string[][]> {
  return table.evaluate((t: HTMLTableElement) => {
    const text = (el: Element): string => {
      let out = '';
      el.childNodes.forEach((c) => {
        if (c.nodeType === 3) out += c.textContent;
        else if (c.nodeType === 1 && (c as Element).getAttribute('aria-hidden') !== 'true') out += text(c as Element);
      });
      return out.replace(/\s+/g, ' ').trim();
    };
    const head = [...t.tHead!.rows].pop()!;
    return [[...head.cells].map(text), ...[...t.tBodies[0].rows].map((r) => [...r.cells].map(text))];
  });
}

test.describe('CSV downloads', () => {
  test.use({ baseURL: scorecardBaseURL });

  test('a scorecard’s batting and bowling cards download as they are shown', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/cricket/match/1000101');
    await waitForHydration(page);
    for (const id of ['batting-card', 'bowling-card']) {
      const table = page.getByTestId('innings-1').getByTestId(id);
      const tableId = await table.getAttribute('id');
      const rows = await downloaded(page, page.locator(`[data-csv-for="${tableId}"]`));
      const expected = await shown(table);
      expect(rows.slice(0, expected.length)).toEqual(expected);
      expect(rows.length).toBeGreaterThanOrEqual(expected.length);
    }
  });

  test('the betting tools’ tables download as they are shown (the score model’s grid and markets, the hedge)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const [path, testIds] of [
      ['/betting/score-model', ['sm-grid', 'sm-market-btts']],
      ['/betting/hedge-calculator', ['hedge-table']],
    ] as const) {
      await page.goto(path);
      await waitForHydration(page);
      for (const testId of testIds) {
        const table = page.getByTestId(testId);
        await expect(table.locator('tbody tr').first()).toBeVisible();
        const tableId = await table.getAttribute('id');
        expect(await downloaded(page, page.locator(`[data-csv-for="${tableId}"]`))).toEqual(await shown(table));
      }
    }
  });
});
