import { describe, expect, it } from 'vitest';
import type { SeasonFixture } from '../../../contracts/season';
import { fixtureHint } from '../../../src/features/admin/utils/fixture-hint';

const fx = (id: number, date: string, p1: number, p2: number, played = false): SeasonFixture => ({
  id,
  date,
  round: null,
  player_1_id: p1,
  player_1: `P${p1}`,
  player_2_id: p2,
  player_2: `P${p2}`,
  result: played ? { match_id: 100 + id, game_date: date, player_1_score: 10, player_2_score: 3, winner_player_id: p1 } : null,
});

describe('which fixture a new result fills (the form says so before it is saved)', () => {
  // Ann (1) v Ben (2): 7 Jan played, 14 Jan and 4 Feb to play; Ann v Cat (3) on 11 Feb.
  const season = [fx(1, '2025-01-07', 1, 2, true), fx(2, '2025-01-14', 2, 1), fx(3, '2025-02-04', 1, 2), fx(4, '2025-02-11', 1, 3)];

  it('fills the earliest open fixture of the pair dated on or before the day of play, either order', () => {
    expect(fixtureHint(season, 1, 2, '2025-01-20')).toMatchObject({ kind: 'fills', fixture: { id: 2 } });
    expect(fixtureHint(season, 2, 1, '2025-01-14')).toMatchObject({ kind: 'fills', fixture: { id: 2 } });
  });

  it('fills none when the pair’s next fixture is dated after the result (the played one is not filled again)', () => {
    expect(fixtureHint(season, 1, 2, '2025-01-10')).toMatchObject({ kind: 'before', fixture: { id: 2, date: '2025-01-14' } });
  });

  it('fills none when the pair has no fixture left', () => {
    expect(fixtureHint(season, 2, 3, '2025-03-01')).toEqual({ kind: 'none' });
  });
});
