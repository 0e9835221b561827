/**
 * The frame simulator pages' calls to the engine. Every call runs on the simulation workers
 * (workers/runtime/simulation-workers.ts); the main thread only renders what comes back. Each takes the run context of useWorkerRun, so a
 * superseded run is aborted (its worker is stopped) and progress is reported.
 */
import { streamSeed } from '../../../../workers/core/rng';
import type { LeaguePlayer, LeagueSummary } from '../../../../workers/league-sim/league';
import type { BatchResult } from '../../../../workers/frame-model/batch';
import type { GameRecord } from '../../../../workers/frame-model/frame';
import type { SingleLeagueResult } from '../../../../workers/runtime/engine-api';
import { simulationWorkers } from '../../../../workers/runtime/simulation-workers';
import { scatter } from '../../../../workers/runtime/scatter';
import { runLeaguesOnWorkers } from '../../../../workers/league-sim/league-scatter';
import type { RunContext } from '../../../hooks/use-worker-run';
import type { AttributePair, PlayerAttributes, Stage } from '../types';

/** One frame: player1 shoots first in stage 1; stages 2 and 3 draw the breaker from the seed. */
export function simulateSingleGame(a: { stage: Stage; attributes: AttributePair; seed: number }, ctx: RunContext): Promise<GameRecord> {
  return simulationWorkers().simulateFrame(a.stage, a.attributes, streamSeed(a.seed, 1), undefined, { signal: ctx.signal });
}

/** A batch with alternating breakers, its statistics and odds. */
export function simulateBatch(a: { stage: Stage; attributes: AttributePair; seed: number; games: number }, ctx: RunContext): Promise<BatchResult> {
  return simulationWorkers().runBatch(
    { stage: a.stage, matchup: a.attributes, games: a.games, seed: streamSeed(a.seed, 2) },
    { signal: ctx.signal, onProgress: ctx.onProgress },
  );
}

/** Random players with ids 1..count (a short call on the pool). */
export function generatePlayers(a: { count: number; seed: number }, ctx: RunContext): Promise<LeaguePlayer[]> {
  return simulationWorkers().randomLeaguePlayers(a.count, streamSeed(a.seed, 3), { signal: ctx.signal });
}

/** One league: its fixture rounds, results and table. */
export function simulateSingleLeague(a: { players: LeaguePlayer[]; rounds: number; seed: number }, ctx: RunContext): Promise<SingleLeagueResult> {
  return simulationWorkers().simulateLeague(
    { players: a.players, roundsPerPairing: a.rounds, seed: streamSeed(a.seed, 4), recordShots: false },
    { signal: ctx.signal },
  );
}

/** Many leagues, split over the pool's workers, with progress. */
export function simulateLeagueSummary(
  a: { players: LeaguePlayer[]; rounds: number; simulations: number; seed: number },
  ctx: RunContext,
): Promise<LeagueSummary> {
  return runLeaguesOnWorkers(
    simulationWorkers(),
    { players: a.players, roundsPerPairing: a.rounds, runs: a.simulations, seed: streamSeed(a.seed, 5) },
    { signal: ctx.signal, onProgress: ctx.onProgress },
  );
}

export interface HeadToHead {
  opponentId: number;
  wins: number;
  games: number;
  exactProbability: number;
}

/** The example player (as player1) against each opponent: one Stage 3 batch each, in parallel on the pool. */
export async function simulateHeadToHeads(
  a: { example: PlayerAttributes; opponents: LeaguePlayer[]; games: number; seed: number },
  ctx: RunContext,
): Promise<HeadToHead[]> {
  const workers = simulationWorkers();
  return scatter(
    {
      parts: a.opponents.map((o, i) => ({ opponent: o, seed: streamSeed(a.seed, 10 + i) })),
      call: ({ opponent, seed }, { signal, onProgress }) =>
        workers.runBatch({ stage: 3, matchup: { player1: a.example, player2: opponent.attributes }, games: a.games, seed, keepGames: 0 }, { signal, onProgress }),
      merge: (results) =>
        results.map((r, i) => ({
          opponentId: a.opponents[i].id,
          wins: r.player1.wins,
          games: r.simulations,
          exactProbability: r.odds.player1.exactProbability,
        })),
    },
    { signal: ctx.signal, onProgress: ctx.onProgress },
  );
}
