import { loadavg } from 'node:os';
import type { BenchSuite } from './harness';
import { runBankroll } from '../workers/betting/bankroll';
import { fairOdds } from '../workers/betting/fair-odds';
import { betReturns, parseOdds, type Selection } from '../workers/betting/bet-returns';
import { engineApi } from '../workers/runtime/engine-api';
import type { KellyBet } from '../workers/betting/multi-kelly';
import { simulateSeason, SEASON_COLUMNS, type SeasonTruth } from '../workers/betting/score-fit';
import { toCsv } from '../common/csv';
import { checkLedgerRow, fullRow, type LedgerBet } from '../workers/betting/ledger';
import { ledgerAnalytics } from '../workers/betting/ledger-analytics';
import { createRng } from '../workers/core/rng';

/** 5,000 ledger bets over 4 sports, 6 markets, 8 bookmakers, odds 1.3-12, three-way closing markets, a third with the bettor's chance. */
function ledger5000(): LedgerBet[] {
  const rng = createRng('ledger-bench');
  return Array.from({ length: 5000 }, (_, i) => {
    const odds = 1.3 + rng.next() * 10.7;
    const row = fullRow({
      date: new Date(Date.UTC(2024, 0, 1) + Math.floor(i / 5) * 86_400_000).toISOString().slice(0, 10),
      event: `Event ${i}`,
      selection: 'Home',
      odds: odds.toFixed(2),
      stake: String(5 + (i % 20)),
      closing: i % 7 === 0 ? '' : `${(odds * (0.9 + rng.next() * 0.2)).toFixed(2)} 3.40 4.10`,
      result: rng.next() < 1 / odds ? 'won' : i % 50 === 0 ? 'void' : 'lost',
      sport: ['Football', 'Tennis', 'Cricket', 'Golf'][i % 4],
      market: ['Match odds', 'BTTS', 'Totals', 'Handicap', 'Correct score', 'Outright'][i % 6],
      bookmaker: `Book ${String.fromCharCode(65 + (i % 8))}`,
      probability: i % 3 === 0 ? (100 / odds + 2).toFixed(1) : '',
    });
    const c = checkLedgerRow(row);
    if (!c.ok) throw new Error(c.message);
    return c.bet;
  });
}

/** A 20-team, 380-match season drawn from known strengths (the score model's fit bench). */
const TRUTH: SeasonTruth = {
  teams: Array.from({ length: 20 }, (_, i) => ({ name: `Team ${i + 1}`, attack: 0.38 - (0.76 * i) / 19, defence: -0.3 + (0.6 * ((i * 7) % 20)) / 19 })),
  home: 0.25,
  rho: -0.1,
};
let fitRun = 0;
const cpuMsOf = (f: () => void) => {
  const cpu0 = process.cpuUsage();
  f();
  const cpu = process.cpuUsage(cpu0);
  return Math.round((cpu.user + cpu.system) / 100) / 10;
};

/** 15 independent bets with edges from −2 % to +12 % at prices from 1.6 to 8 (2¹⁵ = 32,768 joint results). */
const FIFTEEN: KellyBet[] = Array.from({ length: 15 }, (_, i) => {
  const odds = 1.6 + (i * 6.4) / 14;
  return { odds, probability: (1 + (i % 8) * 0.02 - 0.02) / odds };
});

/**
 * Betting tools: the Kelly page's bankroll lab at its default size (10,000 bettors × 1,000 bets,
 * three fractions, one thread; the page splits the bettors over its workers), with the process CPU time of the
 * run beside the wall time (wall time is inflated when the machine is shared); the multi-bet Kelly solver on 15
 * independent bets (within 200 ms); the fair odds solver (eight methods) on a ten-outcome market; and the largest bet returns case (a Heinz each way: 114 exact lines).
 */
