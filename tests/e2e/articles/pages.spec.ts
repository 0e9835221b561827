import { expect } from '@playwright/test';
import { test } from '../support/shared-page';

const BETTING_ARTICLES: [string, string, string[]][] = [
  ['/betting/understand-sports-betting', 'Understand Sports Betting', ['The margin: why the book adds up to more than 100 %', 'Building the right intuition']],
  ['/betting/how-to-find-value-betting-on-sports', 'How to find value betting on sports', ['What a value bet is', 'Betting exchanges', 'Discipline: why most value bettors still lose']],
  ['/betting/how-to-maximise-sports-betting-accumulators', 'How to maximise sports betting accumulators', ['How accumulator odds multiply', 'Odds calculator: compare two providers']],
  ['/betting/sports-betting-bankroll-management-strategies', 'Sports betting bankroll management strategies', ['Flat staking', 'The martingale trap']],
  ['/betting/kelly-criterion-bankroll-management', 'The Kelly criterion for bankroll management', ['The formula', 'Fractional Kelly', 'Kelly calculator']],
];

const OTHER_ARTICLES: [string, string, string[]][] = [
  ['/sports-models/sports-ranking-methods-colley-massey-elo', 'Sports ranking methods: Colley, Massey and Elo', ['Colley: wins and losses, adjusted for schedule', 'Massey: margins of victory, least squares', 'Elo: ratings updated one game at a time', 'Live example']],
  ['/sports-models/monte-carlo-simulation-sports-prediction', 'Monte Carlo simulation for sports prediction', ['The four steps', 'How accurate is a simulation?']],
  ['/analytics/designing-analytics-schemas', 'Designing analytics schemas', ['Step 1: define the business case', 'Step 3: keep historic states', 'Step 4: build aggregate KPI tables']],
];

test.describe('articles', () => {
  for (const [path, title, headings] of [...BETTING_ARTICLES, ...OTHER_ARTICLES]) {
    test(`${path} renders its headings, contents and reading time`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      for (const h of headings) await expect(page.getByRole('heading', { level: 2, name: h, exact: true })).toBeVisible();
      await expect(page.getByTestId('reading-time')).toHaveText(/^\d+ min read$/);
      const toc = page.getByRole('navigation', { name: 'Table of contents' }).filter({ visible: true });
      await expect(toc.getByRole('link', { name: headings[0], exact: true })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[()?]/g, '.')}`));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /.+/);
      if (path.startsWith('/betting/'))
        await expect(page.getByRole('link', { name: 'Betting Home' })).toHaveAttribute('href', '/betting');
    });
  }

  test('the "Betting Home" pill leads back to the hub', async ({ page }) => {
    await page.goto(BETTING_ARTICLES[4][0]);
    await page.getByRole('link', { name: 'Betting Home' }).click();
    await expect(page).toHaveURL(/\/betting$/);
  });

  test('a table-of-contents link jumps to its section', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/betting/understand-sports-betting');
    await page.getByRole('navigation', { name: 'Table of contents' }).filter({ visible: true }).getByRole('link', { name: 'Summary' }).click();
    await expect(page).toHaveURL(/#summary$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Summary' })).toBeInViewport();
  });

  test('the accumulator article shows both worked tables', async ({ page }) => {
    await page.goto('/betting/how-to-maximise-sports-betting-accumulators');
    const first = page.getByRole('table', { name: 'Provider 1: four legs at a £2 stake' });
    await expect(first.getByRole('row').last()).toContainText('90');
    await expect(first.getByRole('row').last()).toContainText('£180.00');
    const second = page.getByRole('table', { name: 'Provider 2: the same four legs at a £2 stake' });
    for (const odds of ['1.7', '2.3', '4.1', '5.7']) await expect(second).toContainText(odds);
    await expect(second.getByRole('row').last()).toContainText('91.3767');
  });
});

test.describe('hubs and demo pages', () => {
  test('the betting hub links to the four main articles', async ({ page }) => {
    await page.goto('/betting');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const links = page.getByTestId('betting-articles').getByRole('link');
    await expect(links).toHaveCount(4);
    for (const [path] of BETTING_ARTICLES.slice(0, 4))
      await expect(page.getByTestId('betting-articles').locator(`a[href="${path}"]`)).toHaveCount(1);
    await expect(page.locator('a[href="/betting/kelly-criterion-bankroll-management"]')).toHaveCount(1);
  });

  test('the sports-models hub links to its articles and tools', async ({ page }) => {
    await page.goto('/sports-models');
    await expect(page.getByRole('heading', { level: 1, name: 'Sports models' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Articles' })).toBeVisible();
    for (const path of [
      '/sports-models/sports-ranking-methods-colley-massey-elo',
      '/sports-models/monte-carlo-simulation-sports-prediction',
      '/sports-models/league-schedule-generator',
      '/sports-models/english-pool-monte-carlo-simulation',
    ])
      await expect(page.locator(`a[href="${path}"]`)).toHaveCount(1);
  });

  test('intersecting lines draws two external and two internal tangents', async ({ page }) => {
    await page.goto('/intersecting-lines');
    await expect(page.getByRole('heading', { level: 1, name: 'Intersecting lines and tangents' })).toBeVisible();
    const fig = page.getByTestId('tangent-figure');
    await expect(fig.locator('line[data-kind="external"]')).toHaveCount(2);
    await expect(fig.locator('line[data-kind="internal"]')).toHaveCount(2);
    await expect(page.getByTestId('tangent-table').getByRole('row')).toHaveCount(5);
  });

  test('the playground shows components in each data state', async ({ page }) => {
    await page.goto('/playground');
    await expect(page.getByRole('heading', { level: 1, name: 'Playground' })).toBeVisible();
    const state = page.getByTestId('playground-state');
    await expect(state.getByRole('table')).toBeVisible();
    await page.getByRole('button', { name: 'Loading' }).click();
    await expect(state.getByRole('status')).toHaveText(/Loading\.\.\./);
    await page.getByRole('button', { name: 'Error' }).click();
    await expect(state.getByRole('alert')).toHaveText('Error: Player not found');
    await page.getByRole('button', { name: 'Empty' }).click();
    await expect(state).toContainText('No matches recorded yet.');
  });
});
