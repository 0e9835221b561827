import { expect } from '@playwright/test';
import { test } from '../support/shared-page';
import { waitForHydration } from '../support/hydration';

const TILES = [
  '/sports-models',
  '/betting',
  '/cricket',
  '/data-visualisation/dynamic-d3-components',
  '/pool/matches',
  '/analytics/designing-analytics-schemas',
  '/sports-models/english-pool-monte-carlo-simulation',
  '/betting/how-to-maximise-sports-betting-accumulators',
];

test.describe('site shell: home, paths and menus', () => {
  test('home shows the headline and the eight project tiles, each navigating', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const tiles = page.getByTestId('home-tiles').getByRole('link');
    await expect(tiles).toHaveCount(8);
    // Back to the home page through the history between tiles (the app renders it again without a page load).
    for (let i = 0; i < TILES.length; i++) {
      if (i > 0) {
        await page.goBack();
        await expect(page).toHaveURL(/\/$/);
      }
      await page.getByTestId('home-tiles').getByRole('link').nth(i).click();
      await expect(page).toHaveURL(new RegExp(`${TILES[i].replace(/[/-]/g, '\\$&')}$`));
    }
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page/here');
    await expect(page.getByRole('heading', { name: 'Lost?' })).toBeVisible();
    await expect(page.getByText("There's nothing to see here...")).toBeVisible();
  });

  const REDIRECTS: [string, string][] = [
    ['/pool-monte-carlo-simulation', '/sports-models/english-pool-monte-carlo-simulation'],
    ['/pool-monte-carlo-simulation/shot-accuracy', '/sports-models/english-pool-monte-carlo-simulation/shot-accuracy'],
    ['/pool-monte-carlo-simulation/break-efficiency', '/sports-models/english-pool-monte-carlo-simulation/break-efficiency'],
    ['/pool-monte-carlo-simulation/foul-impact', '/sports-models/english-pool-monte-carlo-simulation/foul-impact'],
    ['/pool-monte-carlo-simulation/glossary', '/sports-models/english-pool-monte-carlo-simulation/glossary'],
    ['/concept/how-to-maximise-sports-betting-accumulators', '/betting/how-to-maximise-sports-betting-accumulators'],
    ['/visualisation/dynamic-d3-components', '/data-visualisation/dynamic-d3-components'],
  ];
  test('every old path redirects to its new one', async ({ page }) => {
    for (const [from, to] of REDIRECTS) {
      await page.goto(from);
      // The target page may add its own query string (e.g. a simulation seed).
      await expect(page).toHaveURL(new RegExp(`${to.replace(/[/-]/g, '\\$&')}(\\?.*)?$`));
    }
  });

  test('routes match regardless of letter case', async ({ page }) => {
    await page.goto('/ABOUT');
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
    await expect(page).toHaveTitle(/^About \| /);
  });

  test('the Projects menu opens and navigates on desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    const button = page.getByRole('button', { name: 'Projects' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
    await expect(menu.getByRole('link')).toHaveCount(6);
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await button.click();
    await menu.getByRole('link', { name: /Cricket/ }).click();
    await expect(page).toHaveURL(/\/cricket$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the mobile menu panel opens and navigates at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Projects' })).toBeHidden();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panelLinks = page.locator('header').getByRole('link', { name: 'About' });
    await expect(panelLinks).toBeVisible();
    await page.locator('header').getByRole('link', { name: 'Pool League' }).click();
    await expect(page).toHaveURL(/\/pool\/matches$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the navigation shrinks after 60 px of scroll but not after 40 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/');
    // The page must be long enough to scroll: wait for the lazily loaded content.
    await expect(page.getByTestId('home-tiles')).toBeVisible();
    const nav = page.getByTestId('site-nav');
    await expect(nav).toHaveAttribute('data-shrunk', 'false');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(40);
    await page.waitForTimeout(150);
    await expect(nav).toHaveAttribute('data-shrunk', 'false');
    await page.evaluate(() => window.scrollTo(0, 60));
    // Not exactly 60: when the nav shrinks the page gets shorter, and on a page barely taller than 600 px plus 60 the
    // browser clamps the scroll to the new end (58 seen under load). Past 50 is what shrinks the nav.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
    await expect(nav).toHaveAttribute('data-shrunk', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(nav).toHaveAttribute('data-shrunk', 'false');
  });

});

test.describe('site shell: admin link, page titles, scrolling and loading', () => {
  test('the admin icon shows only with a token in local storage', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('admin-link')).toHaveCount(0);
    await page.evaluate(() => localStorage.setItem('token', 'some-token'));
    await page.reload();
    await expect(page.getByTestId('admin-link')).toBeVisible();
    await expect(page.getByTestId('admin-link')).toHaveAttribute('href', '/admin');
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.reload();
    await expect(page.getByTestId('admin-link')).toHaveCount(0);
  });

  test('the footer year links to /admin', async ({ page }) => {
    await page.goto('/');
    const link = page.getByTestId('footer-admin-link');
    await expect(link).toHaveText(`© ${new Date().getFullYear()}`);
    await expect(link).toHaveAttribute('href', '/admin');
  });

  test('title, description and canonical link change per page', async ({ page }) => {
    await page.goto('/');
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveAttribute('href', /\/$/);
    const homeTitle = await page.title();
    await page.getByRole('link', { name: 'About' }).first().click();
    await expect(page).toHaveTitle(/^About \| /);
    expect(await page.title()).not.toBe(homeTitle);
    await expect(canonical).toHaveAttribute('href', /\/about$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /analytics, machine learning and sports modelling/,
    );
    await page.goto('/nowhere');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('every route change scrolls to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/');
    await expect(page.getByTestId('home-tiles')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByTestId('footer-admin-link').scrollIntoViewIfNeeded();
    await page.locator('footer').getByRole('link', { name: 'Cricket' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a page chunk that fails to load shows a chunk-load error with a retry', async ({ page }) => {
    await page.route(/about-page-.*\.js$/, (route) => route.abort());
    await page.goto('/');
    await page.getByRole('link', { name: 'About' }).first().click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('ChunkLoadError (error)');
    await expect(alert).toContainText('about-page');
    await page.unroute(/about-page-.*\.js$/);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  });

  test('the About page shows the dictionary card', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByText('similar:')).toBeVisible();
    await expect(page.locator('article q')).toHaveCount(2);
  });

  test('no CSP violation while the app loads', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto('/');
    await expect(page.getByTestId('home-tiles')).toBeVisible();
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