export const bettingSuite: BenchSuite = {
  name: 'betting',
  cases: () => [
    {
      name: 'bankroll lab 10,000 × 1,000 (3 fractions, one thread)',
      runs: 3,
      warmup: 1,
      fn: () => {
        const cpu0 = process.cpuUsage();
        const r = runBankroll({ odds: 2.2, probability: 0.5, fractions: [1, 0.5, 0.25], bets: 1000, bettors: 10_000, seed: 1 });
        const cpu = process.cpuUsage(cpu0);
        return {
          benchExtra: {
            cpuMs: Math.round((cpu.user + cpu.system) / 1000),
            loadAverage1m: Math.round(loadavg()[0] * 100) / 100,
            medianFinalFullKelly: r.fractions[0].medianFinal.toFixed(4),
          },
        };
      },
    },
    {
      name: 'multi-bet Kelly, 15 independent bets (the engine call the page makes in a worker)',
      runs: 10,
      warmup: 2,
      fn: () => {
        const cpu0 = process.cpuUsage();
        const r = engineApi.multiKelly({ mode: 'independent', bets: FIFTEEN, fraction: 0.5 });
        const cpu = process.cpuUsage(cpu0);
        return {
          benchExtra: {
            cpuMs: Math.round((cpu.user + cpu.system) / 1000),
            loadAverage1m: Math.round(loadavg()[0] * 100) / 100,
            iterations: r.iterations,
            growth: r.growth.toFixed(6),
          },
        };
      },
    },
    {
      name: 'score model: Dixon–Coles fit of a 380-match season, ξ 0.002 (the engine call the page makes in a worker) < 1 s',
      runs: 5,
      warmup: 1,
      fn: () => {
        const season = toCsv(SEASON_COLUMNS, simulateSeason(TRUTH, 'bench', '2025-08-09', 2).map((m) => [m.date, m.home, m.away, m.homeGoals, m.awayGoals]));
        let iterations = 0;
        // a new ξ each run, so the worker's kept fit is not reused
        const cpuMs = cpuMsOf(() => {
          const r = engineApi.scoreModel({ source: 'results', season, xi: 0.002 + ++fitRun * 1e-9, home: 'Team 1', away: 'Team 20', useRho: true });
          iterations = r.ok && r.fit ? r.fit.iterations : -1;
        });
        return { benchExtra: { cpuMs, loadAverage1m: Math.round(loadavg()[0] * 100) / 100, iterations } };
      },
    },
    {
      name: 'score model: grid (21 × 21) and every market (116 selections) from the odds < 20 ms',
      runs: 50,
      warmup: 5,
      fn: () => {
        let n = 0;
        const cpuMs = cpuMsOf(() => {
          const r = engineApi.scoreModel({ source: 'odds', oneXTwo: [1.8, 3.9, 4.5], overUnder: [1.85, 1.95], method: 'shin', rho: -0.05 });
          n = r.ok ? r.markets.length : -1;
        });
        return { benchExtra: { cpuMs, loadAverage1m: Math.round(loadavg()[0] * 100) / 100, selections: n } };
      },
    },
    {
      name: 'ledger analytics over 5,000 bets (segments, runs, a 2,000-replay band, calibration, staking plans; Shin) < 200 ms',
      runs: 5,
      warmup: 1,
      fn: () => {
        const bets = ledger5000();
        let segments = 0;
        const cpuMs = cpuMsOf(() => {
          const a = ledgerAnalytics(bets, 'shin');
          segments = Object.values(a.segments).reduce((n, s) => n + s.length, 0);
        });
        return { benchExtra: { cpuMs, loadAverage1m: Math.round(loadavg()[0] * 100) / 100, segments } };
      },
    },
    {
      name: 'fair odds, 10 outcomes, eight methods',
      runs: 50,
      warmup: 5,
      fn: () => fairOdds([3.1, 4.5, 6, 8.5, 11, 13, 17, 21, 26, 41]),
    },
    {
      name: 'bet returns, Heinz each way (114 lines, exact)',
      runs: 50,
      warmup: 5,
      fn: () => {
        const sel = (o: string): Selection => ({ odds: parseOdds(o)!, result: 'won', placeDivisor: 5, places: 4, rule4: 15 });
        return betReturns('heinz', ['11/4', '5/1', '13/8', '9/2', '100/30', '7/1'].map(sel), 37n, true);
      },
    },
  ],
};
