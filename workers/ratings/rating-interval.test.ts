import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '../core/rng';
import { bootstrapRatings, isProvisional, nearestRank, PROVISIONAL_GAMES, ratingIntervals } from './rating-interval';
import { computeStandings } from './standings';
import { colleyRatings } from './colley';

/**
 * Three players, a round robin: Ann (1) beat Bob (2), Bob beat Cat (3), Ann beat Cat. Unit weights.
 * A resample is three draws of those games with replacement.
 */
const IDS = [1, 2, 3];
const GAMES = [
  { winnerId: 1, loserId: 2, weight: 1 },
  { winnerId: 2, loserId: 3, weight: 1 },
  { winnerId: 1, loserId: 3, weight: 1 },
];

/**
 * The Colley ratings (shown scale) of three players from their games, solved by Cramer's rule: written here
 * from the definition (C[i][i] = 2 + games, C[i][j] = -games between i and j, b[i] = 1 + (wins - losses) / 2),
 * independently of the Cholesky solver under test.
 */
function colleyByCramer(games: { winnerId: number; loserId: number }[]): number[] {
  const C = [
    [2, 0, 0],
    [0, 2, 0],
    [0, 0, 2],
  ];
  const b = [1, 1, 1];
  for (const g of games) {
    const w = g.winnerId - 1;
    const l = g.loserId - 1;
    C[w][w]++;
    C[l][l]++;
    C[w][l]--;
    C[l][w]--;
    b[w] += 0.5;
    b[l] -= 0.5;
  }
  const det = (M: number[][]) =>
    M[0][0] * (M[1][1] * M[2][2] - M[1][2] * M[2][1]) - M[0][1] * (M[1][0] * M[2][2] - M[1][2] * M[2][0]) + M[0][2] * (M[1][0] * M[2][1] - M[1][1] * M[2][0]);
  const D = det(C);
  return [0, 1, 2].map((k) => (100 * det(C.map((row, i) => row.map((x, j) => (j === k ? b[i] : x))))) / D);
}

/** A generator that returns the given numbers in turn. */
const scripted = (values: number[]): Rng => {
  let i = 0;
  return { next: () => values[i++] };
};

describe('rating intervals: a hand-worked bootstrap of three players', () => {
  it('solves each resample as worked by hand', () => {
    // Draws 0.1 -> game floor(0.1 * 3) = 0, 0.5 -> 1, 0.9 -> 2. Four resamples:
    //   [0, 0, 0] Ann beat Bob three times: 5a - 3b = 5/2, -3a + 5b = -1/2, Cat alone 2c = 1
    //             -> a = 11/16, b = 5/16, c = 1/2: 68.75, 31.25, 50
    //   [0, 1, 2] the round robin: 4a - b - c = 2, -a + 4b - c = 1, -a - b + 4c = 0 -> 70, 50, 30
    //   [2, 2, 1] Ann beat Cat twice, Bob beat Cat: 4a - 2c = 2, 3b - c = 3/2, -2a - b + 5c = -1/2
    //             -> a = (1 + c) / 2, b = 1/2 + c/3, so (5 - 1 - 1/3) c = 1: c = 3/11, a = 7/11, b = 13/22
    //   [1, 1, 1] Bob beat Cat three times -> 50, 68.75, 31.25
    const rng = scripted([0.1, 0.1, 0.1, 0.1, 0.5, 0.9, 0.9, 0.9, 0.5, 0.5, 0.5, 0.5]);
    const rows = bootstrapRatings(IDS, GAMES, { samples: 4, rng }).map((r) => Array.from(r));
    const expected = [
      [68.75, 31.25, 50],
      [70, 50, 30],
      [700 / 11, 1300 / 22, 300 / 11],
      [50, 68.75, 31.25],
    ];
    rows.forEach((r, s) => r.forEach((x, i) => expect(x).toBeCloseTo(expected[s][i], 9)));
    // Four resamples: the 5th percentile is the 1st smallest (⌈0.2⌉), the 95th the 4th (⌈3.8⌉).
    const iv = ratingIntervals(IDS, GAMES, { samples: 4, rng: scripted([0.1, 0.1, 0.1, 0.1, 0.5, 0.9, 0.9, 0.9, 0.5, 0.5, 0.5, 0.5]) });
    expect(iv.get(1)![0]).toBeCloseTo(50, 9);
    expect(iv.get(1)![1]).toBeCloseTo(70, 9);
    expect(iv.get(2)![0]).toBeCloseTo(31.25, 9);
    expect(iv.get(2)![1]).toBeCloseTo(68.75, 9);
    expect(iv.get(3)![0]).toBeCloseTo(300 / 11, 9);
    expect(iv.get(3)![1]).toBeCloseTo(50, 9);
  });

  it('with the seed "hand-check", gives what the draws of that seed give when worked independently', () => {
    const B = 40;
    const rng = createRng('hand-check');
    const perPlayer: number[][] = [[], [], []];
    for (let s = 0; s < B; s++) {
      const picks = [0, 1, 2].map(() => GAMES[Math.floor(rng.next() * 3)]);
      colleyByCramer(picks).forEach((x, i) => perPlayer[i].push(x));
    }
    const got = ratingIntervals(IDS, GAMES, { samples: B, rng: createRng('hand-check') });
    perPlayer.forEach((xs, i) => {
      xs.sort((a, b) => a - b);
      // 40 resamples: the 2nd smallest (⌈2⌉) and the 38th (⌈38⌉).
      expect(got.get(IDS[i])![0]).toBeCloseTo(xs[1], 9);
      expect(got.get(IDS[i])![1]).toBeCloseTo(xs[37], 9);
    });
    // Reproducible: the same seed gives the same intervals.
    expect(ratingIntervals(IDS, GAMES, { samples: B, rng: createRng('hand-check') })).toEqual(got);
  });

  it('matches the exact bootstrap distribution (all 27 equally likely resamples) at 4,000 draws', () => {
    // Exact enumeration of the 27 draws (worked with fractions): Ann's resampled rating is 50 (1/27),
    // 650/11 (3/27), 700/11, 750/11 (3/27 each), 68.75 (2/27), 70 (6/27), 800/11 (9/27), so its 5th percentile
    // is 650/11 and its 95th 800/11; Bob's are 400/11 and 700/11; Cat's 300/11 and 450/11.
    const iv = ratingIntervals(IDS, GAMES, { samples: 4000 });
    const exact: Record<number, [number, number]> = { 1: [650 / 11, 800 / 11], 2: [400 / 11, 700 / 11], 3: [300 / 11, 450 / 11] };
    for (const id of IDS) {
      expect(iv.get(id)![0]).toBeCloseTo(exact[id][0], 9);
      expect(iv.get(id)![1]).toBeCloseTo(exact[id][1], 9);
    }
  });

  it('takes nearest ranks', () => {
    const xs = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(nearestRank(xs, 0.05)).toBe(1);
    expect(nearestRank(xs, 0.95)).toBe(19);
    expect(nearestRank([7], 0.05)).toBe(7);
  });
});

