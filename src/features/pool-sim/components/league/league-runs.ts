import { useWorkerRun } from '../../../../hooks/use-worker-run';
import { generatePlayers, simulateLeagueSummary, simulateSingleLeague } from '../../api/pool-engine';
import { deriveSeed } from '../../../../lib/seed';

/** Players, one simulated league and a multi-league summary, all from the page seed, each cancelled when superseded. */
export function useLeagueRuns(seed: number | null, playerCount: number, rounds: number, simulations: number) {
  const playersKey = seed === null ? null : JSON.stringify([seed, playerCount]);
  const players = useWorkerRun(playersKey, (ctx) => generatePlayers({ count: playerCount, seed: deriveSeed(seed!, 1) }, ctx));
  const list = players.data && players.data.length === playerCount ? players.data : null;
  const leagueKey = list && seed !== null ? JSON.stringify([seed, rounds, list]) : null;
  const single = useWorkerRun(leagueKey, (ctx) => simulateSingleLeague({ players: list!, rounds, seed: deriveSeed(seed!, 2) }, ctx));
  const summaryKey = leagueKey === null ? null : `${leagueKey}:${simulations}`;
  const summary = useWorkerRun(summaryKey, (ctx) =>
    simulateLeagueSummary({ players: list!, rounds, simulations, seed: deriveSeed(seed!, 3) }, ctx),
  );
  return { players, single, summary };
}
