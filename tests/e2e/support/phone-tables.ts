import { expect, type Locator, type Page } from '@playwright/test';

/** The phone viewport of the table tests (375 px wide). */
export const PHONE = { width: 375, height: 812 };

interface TableReport {
  table: string;
  problem: string;
}

/**
 * Every <table> on the page is either fully inside the viewport's width, or sits in a scroll container that
 * is focusable (tabindex >= 0), has role="region" and a non-empty accessible label; and the page itself never
 * scrolls sideways. Returns the offending tables (empty when all is well).
 */
export async function clippedTables(page: Page): Promise<TableReport[]> {
  return page.evaluate(() => {
    const out: { table: string; problem: string }[] = [];
    const vw = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > vw + 1) {
      const wide: string[] = [];
      for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
        const r = el.getBoundingClientRect();
        const parent = el.parentElement?.getBoundingClientRect();
        if (r.right > vw + 1 && parent && parent.right <= vw + 1) wide.push(`${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} (${Math.round(r.right)} px)`);
      }
      out.push({ table: '(page)', problem: `page scrolls sideways: ${document.documentElement.scrollWidth} > ${vw}; ${wide.slice(0, 5).join('; ')}` });
    }
    document.querySelectorAll('table').forEach((table, i) => {
      const name = table.getAttribute('data-testid') ?? table.caption?.textContent?.trim() ?? `table ${i + 1}`;
      const rect = table.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) return; // not rendered (hidden panel)
      // The nearest ancestor that clips the table sideways.
      let clip: HTMLElement | null = table.parentElement;
      while (clip && clip !== document.body) {
        const ox = getComputedStyle(clip).overflowX;
        if (ox !== 'visible' && ox !== 'clip') break;
        clip = clip.parentElement;
      }
      const scroller = clip && clip !== document.body ? clip : null;
      const overflows = scroller ? scroller.scrollWidth > scroller.clientWidth + 1 : rect.right > vw + 1 || rect.left < -1;
      if (!overflows) {
        if (rect.right > vw + 1) out.push({ table: name, problem: `right edge ${Math.round(rect.right)} px beyond ${vw}` });
        return;
      }
      if (!scroller) {
        out.push({ table: name, problem: 'wider than the screen with no scroll container' });
        return;
      }
      const label = scroller.getAttribute('aria-label')?.trim() || scroller.getAttribute('aria-labelledby');
      if (scroller.tabIndex < 0) out.push({ table: name, problem: 'scroll container is not focusable' });
      if (scroller.getAttribute('role') !== 'region') out.push({ table: name, problem: 'scroll container has no role="region"' });
      if (!label) out.push({ table: name, problem: 'scroll container has no label' });
      const sr = scroller.getBoundingClientRect();
      if (sr.right > vw + 1) out.push({ table: name, problem: `scroll container reaches ${Math.round(sr.right)} px` });
    });
    return out;
  });
}

export async function expectNoClippedTables(page: Page) {
  const report = await clippedTables(page);
  expect(report, report.map((r) => `${r.table}: ${r.problem}`).join('\n')).toEqual([]);
}

/**
 * The header cell of `column` in `table` is fully on screen without any sideways scrolling: its box lies inside
 * the viewport and inside its scroll container's visible box (which must not have been scrolled).
 */
export async function expectColumnVisibleAtFirstSight(table: Locator, column: string) {
  const result = await table.evaluate((t, col) => {
    const th = t.querySelector(`thead th[data-column="${col}"]`);
    if (!th) return `no header cell for column "${col}"`;
    const r = th.getBoundingClientRect();
    const vw = document.documentElement.clientWidth;
    let scroller: HTMLElement | null = t.parentElement;
    while (scroller && getComputedStyle(scroller).overflowX === 'visible') scroller = scroller.parentElement;
    if (scroller && scroller !== document.body) {
      if (scroller.scrollLeft !== 0) return `container already scrolled by ${scroller.scrollLeft}`;
      const s = scroller.getBoundingClientRect();
      if (r.left < s.left - 1 || r.right > s.right + 1) return `column at ${Math.round(r.left)}-${Math.round(r.right)}, container shows ${Math.round(s.left)}-${Math.round(s.right)}`;
    }
    if (r.left < -1 || r.right > vw + 1) return `column at ${Math.round(r.left)}-${Math.round(r.right)}, screen is ${vw} wide`;
    return 'visible';
  }, column);
  expect(result).toBe('visible');
}

