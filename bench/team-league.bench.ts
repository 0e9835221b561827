/**
 * Team leagues: each team's chances for one division of 18 teams with half a season to play, 10,000 seasons frame
 * by frame on one thread (the code the chances worker and a browser simulation worker run; target <= 2 s) with
 * the exact status; the demo team league's three divisions; and a card's confirmation on the demo (the write
 * alone: its chances follow after the commit, off the request thread; target p99 <= 100 ms). Each case prints the
 * 1-minute load average and its CPU time. `npm run bench -- --only team-league`.
 */
import { loadavg } from 'node:os';
import type { BenchSuite } from './harness';
import { createRng } from '../workers/core/rng';
import { runTeamChances, type ChancesInput } from '../workers/team-league/team-chances';
import { exactTeamStatus } from '../workers/team-league/team-exact';
import { teamSeasonFixtures } from '../workers/team-league/team-fixtures';
import { openDatabase } from '../api/db/database';
import { migrate } from '../api/db/migrate';
import { confirmCard, submitCard } from '../api/team-league/card-flow';
import { seedDemoTeamLeague, TEAM_DEMO_SLUG } from '../api/team-league/demo-team-league';
import { computeSeasonChances } from '../api/team-league/team-chances-input';
import { currentTeamSeason, findLeagueBySlug, listFixtures, listSquads, liveCards, squadOn } from '../api/team-league/team-queries';
import { fixedHalfUp } from '../common/number-text';

const cpuMs = (from: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(from);
  return fixedHalfUp((u.user + u.system) / 1000, 0);
};

/** 18 teams, double round robin, the first half played: 153 fixtures of ten frames to play. */
function eighteen(): ChancesInput {
  const rng = createRng('bench-teams-18');
  const ids = Array.from({ length: 18 }, (_, i) => i + 1);
  const fixtures = teamSeasonFixtures(ids, { startDate: '2026-09-01', night: 2, seed: 'bench' });
  const strength = ids.map(() => rng.next() - 0.5);
  return {
    framePoints: 1,
    winPoints: 2,
    drawPoints: 1,
    promotePlaces: 2,
    relegatePlaces: 2,
    table: ids.map((id) => ({ team_id: id, name: `Team ${id}`, points: Math.round(60 + 40 * strength[id - 1] + 10 * rng.next()), frame_difference: 0 })),
    remaining: fixtures.slice(fixtures.length / 2).map((f, k) => ({
      fixture_id: k + 1,
      home_id: f.homeId,
      away_id: f.awayId,
      frame_chances: Array.from({ length: 10 }, () => 1 / (1 + Math.exp(-(strength[f.homeId - 1] - strength[f.awayId - 1] + 0.4 * (rng.next() - 0.5))))),
    })),
  };
}

function demoDb() {
  const db = openDatabase(':memory:');
  migrate(db);
  seedDemoTeamLeague(db, '2026-12-07');
  return db;
}

export const teamLeagueSuite: BenchSuite = {
  name: 'team-league',
  cases: () => {
    const input = eighteen();
    let seed = 0;
    return [
      {
        name: '18 teams, half a season (153 ten-frame matches): 10,000 seasons frame by frame, one thread',
        runs: 3,
        warmup: 1,
        targetMs: 2000,
        fn: () => {
          const t = process.cpuUsage();
          runTeamChances(input, `bench-${seed++}`, 0, 10_000);
          return { benchExtra: { cpuMs: cpuMs(t), load1m: loadavg()[0].toFixed(1) } };
        },
      },
      {
        name: '18 teams, half a season: exact can-still status (title, promotion, relegation) of every team',
        runs: 3,
        warmup: 1,
        fn: () => {
          const t = process.cpuUsage();
          const s = exactTeamStatus(input);
          const unsettled = s.filter((x) => Object.values(x).some((v) => v === null)).length;
          return { benchExtra: { cpuMs: cpuMs(t), unsettled, load1m: loadavg()[0].toFixed(1) } };
        },
      },
      {
        name: 'the demo team league (3 divisions of 6, half played): every division\'s chances as the worker computes them',
        runs: 3,
        warmup: 1,
        fn: () => {
          const db = demoDb();
          const season = currentTeamSeason(db, findLeagueBySlug(db, TEAM_DEMO_SLUG)!.id)!;
          const t = process.cpuUsage();
          computeSeasonChances(db, season.id);
          return { benchExtra: { cpuMs: cpuMs(t), load1m: loadavg()[0].toFixed(1) } };
        },
      },
      {
        name: 'a card confirmed by the away captain on the demo (the write; chances after the commit): p99 of every open match',
        runs: 3,
        warmup: 0,
        fn: () => {
          const db = demoDb();
          const season = currentTeamSeason(db, findLeagueBySlug(db, TEAM_DEMO_SLUG)!.id)!;
          const cards = liveCards(db, season.id);
          const squads = listSquads(db, season.id);
          const times: number[] = [];
          const now = Date.parse('2027-06-01T12:00:00Z');
          for (const f of listFixtures(db, season.id).filter((x) => !cards.has(x.id))) {
            const home = squadOn(squads, f.home_team_id, f.date);
            const away = squadOn(squads, f.away_team_id, f.date);
            const frames = Array.from({ length: 10 }, (_, k) => ({ homePlayers: [home[k % 5].player_id], awayPlayers: [away[k % 5].player_id], homeScore: k < 5 ? 10 : 3, awayScore: k < 5 ? 3 : 10 }));
            const id = submitCard(db, { kind: 'player', address: 'bench', playerId: home.find((s) => s.captain)!.player_id }, f.id, frames, now);
            const t0 = performance.now();
            confirmCard(db, id, { kind: 'player', address: 'bench', playerId: away.find((s) => s.captain)!.player_id }, now);
            times.push(performance.now() - t0);
          }
          times.sort((a, b) => a - b);
          const p99 = times[Math.min(times.length - 1, Math.ceil(0.99 * times.length) - 1)];
          return { benchExtra: { confirms: times.length, p50Ms: fixedHalfUp(times[Math.floor(times.length / 2)], 2), p99Ms: fixedHalfUp(p99, 2), load1m: loadavg()[0].toFixed(1) } };
        },
      },
    ];
  },
};
