import { expect, type Page } from '@playwright/test';
import { DATA_ROUTE_PATTERNS, STATIC_PUBLIC_PATHS } from '../../api/seo/public-pages';
import { adminBaseURL, baseURL } from '../../playwright.config';
import { adminToken } from './support/admin-token';
import { keptTab, test } from './support/shared-page';
import { expectNoSeriousA11yViolationsAtBothWidths } from './support/a11y';
import { waitForHydration } from './support/hydration';
import { revealLazySection } from './support/lazy-section';
import {
  PHONE,
  clippedControls,
  expectColumnVisibleAtFirstSight,
  expectDataOnFirstScreen,
  expectKeyColumnsOnScreen,
  expectNoClippedTables,
  keyColumnsOffScreen,
} from './support/phone-tables';
import { expectOneFormPerFigure, DEVELOPER_WORDS } from './support/figure-forms';

// One visit per page, and everything about the page as a whole checked there: every page of the sitemap (one URL
// per route with parameters), the public pages the sitemap leaves out and the admin pages signed in. Each is opened
// at 375 px and checked: no table clipped and the page never wider than the screen (on the chart pages, on any
// frame from the first one until the charts are drawn), the ranked-by column of standings in view, chart text of at least 11 px, every figure written in the site's one form and no developer
// command in the page (support/figure-forms.ts), axe (serious and critical WCAG 2.1 A/AA violations; on the
// pages marked so, also headings that skip a level and landmarks with the same role and name, at any impact); then
// widened to 1280 px (the app follows a resize: media queries and measured widths) and axe runs again.
// Tests of what a page does (buttons, filters, links) stay in the feature specs; only states that need a mocked
// answer or a dialog open keep an axe check of their own there.

const SIM = '/sports-models/english-pool-monte-carlo-simulation';
const DESKTOP = { width: 1280, height: 720 };

interface Checks {
  /** Query string to load the page with (seeded simulations give the same page every run). */
  query?: string;
  /** Elements (data-testid) whose appearance shows the page has rendered its results. */
  ready?: string[];
  /** Standings tables (data-testid) and the column each is ranked by, which must be in view at 375 px. */
  ranked?: { testId: string; column: string; within?: string }[];
  /** A chart (data-testid) whose texts, with every other chart text in <main>, are at least 11 px at 375 px. */
  chartText?: string;
  /** Brings the page into the state to check (opens collapsed parts), after it is ready. */
  prepare?: (page: Page) => Promise<void>;
  /** Further assertions about the page, at 375 px. */
  check?: (page: Page) => Promise<void>;
  /** Fixed time to let D3 transitions finish before axe reads colours. */
  settleMs?: number;
  /** Also fail on headings that skip a level and landmarks with the same role and name (axe, any impact). */
  headings?: boolean;
  /** false: skip the 375 px layout checks (no clipped table, no sideways scroll). */
  phoneLayout?: false;
  /**
   * Charts (selectors of their <svg>) that show the page has drawn them: the page is never wider than the phone on
   * any frame from the first one through hydration until they are drawn (the width is sampled on every animation
   * frame, see sampleWidthEveryFrame). The server's HTML alone is measured in shell/phone-width-while-loading.spec.ts.
   */
  drawnCharts?: string[];
  /** Data on the first screen at 375 px, the key column on screen, and (filters) the filters folded behind one button. */
  firstScreen?: { filters?: boolean };
}

/** The <svg> of a chart by its data-testid (on the svg itself or on its box). */
const chart = (testId: string) => `svg[data-testid="${testId}"], [data-testid="${testId}"] svg`;

