import { describe, expect, it } from 'vitest';
import { checkName, confusableKey } from '../../../contracts/names';
import { call, login, makeAdminApp } from '../admin/admin-test-kit';

/** Each character the review found accepted beside "Bea Munro", placed inside the name. */
const INVISIBLE = [
  ['soft hyphen', '\u00ad'],
  ['invisible times', '\u2062'],
  ['Hangul filler', '\u3164'],
  ['Hangul choseong filler', '\u115f'],
  ['tag letter A', '\u{E0041}'],
  ['Braille blank', '\u2800'],
  ['interlinear annotation anchor', '\ufff9'],
] as const;

describe('names: invisible characters and look-alikes', () => {
  it.each(INVISIBLE)('refuses a name holding a %s', (_what, ch) => {
    const r = checkName(`Bea Mun${ch}ro`);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/invisible or formatting characters \(U\+[0-9A-F]{4,5}\)/);
  });

  it('refuses a word mixing Latin with Armenian letters ("Munօo"), keeps names of one script and Japanese words', () => {
    const r = checkName('Bea Mun\u0585o');
    expect(r).toEqual({ ok: false, reason: 'must not mix Latin letters with Armenian ones in one word ("Mun\u0585o")' });
    expect(checkName('Вера Павлова').ok).toBe(true);
    expect(checkName('Bea Müller-Lüdenscheidt').ok).toBe(true);
    expect(checkName('山田 ひろし').ok).toBe(true);
    expect(checkName('カタカナ漢字').ok).toBe(true);
  });

  it('the Cyrillic "Веа Munro" has the confusable key of "Bea Munro"', () => {
    expect(confusableKey('\u0412\u0435\u0430 Munro')).toBe(confusableKey('Bea Munro'));
    expect(confusableKey('Bea Munro')).not.toBe(confusableKey('Ben Munro'));
  });

  it('the roster refuses a whole-word look-alike of an existing player, with a clear message; and in a rename', async () => {
    const { app } = await makeAdminApp();
    const token = await login(app);
    expect((await call(app, '/api/admin/players', { body: { name: 'Bea Munro' }, token })).status).toBe(201);
    const res = await call(app, '/api/admin/players', { body: { name: '\u0412\u0435\u0430 Munro' }, token });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: { field: string; message: string } };
    expect(body.error.field).toBe('name');
    expect(body.error.message).toContain('looks like the existing player "Bea Munro"');
    const rename = await call(app, '/api/admin/players/1', { method: 'PATCH', body: { name: '\u0412\u0435\u0430 Munro' }, token });
    expect(rename.status).toBe(409);
    for (const [, ch] of INVISIBLE) {
      const r = await call(app, '/api/admin/players', { body: { name: `Bea Mun${ch}ro` }, token });
      expect(r.status).toBe(400);
    }
    expect((await call(app, '/api/admin/players', { body: { name: 'Bea Mun\u0585o' }, token })).status).toBe(400);
  });

  it('the CSV import applies the same rules', async () => {
    const { app } = await makeAdminApp();
    const token = await login(app);
    expect((await call(app, '/api/admin/players', { body: { name: 'Bea Munro' }, token })).status).toBe(201);
    const csv = ['date,player1,player2,score1,score2,group', ',\u0412\u0435\u0430 Munro,,,,', ',Bea Mun\u00adro,,,,', ',Bea Mun\u0585o,,,,', ''].join('\n');
    const res = await call(app, '/api/admin/import?dryRun=1', { rawBody: csv, contentType: 'text/csv', token });
    const report = ((await res.json()) as { data?: { errors: { line: number; reason: string }[] }; report?: { errors: { line: number; reason: string }[] } });
    const errors = (report.data ?? report.report)!.errors;
    expect(errors.map((e) => e.line)).toEqual([2, 3, 4]);
    expect(errors[0].reason).toContain('looks like the player "Bea Munro"');
    expect(errors[1].reason).toMatch(/invisible or formatting/);
    expect(errors[2].reason).toMatch(/must not mix Latin letters with Armenian/);
  });
});
