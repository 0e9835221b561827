import { expect, type Page } from '@playwright/test';
import { test } from '../support/shared-page';
import { waitForHydration } from '../support/hydration';

// The e2e database imports tests/fixtures/cricsheet (L Long is one of its batters) and the demo pool league.
const CAREER = '/cricket/player/l-long';
const GROUP = '/pool/group/banff';

test.describe('first HTML without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home shows its tiles', async ({ page }) => {
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('home-tiles').getByRole('link')).toHaveCount(8);
    await expect(page).toHaveTitle(/Sportalytics/);
  });

  test('a career page shows its career summary table', async ({ page }) => {
    const res = await page.goto(CAREER);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'L Long' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Career summary' });
    await expect(summary.getByRole('table')).toBeVisible();
    await expect(summary.getByRole('table')).toContainText('130');
    await expect(page).toHaveTitle('L Long: Test batting career | Sportalytics');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(new URL(CAREER, page.url()).href);
  });

  test('a pool group shows its standings', async ({ page }) => {
    const res = await page.goto(GROUP);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Current Standings' })).toBeVisible();
    const rows = page.getByRole('table').first().getByRole('row');
    expect(await rows.count()).toBeGreaterThan(3);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Pool Group \| Sportalytics/);
  });
});

/** Console errors and /api requests of a page from its first byte on. */
function watch(page: Page) {
  const errors: string[] = [];
  const api: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/api/')) api.push(u.pathname);
  });
  return { errors, api };
}

/** Resolves once React has hydrated (the nav's Projects button answers clicks only then). */
async function hydrated(page: Page) {
  await waitForHydration(page);
  // Give a refetch, if any were due, the chance to start.
  await page.waitForTimeout(500);
}

test.describe('hydration', () => {
  for (const [path, check] of [
    ['/', (p: Page) => expect(p.getByTestId('home-tiles').getByRole('link')).toHaveCount(8)],
    [CAREER, (p: Page) => expect(p.getByRole('region', { name: 'Career summary' }).getByRole('table')).toBeVisible()],
    [GROUP, (p: Page) => expect(p.getByRole('heading', { name: 'Current Standings' })).toBeVisible()],
  ] as const) {
    test(`${path} hydrates with no console error and no second request for its data`, async ({ page }) => {
      const seen = watch(page);
      await page.goto(path);
      await hydrated(page);
      await check(page);
      expect(seen.errors).toEqual([]);
      expect(seen.api).toEqual([]);
      // Hydrated, the page is live: client navigation works.
      await page.getByRole('link', { name: 'Sportalytics home' }).click();
      if (path !== '/') await expect(page).toHaveURL(/\/$/);
    });
  }

  test('a career page still loads another player in the browser after hydrating', async ({ page }) => {
    const seen = watch(page);
    await page.goto('/cricket');
    await hydrated(page);
    // Only the "Today in the archive" box reads after hydrating: it depends on the visitor's day (the newest Test,
    // the Tests in play on this date and the chart of one of them), which no cached server page can know.
    expect(seen.api.filter((p) => !/^\/api\/cricket\/(matches|match\/[^/]+\/win_probability)$/.test(p))).toEqual([]);
    await page.getByTestId('player-grid').getByRole('link').first().click();
    await expect(page.getByRole('region', { name: 'Career summary' }).getByRole('table')).toBeVisible();
    expect(seen.api.some((p) => p.startsWith('/api/cricket/player_detail/'))).toBe(true);
    expect(seen.errors).toEqual([]);
  });

  test('an unknown player hydrates its server-rendered message without refetching', async ({ page }) => {
    const seen = watch(page);
    const res = await page.goto('/pool/player/99999');
    expect(res?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByTestId('no-matches')).toHaveText('No matches found for that player ID.');
    expect(seen.api).toEqual([]);
    // The only console error is the browser's note about the 404 document itself.
    expect(seen.errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });
});

test.describe('before the scripts arrive', () => {
  /** Holds the app's chunk back, as a slow phone network would: the page is on screen, React is not there yet. */
  async function holdApp(page: Page) {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  test('a button clicked on the server-rendered page is handled once the page has hydrated', async ({ page }) => {
    const release = await holdApp(page);
    await page.goto(GROUP);
    const player = (await page.getByTestId('standings-table').getByRole('link').first().getAttribute('href'))!;
    await page.goto(player);
    const header = page.getByTestId('head-to-head').locator('thead th[data-column="matches"]');
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await header.getByRole('button').click();
    // Nothing can happen yet...
    await page.waitForTimeout(300);
    await expect(header).toHaveAttribute('aria-sort', 'none');
    // ...and once the app has loaded and hydrated, the click takes effect (once: one click, one sort).
    release();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await page.waitForTimeout(500);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
  });

  test('a page scrolled before it hydrated stays where the visitor scrolled it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    const release = await holdApp(page);
    await page.goto(CAREER);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    release();
    await hydrated(page);
    // ...and the navigation knows it: shrunk, as after any scroll past 60 px (the server rendered it unshrunk)
    await expect(page.getByTestId('site-nav')).toHaveAttribute('data-shrunk', 'true');
    // The shrinking nav is 16 px shorter; the browser's scroll anchoring moves the scroll position by as much so the
    // content in view stays put. Never back to the top.
    const y = await page.evaluate(() => window.scrollY);
    expect(y).toBeGreaterThanOrEqual(300 - 16);
    expect(y).toBeLessThanOrEqual(300);
  });

  test('a value typed into a calculator before the page hydrated is taken into account', async ({ page }) => {
    const release = await holdApp(page);
    await page.goto('/betting/how-to-maximise-sports-betting-accumulators');
    const calc = page.getByTestId('odds-calculator');
    await calc.getByTestId('first-odds').fill('2.5');
    await page.waitForTimeout(300);
    await expect(calc.getByTestId('first-percent')).toHaveValue('58.82');
    release();
    await expect(calc.getByTestId('first-percent')).toHaveValue('40');
    await expect(calc.getByTestId('second-odds')).toHaveValue('2.7');
    await expect(calc.getByTestId('first-odds')).toHaveValue('2.5');
  });
});

test.describe('status codes', () => {
  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const res = await page.goto('/no/such/page/here');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Lost?' })).toBeVisible();
  });

  test('an unknown cricket player, pool player or group answers 404 with the page message', async ({ page, request }) => {
    const res = await page.goto('/cricket/player/nobody-at-all');
    expect(res?.status()).toBe(404);
    // An address that names nothing is not a failure of the site: no "Error:" before the message.
    await expect(page.getByRole('alert')).toHaveText('No cricket player "nobody-at-all"');
    const group = await request.get('/pool/group/no-such-group');
    expect(group.status()).toBe(404);
    expect(await group.text()).toContain('Group not found.');
    const player = await request.get('/pool/player/99999');
    expect(player.status()).toBe(404);
  });
});
