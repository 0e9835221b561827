/** Small seasons for the forecast's tests and bench (no test runner imports, so the bench can use them too). */
import { createRng, type Seed } from '../core/rng';
import type { ForecastInput } from './types';

/**
 * A season of `players` players where every pair meets `meetings` times, the first `played` fixtures already
 * played (results drawn from the seed), the rest remaining with chances from a logistic on random ratings.
 */
export function randomSeason(players: number, meetings: number, played: number, seed: Seed): ForecastInput {
  const rng = createRng(seed);
  const ids = Array.from({ length: players }, (_, i) => 101 + i);
  const rating = ids.map(() => 30 + 40 * rng.next());
  const beta = 0.08;
  const pairs: [number, number][] = [];
  for (let r = 0; r < meetings; r++) for (let a = 0; a < players; a++) for (let b = a + 1; b < players; b++) pairs.push(r % 2 ? [b, a] : [a, b]);
  const table = ids.map((id, i) => ({ player_id: id, name: `Player ${i + 1}`, played: 0, won: 0, lost: 0, points: 0, score_for: 0, score_against: 0 }));
  const p = (a: number, b: number) => 1 / (1 + Math.exp(-beta * (rating[a] - rating[b])));
  const remaining: ForecastInput['remaining'] = [];
  pairs.forEach(([a, b], k) => {
    if (k < played) {
      const aWon = rng.next() < p(a, b);
      const [w, l] = aWon ? [a, b] : [b, a];
      const ls = Math.floor(rng.next() * 8);
      table[w].played++;
      table[w].won++;
      table[w].points += 2;
      table[w].score_for += 10;
      table[w].score_against += ls;
      table[l].played++;
      table[l].lost++;
      table[l].score_for += ls;
      table[l].score_against += 10;
    } else {
      const day = 1 + Math.floor(k / Math.max(1, Math.floor(players / 2)));
      remaining.push({ fixture_id: 1000 + k, date: `2026-12-${String(Math.min(28, day)).padStart(2, '0')}`, player1_id: ids[a], player2_id: ids[b], p1_win: p(a, b) });
    }
  });
  return {
    season: { name: 'Test season', start_date: '2026-09-01' },
    beta,
    table,
    remaining,
    losing_scores: [0, 1, 2, 3, 4, 5, 6, 7].map((score) => ({ score, count: 1 + ((score * 7) % 5) })),
  };
}
