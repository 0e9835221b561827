import { describe, expect, it } from 'vitest';
import { ApiClientError } from '../../../src/lib/api-client';
import { checkMatchForm, refusalProblem } from '../../../src/features/admin/utils/add-match-validation';
import { sharedGroups } from '../../../src/features/admin/utils/shared-groups';
import type { AdminGroup } from '../../../contracts/admin';
import { call, login, makeAdminApp } from './admin-test-kit';

/** The add and edit forms check dates and weights with the API's own rules before confirming. */
const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const valid = { player1Id: '1', player2Id: '2', score1: '10', score2: '4', date: '2026-11-20', weight: '1' };

describe('the match form checks what the API checks', () => {
  it('refuses a date two months ahead, a weight out of range, and names the field', () => {
    expect(checkMatchForm(valid, { now: NOW })).toBeNull();
    expect(checkMatchForm({ ...valid, date: '2027-01-24' }, { now: NOW })).toEqual({
      field: 'gameDate',
      message: 'Date played must not be more than a day in the future',
    });
    expect(checkMatchForm({ ...valid, date: '1969-12-31' }, { now: NOW })).toEqual({ field: 'gameDate', message: 'Date played must be in 1970 or later' });
    expect(checkMatchForm({ ...valid, date: '' }, { now: NOW })?.field).toBe('gameDate');
    // Tomorrow (UTC midnight, within a day of the clock) is accepted, as by the API.
    expect(checkMatchForm({ ...valid, date: '2026-11-25' }, { now: NOW })).toBeNull();
    expect(checkMatchForm({ ...valid, weight: '0' }, { now: NOW })).toEqual({ field: 'fixtureWeight', message: 'Fixture weight must be greater than 0' });
    expect(checkMatchForm({ ...valid, weight: '10.5' }, { now: NOW })).toEqual({ field: 'fixtureWeight', message: 'Fixture weight must be at most 10' });
    expect(checkMatchForm({ ...valid, score2: '10' }, { now: NOW })).toEqual({ field: 'score2', message: 'Only one player can score 10' });
    // A correction keeping its stored date does not check it again.
    expect(checkMatchForm({ ...valid, date: '2027-01-24' }, { now: NOW, dateUnchanged: true })).toBeNull();
  });

  it('agrees with the API on the same values (the API refuses what the form refuses, with the same reason)', async () => {
    const { app } = await makeAdminApp();
    const token = await login(app);
    const now = Date.now();
    const day = 86_400_000;
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    for (const [date, weight] of [
      [iso(now + 60 * day), '1'],
      [iso(now - 2 * day), '0'],
      [iso(now - 2 * day), '12'],
      [iso(now - 2 * day), '2.5'],
    ] as const) {
      const form = checkMatchForm({ ...valid, date, weight }, { now });
      const res = await call(app, '/api/admin/add-result', {
        body: { player1Id: 1, player2Id: 2, score1: 10, score2: 4, gameDate: date, fixtureWeight: Number(weight) },
        token,
      });
      const body = (await res.json()) as { error?: { field: string; message: string } };
      if (form === null) {
        expect(res.status).toBe(201);
      } else {
        expect(res.status).toBe(400);
        expect(body.error!.field).toBe(form.field);
        // Same reason after each side's own label ("gameDate" / "Date played").
        expect(refusalProblem(new ApiClientError(body.error!.message, 400, 'validation_error', body.error!.field))!.message.replace(/^\w+ /, '')).toBe(form.message.replace(/^(Date played|Fixture weight) /, ''));
      }
    }
  });

  it("places the API's refusal next to the field it names, or under the form", () => {
    expect(refusalProblem(new ApiClientError('gameDate: gameDate must not be more than a day in the future', 400, 'validation_error', 'gameDate'))).toEqual({
      field: 'gameDate',
      message: 'gameDate must not be more than a day in the future',
    });
    expect(refusalProblem(new ApiClientError('Ann is archived', 409, 'conflict', 'player1Id'))?.field).toBe('player1Id');
    expect(refusalProblem(new ApiClientError('boom', 500))).toEqual({ field: null, message: 'boom' });
    expect(refusalProblem(new Error('offline'))).toBeNull();
  });

  it('finds the groups two players share (archived groups do not count)', () => {
    const g = (id: number, members: number[], archived: string | null = null) =>
      ({ id, name: `G${id}`, url_slug: `g${id}`, member_ids: members, archived_at: archived, match_count: 0 }) as unknown as AdminGroup;
    const groups = [g(1, [1, 2, 3]), g(2, [3, 4]), g(3, [1, 4], '2026-01-01 00:00:00')];
    expect(sharedGroups(groups, 1, 2).map((x) => x.id)).toEqual([1]);
    expect(sharedGroups(groups, 1, 4)).toEqual([]);
    expect(sharedGroups(groups, 4, 3).map((x) => x.id)).toEqual([2]);
  });
});
