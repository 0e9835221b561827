/**
 * `npm run sim -- batch --stage 1|2|3 --games N --seed S [--players file.json] [--full]`
 * `npm run sim -- league --players N --rounds R --runs L --seed S`
 * `npm run sim -- bankroll --odds O --probability P --fractions 1,0.5 --bets B --bettors N --seed S`
 * `npm run sim -- forecast --group G --sims N --seed S` (the league season forecast from DATABASE_PATH)
 * Prints a JSON summary on stdout; bad arguments print an error and exit 2.
 */
import { readFileSync } from 'node:fs';
import { createRng } from '../workers/core/rng';
import { DEFAULT_MATCHUP, validateMatchup, type Matchup } from '../workers/frame-model/attributes';
import { runBatch } from '../workers/frame-model/batch';
import { exactWinProbability } from '../workers/frame-model/exact';
import type { Stage } from '../workers/frame-model/frame';
import { randomLeaguePlayers, runLeagues } from '../workers/league-sim/league';
import { BANKROLL_LIMITS, bankrollRows, runBankroll } from '../workers/betting/bankroll';
import { DEFAULT_FORECAST_SEED, DEFAULT_FORECAST_SIMS, MAX_FORECAST_SIMS } from '../workers/season-forecast/simulate';
import { ForecastLoadError, forecastCommandOutput, loadForecastInput } from './forecast-command';

const USAGE = `Usage:
  npm run sim -- batch --stage 1|2|3 [--games 850] [--seed S] [--players matchup.json] [--full]
  npm run sim -- league [--players 6] [--rounds 2] [--runs 100] [--seed S]
  npm run sim -- bankroll [--odds 2.2] [--probability 0.5] [--fractions 1,0.5,0.25] [--fixed 2,5] [--commission 2] [--bets 1000] [--bettors 10000] [--seed 1]
    (the Kelly page's bankroll lab: the same seed and settings print the figures the page shows)
  npm run sim -- forecast --group SLUG [--sims 10000] [--seed S]   (reads DATABASE_PATH)
The players file holds {"player1": {...attributes}, "player2": {...}} as in workers/README.md.`;

class UsageError extends Error {}

function parseFlags(args: string[]): Map<string, string> {
  const flags = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (!a.startsWith('--')) throw new UsageError(`Unexpected argument: ${a}`);
    const name = a.slice(2);
    if (name === 'full' || name === 'help') flags.set(name, 'true');
    else {
      const value = args[++i];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
      flags.set(name, value);
    }
  }
  return flags;
}

