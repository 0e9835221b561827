import type { ScoredGame } from '../../../../workers/ratings/scored-game';

/** The five teams and ten results of the ranking-methods article's live example. */
export const TEAMS = ['Lions', 'Tigers', 'Bears', 'Wolves', 'Hawks'];

export const DEFAULT_RESULTS: ScoredGame[] = [
  { home: 'Lions', away: 'Tigers', homeScore: 3, awayScore: 1 },
  { home: 'Bears', away: 'Wolves', homeScore: 2, awayScore: 2 },
  { home: 'Hawks', away: 'Lions', homeScore: 0, awayScore: 1 },
  { home: 'Tigers', away: 'Bears', homeScore: 4, awayScore: 0 },
  { home: 'Wolves', away: 'Hawks', homeScore: 2, awayScore: 1 },
  { home: 'Lions', away: 'Bears', homeScore: 1, awayScore: 2 },
  { home: 'Tigers', away: 'Hawks', homeScore: 1, awayScore: 1 },
  { home: 'Wolves', away: 'Tigers', homeScore: 0, awayScore: 3 },
  { home: 'Hawks', away: 'Bears', homeScore: 2, awayScore: 0 },
  { home: 'Lions', away: 'Wolves', homeScore: 2, awayScore: 0 },
];
