import { describe, expect, it } from 'vitest';
import { createApp } from '../../../api/app';
import { fixtureDb } from './fixture-league';
import { colleyRatingsById } from '../../../workers/ratings/colley';

const app = createApp({ db: fixtureDb() });
async function get(path: string, headers: Record<string, string> = {}) {
  const res = await app.request(`/api/pool${path}`, { headers });
  const text = await res.text();
  return { res, body: text ? JSON.parse(text) : null };
}

describe('pool API: lists', () => {
  it('GET /matches numbers live matches over the league, leaves deleted ones out and marks sessions', async () => {
    const { res, body } = await get('/matches');
    expect(res.status).toBe(200);
    const rows = body.data;
    expect(rows.map((m: { match_id: number }) => m.match_id)).toEqual([1, 2, 3, 5, 6, 7]);
    expect(rows.map((m: { new_id: number }) => m.new_id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rows.map((m: { session_id: number }) => m.session_id)).toEqual([1, 1, 1, 2, 2, 3]);
    expect(rows.map((m: { session_match_end_id: number }) => m.session_match_end_id)).toEqual([0, 0, 1, 0, 1, 1]);
    expect(rows[0]).toEqual({
      match_id: 1,
      new_id: 1,
      game_datetime: '2025-01-07T19:00:00Z',
      game_date: '2025-01-07',
      player_1: 'Ann',
      player_1_id: 1,
      player_2: 'Ben',
      player_2_id: 2,
      score_1: 10,
      score_2: 3,
      winner_player_id: 1,
      fixture_weight: 1,
      win_weight: 1,
      match_type: 'English',
      match_type_id: 1,
      session_id: 1,
      session_match_end_id: 0,
      deleted_at: null,
    });
  });

  it('GET /players and /groups', async () => {
    expect((await get('/players')).body.data).toEqual([
      { id: 1, name: 'Ann' },
      { id: 2, name: 'Ben' },
      { id: 3, name: 'Cat' },
      { id: 4, name: 'Dan' },
      { id: 5, name: 'Eve' },
    ]);
    expect((await get('/groups')).body.data).toEqual([
      { id: 1, name: 'Alpha', url_slug: 'alpha', player_count: 3, match_count: 5, last_played: '2025-01-21 19:00:00' },
      { id: 2, name: 'Beta', url_slug: 'beta', player_count: 3, match_count: 1, last_played: '2025-01-14 19:10:00' },
    ]);
  });
});

describe('pool API: a group by slug or id', () => {
  it('GET /group/:id answers the same group for the slug, any case, and the id', async () => {
    for (const key of ['alpha', 'ALPHA', '1']) {
      const { res, body } = await get(`/group/${key}`);
      expect(res.status).toBe(200);
      expect(body.data).toEqual({ id: 1, name: 'Alpha', url_slug: 'alpha' });
    }
  });

  it('GET /group/:id/players', async () => {
    expect((await get('/group/beta/players')).body.data).toEqual([
      { id: 3, name: 'Cat' },
      { id: 4, name: 'Dan' },
      { id: 5, name: 'Eve' },
    ]);
  });

  it('GET /group/:id/matches numbers within the group', async () => {
    const rows = (await get('/group/alpha/matches')).body.data;
    expect(rows.map((m: { match_id: number }) => m.match_id)).toEqual([1, 2, 3, 6, 7]);
    expect(rows.map((m: { new_id: number }) => m.new_id)).toEqual([1, 2, 3, 4, 5]);
    expect(rows.map((m: { session_id: number }) => m.session_id)).toEqual([1, 1, 1, 2, 3]);
    expect(rows.map((m: { session_match_end_id: number }) => m.session_match_end_id)).toEqual([0, 0, 1, 1, 1]);
    const beta = (await get('/group/2/matches')).body.data;
    expect(beta.map((m: { match_id: number; new_id: number }) => [m.match_id, m.new_id])).toEqual([[5, 1]]);
  });

  it('GET /group/:id/standings gives weighted Colley ratings and percentages', async () => {
    const rows = (await get('/group/alpha/standings')).body.data;
    const exact = colleyRatingsById([1, 2, 3], [
      { winnerId: 1, loserId: 2, weight: 1 },
      { winnerId: 2, loserId: 3, weight: 2 },
      { winnerId: 3, loserId: 1, weight: 1 },
      { winnerId: 1, loserId: 2, weight: 1 },
      { winnerId: 1, loserId: 2, weight: 3 },
    ]);
    expect(rows[0]).toEqual({
      rank: 1,
      player_id: 1,
      name: 'Ann',
      games_played: 4,
      wins: 3,
      losses: 1,
      win_percentage: 75,
      weighted_win_percentage: 83.3,
      rating: Math.round(exact.get(1)! * 100) / 100,
      games: 4,
      provisional: true,
      rating_interval: [expect.any(Number), expect.any(Number)],
    });
    expect(rows[0].rating_interval[0]).toBeLessThanOrEqual(rows[0].rating_interval[1]);
    expect(rows.map((r: { player_id: number }) => r.player_id)).toEqual([1, 2, 3].sort((a, b) => exact.get(b)! - exact.get(a)!));
    expect(rows.map((r: { rank: number }) => r.rank)).toEqual([1, 2, 3]);
    const beta = (await get('/group/beta/standings')).body.data;
    const eve = beta.find((r: { name: string }) => r.name === 'Eve');
    expect(eve).toMatchObject({ games_played: 0, win_percentage: null, weighted_win_percentage: null, rating: 50 });
  });
});

describe('pool API: a player', () => {
  it('GET /player/:id, /groups and /matches', async () => {
    expect((await get('/player/3')).body.data).toEqual({ id: 3, name: 'Cat' });
    expect((await get('/player/3/groups')).body.data).toEqual([
      { id: 1, name: 'Alpha', url_slug: 'alpha' },
      { id: 2, name: 'Beta', url_slug: 'beta' },
    ]);
    const m = (await get('/player/3/matches')).body.data;
    expect(m.map((x: { match_id: number; new_id: number }) => [x.match_id, x.new_id])).toEqual([
      [2, 2],
      [3, 3],
      [5, 4],
    ]);
    expect((await get('/player/5/matches')).body.data).toEqual([]);
  });

  it('GET /player/:id/opponent_summary', async () => {
    const rows = (await get('/player/1/opponent_summary')).body.data;
    expect(rows).toEqual([
      {
        opponent: 'Ben',
        opponent_id: 2,
        n_matches_played: 3,
        n_wins: 3,
        n_losses: 0,
        max_winning_streak: 3,
        max_losing_streak: 0,
        current_streak_type: 'Winning',
        current_streak_length: 3,
        biggest_win: 1,
        biggest_defeat: null,
      },
      {
        opponent: 'Cat',
        opponent_id: 3,
        n_matches_played: 1,
        n_wins: 0,
        n_losses: 1,
        max_winning_streak: 0,
        max_losing_streak: 1,
        current_streak_type: 'Losing',
        current_streak_length: 1,
        biggest_win: null,
        biggest_defeat: 7,
      },
    ]);
  });

  it('GET /player/:id/recent_form lists the latest results, most recent first', async () => {
    const rows = (await get('/player/1/recent_form')).body.data;
    expect(rows.map((r: { win_varchar: string; recency_ids: number; match_id: number }) => [r.win_varchar, r.recency_ids, r.match_id])).toEqual([
      ['W', 1, 7],
      ['W', 2, 6],
      ['L', 3, 3],
      ['W', 4, 1],
    ]);
  });
});

describe('pool API: errors and caching', () => {
  it('answers unknown ids with 404 in the error shape', async () => {
    for (const path of [
      '/group/nowhere',
      '/group/99',
      '/group/99/players',
      '/group/nowhere/matches',
      '/group/nowhere/standings',
      '/player/999',
      '/player/999/matches',
      '/player/999/groups',
      '/player/999/opponent_summary',
      '/player/999/recent_form',
    ]) {
      const { res, body } = await get(path);
      expect(res.status, path).toBe(404);
      expect(body.error.code).toBe('not_found');
      expect(body.error.message).toMatch(/not found/);
    }
  });

  it('answers malformed ids with 400 naming the field', async () => {
    for (const [path, field] of [
      ['/player/abc', 'playerId'],
      ['/player/0', 'playerId'],
      ['/player/-3', 'playerId'],
      ['/player/1.5/matches', 'playerId'],
      ['/player/12345678901234567890', 'playerId'],
      ['/group/0', 'groupId'],
      ['/group/bad_slug!/matches', 'groupId'],
      ['/group/-1/standings', 'groupId'],
    ] as const) {
      const { res, body } = await get(path);
      expect(res.status, path).toBe(400);
      expect(body.error.field).toBe(field);
    }
  });

  it('sends an ETag and answers 304 to a matching If-None-Match on every read endpoint', async () => {
    for (const path of [
      '/matches',
      '/players',
      '/groups',
      '/group/alpha',
      '/group/alpha/players',
      '/group/alpha/matches',
      '/group/alpha/standings',
      '/player/1',
      '/player/1/matches',
      '/player/1/groups',
      '/player/1/opponent_summary',
      '/player/1/recent_form',
    ]) {
      const first = await app.request(`/api/pool${path}`);
      const etag = first.headers.get('etag');
      expect(etag, path).toBeTruthy();
      expect(first.headers.get('cache-control')).toContain('must-revalidate');
      const again = await app.request(`/api/pool${path}`, { headers: { 'If-None-Match': etag! } });
      expect(again.status, path).toBe(304);
      const other = await app.request(`/api/pool${path}`, { headers: { 'If-None-Match': 'W/"stale"' } });
      expect(other.status).toBe(200);
    }
  });

  it('gzips large answers for clients that accept it', async () => {
    const db = fixtureDb();
    const ins = db.prepare(
      "INSERT INTO pool_matches (game_datetime, player_1_id, player_2_id, score_1, score_2, winner_player_id) VALUES ('2025-02-01 19:00:00', 1, 2, 10, 4, 1)",
    );
    for (let i = 0; i < 30; i++) ins.run();
    const local = createApp({ db });
    const res = await local.request('/api/pool/matches', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const plain = await local.request('/api/pool/matches');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.json()).data).toHaveLength(36);
  });

  it('a new match changes the ETag', async () => {
    const db = fixtureDb();
    const local = createApp({ db });
    const etag = (await local.request('/api/pool/group/alpha/standings')).headers.get('etag')!;
    db.prepare(
      "INSERT INTO pool_matches (game_datetime, player_1_id, player_2_id, score_1, score_2, winner_player_id) VALUES ('2025-02-01 19:00:00', 2, 3, 10, 4, 2)",
    ).run();
    const res = await local.request('/api/pool/group/alpha/standings', { headers: { 'If-None-Match': etag } });
    expect(res.status).toBe(200);
  });
});
