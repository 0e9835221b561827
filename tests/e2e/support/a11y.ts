import { expect, test, type Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// axe-core itself, put into the page once per document and run there (the site has no iframes). @axe-core/playwright
// evaluated axe's unminified source (1.3 MB) twice on every run and sent every result type back; a page checked at
// two widths now parses the minified build (580 kB) once, and only the violations cross to the test
// (bench/README.md, "Test suite time").
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = Pick<AxeResults['violations'][number], 'id' | 'impact' | 'help' | 'tags'> & { targets: string[] };

async function axeViolations(page: Page, options: RunOptions, exclude: string[] = [], include?: string): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ options, exclude, include }) => {
      const context: ElementContext = include ? { include: [include], exclude } : exclude.length ? { exclude } : document;
      const results: AxeResults = await window.axe.run(context, { ...options, resultTypes: ['violations'] });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        tags: v.tags,
        targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      }));
    },
    { options, exclude, include },
  );
}

declare global {
  interface Window {
    axe: typeof import('axe-core');
  }
}

const describe = (v: Violation) => `${v.impact} ${v.id}: ${v.help}\n  ${v.targets.join('\n  ')}`;

/**
 * Fails with a readable list when axe finds a serious or critical WCAG 2.1 A/AA violation; `alsoRules` names
 * further axe rules (best practices, say) that fail at any impact in the same run.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  opts: { exclude?: string[]; alsoRules?: string[]; withoutRules?: string[]; include?: string } | string[] = {},
) {
  const { exclude = [], alsoRules = [], withoutRules = [], include } = Array.isArray(opts) ? { exclude: opts } : opts;
  await test.step('axe: no serious violation', async () => {
    // The rules option turns on rules outside the tags (axe-core's ruleShouldRun), and turns off the ones named in
    // withoutRules.
    const rules = Object.fromEntries([
      ...alsoRules.map((id) => [id, { enabled: true }]),
      ...withoutRules.map((id) => [id, { enabled: false }]),
    ]);
    const violations = await axeViolations(page, { runOnly: { type: 'tag', values: WCAG }, rules }, exclude, include);
    const failing = violations.filter(
      (v) => alsoRules.includes(v.id) || (v.tags.some((t) => WCAG.includes(t)) && (v.impact === 'serious' || v.impact === 'critical')),
    );
    const report = failing.map(describe);
    expect(report, report.join('\n')).toEqual([]);
  }, { box: true });
}

/** Fails with a readable list when any of the named axe rules (any impact) finds a violation. */
export async function expectNoViolationsOf(page: Page, rules: string[], include?: string) {
  await test.step(`axe: ${rules.join(', ')}`, async () => {
    const report = (await axeViolations(page, { runOnly: { type: 'rule', values: rules } }, [], include)).map(describe);
    expect(report, report.join('\n')).toEqual([]);
  }, { box: true });
}

/**
 * What decides a text's contrast, per element that holds text: its colour, whether it is large text, its shadow and
 * opacity, and the backgrounds behind it among its ancestors (colours or images, down to the first opaque one).
 * Returns the distinct signatures in the page, and marks with data-contrast-unseen every element whose signature is
 * neither in `seenHere` (this page, another width) nor in `seenElsewhere` (other pages). Only the page's own looks
 * count for a text placed out of the flow (absolute or fixed, itself or an ancestor above its background): what
 * lies behind it may be another element than its ancestors, which differs from page to page.
 */
