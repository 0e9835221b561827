import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { adminBaseURL } from '../../../playwright.config';
import { adminApi } from '../support/admin-token';
import { signIn } from './admin-helpers';

// Players enter their own results. Two browser contexts as two players, each with a Chromium virtual
// authenticator (CDP WebAuthn): the invite (issued on the admin's page, with its QR code), a passkey, signing in
// again with it; A enters a result on a 375 px phone from the badge in three steps; B confirms it; the standings,
// ratings and A's "what changed" follow. Then a result B enters, A disputes: it reaches the admin's queue and the
// admin's decision is final. WebAuthn needs a domain name, so the players use localhost, not 127.0.0.1.
const origin = adminBaseURL.replace('127.0.0.1', 'localhost');
const PHONE = { width: 375, height: 740 };
const suffix = `x${Math.random().toString(36).slice(2, 6)}`;

async function withAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}


async function ratingOf(request: APIRequestContext, slug: string, playerId: number): Promise<number> {
  const rows = ((await (await request.get(`${adminBaseURL}/api/pool/group/${slug}/standings`)).json()) as { data: { player_id: number; rating: number }[] }).data;
  return rows.find((r) => r.player_id === playerId)!.rating;
}

/** Nothing on the page is wider than the phone. */
async function expectFitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test('invite, passkey, A enters a result on a phone, B confirms; a dispute goes to the admin, whose decision is final', async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  // The league: a group of three with a season whose fixtures are due today.
  const api = await adminApi(request);
  const names = [`Alma ${suffix}`, `Bert ${suffix}`, `Cleo ${suffix}`];
  const ids: number[] = [];
  for (const name of names) ids.push((await api.post('/api/admin/players', { name })).id as number);
  const group = await api.post('/api/admin/groups', { name: `Friday ${suffix}` });
  const slug = group.url_slug as string;
  for (const playerId of ids) await api.post(`/api/admin/groups/${group.id}/members`, { playerId });
  const season = (await api.post('/api/admin/seasons', { groupId: group.id, name: 'Autumn', startDate: '2026-01-01' })).season as { id: number };
  const today = new Date().toISOString().slice(0, 10);
  for (const [a, b] of [
    [0, 1],
    [1, 2],
    [0, 2],
  ])
    await api.post(`/api/admin/seasons/${season.id}/fixtures`, { date: today, player1Id: ids[a], player2Id: ids[b] });
  const [alma, bert] = ids;

  // The admin issues Alma's invite on the players page: a link and its QR code, shown once.
  await signIn(page);
  await page.goto('/admin/league');
  await page.getByRole('button', { name: `Invite and sign-ins of ${names[0]}` }).click();
  await page.getByRole('button', { name: 'Issue an invite' }).click();
  await expect(page.getByTestId('invite-qr')).toBeVisible();
  const almaLink = (await page.getByTestId('invite-link').textContent())!.replace(/^http:\/\/127\.0\.0\.1/, 'http://localhost');
  expect(almaLink).toMatch(/\/join#[A-Za-z0-9_-]{22}$/);
  const bertLink = `${origin}${(await api.post(`/api/admin/players/${bert}/invite`)).path as string}`;

  // Alma, on a phone: the link signs her in and lands on her page without the code in the address; she adds a passkey.
  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, baseURL: origin });
  const a = await phone.newPage();
  await withAuthenticator(phone, a);
  await a.goto(almaLink);
  await expect(a).toHaveURL(`${origin}/me?welcome=1`);
  await expect(a.getByTestId('player-name')).toHaveText(names[0]);
  expect(await a.evaluate(() => window.location.hash)).toBe('');
  await a.getByRole('button', { name: 'Add a passkey' }).click();

  await expect(a.getByTestId('passkey-offer')).toHaveCount(0);
  await expect(a.getByTestId('passkey-saved')).toContainText('Passkey saved.');
  // The invite is used up; the passkey signs her in again.
  await a.getByRole('button', { name: 'Sign out' }).click();
  await expect(a.getByTestId('passkey-sign-in')).toBeVisible();
  await a.getByRole('button', { name: 'Sign in with your passkey' }).click();
  await expect(a.getByTestId('player-name')).toHaveText(names[0]);
  // Something new each day: her next fixture (today's two share the day: the first made), her chance, her public page.
  await expect(a.getByTestId('me-next-fixture')).toContainText(new RegExp(`^v ${names[1]}, .*Your chance of winning the frame: \\d+ %, from the ratings\\.$`));
  await expect(a.getByTestId('me-today').getByRole('link', { name: names[0] })).toHaveAttribute('href', `/pool/player/${alma}`);
  await expectFitsPhone(a);

  // Bert, on a computer, with his own authenticator and passkey.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: origin });
  const b = await desk.newPage();
  await withAuthenticator(desk, b);
  await b.goto(bertLink);
  await expect(b.getByTestId('player-name')).toHaveText(names[1]);
  await b.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(b.getByTestId('passkey-offer')).toHaveCount(0);

  const almaBefore = await ratingOf(request, slug, alma);
  const bertBefore = await ratingOf(request, slug, bert);

  // From opening the site: 1. the badge, 2. "Enter a result", 3. the form sent (the due fixture is filled in).
  await a.goto('/');
  await a.getByTestId('player-badge').click();
  await a.getByTestId('enter-result-link').click();
  await expect(a).toHaveURL(/\/me#enter$/);
  const form = a.getByTestId('submit-result-form');
  await form.getByLabel('Opponent', { exact: true }).selectOption({ label: names[1] });
  await form.getByLabel('Your frames').selectOption('10');
  await form.getByLabel(`${names[1]}'s frames`).selectOption('3');
  await expect(form.getByLabel(/This is your fixture of/)).toBeChecked();
  await form.getByRole('button', { name: 'Send for confirmation' }).click();
  await expect(a.getByTestId('sent')).toContainText(`${names[0]} 10–3 ${names[1]}, awaiting ${names[1]}'s confirmation`);
  await expect(a.getByTestId('my-submissions').locator('[data-state="awaiting"]')).toHaveCount(1);
  await expectFitsPhone(a);

  // Awaiting: on the group page, and counting nowhere.
  await a.goto(`/pool/group/${slug}`);
  await a.getByTestId('group-results-place').scrollIntoViewIfNeeded();
  await expect(a.getByTestId('group-pending')).toContainText(`${names[0]} 10–3 ${names[1]}`);
  await expectFitsPhone(a);
  expect(await ratingOf(request, slug, alma)).toBe(almaBefore);

  // Bert sees the badge and confirms.
  await b.goto('/');
  await expect(b.getByTestId('player-badge-count')).toHaveText(/^1/);
  await b.goto('/me');
  await b.getByTestId('to-confirm').getByRole('button', { name: 'Confirm' }).click();
  await expect(b.getByTestId('to-confirm')).toHaveCount(0);

  const almaAfter = await ratingOf(request, slug, alma);
  const bertAfter = await ratingOf(request, slug, bert);
  expect(almaAfter).toBeGreaterThan(almaBefore);
  expect(bertAfter).toBeLessThan(bertBefore);
  const fmt = (x: number) => x.toFixed(2);
  await a.goto('/me');
  const changed = a.getByTestId('what-changed');
  // What it changed is worked out after the confirmation, on its own thread: the page asks again until it is there.
  await expect(changed).toContainText(`${names[0]}: rating ${fmt(almaBefore)} → ${fmt(almaAfter)}`, { timeout: 20_000 });
  await expect(changed).toContainText(`${names[1]}: rating ${fmt(bertBefore)} → ${fmt(bertAfter)}`);
  await expect(changed).toContainText('title chance');
  // Her last result heads the day's box, and her next fixture is now the one against Cleo.
  await expect(a.getByTestId('me-today')).toContainText(`${names[0]} 10–3 ${names[1]}`);
  await expect(a.getByTestId('me-next-fixture')).toContainText(`v ${names[2]}`);
  await expectFitsPhone(a);
  await a.goto(`/pool/group/${slug}`);
  await a.getByTestId('group-results-place').scrollIntoViewIfNeeded();
  await expect(a.getByTestId('group-latest')).toContainText(`rating ${fmt(almaBefore)} → ${fmt(almaAfter)}`);

  // Bert enters another result; Alma disputes it; the admin rejects it and that is final.
  await b.goto('/me');
  const bForm = b.getByTestId('submit-result-form');
  await bForm.getByLabel('Opponent', { exact: true }).selectOption({ label: names[0] });
  await bForm.getByLabel('Your frames').selectOption('10');
  await bForm.getByLabel(`${names[0]}'s frames`).selectOption('6');
  await bForm.getByRole('button', { name: 'Send for confirmation' }).click();
  await expect(b.getByTestId('sent')).toBeVisible();
  await a.goto('/me');
  await a.getByTestId('to-confirm').getByRole('button', { name: 'Dispute' }).click();
  await a.getByLabel('What is wrong with it?').fill('We did not play a second match');
  await a.getByRole('button', { name: 'Send to the admin' }).click();
  await expect(a.getByTestId('to-confirm')).toHaveCount(0);

  await page.goto('/admin');
  const item = page.getByTestId('pending-results').locator('[data-state="disputed"]', { hasText: names[1] });
  await expect(item).toContainText('We did not play a second match');
  await item.getByRole('button', { name: 'Reject' }).click();
  await item.getByLabel(/Why is it rejected/).fill('No second match was played');
  await item.getByRole('button', { name: 'Reject result' }).click();
  await expect(page.getByTestId('pending-results').locator('[data-state="disputed"]', { hasText: names[1] })).toHaveCount(0);
  await b.goto('/me');
  await expect(b.getByTestId('my-submissions').locator('[data-state="rejected"]')).toContainText('Rejected by the admin: “No second match was played”');
  expect(await ratingOf(request, slug, alma)).toBe(almaAfter);

  // The admin sees both players' sessions and passkeys.
  await page.goto('/admin/league');
  await page.getByRole('button', { name: `Invite and sign-ins of ${names[0]}` }).click();
  await expect(page.getByTestId('player-passkey')).toHaveCount(1);
  await expect(page.getByTestId('player-session').first()).toContainText('passkey');
  await phone.close();
  await desk.close();
});
