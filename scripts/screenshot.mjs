// Developer helper: screenshots of pages of a running site, for looking at them.
// node scripts/screenshot.mjs http://127.0.0.1:3000 /path1 /path2 ... (writes .screenshots/)
// Needs Debian's Chromium (apt-get install chromium) or CHROMIUM_PATH: no browser is downloaded.
import { chromium } from '@playwright/test';
import { existsSync, mkdirSync } from 'node:fs';

const [base, ...paths] = process.argv.slice(2);
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(executablePath)) {
  console.error(`npm run screenshot needs Chromium at ${executablePath}: install Debian's (sudo apt-get install -y --no-install-recommends chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}
if (!base || paths.length === 0) {
  console.error('Usage: npm run screenshot -- http://127.0.0.1:3000 /path [/path ...]   (needs Chromium; writes .screenshots/)');
  process.exit(2);
}
mkdirSync('.screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(Number(process.env.SHOT_WAIT || 500));
    const name = (path.replace(/[^a-z0-9]+/gi, '_') || 'home') + `_${width}.png`;
    await page.screenshot({ path: `.screenshots/${name}`, fullPage: process.env.FULL !== '0' });
    console.log(`.screenshots/${name}`);
  }
  await page.close();
}
await browser.close();
