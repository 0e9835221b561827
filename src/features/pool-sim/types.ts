/** View-model shapes the pool pages render (filled from the engine's results). */
export type PlayerKey = 'player1' | 'player2';
export const PLAYER_KEYS: PlayerKey[] = ['player1', 'player2'];
export const PLAYER_LABEL: Record<PlayerKey, string> = { player1: 'Player 1', player2: 'Player 2' };

export interface PlayerAttributes {
  regular: { make: number; foul: number };
  break: { make: number; splitBenefit: number; splitDuration: number; foul: number };
  foul: { makeBlack: number };
}
export type AttributePair = Record<PlayerKey, PlayerAttributes>;

export type Stage = 1 | 2 | 3;

export interface ShotView {
  player: PlayerKey;
  made: boolean;
  /** Running score after the shot, [player1, player2]. */
  score: [number, number];
  makeChance: number;
  isBreak: boolean;
  splitBenefit: number;
  foul: boolean;
  gameLosing: boolean;
}

export interface GamePlayerView {
  score: number;
  shots: number;
  shotsMade: number;
  topStreak: number;
  fouls: number;
}

export interface GameView {
  scoreText: string;
  winner: PlayerKey;
  breakPlayer: PlayerKey | null;
  breakOutcome: 'made' | 'missed' | 'foul' | null;
  totalShots: number;
  players: Record<PlayerKey, GamePlayerView>;
  shots: ShotView[];
}

export type LengthFilter = 'all' | 'player1' | 'player2';

export interface BreakConversionRow {
  breaker: PlayerKey;
  breaks: number;
  made: number;
  missed: number;
  foul: number;
  /** Breaker's wins after each outcome. */
  winsAfterMade: number;
  winsAfterMissed: number;
  winsAfterFoul: number;
}

export interface BatchView {
  simulations: number;
  wins: Record<PlayerKey, number>;
  shotsTaken: Record<PlayerKey, number>;
  shotsMade: Record<PlayerKey, number>;
  /** Per-game accuracy histograms: 50 bins over 0..100 %. */
  accuracyBins: Record<PlayerKey, number[]>;
  /** Per-game accuracy mean, in percent. */
  meanGameAccuracy: Record<PlayerKey, number>;
  /** Game lengths (total shots) per filter; player1/player2 = games that player broke. */
  gameLengths: Record<LengthFilter, number[]>;
  shortestGame: number;
  longestGame: number;
  /** Games whose top streak was n, n = 0..8, per player. */
  topStreaks: Record<PlayerKey, number[]>;
  breakConversion: BreakConversionRow[] | null;
  firstGames: GameView[];
}

/* ---- League views ---- */

export interface SimPlayerView {
  id: number;
  attributes: PlayerAttributes;
}

export interface FixtureView {
  /** Round number from 1 (a round is one matchday of the circle method). */
  round: number;
  home: number;
  away: number;
}

export interface MatchView extends FixtureView {
  winner: number;
  /** Score text, home first (e.g. "10-4"). */
  scoreText: string;
}

export interface LeagueRowView {
  position: number;
  playerId: number;
  played: number;
  wins: number;
  points: number;
  scoreFor: number;
  scoreAgainst: number;
  scoreDifference: number;
}

export interface LeagueSummaryRowView {
  playerId: number;
  averageGamesPlayed: number;
  averagePoints: number;
  averageWins: number;
  averageScoreDifference: number;
  /** Percent chance of each finishing position, index 0 = 1st. */
  positionChances: number[];
  firstPlaceChance: number;
  lastPlaceChance: number;
}

export interface SingleLeagueView {
  fixtures: FixtureView[];
  matches: MatchView[];
  table: LeagueRowView[];
}