/** Per sitemap path (or route pattern): what shows the page is ready, and what else to check. */
const CHECKS: Record<string, Checks> = {
  '/': { ready: ['home-tiles'] },
  // The e2e league is the generated demo league: the page says so (unit test: demo-seed.test.ts).
  '/pool/matches': { ready: ['matches-table'], firstScreen: {}, check: (page) => expect(page.getByTestId('demo-league-notice')).toContainText('Demo league.') },
  '/pool/group/:groupUrlSlug': { ready: ['matches-table'], ranked: [{ testId: 'standings-table', column: 'rating' }], firstScreen: {} },
  '/pool/group/:groupUrlSlug/ratings-explanation': {
    ready: ['explained-ratings'],
    ranked: [{ testId: 'explained-ratings', column: 'rating' }],
  },
  // The sitemap's first pool player (player 1) plays in Banff.
  '/pool/player/:playerId': {
    ready: ['head-to-head'],
    ranked: [{ testId: 'standings-table', column: 'rating', within: 'player-group-banff' }],
  },
  '/pool/predictions/:groupUrlSlug': {
    ready: ['session-table', 'calibration-chart'],
    chartText: 'calibration-chart',
    drawnCharts: ['diff-histogram', 'calibration-chart', 'rating-chart'].map(chart),
  },
  // The demo's cup in progress: its chances table keeps the player column in view.
  '/pool/cup/:cupSlug': { ready: ['cup-chances', 'cup-bracket'], firstScreen: {} },
  // The demo team league: the division tables keep the points column in view; a team's squad; a played match's card.
  '/pool/league/:leagueSlug': { ready: ['table-1', 'table-3'], ranked: [{ testId: 'table-1', column: 'points' }] },
  '/pool/league/:leagueSlug/team/:teamSlug': { ready: ['squad', 'team-fixtures'] },
  '/pool/league/:leagueSlug/match/:fixtureId': { ready: ['card-frames'] },
  [`${SIM}/shot-accuracy`]: { query: '?seed=7', ready: ['top-streaks', 'game-length-chart'], chartText: 'game-length-chart' },
  [`${SIM}/break-efficiency`]: { query: '?seed=99', ready: ['break-conversion'] },
  [`${SIM}/foul-impact`]: { query: '?seed=12345', ready: ['over-under'], drawnCharts: ['accuracy-chart', 'game-length-chart'].map(chart) },
  [`${SIM}/player-model`]: { query: '?seed=5', ready: ['head-to-heads'] },
  [`${SIM}/league-predictions`]: {
    query: '?seed=11',
    ready: ['league-summary', 'fixture-list', 'result-list'],
    ranked: [{ testId: 'league-table', column: 'points' }],
    headings: true,
    drawnCharts: [chart('position-chart')],
  },
  [`${SIM}/league-predictions/custom`]: {
    query: '?seed=21',
    ready: ['players-table', 'league-summary'],
    headings: true,
    // The fixtures and the results of the simulated league, opened (their headings and landmarks are checked too).
    prepare: async (page) => {
      for (const name of ['Fixtures', 'Results of the simulated league']) {
        await page.getByRole('button', { name, exact: true }).click();
      }
      await expect(page.getByTestId('fixture-list')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('result-list')).toBeVisible({ timeout: 20_000 });
    },
  },
  '/sports-models/golf/round-prediction': { ready: ['golf-table', 'golf-histogram'], chartText: 'golf-histogram', drawnCharts: [chart('golf-histogram')] },
  '/sports-models/league-schedule-generator': { query: '?seed=3', ready: ['rounds'] },
  '/sports-models/sports-ranking-methods-colley-massey-elo': { ready: ['results-table'] },
  '/sports-models/monte-carlo-simulation-sports-prediction': {
    ready: ['convergence-exact'],
    chartText: 'convergence-exact',
    drawnCharts: ['[data-testid="convergence-demo"] svg[role="img"]'],
  },
  // The bankroll lab's chart draws only after a run (a click); it uses the same hook.
  '/betting/kelly-criterion-bankroll-management': {
    ready: ['kelly-y-title'],
    chartText: 'kelly-y-title',
    drawnCharts: ['[data-testid="kelly-calculator"] svg[role="img"]'],
  },
  '/intersecting-lines': { ready: ['tangent-table', 'tangent-figure'], chartText: 'tangent-figure', drawnCharts: [chart('tangent-figure')] },
  '/data-visualisation/dynamic-d3-components': {
    ready: ['scatter-chart', 'gauge-chart'],
    settleMs: 900,
    drawnCharts: [chart('scatter-chart'), chart('gauge-chart')],
  },
  '/analytics/designing-analytics-schemas': {
    headings: true,
    // An article with several code blocks, each a labelled region.
    check: async (page) => {
      await expect(page.getByRole('region', { name: /^Code example \(SQL\): CREATE TABLE dim_player/ })).toBeVisible();
      expect(await page.getByRole('region', { name: /^Code example/ }).count()).toBeGreaterThan(1);
    },
  },
  // Every lazy section rendered, headings and landmarks included (the innings section no longer repeats its
  // table's landmark name).
  '/cricket/player/:slug': {
    ready: ['career-summary'],
    headings: true,
    firstScreen: { filters: true },
    drawnCharts: ['score-range-chart', 'dismissal-chart', 'survival-chart'].map(chart),
  },
  '/cricket/matches': { firstScreen: { filters: true } },
  '/cricket/match/:matchId': { firstScreen: {} },
  '/cricket/team/:team': { firstScreen: {} },
  '/cricket/ground/:ground': { firstScreen: {} },
  '/cricket/series/:series': { firstScreen: {} },
  // At 375 px the column each records table ranks by is on screen beside the rank and the name: every table, each
  // opened from the table links (client navigation).
  '/cricket/records': {
    ready: ['records-table'],
    firstScreen: { filters: true },
    check: async (page) => {
      // The records book's own tables (not links to other pages the nav may hold).
      const links = page.getByTestId('records-tables').locator('a[href^="/cricket/records"]');
      const count = await links.count();
      expect(count).toBeGreaterThan(10);
      for (let i = 0; i < count; i++) {
        await links.nth(i).click();
        await expect(links.nth(i)).toHaveAttribute('aria-current', 'page');
        const table = page.getByTestId('records-table');
        await expect(table.locator('thead th[data-key-column]')).toHaveCount(1);
        await expect(table.locator('tbody tr').first()).toBeVisible();
        await expectKeyColumnsOnScreen(page);
      }
    },
  },
};

