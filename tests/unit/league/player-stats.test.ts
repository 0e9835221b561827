import { describe, expect, it } from 'vitest';
import { opponentSummary, recentForm, type MatchWithNames } from '../../../workers/ratings/player-stats';

const NAMES: Record<number, string> = { 1: 'Ann', 2: 'Ben', 3: 'Cat' };
let nextId = 1;
/** A match won by `winner`; the loser scored `loserScore`. */
function m(p1: number, p2: number, winner: number, loserScore: number): MatchWithNames {
  const id = nextId++;
  return {
    match_id: id,
    new_id: id,
    player_1_id: p1,
    player_2_id: p2,
    player_1: NAMES[p1],
    player_2: NAMES[p2],
    score_1: winner === p1 ? 10 : loserScore,
    score_2: winner === p2 ? 10 : loserScore,
    winner_player_id: winner,
    fixture_weight: 1,
    win_weight: 1,
    session_id: 1,
    session_match_end_id: 0,
  };
}

describe('head to head (opponent summary)', () => {
  it('finds the longest winning and losing streaks and the current one', () => {
    nextId = 1;
    // Ann vs Ben: W W L W W W L L  -> best 3, worst 2, current Losing 2
    const results = [1, 1, 2, 1, 1, 1, 2, 2];
    const matches = results.map((w, i) => (i % 2 ? m(2, 1, w, i % 8) : m(1, 2, w, i % 8)));
    const [row] = opponentSummary(1, matches);
    expect(row).toMatchObject({
      opponent: 'Ben',
      n_matches_played: 8,
      n_wins: 5,
      n_losses: 3,
      max_winning_streak: 3,
      max_losing_streak: 2,
      current_streak_type: 'Losing',
      current_streak_length: 2,
    });
    // Ben's view mirrors Ann's.
    const [ben] = opponentSummary(2, matches);
    expect(ben).toMatchObject({ opponent: 'Ann', n_wins: 3, n_losses: 5, max_winning_streak: 2, max_losing_streak: 3, current_streak_type: 'Winning', current_streak_length: 2 });
  });

  it('biggest win is the lowest opponent score in a win, biggest defeat the lowest own score in a defeat', () => {
    nextId = 1;
    const matches = [m(1, 3, 1, 5), m(3, 1, 1, 2), m(1, 3, 3, 6), m(1, 3, 3, 4), m(1, 3, 1, 7)];
    const [row] = opponentSummary(1, matches);
    expect(row.biggest_win).toBe(2);
    expect(row.biggest_defeat).toBe(4);
    expect(row.current_streak_type).toBe('Winning');
    expect(row.current_streak_length).toBe(1);
  });

  it('orders by matches played, sorts by game number, and leaves out other players\' matches', () => {
    nextId = 1;
    const a = m(1, 2, 1, 3);
    const b = m(1, 3, 3, 3);
    const c = m(2, 3, 2, 3);
    const d = m(1, 3, 1, 0);
    // Given out of order: the result must not depend on it.
    const rows = opponentSummary(1, [d, c, b, a]);
    expect(rows.map((r) => [r.opponent, r.n_matches_played])).toEqual([
      ['Cat', 2],
      ['Ben', 1],
    ]);
    expect(rows[0]).toMatchObject({ max_winning_streak: 1, max_losing_streak: 1, current_streak_type: 'Winning', biggest_win: 0, biggest_defeat: 3 });
    expect(rows[1]).toMatchObject({ biggest_win: 3, biggest_defeat: null, max_losing_streak: 0 });
    expect(opponentSummary(1, [])).toEqual([]);
  });
});

describe('recent form', () => {
  it('lists the latest results, most recent first, up to the limit', () => {
    nextId = 1;
    const matches = Array.from({ length: 14 }, (_, i) => m(1, 2, i % 3 === 0 ? 2 : 1, 3));
    const form = recentForm(1, matches);
    expect(form).toHaveLength(10);
    expect(form[0]).toMatchObject({ recency_ids: 1, new_id: 14, win_varchar: 'W' });
    expect(form.map((f) => f.win_varchar).join('')).toBe('WLWWLWWLWW');
    expect(recentForm(3, matches)).toEqual([]);
  });
});

describe("head to head: best win and worst loss as written, from the player's side", () => {
  it('writes a 2-10 defeat as "2-10" and a 10-1 win as "10-1" (his score first)', async () => {
    const { bestWinText, worstLossText } = await import('../../../src/features/league/utils/format');
    nextId = 1;
    // Ann beats Ben 10-6 and 10-1; Ben beats Ann 10-2 and 10-7. Ann's best win 10-1, worst loss 2-10; Ben's mirror.
    const matches = [m(1, 2, 1, 6), m(2, 1, 2, 2), m(1, 2, 1, 1), m(2, 1, 2, 7)];
    const [ann] = opponentSummary(1, matches);
    expect([bestWinText(ann.biggest_win), worstLossText(ann.biggest_defeat)]).toEqual(['10-1', '2-10']);
    const [ben] = opponentSummary(2, matches);
    expect([bestWinText(ben.biggest_win), worstLossText(ben.biggest_defeat)]).toEqual(['10-2', '1-10']);
    expect([bestWinText(null), worstLossText(null)]).toEqual(['-', '-']);
  });
});
