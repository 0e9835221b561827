/**
 * A JSON body nested past the depth limit is a 400 naming the limit before anything walks it (it overflowed the
 * stack: a 500); free-text fields refuse the characters names refuse (contracts/text-rules.ts); passkey sign-in
 * options cost no write.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../../api/app';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { MAX_JSON_DEPTH } from '../../../api/http/request-body';
import { hiddenCharacterProblem, MAX_COMBINING_RUN } from '../../../contracts/text-rules';
import { checkName } from '../../../contracts/names';
import { call, login, makeAdminApp } from '../admin/admin-test-kit';
import { json, playerApp, req, signInPlayer } from '../players/player-test-kit';

type Err = { error: { code: string; field?: string; message: string } };

describe('a JSON body nested past the limit', () => {
  // 8,000 levels fit in the 16 KiB body limit of every write (an array of arrays: 16,000 bytes).
  const deepArray = '['.repeat(8000) + ']'.repeat(8000);
  const deepObject = '{"a":'.repeat(2500) + '1' + '}'.repeat(2500);

  it('is a 400 naming the limit on admin, sign-in and player endpoints, never a 5xx', async () => {
    const { app } = await makeAdminApp();
    const token = await login(app);
    for (const [path, body, auth] of [
      ['/api/admin/players', deepArray, token],
      ['/api/admin/players', deepObject, token],
      ['/api/auth/token', deepArray, null],
      ['/api/player/invite', deepObject, null],
      ['/api/player/passkeys/login', `{"credential":${deepArray}}`, null],
    ] as const) {
      const res = await call(app, path, { rawBody: body, token: auth });
      expect(res.status, `${path} ${body.slice(0, 12)}`).toBe(400);
      const e = (await json<Err>(res)).error;
      expect(e.code).toBe('too_deep');
      expect(e.message).toContain(`${MAX_JSON_DEPTH} levels`);
    }
  });

  it('counts only brackets that open values: one inside a string, or a body at the limit, is not refused for depth', async () => {
    const { app } = await makeAdminApp();
    const token = await login(app);
    const inString = await call(app, '/api/admin/players', { rawBody: JSON.stringify({ name: '['.repeat(200) }), token });
    expect((await json<Err>(inString)).error.code).not.toBe('too_deep');
    const escaped = await call(app, '/api/admin/players', { rawBody: `{"name":"\\"${'{'.repeat(100)}"}`, token });
    expect((await json<Err>(escaped)).error.code).not.toBe('too_deep');
    const atLimit = '['.repeat(MAX_JSON_DEPTH - 1) + '{"name":"Zed"}' + ']'.repeat(MAX_JSON_DEPTH - 1);
    const res = await call(app, '/api/admin/players', { rawBody: atLimit, token });
    expect(res.status).toBe(400);
    expect((await json<Err>(res)).error.code).toBe('validation_error');
    const over = '['.repeat(MAX_JSON_DEPTH) + '{"name":"Zed"}' + ']'.repeat(MAX_JSON_DEPTH);
    expect((await json<Err>(await call(app, '/api/admin/players', { rawBody: over, token }))).error.code).toBe('too_deep');
  });
});

describe('free text refuses what names refuse', () => {
  const zalgo = 'Z' + '\u0301\u0302\u0303'.repeat(100) + 'algo was here';

  it('a dispute reason or a rejection reason with NUL, a right-to-left override or a pile of combining marks is a 400 naming reason', async () => {
    const kit = await playerApp();
    const cat = (await signInPlayer(kit.app, kit.admin, 3)).session;
    const dan = (await signInPlayer(kit.app, kit.admin, 4)).session;
    const sub = (await json<{ data: { id: number } }>(await req(kit.app, '/api/player/results', { cookies: [cat], body: { groupId: 1, opponentId: 4, myScore: 10, opponentScore: 2 } }))).data;
    for (const [reason, words] of [
      ['It was 10-4\u0000 really', /control characters/],
      ['It was \u202e4-01 saw tI', /direction control/],
      [zalgo, new RegExp(`more than ${MAX_COMBINING_RUN} accents`)],
      ['It was\u2028 10-4', /control characters/],
      ['It was 10-4\u00ad', /invisible or formatting characters \(U\+00AD\)/],
    ] as const) {
      for (const [path, who] of [
        [`/api/player/results/${sub.id}/dispute`, { cookies: [dan] as string[] }],
        [`/api/admin/pending-results/${sub.id}/reject`, { token: kit.admin }],
      ] as [string, { cookies?: string[]; token?: string }][]) {
        const res = await req(kit.app, path, { ...who, body: { reason } });
        expect(res.status, `${path} ${JSON.stringify(reason.slice(0, 20))}`).toBe(400);
        const e = (await json<Err>(res)).error;
        expect(e.field).toBe('reason');
        expect(e.message).toMatch(words);
      }
    }
    expect(kit.db.prepare('SELECT state, dispute_reason FROM pool_result_submissions').get()).toEqual({ state: 'awaiting', dispute_reason: null });
    // Line breaks from the form's textarea, accents, emoji with their joiners and selectors are text like any other.
    const fine = 'Ich habe 10–4 gewonnen, nicht 10–2.\nFrag Zoë ❤️ 👨‍👩‍👧 Tiếng Việt';
    const ok = await req(kit.app, `/api/player/results/${sub.id}/dispute`, { cookies: [dan], body: { reason: fine } });
    expect(ok.status).toBe(200);
    expect((await json<{ data: { dispute_reason: string } }>(ok)).data.dispute_reason).toBe(fine);
  });

  it('a season seed too; and names refuse a pile of combining marks as well, by the same rule', async () => {
    const { app } = await makeAdminApp();
    const token = await login(app);
    const res = await call(app, '/api/admin/seasons', {
      token,
      body: { groupId: 1, name: 'Spring', startDate: '2026-01-05', generate: { meetings: 1, everyDays: 7, seed: 'a\u202eb' } },
    });
    expect(res.status).toBe(400);
    expect((await json<Err>(res)).error).toMatchObject({ field: 'generate.seed' });
    const named = await call(app, '/api/admin/players', { token, body: { name: 'Zo' + '\u0308'.repeat(40) } });
    expect(named.status).toBe(400);
    expect((await json<Err>(named)).error.message).toMatch(/combining marks/);
    expect(checkName('Nguyễn Thị Ánh').ok).toBe(true);
    // The one statement: what a name refuses beyond line breaks and joiners, free text refuses with the same words.
    for (const ch of ['\u0007', '\u202e', '\u2066', '\u200b', '\u00ad', '\u2800', 'e' + '\u0301'.repeat(MAX_COMBINING_RUN + 1)]) {
      const asName = checkName(`Ann ${ch} Lee`);
      expect(asName.ok, JSON.stringify(ch)).toBe(false);
      expect(hiddenCharacterProblem(`Ann ${ch} Lee`, 'text')?.split(' ').slice(0, 4)).toEqual((asName as { reason: string }).reason.split(' ').slice(0, 4));
    }
    expect(hiddenCharacterProblem('e' + '\u0301'.repeat(MAX_COMBINING_RUN), 'text')).toBeNull();
  });
});

describe('passkey sign-in options', () => {
  const dir = mkdtempSync(join(tmpdir(), 'login-options-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('2,000 calls grow the write-ahead log by at most 8 MB (they write nothing); a forged or expired challenge writes nothing either', { timeout: 120_000 }, async () => {
    const path = join(dir, 'site.db');
    const db = openDatabase(path);
    migrate(db);
    // As on the server: the request connection does not checkpoint (a thread does, every 30 s).
    db.pragma('wal_autocheckpoint = 0');
    const clock = { t: Date.UTC(2026, 0, 5, 12) };
    const app = createApp({ db, clock: () => clock.t });
    const first = await req(app, '/api/player/passkeys/login-options', { body: {}, address: '198.51.100.1' });
    expect(first.status).toBe(200);
    db.pragma('wal_checkpoint(TRUNCATE)');
    const challenges = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const res = await req(app, '/api/player/passkeys/login-options', { body: {}, address: `198.51.${100 + (i % 50)}.${i % 250}` });
      expect(res.status).toBe(200);
      challenges.add((await json<{ data: { challenge: string } }>(res)).data.challenge);
    }
    expect(challenges.size).toBe(2000);
    const grown = statSync(`${path}-wal`).size;
    expect(grown).toBeLessThanOrEqual(8 * 1024 * 1024);
    expect(grown).toBe(0);

    // An answer carrying a challenge this server did not make, or one past its 5 minutes, is refused unwritten.
    const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const answer = (challenge: string) => ({
      credential: {
        id: 'AAAA',
        rawId: 'AAAA',
        type: 'public-key',
        clientExtensionResults: {},
        response: { clientDataJSON: b64({ type: 'webauthn.get', challenge, origin: 'http://localhost' }), authenticatorData: 'AAAA', signature: 'AAAA' },
      },
    });
    const [one] = challenges;
    const forged = Buffer.from(one, 'base64url');
    forged[0] ^= 1;
    clock.t += 5 * 60 * 1000;
    for (const challenge of [forged.toString('base64url'), one]) {
      const res = await req(app, '/api/player/passkeys/login', { body: answer(challenge), address: '203.0.113.7' });
      expect(res.status).toBe(401);
    }
    expect(db.prepare('SELECT COUNT(*) FROM player_webauthn_challenges').pluck().get()).toBe(0);
    db.close();
  });
});