/** Public pages the sitemap leaves out, and other states a page is opened in by its URL. */
const UNLISTED: [string, Checks][] = [
  ['/login', {}],
  // The players' pages signed out: the passkey sign-in, and an invite link without its code.
  ['/me', { ready: ['passkey-sign-in'] }],
  ['/join', { ready: ['join-problem'] }],
  ['/no/such/page/here', {}],
  ['/cricket/compare/l-long/a-smith', { ready: ['compare-view'], headings: true }],
  ['/cricket/player/k-kay', { ready: ['never-batted'] }],
  ['/cricket/player/a-smith?venue=away', { ready: ['no-filtered-innings'] }],
];

/** The admin pages, signed in, on the admin server. */
const ADMIN: [string, Checks][] = [
  ['/admin/cups', { ready: ['new-cup-form'] }],
  [
    '/admin',
    {
      ready: ['latest-matches', 'audit-log'],
      // The rating preview shows once two players are chosen.
      prepare: async (page) => {
        const a = page.getByLabel('Player A');
        await a.selectOption({ index: 1 });
        await page.getByLabel('Player B').selectOption({ index: 2 });
        await expect(page.getByTestId('rating-preview').locator('tbody tr').first()).toBeVisible();
      },
      // At 375 px (from the former admin phone-tables spec): latest matches are cards, each with its
      // score and delete button inside the screen; the rankings show their Rating column at first sight.
      check: async (page) => {
        const row = page.getByTestId('latest-matches').locator('tbody tr').first();
        await expect(row).toBeVisible();
        for (const cell of [row.locator('[data-column="score"]'), row.getByRole('button', { name: /^Delete match/ })]) {
          const box = (await cell.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
        }
        await expect(row.locator('[data-column="score"]')).toHaveText(/^\d+–\d+$/);
        await expectColumnVisibleAtFirstSight(page.getByRole('region', { name: /Current rankings/ }).locator('table'), 'rating');
      },
    },
  ],
  ['/admin/add-match', { prepare: (page) => expect(page.getByLabel('Player 1')).toBeVisible() }],
  ['/admin/league', { prepare: (page) => expect(page.getByLabel('New player')).toBeVisible() }],
  ['/admin/import', { prepare: (page) => expect(page.getByLabel('CSV file')).toBeVisible() }],
];

const patternRegex = (pattern: string) => new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`);

/**
 * An init script: on the pages whose path and query match one of `sampled` (regex sources), samples the page's
 * width on every animation frame from the document's start until window.__stopSampling is set; the widest is
 * window.__widest. A chart that starts at a guessed width (600 px) makes the page scroll sideways until it is
 * measured, which a check after load never sees.
 */
function sampleWidthEveryFrame(sampled: string[]) {
  if (!sampled.some((source) => new RegExp(source).test(location.pathname + location.search))) return;
  const w = window as unknown as { __widest: number; __frames: number; __stopSampling?: boolean };
  w.__widest = 0;
  w.__frames = 0;
  const sample = () => {
    const el = document.documentElement;
    if (el) w.__widest = Math.max(w.__widest, el.scrollWidth);
    w.__frames++;
    if (!w.__stopSampling) requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
  document.addEventListener('DOMContentLoaded', () => {
    w.__widest = Math.max(w.__widest, document.documentElement.scrollWidth);
  });
}

/** The pages with drawnCharts, as sampleWidthEveryFrame's regex sources (a route pattern matches any of its pages). */
const SAMPLED = Object.entries(CHECKS)
  .filter(([, c]) => c.drawnCharts)
  .map(([path, c]) => `^${path.replace(/:[^/]+/g, '[^/]+')}${(c.query ?? '').replace(/\?/g, '\\?')}$`);

/** From the first frame through hydration until the charts are drawn, the page was never wider than the phone. */
async function expectNeverWiderWhileDrawing(page: Page, charts: string[]) {
  const frames = () => page.evaluate(() => (window as unknown as { __frames: number }).__frames);
  for (const selector of charts) {
    const svg = page.locator(selector).first();
    await svg.scrollIntoViewIfNeeded({ timeout: 45_000 });
    await expect(svg).toBeVisible({ timeout: 45_000 });
  }
  // A few more frames after the last chart appeared, so the frame it was drawn in is sampled.
  const seen = await frames();
  await expect.poll(frames).toBeGreaterThan(seen + 3);
  const widest = await page.evaluate(() => {
    const w = window as unknown as { __widest: number; __stopSampling: boolean };
    w.__stopSampling = true;
    return w.__widest;
  });
  expect(widest, 'the widest frame while loading').toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Brings every lazily rendered section into view until it has rendered (tests/e2e/support/lazy-section.ts). */
async function revealAllLazySections(page: Page) {
  const ids = await page.locator('[data-loaded="false"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
  for (const id of ids) if (id) await revealLazySection(page, id);
  await expect(page.locator('[data-loaded="false"]')).toHaveCount(0);
  if (ids.length) await page.evaluate(() => window.scrollTo(0, 0));
}

async function expectChartTextAtLeast11px(page: Page) {
  const sizes = await page.evaluate(() =>
    Array.from(document.querySelectorAll<SVGTextElement>('main svg text'))
      .filter((t) => t.getBBox().width > 0 && t.textContent?.trim())
      .map((t) => {
        const m = t.getScreenCTM()!;
        const size = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
        return { text: t.textContent!.trim(), size: Math.round(size * 10) / 10 };
      }),
  );
  expect(sizes.length).toBeGreaterThan(2);
  const small = sizes.filter((t) => t.size < 11);
  expect(small, JSON.stringify(small.slice(0, 5))).toEqual([]);
}

/** Opens the page at 375 px, waits until it shows its results and checks it; then widens it to 1280 px and runs axe again. */
async function sweep(page: Page, path: string, checks: Checks) {
  await page.setViewportSize(PHONE);
  await page.goto(path + (checks.query ?? ''));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  for (const id of checks.ready ?? []) await expect(page.getByTestId(id).first()).toBeVisible({ timeout: 30_000 });
  // Nothing still computing or switching in (simulation sections are aria-busy meanwhile).
  await expect(page.locator('main section[aria-busy="true"], main div[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  if (checks.firstScreen) await expectDataOnFirstScreen(page, path, checks.firstScreen);
  await revealAllLazySections(page);
  if (checks.drawnCharts) await expectNeverWiderWhileDrawing(page, checks.drawnCharts);
  if (checks.prepare) await checks.prepare(page);
  if (checks.check) await checks.check(page);
  // Charts and tables take their measured width once the page is live: poll until it has settled.
  if (checks.phoneLayout !== false) await expect(async () => expectNoClippedTables(page)).toPass({ timeout: 10_000 });
  // Every table's key column (a records table's ranked column, a calculator table's key figure) on screen at 375 px.
  if (checks.phoneLayout !== false) {
    await expectKeyColumnsOnScreen(page);
    // No control's own text cut off ("Any opposition" in a select too narrow for it).
    expect(await clippedControls(page)).toEqual([]);
  }
  for (const r of checks.ranked ?? []) {
    const scope = r.within ? page.getByTestId(r.within) : page;
    const table = scope.getByTestId(r.testId).first();
    await expect(table).toBeVisible();
    await expectColumnVisibleAtFirstSight(table, r.column);
  }
  if (checks.chartText) await expectChartTextAtLeast11px(page);
  // One way to write each kind of figure, and no developer command, in everything the page shows.
  await expectOneFormPerFigure(page);
  // Every betting page (hub, articles, calculators, the bankroll lab's article) carries the responsible-gambling
  // notice with links to real help.
  if (path.startsWith('/betting')) {
    const notice = page.getByTestId('bet-responsibly');
    await expect(notice).toHaveCount(1);
    await expect(notice.getByRole('link', { name: 'GamCare' })).toHaveAttribute('href', 'https://www.gamcare.org.uk/');
  }
  // axe at 375 px and at 1280 px (the app follows a resize: media queries and measured widths); color-contrast once
  // per text look in this worker, on any page and at either width (support/a11y.ts).
  await expectNoSeriousA11yViolationsAtBothWidths(
    page,
    { phone: PHONE, desktop: DESKTOP },
    { alsoRules: checks.headings ? ['heading-order', 'landmark-unique'] : [], settleMs: checks.settleMs },
  );
}

/** The sitemap's paths (from this server, so the admin server's own groups and players do not matter). */
async function sitemapPaths(page: Page): Promise<string[]> {
  // maxRetries: a kept-alive connection the server closed as the request left it (ECONNRESET, seen once in CI) is
  // tried again, as a browser retries an idempotent request.
  const xml = await (await page.request.get(`${baseURL}/sitemap.xml`, { maxRetries: 2 })).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

// One page per worker, reused from page to page (a page load is most of a visit's cost without a new browser
// context each time), and one for the admin pages, on the admin server, signed in once per worker (through the
// API; the sign-in form has its own tests), so the audit log the admin specs read gains only a line or two.
const it = test.extend<{ sweepPage: Page; adminSweepPage: Page }>({
  sweepPage: async ({ browser, keptContext }, run) => {
    const context = await keptContext('sweep', async () => {
      const made = await browser.newContext({ baseURL, reducedMotion: 'reduce', hasTouch: true, viewport: PHONE });
      await made.addInitScript(sampleWidthEveryFrame, SAMPLED);
      return made;
    });
    await run(await keptTab(context));
  },
  adminSweepPage: async ({ browser, keptContext }, run) => {
    const context = await keptContext('admin sweep', async () => {
      const made = await browser.newContext({ baseURL: adminBaseURL, reducedMotion: 'reduce', hasTouch: true, viewport: PHONE });
      await made.addInitScript((t) => localStorage.setItem('token', t), await adminToken());
      return made;
    });
    await run(await keptTab(context));
  },
});

it('every sitemap page is a static page or matches a route pattern swept here', async ({ sweepPage: page }) => {
  const paths = await sitemapPaths(page);
  expect(paths.length).toBeGreaterThan(STATIC_PUBLIC_PATHS.length);
  const unswept = paths.filter((p) => !STATIC_PUBLIC_PATHS.includes(p) && !DATA_ROUTE_PATTERNS.some((pattern) => patternRegex(pattern).test(p)));
  expect(unswept).toEqual([]);
  // Every route pattern has a page in the e2e database to sweep.
  for (const pattern of DATA_ROUTE_PATTERNS) expect(paths.some((p) => patternRegex(pattern).test(p)), pattern).toBe(true);
});

// The sweep checks each text look's contrast once per worker, at 1280 px or, for looks only a phone shows, at 375 px:
// a faint text must still fail it, whether it shows at both widths, only on phones, or in a phone-only colour.
it('the sweep fails on a text of too little contrast, at either width', async ({ sweepPage: page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/login');
  await waitForHydration(page);
  const faint = {
    'faint-everywhere': '<p id="faint-everywhere" style="color:#bbb">Faint at every width</p>',
    'faint-on-phones':
      '<style>@media (min-width: 640px) { #faint-on-phones { display: none } }</style><p id="faint-on-phones" style="color:#bbb">Faint on phones</p>',
    'faint-look-on-phones':
      '<style>#faint-look-on-phones { color: #1e293b } @media (max-width: 639.98px) { #faint-look-on-phones { color: #bbb } }</style><p id="faint-look-on-phones">Faint look on phones</p>',
  };
  for (const [id, html] of Object.entries(faint)) {
    await page.evaluate((html) => {
      const box = document.createElement('div');
      box.id = 'faint-text';
      box.innerHTML = html;
      (document.querySelector('main') ?? document.body).append(box);
    }, html);
    const sweepAxe = expectNoSeriousA11yViolationsAtBothWidths(page, { phone: PHONE, desktop: DESKTOP });
    await expect(sweepAxe, id).rejects.toThrow(new RegExp(`color-contrast[^\\n]*\\n[^]*#${id}`));
    await page.evaluate(() => document.getElementById('faint-text')!.remove());
  }
  // Without them the page passes, so each failure above was that text's.
  await expectNoSeriousA11yViolationsAtBothWidths(page, { phone: PHONE, desktop: DESKTOP });
});