describe('rating intervals: provisional ratings', () => {
  const match = (id: number, winner: number, loser: number) => ({
    match_id: id,
    new_id: id,
    player_1_id: winner,
    player_2_id: loser,
    score_1: 10,
    score_2: 4,
    winner_player_id: winner,
    fixture_weight: 1,
    win_weight: 1,
    session_id: 1,
    session_match_end_id: 0,
  });

  it(`marks a rating provisional below ${PROVISIONAL_GAMES} games and not at or above`, () => {
    expect(PROVISIONAL_GAMES).toBe(10);
    expect(isProvisional(9)).toBe(true);
    expect(isProvisional(10)).toBe(false);
    // Ann plays 10 games (9 with Bob, 1 with Cat), Bob 9, Cat 1.
    const matches = [...Array.from({ length: 9 }, (_, i) => match(i + 1, i % 2 ? 1 : 2, i % 2 ? 2 : 1)), match(10, 1, 3)];
    const rows = computeStandings(
      [
        { id: 1, name: 'Ann' },
        { id: 2, name: 'Bob' },
        { id: 3, name: 'Cat' },
      ],
      matches,
      { bootstrap: { samples: 200 } },
    );
    const by = new Map(rows.map((r) => [r.name, r]));
    expect(by.get('Ann')).toMatchObject({ games: 10, games_played: 10, provisional: false });
    expect(by.get('Bob')).toMatchObject({ games: 9, provisional: true });
    expect(by.get('Cat')).toMatchObject({ games: 1, provisional: true });
    // Cat's one game leaves the widest interval, reaching the starting 50.00 (resamples without that game).
    for (const r of rows) {
      expect(r.rating_interval[0]).toBeLessThanOrEqual(r.rating_interval[1]);
      expect(r.rating_interval.every((x) => Math.round(x * 100) === x * 100 || Math.abs(Math.round(x * 100) - x * 100) < 1e-6)).toBe(true);
    }
    const width = (name: string) => by.get(name)!.rating_interval[1] - by.get(name)!.rating_interval[0];
    expect(by.get('Cat')!.rating_interval[1]).toBe(50);
    expect(width('Cat')).toBeGreaterThan(0);
  });
});

describe('rating intervals: resamples per group size', () => {
  it('keeps 1,000 resamples up to 50 players and bounds the cost above', async () => {
    const { samplesFor } = await import('./rating-interval');
    expect(samplesFor(3)).toBe(1000);
    expect(samplesFor(50)).toBe(1000);
    // 1000 x (50 / 60)^3 = 578.7
    expect(samplesFor(60)).toBe(578);
    expect(samplesFor(400)).toBe(200);
  });
});

describe('rating intervals: each resample is the Colley solve of the games it drew', () => {
  it('gives, resample by resample, what colleyRatings gives on the drawn list (12 players, 300 weighted games)', () => {
    const ids = Array.from({ length: 12 }, (_, i) => 101 + i);
    const source = createRng('resample-source');
    const games = Array.from({ length: 300 }, () => {
      const a = Math.floor(source.next() * 12);
      const b = (a + 1 + Math.floor(source.next() * 11)) % 12;
      return { winnerId: ids[a], loserId: ids[b], weight: [0.5, 1, 2][Math.floor(source.next() * 3)] };
    });
    const rows = bootstrapRatings(ids, games, { samples: 5, rng: createRng('resample-draws') });
    // The same draws, one list per resample, solved by the standings' own solver.
    const draws = createRng('resample-draws');
    for (const row of rows) {
      const drawn = games.map(() => games[Math.floor(draws.next() * games.length)]);
      const index = new Map(ids.map((id, i) => [id, i]));
      const r = colleyRatings(12, drawn.map((g) => ({ winner: index.get(g.winnerId)!, loser: index.get(g.loserId)!, weight: g.weight })));
      expect([...row]).toEqual([...r].map((x) => 100 * x));
    }
  });
});
