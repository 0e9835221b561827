import { expect, test, type Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// axe-core itself, put into the page once per document and run there (the site has no iframes). @axe-core/playwright
// evaluated axe's unminified source (1.3 MB) twice on every run and sent every result type back; a page checked at
// two widths now parses the minified build (580 kB) once, and only the violations cross to the test
// (bench/README.md, "Fourth round").
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = Pick<AxeResults['violations'][number], 'id' | 'impact' | 'help' | 'tags'> & { targets: string[] };

async function axeViolations(page: Page, options: RunOptions, exclude: string[] = []): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ options, exclude }) => {
      const context: ElementContext = exclude.length ? { exclude } : document;
      const results: AxeResults = await window.axe.run(context, { ...options, resultTypes: ['violations'] });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        tags: v.tags,
        targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      }));
    },
    { options, exclude },
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
export async function expectNoSeriousA11yViolations(page: Page, opts: { exclude?: string[]; alsoRules?: string[] } | string[] = {}) {
  const { exclude = [], alsoRules = [] } = Array.isArray(opts) ? { exclude: opts } : opts;
  await test.step('axe: no serious violation', async () => {
    // The rules option turns on rules outside the tags (axe-core's ruleShouldRun).
    const violations = await axeViolations(
      page,
      { runOnly: { type: 'tag', values: WCAG }, rules: Object.fromEntries(alsoRules.map((id) => [id, { enabled: true }])) },
      exclude,
    );
    const failing = violations.filter(
      (v) => alsoRules.includes(v.id) || (v.tags.some((t) => WCAG.includes(t)) && (v.impact === 'serious' || v.impact === 'critical')),
    );
    const report = failing.map(describe);
    expect(report, report.join('\n')).toEqual([]);
  }, { box: true });
}

/** Fails with a readable list when any of the named axe rules (any impact) finds a violation. */
export async function expectNoViolationsOf(page: Page, rules: string[]) {
  await test.step(`axe: ${rules.join(', ')}`, async () => {
    const report = (await axeViolations(page, { runOnly: { type: 'rule', values: rules } })).map(describe);
    expect(report, report.join('\n')).toEqual([]);
  }, { box: true });
}
