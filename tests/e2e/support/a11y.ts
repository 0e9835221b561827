import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Fails with a readable list when axe finds a serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, exclude: string[] = []) {
  await test.step('axe: no serious violation', () => seriousViolations(page, exclude), { box: true });
}

async function seriousViolations(page: Page, exclude: string[]) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const sel of exclude) builder = builder.exclude(sel);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(report, report.join('\n')).toEqual([]);
}

/** Fails with a readable list when any of the named axe rules (any impact) finds a violation. */
export async function expectNoViolationsOf(page: Page, rules: string[]) {
  await test.step(`axe: ${rules.join(', ')}`, () => violationsOf(page, rules), { box: true });
}

async function violationsOf(page: Page, rules: string[]) {
  const results = await new AxeBuilder({ page }).withRules(rules).analyze();
  const report = results.violations.map(
    (v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(report, report.join('\n')).toEqual([]);
}
