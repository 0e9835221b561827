/** GET /api/pool/player/{id}/rating_change on the hand-built fixture league (tests/unit/league/fixture-league.ts). */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../api/app';
import { endpoints } from '../../../contracts/endpoints';
import { colleyRatingsById } from '../../../workers/ratings/colley';
import { expectDocumented } from '../api/contract-helpers';
import { fixtureDb } from './fixture-league';

const app = createApp({ db: fixtureDb() });
const route = endpoints.poolPlayerRatingChange;
async function get(path: string) {
  const res = await app.request(`/api/pool/player${path}`);
  return { status: res.status, body: (await expectDocumented(route, res)) as { data: Record<string, unknown>; error: { field: string; message: string } } };
}

// Alpha's live games: 7 Jan Ann-Ben (Ann), Ben-Cat w2 (Ben), Ann-Cat (Cat); 14 Jan Ann-Ben (Ann); 21 Jan Ann-Ben w3 (Ann).
const alpha = [
  { winnerId: 1, loserId: 2, weight: 1, day: '2025-01-07' },
  { winnerId: 2, loserId: 3, weight: 2, day: '2025-01-07' },
  { winnerId: 3, loserId: 1, weight: 1, day: '2025-01-07' },
  { winnerId: 1, loserId: 2, weight: 1, day: '2025-01-14' },
  { winnerId: 1, loserId: 2, weight: 3, day: '2025-01-21' },
];
const ratingAt = (id: number, day: string) => colleyRatingsById([1, 2, 3], alpha.filter((g) => g.day <= day)).get(id)!;

describe('rating_change API', () => {
  it('defaults to the player’s latest night and splits the change exactly', async () => {
    const { status, body } = await get('/1/rating_change');
    expect(status).toBe(200);
    const d = body.data as { from: string; to: string; change: number; parts_sum: number; rating_from: number; rating_to: number; group: { url_slug: string }; results: { text: string; weight: number }[]; lines: { text: string }[]; nights: { date: string; played: boolean }[] };
    expect(d.group.url_slug).toBe('alpha');
    expect([d.from, d.to]).toEqual(['2025-01-20', '2025-01-21']);
    expect(d.rating_from).toBeCloseTo(ratingAt(1, '2025-01-20'), 10);
    expect(d.rating_to).toBeCloseTo(ratingAt(1, '2025-01-21'), 10);
    expect(Math.abs(d.parts_sum - d.change)).toBeLessThan(1e-9);
    expect(d.results.map((r) => [r.text, r.weight])).toEqual([['Your win over Ben', 3]]);
    expect(d.lines).toHaveLength(2);
    expect(d.nights.map((n) => [n.date, n.played])).toEqual([
      ['2025-01-07', true],
      ['2025-01-14', true],
      ['2025-01-21', true],
    ]);
  });

  it('takes dates and a group; Cat was not in Alpha on 14 Jan but moved', async () => {
    const { body } = await get('/3/rating_change?from=2025-01-07&to=2025-01-21&group=ALPHA');
    const d = body.data as { change: number; parts_sum: number; results: { text: string }[] };
    expect(d.change).toBeCloseTo(ratingAt(3, '2025-01-21') - ratingAt(3, '2025-01-07'), 10);
    expect(Math.abs(d.parts_sum - d.change)).toBeLessThan(1e-9);
    expect(d.results).toHaveLength(2);
    expect(d.results.every((r) => r.text.startsWith("Ann's win over Ben") || r.text.startsWith("Ben's loss to Ann"))).toBe(true);
  });

  it('refuses bad input naming the field', async () => {
    for (const [q, field] of [
      ['from=2025-13-01', 'from'],
      ['to=yesterday', 'to'],
      ['group=bad_slug!', 'group'],
      ['from=2025-01-21&to=2025-01-07', 'from'],
    ] as const) {
      const { status, body } = await get(`/1/rating_change?${q}`);
      expect(status, q).toBe(400);
      expect(body.error.field, q).toBe(field);
    }
    expect((await get('/1/rating_change?group=beta')).status).toBe(404);
    expect((await get('/5/rating_change')).status).toBe(404);
    expect((await get('/999/rating_change')).status).toBe(404);
  });
});
