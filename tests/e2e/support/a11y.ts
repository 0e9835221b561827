import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe in the page itself ("legacy mode": no blank page opened to merge per-frame results; the site has no
 * iframes), reporting violations only (no list of every passing node).
 */
function axe(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

const describe = (v: { impact?: string | null; id: string; help: string; nodes: { target: unknown[] }[] }) =>
  `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n  ')}`;

/**
 * Fails with a readable list when axe finds a serious or critical WCAG 2.1 A/AA violation; `alsoRules` names
 * further axe rules (best practices, say) that fail at any impact in the same run.
 */
export async function expectNoSeriousA11yViolations(page: Page, opts: { exclude?: string[]; alsoRules?: string[] } | string[] = {}) {
  const { exclude = [], alsoRules = [] } = Array.isArray(opts) ? { exclude: opts } : opts;
  await test.step('axe: no serious violation', async () => {
    // The rules option turns on rules outside the tags (axe-core's ruleShouldRun).
    let builder = axe(page).options({
      resultTypes: ['violations'],
      runOnly: { type: 'tag', values: WCAG },
      rules: Object.fromEntries(alsoRules.map((id) => [id, { enabled: true }])),
    });
    for (const sel of exclude) builder = builder.exclude(sel);
    const results = await builder.analyze();
    const failing = results.violations.filter(
      (v) => alsoRules.includes(v.id) || (v.tags.some((t) => WCAG.includes(t)) && (v.impact === 'serious' || v.impact === 'critical')),
    );
    const report = failing.map(describe);
    expect(report, report.join('\n')).toEqual([]);
  }, { box: true });
}

/** Fails with a readable list when any of the named axe rules (any impact) finds a violation. */
export async function expectNoViolationsOf(page: Page, rules: string[]) {
  await test.step(`axe: ${rules.join(', ')}`, async () => {
    const results = await axe(page).withRules(rules).analyze();
    const report = results.violations.map(describe);
    expect(report, report.join('\n')).toEqual([]);
  }, { box: true });
}
