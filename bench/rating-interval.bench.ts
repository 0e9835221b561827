import type { BenchSuite } from './harness';
import { openDatabase } from '../api/db/database';
import { migrate } from '../api/db/migrate';
import { seedDemoLeagueIfEmpty } from '../api/league/demo-seed';
import { listGroupPlayers, listGroups } from '../api/league/entity-queries';
import { groupMatchesView } from '../api/league/read-model';
import { computeStandings } from '../workers/ratings/standings';
import { ratingIntervals, samplesFor } from '../workers/ratings/rating-interval';
import { benchLeague } from './pool-replay.bench';

const cpuMsOf = (fn: () => void) => {
  const c0 = process.cpuUsage();
  fn();
  const c = process.cpuUsage(c0);
  return Math.round((c.user + c.system) / 1000);
};

/**
 * The ratings' 90 % intervals (a seeded bootstrap, workers/ratings/rating-interval.ts): computed once per pool data
 * version with a group's standings answer. Cost on the demo league's groups (the whole standings answer, with and
 * without the bootstrap's share) and on large made-up groups.
 */
export const ratingIntervalSuite: BenchSuite = {
  name: 'rating-interval',
  cases: () => {
    const db = openDatabase(':memory:');
    migrate(db);
    seedDemoLeagueIfEmpty(db);
    const groups = listGroups(db).map((g) => ({ g, players: listGroupPlayers(db, g.id), matches: groupMatchesView(db, g.id) }));
    const big = [
      [50, 2000],
      [100, 5000],
      [200, 5000],
    ].map(([n, m]) => {
      const { ids, matches } = benchLeague(n, m);
      return {
        n,
        m,
        ids,
        games: matches.map((x) => ({ winnerId: x.winnerId, loserId: x.winnerId === x.player1Id ? x.player2Id : x.player1Id, weight: x.weight })),
      };
    });
    return [
      {
        name: "demo league: every group's standings with intervals",
        runs: 5,
        targetMs: 500,
        fn: () => {
          const extra: Record<string, string> = {};
          for (const { g, players, matches } of groups) {
            extra[g.url_slug] = `${players.length} players, ${matches.length} matches, ${cpuMsOf(() => computeStandings(players, matches))} ms CPU`;
          }
          return { benchExtra: extra };
        },
      },
      ...big.map(({ n, m, ids, games }) => ({
        name: `bootstrap ${n} players / ${m} matches (${samplesFor(n)} resamples)`,
        runs: 1,
        warmup: 0,
        fn: () => ({ benchExtra: { cpuMs: cpuMsOf(() => ratingIntervals(ids, games)) } }),
      })),
    ];
  },
};
