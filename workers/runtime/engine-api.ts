/**
 * The engine as worker calls see it: every call takes plain, cloneable data
 * (a seed instead of a generator) and returns plain data whose typed arrays can
 * be transferred. Pure: the worker entry adds Comlink, tests call it directly.
 */
import { createRng, streamSeed, type Seed } from '../core/rng';
import { randomPlayerAttributes, type Matchup, type PlayerAttributes } from '../frame-model/attributes';
import { runBatch, type BatchOptions, type BatchProgress, type BatchResult } from '../frame-model/batch';
import { exactWinProbability } from '../frame-model/exact';
import { simulateFrame, type GameRecord, type SimulateFrameOptions, type Stage } from '../frame-model/frame';
import { generateFixtureRounds, type FixtureRound } from '../league-sim/fixtures';
import {
  randomLeaguePlayers,
  runLeagueChunk,
  simulateLeague,
  type LeagueAccumulator,
  type LeaguePlayer,
  type LeagueResult,
} from '../league-sim/league';
import { generateSchedule, type Schedule } from '../schedule/schedule';
import { simulateGolfRounds, type GolfOptions, type GolfResult } from '../golf/round-simulator';
import { runBankrollChunk, type BankrollChunk, type BankrollChunkRequest } from '../betting/bankroll';
import { runForecastChunk } from '../season-forecast/simulate';
import { multiKelly, type MultiKellyInput, type MultiKellyResult } from '../betting/multi-kelly';
import { scoreModel, type ScoreModelRequest, type ScoreModelResult } from '../betting/score-model';
import { analyseGroup, type GroupAnalysis } from '../ratings/group-analysis';
import type { PoolMatchLike } from '../ratings/pool-match';
import { runConvergence, type ConvergenceInput, type ConvergenceResult } from '../demos/convergence';
import type { ForecastChunkRequest, ForecastCounts } from '../season-forecast/types';
import type { BracketSpec, TieState } from '../cups/bracket';
import { simulateCups, type CupSimResult } from '../cups/cup-sim';
import type { PlayoutResult } from '../cricket/playout';
import type { LoPlayoutResult } from '../cricket/lo-playout';
import { runPlayoutChunk, type PlayoutChunkRequest } from '../cricket/playout-scatter';
import { runLoPlayoutChunk, type LoPlayoutChunkRequest } from '../cricket/lo-playout-scatter';

export type ProgressCallback = (p: { done: number; total: number }) => void;

export type BatchRequest = Omit<BatchOptions, 'onProgress' | 'signal'>;

export interface LeagueChunkRequest {
  players: LeaguePlayer[];
  roundsPerPairing: number;
  seed: Seed;
  fromRun: number;
  toRun: number;
}

export interface SingleLeagueRequest {
  players: LeaguePlayer[];
  roundsPerPairing: number;
  seed: Seed;
  recordShots?: boolean;
}

export interface SingleLeagueResult extends LeagueResult {
  /** The fixture rounds this league played (with byes). */
  rounds: FixtureRound[];
}

export const engineApi = {
  simulateFrame(stage: Stage, matchup: Matchup, seed: Seed, opts?: SimulateFrameOptions): GameRecord {
    return simulateFrame(stage, matchup, createRng(seed), opts);
  },
  runBatch(request: BatchRequest, onProgress?: ProgressCallback): BatchResult {
    return runBatch({ ...request, onProgress: onProgress ? (p: BatchProgress) => void onProgress(p) : undefined });
  },
  exactWinProbability(stage: Stage, matchup: Matchup, breaker: 'player1' | 'player2' | 'alternate'): number {
    return exactWinProbability(stage, matchup, breaker);
  },
  runLeagueChunk(request: LeagueChunkRequest, onProgress?: ProgressCallback): LeagueAccumulator {
    return runLeagueChunk({ ...request, onProgress: onProgress ? (p) => void onProgress(p) : undefined });
  },
  /**
   * One league with its fixtures: the fixture rounds come from stream 0 of the
   * seed (the same fixtures a multi-run with this seed plays), the matches
   * from the seed itself.
   */
  simulateLeague(request: SingleLeagueRequest): SingleLeagueResult {
    const { players, roundsPerPairing, seed } = request;
    const rounds = generateFixtureRounds(
      players.map((p) => p.id),
      roundsPerPairing,
      createRng(streamSeed(seed, 0)),
    );
    const result = simulateLeague(players, rounds.flatMap((r) => r.matches), createRng(seed), { recordShots: request.recordShots });
    return { ...result, rounds };
  },
  randomLeaguePlayers(n: number, seed: Seed): LeaguePlayer[] {
    return randomLeaguePlayers(n, createRng(seed));
  },
  randomPlayers(n: number, seed: Seed): PlayerAttributes[] {
    const rng = createRng(seed);
    return Array.from({ length: n }, () => randomPlayerAttributes(rng));
  },
  generateSchedule(teamCount: number, seed: Seed, roundsPerPairing?: number): Schedule {
    return generateSchedule(teamCount, seed, roundsPerPairing);
  },
  simulateGolf(options: GolfOptions): GolfResult {
    return simulateGolfRounds(options);
  },
  /** Bettors fromBettor..toBettor−1 of the bankroll lab (typed-array histograms, transferred). */
  runBankrollChunk(request: BankrollChunkRequest, onProgress?: ProgressCallback): BankrollChunk {
    return runBankrollChunk(request, onProgress ? (p) => void onProgress(p) : undefined);
  },
  /** The multi-bet Kelly stakes: up to 15 bets staked together for the greatest expected log growth. */
  multiKelly(input: MultiKellyInput): MultiKellyResult {
    return multiKelly(input);
  },
  /** A football score model: expected goals from the odds, a fitted season or as given; the grid and every market. */
  scoreModel(request: ScoreModelRequest): ScoreModelResult {
    return scoreModel(request);
  },
  /** Simulations [fromSim, toSim) of a league season forecast, as summed counters. */
  runForecastChunk(request: ForecastChunkRequest, onProgress?: ProgressCallback): ForecastCounts {
    return runForecastChunk(request, { onProgress: onProgress ? (p) => void onProgress(p) : undefined });
  },
  /** The league's rating replay, win-probability model and prediction tables for one group (predictions page). */
  analyseGroup(playerIds: readonly number[], matches: readonly PoolMatchLike[]): GroupAnalysis {
    return analyseGroup(playerIds, matches);
  },
  /** A seeded Monte Carlo of a knockout cup from its current state (the check beside the exact chances). */
  simulateCups(spec: BracketSpec, ties: TieState[][] | undefined, runs: number, seed: Seed): CupSimResult {
    return simulateCups(spec, ties, runs, seed);
  },
  /** Playouts of one part of "Play it out from here" (a Test played out ball by ball from a state), as counts. */
  runPlayoutChunk(request: PlayoutChunkRequest, onProgress?: ProgressCallback): PlayoutResult {
    return runPlayoutChunk(request, onProgress ? (done) => void onProgress({ done, total: request.runs }) : undefined);
  },
  /** Playouts of one part of an ODI's or T20I's "Play it out from here" (ball by ball from a state), as counts. */
  runLoPlayoutChunk(request: LoPlayoutChunkRequest, onProgress?: ProgressCallback): LoPlayoutResult {
    return runLoPlayoutChunk(request, onProgress ? (done) => void onProgress({ done, total: request.runs }) : undefined);
  },
  /** The sports-models article's convergence demo: running estimate and standard error of a series win chance. */
  runConvergence(input: ConvergenceInput): ConvergenceResult {
    return runConvergence(input);
  },
};

export type EngineApi = typeof engineApi;
