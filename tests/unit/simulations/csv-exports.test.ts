import { describe, expect, it } from 'vitest';
import { DEFAULT_MATCHUP } from '../../../workers/frame-model/attributes';
import { runBatch } from '../../../workers/frame-model/batch';
import { runLeagues, randomLeaguePlayers } from '../../../workers/league-sim/league';
import { createRng } from '../../../workers/core/rng';
import { BATCH_CSV_HEADER, batchCsv, leagueSummaryCsv } from '../../../src/features/frame-simulator/utils/csv-exports';

const parse = (text: string) => text.trimEnd().split('\r\n').map((l) => l.split(','));

describe('batch CSV', () => {
  for (const stage of [1, 3] as const) {
    it(`stage ${stage}: one row per game that matches the kept game records and the batch totals`, () => {
      const batch = runBatch({ stage, matchup: DEFAULT_MATCHUP, seed: `csv-${stage}`, games: 850 });
      const [header, ...rows] = parse(batchCsv(batch));
      expect(header).toEqual([...BATCH_CSV_HEADER]);
      expect(rows).toHaveLength(850);
      expect(rows.map((r) => Number(r[0]))).toEqual(Array.from({ length: 850 }, (_, i) => i + 1));
      batch.games.forEach((g, i) => {
        const label = (p: string) => (p === 'player1' ? 'Player 1' : 'Player 2');
        expect(rows[i]).toEqual([
          String(i + 1), label(g.breakPlayer), label(g.winner), String(g.player1.score), String(g.player2.score), String(g.totalShots),
          String(g.player1.shots), String(g.player1.shotsMade), String(g.player1.topStreak), String(g.player1.fouls),
          String(g.player2.shots), String(g.player2.shotsMade), String(g.player2.topStreak), String(g.player2.fouls),
        ]);
      });
      const col = (name: string) => rows.map((r) => r[header.indexOf(name)]);
      expect(col('winner').filter((w) => w === 'Player 1')).toHaveLength(batch.player1.wins);
      expect(col('player1_shots').reduce((s, x) => s + Number(x), 0)).toBe(batch.player1.shotsTaken);
      expect(col('player2_made').reduce((s, x) => s + Number(x), 0)).toBe(batch.player2.shotsMade);
      expect(col('player1_fouls').reduce((s, x) => s + Number(x), 0)).toBe(batch.player1.fouls);
      // the breaker alternates, Player 1 first
      expect(col('breaker').slice(0, 4)).toEqual(['Player 1', 'Player 2', 'Player 1', 'Player 2']);
      // every game ends with one player on 10
      for (const r of rows) expect([r[3], r[4]]).toContain('10');
    });
  }
});

describe('league summary CSV', () => {
  it('one row per player with a chance for every position, summing to 100', () => {
    const players = randomLeaguePlayers(5, createRng('league-csv'));
    const summary = runLeagues({ players, roundsPerPairing: 2, runs: 40, seed: 'league-csv' });
    const [header, ...rows] = parse(leagueSummaryCsv(summary.players));
    expect(header).toEqual(['player', 'average_played', 'average_wins', 'average_points', 'average_score_difference', '1st_percent', '2nd_percent', '3rd_percent', '4th_percent', '5th_percent']);
    expect(rows.map((r) => r[0])).toEqual(['Player 1', 'Player 2', 'Player 3', 'Player 4', 'Player 5']);
    for (const r of rows) {
      const total = r.slice(5).reduce((s, x) => s + Number(x), 0);
      expect(Math.abs(total - 100)).toBeLessThan(0.05);
      expect(Number(r[1])).toBeCloseTo(8, 9); // 4 opponents x 2 rounds
    }
    // every position is taken by exactly one player in every league: each column sums to 100
    for (let c = 5; c < header.length; c++) {
      expect(Math.abs(rows.reduce((s, r) => s + Number(r[c]), 0) - 100)).toBeLessThan(0.05);
    }
  });
});
