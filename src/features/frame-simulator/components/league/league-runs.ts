import { useWorkerRun } from '../../../../hooks/use-worker-run';
import { generatePlayers, simulateLeagueSummary, simulateSingleLeague } from '../../simulation/frame-engine';

/**
 * Players, one simulated league and a multi-league summary from the page seed,
 * each on the simulation workers and cancelled when its inputs change.
 */
export function useLeagueRuns(seed: number | null, playerCount: number, rounds: number, simulations: number) {
  const playersKey = seed === null ? null : JSON.stringify([seed, playerCount]);
  const players = useWorkerRun(playersKey, (ctx) => generatePlayers({ count: playerCount, seed: seed! }, ctx));
  const list = players.data && players.data.length === playerCount && !players.running ? players.data : null;
  const leagueKey = list && seed !== null ? JSON.stringify([seed, rounds, list]) : null;
  const single = useWorkerRun(leagueKey, (ctx) => simulateSingleLeague({ players: list!, rounds, seed: seed! }, ctx));
  const summaryKey = leagueKey === null ? null : `${leagueKey}:${simulations}`;
  const summary = useWorkerRun(summaryKey, (ctx) => simulateLeagueSummary({ players: list!, rounds, simulations, seed: seed! }, ctx));
  // Waiting for new players counts as running: a previous result never shows under new settings.
  const waiting = <T,>(run: T & { running: boolean }, key: string | null) => (key === null && !run.running ? { ...run, running: true } : run);
  return { players, single: waiting(single, leagueKey), summary: waiting(summary, summaryKey) };
}
