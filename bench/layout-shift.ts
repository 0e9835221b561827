/**
 * `npx tsx bench/layout-shift.ts`: cumulative layout shift while each public page loads, in Chromium at a phone
 * viewport (412 x 823, Lighthouse's mobile size) and a desktop one (1280 x 900). Needs a build (`npm run build`);
 * starts the built server on a free port with a temporary database (the cricket fixtures, or CRICSHEET_SOURCE).
 *
 * Pages: every URL of /sitemap.xml (at most BENCH_CLS_PER_KIND, default 3, cricket and pool player pages), a
 * comparison page and an unknown path. A page counts as loaded when the network is idle, then SETTLE_MS more
 * (simulations finish in workers). Prints the CLS per viewport and the element that moved most when a page
 * shifts; target: CLS <= 0.02 on every page. Exits 1 when a page misses it.
 * `--only <path>` (repeatable) measures just those paths.
 */
import { chromium, type Browser } from '@playwright/test';
import { startBuiltServer, waitForHealth } from './local-server';

const TARGET = 0.02;
const SETTLE_MS = Number(process.env.BENCH_CLS_SETTLE_MS || 2500);
const PER_KIND = Number(process.env.BENCH_CLS_PER_KIND || 3);
const args = process.argv.slice(2);
const ONLY = args.flatMap((a, i) => (a === '--only' && args[i + 1] ? [args[i + 1]] : []));
const VIEWPORTS = [
  { name: 'phone', width: 412, height: 823 },
  { name: 'desktop', width: 1280, height: 900 },
];



interface Shift {
  value: number;
  culprit: string;
}

async function measure(browser: Browser, url: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: Shift[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (e.hadRecentInput) continue;
        const biggest = [...e.sources].sort(
          (a, b) => b.previousRect.width * b.previousRect.height - a.previousRect.width * a.previousRect.height,
        )[0];
        const el = biggest?.node as Element | undefined;
        const culprit = el
          ? `${el.nodeName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute?.('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''}${
              typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}` : ''
            } y ${Math.round(biggest.previousRect.y)} -> ${Math.round(biggest.currentRect.y)}`
          : 'unknown';
        w.__shifts.push({ value: e.value, culprit });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(SETTLE_MS);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  await context.close();
  const cls = shifts.reduce((s, x) => s + x.value, 0);
  const worst = [...shifts].sort((a, b) => b.value - a.value)[0];
  return { cls, worst };
}

async function main() {
  const { base, stop } = await startBuiltServer('cls');
  let browser: Browser | undefined;
  let failed = false;
  try {
    await waitForHealth(`${base}/api/health`);
    const xml = await (await fetch(`${base}/sitemap.xml`)).text();
    const all = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    const cricketPlayers = all.filter((p) => p.startsWith('/cricket/player/'));
    const poolPlayers = all.filter((p) => p.startsWith('/pool/player/'));
    let paths = [
      ...all.filter((p) => !p.startsWith('/cricket/player/') && !p.startsWith('/pool/player/')),
      ...cricketPlayers.slice(0, PER_KIND),
      ...poolPlayers.slice(0, PER_KIND),
    ];
    if (cricketPlayers.length >= 2) {
      paths.push(`/cricket/compare/${cricketPlayers[0].split('/').pop()}/${cricketPlayers[1].split('/').pop()}`);
    }
    paths.push('/no/such/page');
    if (ONLY.length) paths = ONLY;

    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
    });
    console.log(`Layout shift while loading, ${paths.length} pages; target CLS <= ${TARGET}`);
    console.log(`${'page'.padEnd(78)} ${VIEWPORTS.map((v) => v.name.padStart(8)).join(' ')}`);
    for (const path of paths) {
      const results = [];
      for (const v of VIEWPORTS) results.push({ v, ...(await measure(browser, base + path, v)) });
      const miss = results.filter((r) => r.cls > TARGET);
      if (miss.length) failed = true;
      console.log(
        `${path.padEnd(78)} ${results.map((r) => r.cls.toFixed(3).padStart(8)).join(' ')}${miss.length ? '  MISS' : ''}`,
      );
      for (const r of miss) console.log(`    ${r.v.name}: worst shift ${r.worst.value.toFixed(3)} by ${r.worst.culprit}`);
    }
  } finally {
    await browser?.close();
    stop();
  }
  console.log(failed ? 'Some pages shift more than the target.' : 'Every page meets the target.');
  process.exit(failed ? 1 : 0);
}

main().catch((e) => {
  console.error(e);
  process.exit(2);
});
