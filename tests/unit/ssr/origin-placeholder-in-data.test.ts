import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../../api/app';
import { ensureAdminPassword } from '../../../api/auth/admin-password';
import { openDatabase, type Db } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import * as entry from '../../../src/entry-server';
import { call, login, PASSWORD, seedPool, TEST_SCRYPT } from '../admin/admin-test-kit';

/**
 * The server fills in its origin only in its own markup (canonical link, og:url, structured data),
 * never inside data. A player named exactly like the origin placeholder keeps that name on the page.
 */
const TEMPLATE = '<!doctype html><html lang="en"><head><title>T</title></head><body><div id="root"></div></body></html>';
const NAME = entry.SITE_ORIGIN_PLACEHOLDER;

let dir: string;
let db: Db;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ssr-origin-'));
  writeFileSync(join(dir, 'index.html'), TEMPLATE);
  db = openDatabase(':memory:');
  migrate(db);
  await ensureAdminPassword(db, { envPassword: PASSWORD, params: TEST_SCRYPT, log: () => {} });
  seedPool(db);
  app = createApp({ db, staticRoot: dir, ssr: entry, publicOrigin: 'http://site.localhost' });
});

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the origin placeholder inside data', () => {
  it('shows a player named like the placeholder by that name, with the canonical link on the origin', async () => {
    const token = await login(app);
    // Created, added to a group and given a match through the admin API, as an admin would.
    const created = await call(app, '/api/admin/players', { body: { name: NAME }, token });
    expect(created.status).toBe(201);
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    expect((await call(app, '/api/admin/groups/1/members', { body: { playerId: id }, token })).status).toBe(201);
    const result = await call(app, '/api/admin/add-result', { body: { player1Id: id, player2Id: 1, score1: 10, score2: 4 }, token });
    expect(result.status).toBe(201);

    const page = await app.request(`http://site.localhost/pool/player/${id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    // The page's heading and title say the name as written.
    expect(html).toMatch(new RegExp(`<h1[^>]*>${NAME.replace(/[.]/g, '\\.')}</h1>`));
    expect(html).toContain(`<title>${NAME} – Pool Player`);
    // The breadcrumb's name is the player's name; its address is on the real origin.
    expect(html).toContain(`"name":"${NAME}","item":"http://site.localhost/pool/player/${id}"`);
    // The server's own markup has the origin.
    expect(html).toContain(`<link rel="canonical" href="http://site.localhost/pool/player/${id}" />`);
    expect(html).toContain(`<meta property="og:url" content="http://site.localhost/pool/player/${id}" />`);

    // The group page lists the player under that name too.
    const group = await (await app.request('http://site.localhost/pool/group/banff')).text();
    expect(group).toContain(`>${NAME}<`);
    expect(group).toContain('<link rel="canonical" href="http://site.localhost/pool/group/banff" />');
  });
});
