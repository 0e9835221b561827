import type { LeagueSummaryRow } from '../../../../workers/league-sim/league';
import { GAME_ROW_STRIDE, type BatchResult } from '../../../../workers/frame-model/batch';
import { toCsv } from '../../../../common/csv';

const PLAYER = ['Player 1', 'Player 2'];

export const BATCH_CSV_HEADER = [
  'game', 'breaker', 'winner', 'player1_score', 'player2_score', 'shots',
  'player1_shots', 'player1_made', 'player1_top_streak', 'player1_fouls',
  'player2_shots', 'player2_made', 'player2_top_streak', 'player2_fouls',
] as const;

/**
 * One row per game of a batch, from the engine's typed per-game rows (no game records needed,
 * so it is a few milliseconds for 850 games). "breaker" is the first shooter in Stage 1.
 */
export function batchCsv(batch: Pick<BatchResult, 'gameRows' | 'simulations'>): string {
  const rows = batch.gameRows;
  if (rows === null) throw new Error('This batch kept no per-game rows');
  const out: (string | number)[][] = [];
  for (let g = 0; g < batch.simulations; g++) {
    const o = g * GAME_ROW_STRIDE;
    out.push([
      g + 1, PLAYER[rows[o]], PLAYER[rows[o + 2]], rows[o + 3], rows[o + 4], rows[o + 5],
      rows[o + 6], rows[o + 7], rows[o + 8], rows[o + 9],
      rows[o + 10], rows[o + 11], rows[o + 12], rows[o + 13],
    ]);
  }
  return toCsv(BATCH_CSV_HEADER, out);
}

const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** One row per player: the averages and the chance (%) of every finishing position. */
export function leagueSummaryCsv(rows: readonly LeagueSummaryRow[]): string {
  const positions = rows.length === 0 ? 0 : rows[0].positionChances.length;
  const header = [
    'player', 'average_played', 'average_wins', 'average_points', 'average_score_difference',
    ...Array.from({ length: positions }, (_, i) => `${ordinal(i + 1)}_percent`),
  ];
  const sorted = [...rows].sort((a, b) => a.playerId - b.playerId);
  return toCsv(
    header,
    sorted.map((r) => [
      `Player ${r.playerId}`,
      r.averageGamesPlayed.toFixed(2),
      r.averageWins.toFixed(2),
      r.averagePoints.toFixed(2),
      r.averageScoreDifference.toFixed(2),
      ...r.positionChances.map((c) => c.toFixed(2)),
    ]),
  );
}
