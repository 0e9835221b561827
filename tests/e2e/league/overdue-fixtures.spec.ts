import { expect } from '@playwright/test';
import { test } from '../support/shared-page';

// The group page lists fixtures whose date has passed without a result under "Overdue", with their
// dates, and only fixtures dated today or later as upcoming. The browser's clock is set to the date of a fixture
// in the middle of the demo season's open ones, so both lists have entries whatever the machine's date. The clock
// stays installed in its context, so the test opens a context of its own.

interface Fixture {
  id: number;
  date: string;
  result: unknown;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const shown = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

test('overdue fixtures are listed apart, with their dates, and never as upcoming', async ({ browser, baseURL, request }) => {
  const season = (await (await request.get('/api/pool/group/banff/season')).json()).data as { fixtures: Fixture[] };
  const open = season.fixtures.filter((f) => f.result === null);
  const dates = [...new Set(open.map((f) => f.date))].sort();
  expect(dates.length).toBeGreaterThan(1);
  const today = dates[Math.floor(dates.length / 2)];
  const overdue = open.filter((f) => f.date < today);
  const upcoming = open.filter((f) => f.date >= today);

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(`${today}T12:00:00Z`));
  await page.goto('/pool/group/banff');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const section = page.getByTestId('group-season');
  await expect(section.getByRole('heading', { name: 'Overdue' })).toBeVisible();
  await expect(section.getByText(`${overdue.length} fixture${overdue.length === 1 ? ' is' : 's are'} dated before today with no result yet.`)).toBeVisible();

  const late = section.getByTestId('overdue-fixtures').locator('li');
  await expect(late).toHaveCount(Math.min(8, overdue.length));
  expect((await late.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-fixture-id')))))).toEqual(overdue.slice(0, 8).map((f) => f.id));
  await expect(late.first()).toContainText(shown(overdue[0].date));
  await expect(late.first()).toContainText('overdue');

  const next = section.getByTestId('upcoming-fixtures').locator('li');
  await expect(next).toHaveCount(Math.min(8, upcoming.length));
  expect((await next.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-fixture-id')))))).toEqual(upcoming.slice(0, 8).map((f) => f.id));
  await context.close();
});