// Each kind of fault the sweep's text check refuses, injected into a page that passes it: the check must fail on
// each one alone, in any page (not only one that also shows the right form), and pass again without it.
it('the sweep fails on a figure in another form, a plural slip or a developer word', async ({ sweepPage: page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/login');
  await waitForHydration(page);
  await expectOneFormPerFigure(page);
  const faults: [string, string][] = [
    ['ungrouped count of 1,000 or more', '<p>Showing 60 of 1044 players</p>'],
    ['ungrouped count of 1,000 or more', '<table><thead><tr><th>Runs</th></tr></thead><tbody><tr><td>13943</td></tr></tbody></table>'],
    ['ungrouped count of 1,000 or more (a count, not a year)', '<p>1992 runs</p>'],
    ['grouped year', '<svg><text>2,012</text><text>2,014</text><text>2,016</text></svg>'],
    ['grouped year', '<p>Played from 2,012 to 2,026</p>'],
    ['grouped year, id or Test number', '<table><thead><tr><th>Year</th></tr></thead><tbody><tr><th>2,012</th></tr></tbody></table>'],
    ['grouped year, id or Test number', '<table><thead><tr><th>Test no.</th></tr></thead><tbody><tr><td>2,616</td></tr></tbody></table>'],
    ['plural after a count of one', '<p>291 inns · 12,472 runs · <span>1</span> wkts</p>'],
    ['plural after a count of one', '<p>1 runs</p>'],
    ['percent without a space', '<p>47.4%</p>'],
    ['ISO date', '<p>2026-11-26</p>'],
    ['developer word', '<p>Simulation s uses stream s of the seed.</p>'],
    ['developer word', '<p>Error: No cricket player</p>'],
    ['developer word', "<table><thead><tr><th>P(P1 wins)</th></tr></thead></table>"],
    ['developer word', '<p>Seed: <code>forecast</code></p>'],
  ];
  for (const [name, html] of faults) {
    await page.evaluate((html) => {
      const box = document.createElement('div');
      box.id = 'injected-fault';
      box.innerHTML = html;
      (document.querySelector('main') ?? document.body).append(box);
    }, html);
    await expect(expectOneFormPerFigure(page), `${name}: ${html}`).rejects.toThrow(new RegExp(name.split(' ')[0]));
    await page.evaluate(() => document.getElementById('injected-fault')!.remove());
  }
  // Labels stay plain and counts stay grouped without a fault; a developer word inside "How it works" is allowed.
  await page.evaluate(() => {
    const box = document.createElement('div');
    box.id = 'injected-fault';
    box.innerHTML =
      '<p>Test no. 2616, seed 20251104, replay code “20251104”, 1 wicket, 13,943 runs in 2012; Ada 8508i, a name with digits</p><table><thead><tr><th>Year</th><th>Runs</th></tr></thead>' +
      '<tbody><tr><th>2012</th><td>1,492</td></tr></tbody></table><details data-how-it-works><summary>How it works</summary>' +
      '<p>Simulation s uses stream s of the seed; bisection.</p></details>';
    (document.querySelector('main') ?? document.body).append(box);
  });
  await expectOneFormPerFigure(page);
  await page.evaluate(() => document.getElementById('injected-fault')!.remove());
  // Every developer word of the list fires.
  expect(DEVELOPER_WORDS.length).toBeGreaterThan(15);
  // The phone checks: a select too narrow for "Any opposition", and a table whose key column sits off the screen.
  await page.evaluate(() => {
    const box = document.createElement('div');
    box.id = 'injected-fault';
    box.innerHTML =
      '<select style="width:90px"><option>Any opposition</option></select>' +
      '<div style="overflow-x:auto" role="region" aria-label="t" tabindex="0"><table><thead><tr><th style="min-width:400px">Player</th>' +
      '<th data-key-column data-column="runs">Runs</th></tr></thead><tbody><tr><td>A</td><td>1</td></tr></tbody></table></div>';
    (document.querySelector('main') ?? document.body).append(box);
  });
  expect(await clippedControls(page)).toEqual([expect.stringContaining('Any opposition')]);
  expect(await keyColumnsOffScreen(page)).toEqual([expect.stringContaining('Runs'), expect.stringContaining('Runs')]);
  await page.evaluate(() => document.getElementById('injected-fault')!.remove());
  expect(await clippedControls(page)).toEqual([]);
  expect(await keyColumnsOffScreen(page)).toEqual([]);
});

for (const path of STATIC_PUBLIC_PATHS) {
  it(path, async ({ sweepPage }) => sweep(sweepPage, path, CHECKS[path] ?? {}));
}
for (const pattern of DATA_ROUTE_PATTERNS) {
  it(`${pattern} (the sitemap's first)`, async ({ sweepPage }) => {
    const path = (await sitemapPaths(sweepPage)).find((p) => patternRegex(pattern).test(p));
    expect(path, `a sitemap page for ${pattern}`).toBeTruthy();
    await sweep(sweepPage, path!, CHECKS[pattern] ?? {});
  });
}
for (const [path, checks] of UNLISTED) {
  it(`${path} (not in the sitemap)`, async ({ sweepPage }) => sweep(sweepPage, path, checks));
}

test.describe('admin, signed in', () => {
  for (const [path, checks] of ADMIN) {
    it(path, async ({ adminSweepPage: page }) => {
      await sweep(page, path, checks);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }
});
