import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync, readdirSync } from 'node:fs';
const base = 'http://127.0.0.1:4711';
const pages = ['/about', '/betting/understand-sports-betting', '/cricket/player/a-smith', '/pool/group/banff/ratings-explanation', '/pool/predictions/banff', '/sports-models/english-pool-monte-carlo-simulation/foul-impact?seed=1'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const tick = 100;
function chromeCpu() {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.includes('chromium') || !cmd.includes('playwright')) continue;
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      total += Number(f[11]) + Number(f[12]);
    } catch {}
  }
  return (total / tick) * 1000;
}
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
for (const p of pages) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  let c = chromeCpu();
  await page.goto(base + p);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForTimeout(1500);
  const res = { load: Math.round(chromeCpu() - c) };
  for (const [name, mk] of [
    ['legacy', () => new AxeBuilder({ page }).withTags(tags).setLegacyMode(true).options({ resultTypes: ['violations'] })],
    ['legacy+bp', () => new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'], runOnly: { type: 'tag', values: [...tags, 'best-practice'] } })],
    ['partial', () => new AxeBuilder({ page }).withTags(tags)],
    ['contrast-only', () => new AxeBuilder({ page }).withRules(['color-contrast']).setLegacyMode(true).options({ resultTypes: ['violations'], runOnly: { type: 'rule', values: ['color-contrast'] } })],
    ['no-contrast', () => new AxeBuilder({ page }).withTags(tags).disableRules(['color-contrast']).setLegacyMode(true)],
    ['legacy', () => new AxeBuilder({ page }).withTags(tags).setLegacyMode(true).options({ resultTypes: ['violations'] })],
  ]) {
    c = chromeCpu();
    await mk().analyze();
    res[name] = Math.round(chromeCpu() - c);
  }
  console.log(p, JSON.stringify(res));
  await ctx.close();
}
await browser.close();