/** The top edge of the element is inside the viewport (under the sticky navigation allowance). */
export async function expectTopInView(page: Page, el: Locator) {
  const top = await el.evaluate((e) => e.getBoundingClientRect().top);
  const height = page.viewportSize()!.height;
  expect(top, `top at ${Math.round(top)} px`).toBeGreaterThanOrEqual(0);
  expect(top, `top at ${Math.round(top)} px`).toBeLessThan(height - 100);
}

/**
 * Every table's key column (the header cell marked data-key-column: the column a records table ranks by, the figure
 * a calculator's table is about) is fully on screen without scrolling sideways, as expectColumnVisibleAtFirstSight
 * checks one column. Tables not rendered (a hidden panel) are left out. Returns the offending columns.
 */
export async function keyColumnsOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const vw = document.documentElement.clientWidth;
    for (const th of Array.from(document.querySelectorAll<HTMLElement>('table thead th[data-key-column]'))) {
      const table = th.closest('table')!;
      const name = `${table.getAttribute('data-testid') ?? table.caption?.textContent?.trim() ?? 'table'} / ${th.textContent?.trim()}`;
      const r = th.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      let scroller: HTMLElement | null = table.parentElement;
      while (scroller && getComputedStyle(scroller).overflowX === 'visible') scroller = scroller.parentElement;
      if (scroller && scroller !== document.body) {
        const s = scroller.getBoundingClientRect();
        if (scroller.scrollLeft !== 0) out.push(`${name}: container already scrolled by ${scroller.scrollLeft}`);
        else if (r.left < s.left - 1 || r.right > s.right + 1) out.push(`${name}: at ${Math.round(r.left)}-${Math.round(r.right)}, container shows ${Math.round(s.left)}-${Math.round(s.right)}`);
      }
      if (r.left < -1 || r.right > vw + 1) out.push(`${name}: at ${Math.round(r.left)}-${Math.round(r.right)}, screen is ${vw} wide`);
    }
    return out;
  });
}

export async function expectKeyColumnsOnScreen(page: Page) {
  expect(await keyColumnsOffScreen(page)).toEqual([]);
}

/**
 * Controls whose own text does not fit them (a select showing "Any oppos…", a button's label cut off): a select's
 * chosen option measured in its font against its box less its padding (which holds the arrow), a button or link
 * styled as one by its scroll width. Controls not rendered are left out. Returns the clipped ones.
 */
export async function clippedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const ctx = document.createElement('canvas').getContext('2d')!;
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('main select, main button, main input[type="submit"]'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const cs = getComputedStyle(el);
      if (el instanceof HTMLSelectElement) {
        const text = el.selectedOptions[0]?.textContent?.trim() ?? '';
        ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
        // A native select draws its arrow inside the content box (about 20 px); a styled one keeps it in the padding.
        const room = el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - (cs.appearance === 'none' ? 0 : 20);
        if (ctx.measureText(text).width > room + 1) out.push(`select "${text}" (${Math.round(ctx.measureText(text).width)} px in ${Math.round(room)} px)`);
      } else if (el.scrollWidth > el.clientWidth + 1 && cs.overflowX !== 'visible') {
        out.push(`${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}" (${el.scrollWidth} px in ${el.clientWidth} px)`);
      }
    }
    return out;
  });
}

/**
 * Phone first, on a page just opened at PHONE's size and ready: data on its first screen (the first row of its first
 * table, or the first figures a page marks with data-first-data, start above the fold), a column marked as the key
 * column on screen, and with `filters`, the filters folded behind one "Filters (n)" button that opens them (closed
 * again after, so the page is as it was).
 */
export async function expectDataOnFirstScreen(page: Page, path: string, { filters = false } = {}) {
  const firstRow = page.locator('main table tbody tr, main [data-first-data]').first();
  await expect(firstRow).toBeVisible();
  const box = (await firstRow.boundingBox())!;
  expect(box.y + (await page.evaluate(() => window.scrollY)), `first data row of ${path}`).toBeLessThan(PHONE.height);
  const key = page.locator('main th[data-key-column]').first();
  if (await key.count()) {
    const k = (await key.boundingBox())!;
    expect(k.x + k.width, `key column of ${path}`).toBeLessThanOrEqual(PHONE.width);
  }
  if (filters) {
    const toggle = page.getByTestId('filters-toggle').first();
    await expect(toggle).toHaveText(/^Filters \(\d+\)$/);
    const fold = page.getByTestId('filters-fold').first();
    await expect(fold).toBeHidden();
    await toggle.click();
    await expect(fold).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(fold).toBeHidden();
  }
}