function textStyleSignatures({ seenHere, seenElsewhere }: { seenHere: string[]; seenElsewhere: string[] }): string[] {
  const seen = new Set<string>();
  const here = new Set(seenHere);
  const elsewhere = new Set(seenElsewhere);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const done = new Set<Element>();
  document.querySelectorAll('[data-contrast-unseen]').forEach((e) => e.removeAttribute('data-contrast-unseen'));
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || done.has(el) || !node.textContent?.trim()) continue;
    done.add(el);
    // Hidden, or visually hidden (sr-only: clipped to a pixel), as axe skips them.
    const box = el.getBoundingClientRect();
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || box.width <= 1 || box.height <= 1) continue;
    const style = getComputedStyle(el);
    // WCAG's large text (18 pt, or 14 pt bold) needs 3:1, other text 4.5:1: only which of the two counts.
    const pt = (parseFloat(style.fontSize) * 72) / 96;
    const large = pt >= 18 || (pt >= 14 && Number(style.fontWeight) >= 700);
    let opacity = 1;
    // Every background up to the first opaque one (a translucent one blends with what is behind it).
    const backgrounds: string[] = [];
    let opaque = false;
    let outOfFlow = false;
    for (let a: Element | null = el; a; a = a.parentElement) {
      const s = getComputedStyle(a);
      opacity *= Number(s.opacity);
      if (opaque) continue;
      if (s.backgroundImage !== 'none' || s.backgroundColor !== 'rgba(0, 0, 0, 0)') {
        backgrounds.push(`${s.backgroundColor} ${s.backgroundImage}`);
        // rgb(r, g, b) and oklch(l c h) are opaque; rgba(...) and oklch(l c h / a) carry an alpha.
        opaque = s.backgroundImage === 'none' && !/^rgba|\//.test(s.backgroundColor);
      }
      // An element placed out of the flow with a background of its own that hides what is behind it is fine.
      outOfFlow ||= !opaque && (s.position === 'absolute' || s.position === 'fixed');
    }
    const background = backgrounds.join(' over ');
    const signature = [style.color, large, style.textShadow, opacity, background, outOfFlow ? 'out of flow' : 'in flow'].join('|');
    seen.add(signature);
    if (!here.has(signature) && (outOfFlow || !elsewhere.has(signature))) el.setAttribute('data-contrast-unseen', '');
  }
  return [...seen];
}

/** Lets components that measure their width re-render at a new viewport width. */
async function resizeTo(page: Page, size: { width: number; height: number }, settleMs = 0) {
  await page.setViewportSize(size);
  await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBe(size.width);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  if (settleMs) await page.waitForTimeout(settleMs);
}

/**
 * The text looks (textStyleSignatures) whose contrast this test worker has checked and found sufficient, on any page.
 * Only looks that passed are kept, so a look that failed is checked again wherever it appears.
 */
const looksChecked = new Set<string>();

/** color-contrast on the texts marked data-contrast-unseen, if any; the page's looks are then known to pass. */
async function checkUnseenContrast(page: Page, title: string, looks: string[]) {
  if (await page.locator('[data-contrast-unseen]').count()) {
    await test.step(title, () => expectNoViolationsOf(page, ['color-contrast'], '[data-contrast-unseen]'));
  }
  for (const look of looks) looksChecked.add(look);
}

/**
 * axe on a page at the phone width, then at the desktop width, as expectNoSeriousA11yViolations at each, except
 * axe's color-contrast rule (70-85 % of an axe run: it finds what lies behind every text): it runs on the texts whose
 * look (colour, large or not, shadow, opacity, the backgrounds behind them) this worker has not yet checked on any
 * page, first at the desktop width and then, for looks only the phone width shows (a phone-only label, a table shown
 * as cards), at the phone width. The same text in the same look over the same background has the same contrast on
 * any page and at any width; texts placed out of the flow are checked on every page. The page is left at the phone
 * width.
 */
export async function expectNoSeriousA11yViolationsAtBothWidths(
  page: Page,
  sizes: { phone: { width: number; height: number }; desktop: { width: number; height: number } },
  opts: { alsoRules?: string[]; settleMs?: number } = {},
) {
  const { alsoRules = [], settleMs = 0 } = opts;
  const withoutRules = ['color-contrast'];
  await resizeTo(page, sizes.phone, settleMs);
  await test.step(`at ${sizes.phone.width} px`, () => expectNoSeriousA11yViolations(page, { alsoRules, withoutRules }));
  await resizeTo(page, sizes.desktop, settleMs);
  await test.step(`at ${sizes.desktop.width} px`, () => expectNoSeriousA11yViolations(page, { alsoRules, withoutRules }));
  const desktopLooks = await markAndCheckContrast(page, `at ${sizes.desktop.width} px, texts in looks not yet checked: contrast`, []);
  await resizeTo(page, sizes.phone, settleMs);
  await markAndCheckContrast(page, `at ${sizes.phone.width} px, texts in looks not yet checked: contrast`, desktopLooks);
}

/**
 * Marks the texts in looks not yet checked (textStyleSignatures) and checks their contrast. A page that re-renders
 * between the two (a forecast arriving from its worker replaces its table) leaves axe no marked element to include:
 * axe then throws "No elements found for include", and the texts are marked again on the page as it now is (at most
 * three times; any other error, or a third such one, fails the test).
 */
async function markAndCheckContrast(page: Page, title: string, seenHere: string[]): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    const looks = await page.evaluate(textStyleSignatures, { seenHere, seenElsewhere: [...looksChecked] });
    try {
      await checkUnseenContrast(page, title, looks);
      return looks;
    } catch (error) {
      if (attempt >= 3 || !/No elements found for include/.test(String(error))) throw error;
    }
  }
}