function intFlag(flags: Map<string, string>, name: string, fallback: number, min: number, max: number): number {
  const raw = flags.get(name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, got ${raw}`);
  return n;
}

const round = (x: number, d = 4) => Math.round(x * 10 ** d) / 10 ** d;

function batch(flags: Map<string, string>) {
  const stageRaw = flags.get('stage');
  if (stageRaw === undefined) throw new UsageError('--stage is required (1, 2 or 3)');
  const stage = Number(stageRaw);
  if (stage !== 1 && stage !== 2 && stage !== 3) throw new UsageError(`--stage must be 1, 2 or 3, got ${stageRaw}`);
  const games = intFlag(flags, 'games', 850, 1, 10_000_000);
  const seed = flags.get('seed') ?? 'sim';
  let matchup: Matchup = DEFAULT_MATCHUP;
  const file = flags.get('players');
  if (file) {
    try {
      matchup = JSON.parse(readFileSync(file, 'utf8')) as Matchup;
    } catch (e) {
      throw new UsageError(`Cannot read --players ${file}: ${(e as Error).message}`);
    }
    validateMatchup(matchup);
  }
  const started = performance.now();
  const r = runBatch({ stage: stage as Stage, matchup, games, seed, keepGames: flags.has('full') ? 50 : 0 });
  const ms = performance.now() - started;
  const player = (k: 'player1' | 'player2') => ({
    wins: r[k].wins,
    winShare: round(r[k].winShare),
    ci95: { low: round(r.odds[k].ci95.low), high: round(r.odds[k].ci95.high) },
    exactWinProbability: round(r.odds[k].exactProbability, 6),
    odds: r.odds[k].odds,
    exactOdds: r.odds[k].exactOdds,
    accuracy: round(r[k].accuracy),
    shotsTaken: r[k].shotsTaken,
    shotsMade: r[k].shotsMade,
    fouls: r[k].fouls,
  });
  const out: Record<string, unknown> = {
    command: 'batch',
    stage,
    games,
    seed,
    player1: player('player1'),
    player2: player('player2'),
    exactWinProbability: {
      player1Breaks: round(exactWinProbability(stage as Stage, matchup, 'player1'), 6),
      player2Breaks: round(exactWinProbability(stage as Stage, matchup, 'player2'), 6),
      alternating: round(exactWinProbability(stage as Stage, matchup, 'alternate'), 6),
    },
    length: {
      mean: r.gameLengths.all.mean === null ? null : round(r.gameLengths.all.mean, 3),
      median: r.gameLengths.all.median,
      shortest: r.shortestGame,
      longest: r.longestGame,
    },
    overUnder: r.odds.overUnder,
    breakConversion: r.breakConversion,
    elapsedMs: round(ms, 1),
  };
  if (flags.has('full')) out.result = { ...r, games: r.games };
  return out;
}

function league(flags: Map<string, string>) {
  const n = intFlag(flags, 'players', 6, 2, 64);
  const roundsPerPairing = intFlag(flags, 'rounds', 2, 1, 100);
  const runs = intFlag(flags, 'runs', 100, 1, 1_000_000);
  const seed = flags.get('seed') ?? 'sim';
  const players = randomLeaguePlayers(n, createRng(`${seed}/players`));
  const started = performance.now();
  const summary = runLeagues({ players, roundsPerPairing, runs, seed });
  const ms = performance.now() - started;
  return {
    command: 'league',
    players: n,
    roundsPerPairing,
    runs,
    seed,
    attributes: players,
    summary: {
      ...summary,
      players: summary.players.map((p) => ({
        ...p,
        averagePoints: round(p.averagePoints, 3),
        averageWins: round(p.averageWins, 3),
        averageScoreDifference: round(p.averageScoreDifference, 3),
        positionChances: p.positionChances.map((c) => round(c, 2)),
        firstPlaceChance: round(p.firstPlaceChance, 2),
        lastPlaceChance: round(p.lastPlaceChance, 2),
      })),
    },
    elapsedMs: round(ms, 1),
  };
}

function numberFlag(flags: Map<string, string>, name: string, fallback: number): number {
  const raw = flags.get(name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n)) throw new UsageError(`--${name} must be a number, got ${raw}`);
  return n;
}

/** The bankroll lab of the Kelly page, in one thread (bettor i uses seed stream i, so the split does not matter). */
function bankroll(flags: Map<string, string>) {
  const seedRaw = flags.get('seed') ?? '1';
  if (!/^\d{1,10}$/.test(seedRaw) || Number(seedRaw) < 1 || Number(seedRaw) > 0xffffffff) {
    throw new UsageError(`--seed must be a whole number from 1 to 4294967295 (as in the page's link), got ${seedRaw}`);
  }
  const fractionsRaw = flags.get('fractions') ?? '1,0.5,0.25';
  const fractions = fractionsRaw.split(',').map((f) => Number(f));
  if (fractions.some((f) => !Number.isFinite(f))) throw new UsageError(`--fractions must be numbers separated by commas, got ${fractionsRaw}`);
  const fixedRaw = flags.get('fixed') ?? '';
  const fixedStakes = fixedRaw === '' ? [] : fixedRaw.split(',').map((f) => Number(f) / 100);
  if (fixedStakes.some((f) => !Number.isFinite(f))) throw new UsageError(`--fixed must be percentages of the starting bank separated by commas, got ${fixedRaw}`);
  const options = {
    odds: numberFlag(flags, 'odds', 2.2),
    probability: numberFlag(flags, 'probability', 0.5),
    fractions,
    fixedStakes,
    commission: numberFlag(flags, 'commission', 0) / 100,
    bets: intFlag(flags, 'bets', BANKROLL_LIMITS.bets.default, BANKROLL_LIMITS.bets.min, BANKROLL_LIMITS.bets.max),
    bettors: intFlag(flags, 'bettors', BANKROLL_LIMITS.bettors.default, BANKROLL_LIMITS.bettors.min, BANKROLL_LIMITS.bettors.max),
    seed: Number(seedRaw),
  };
  const started = performance.now();
  const s = runBankroll(options);
  const ms = performance.now() - started;
  const last = s.checkpoints.length - 1;
  return {
    command: 'bankroll',
    ...options,
    kellyStake: round(s.kelly, 6),
    edge: round(s.edge, 6),
    shown: bankrollRows(s),
    fractionsDetail: s.fractions.map((f) => ({
      fraction: f.fraction,
      stake: round(f.stake, 6),
      growthRate: round(f.growthRate, 8),
      simulatedGrowthRate: round(f.simulatedGrowthRate, 8),
      medianFinal: round(f.medianFinal, 6),
      p5Final: round(f.p5[last], 6),
      p95Final: round(f.p95[last], 6),
      everHalved: f.everHalved,
      endBelowStart: f.endBelowStart,
      ruined: f.ruined,
    })),
    ahead: s.fractions.map((f, i) => ({ strategy: f.label, aheadOf: Object.fromEntries(s.fractions.map((g, j) => [g.label, round(s.ahead[i][j], 6)])) })),
    elapsedMs: round(ms, 1),
  };
}

async function forecast(flags: Map<string, string>) {
  const group = flags.get('group');
  if (!group) throw new UsageError('--group is required (a group slug, e.g. banff)');
  const sims = intFlag(flags, 'sims', DEFAULT_FORECAST_SIMS, 1, MAX_FORECAST_SIMS);
  const seed = flags.get('seed') ?? DEFAULT_FORECAST_SEED;
  try {
    return forecastCommandOutput(group, await loadForecastInput(group), sims, seed);
  } catch (e) {
    if (e instanceof ForecastLoadError) throw new UsageError(e.message);
    throw e;
  }
}

function replacer(_key: string, value: unknown) {
  return ArrayBuffer.isView(value) ? Array.from(value as unknown as ArrayLike<number>) : value;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (!command || command === '--help' || command === 'help') {
      console.log(USAGE);
      return command ? 0 : 2;
    }
    const flags = parseFlags(rest);
    if (flags.has('help')) {
      console.log(USAGE);
      return 0;
    }
    let out: unknown;
    if (command === 'batch') out = batch(flags);
    else if (command === 'league') out = league(flags);
    else if (command === 'bankroll') out = bankroll(flags);
    else if (command === 'forecast') out = await forecast(flags);
    else throw new UsageError(`Unknown command: ${command}`);
    console.log(JSON.stringify(out, replacer, 2));
    return 0;
  } catch (e) {
    if (e instanceof UsageError || e instanceof RangeError || e instanceof TypeError) {
      console.error(`Error: ${e.message}\n${USAGE}`);
      return 2;
    }
    throw e;
  }
}

process.exitCode = await main(process.argv.slice(2));
