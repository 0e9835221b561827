/**
 * The demo league loaded into an empty database: two groups, "Banff" and "Hurricane", with weekly sessions
 * over about a year, dated back from the day it is loaded (its last night of play falls in the week before, see
 * demo-calendar.ts), so a fresh install always looks live. Every frame is played by the project's own frame engine (see demo-frames.ts) between
 * players whose attributes come from a hidden skill, so the ratings mean something. Fully deterministic:
 * the same seed gives the same league.
 */
import { createRng } from '../../workers/core/rng';
import { generateFixtureRounds } from '../../workers/league-sim/fixtures';
import { demoNight, demoStartMs, seasonName, WEEK_MS } from './demo-calendar';

export interface DemoPlayer {
  name: string;
  /** Hidden skill in [0, 1]; never stored, only used to derive frame-engine attributes. */
  skill: number;
}

export interface DemoGroup {
  name: string;
  url_slug: string;
  /** Player names. */
  members: string[];
  /** Day of play, 0 = Sunday. */
  weekday: number;
}

export interface DemoMatch {
  game_datetime: string;
  player_1: string;
  player_2: string;
  score_1: number;
  score_2: number;
  fixture_weight: number;
}

export interface DemoLeague {
  players: DemoPlayer[];
  groups: DemoGroup[];
  matches: DemoMatch[];
  /** The current season of each group, its fixtures by player name. */
  seasons: DemoSeasonPlan[];
  /** The day the league is dated from ('YYYY-MM-DD'), or null for the fixed-date league of earlier installs. */
  createdOn: string | null;
}

/** Plays one frame: player1 and player2 by skill; returns the two scores (one of them 10). */
export type FramePlayer = (skill1: number, skill2: number) => { score1: number; score2: number };

export const DEMO_SEED = 20251104;

export const DEMO_PLAYERS: DemoPlayer[] = [
  { name: 'Alistair Reid', skill: 0.82 },
  { name: 'Bea Munro', skill: 0.64 },
  { name: 'Callum Fraser', skill: 0.71 },
  { name: 'Dougie Baird', skill: 0.38 },
  { name: 'Eilidh Grant', skill: 0.55 },
  { name: 'Fin Sutherland', skill: 0.47 },
  { name: 'Greer Ross', skill: 0.29 },
  { name: 'Hamish Young', skill: 0.6 },
  { name: 'Isla Mackay', skill: 0.76 },
  { name: 'Jonty Wallace', skill: 0.42 },
  { name: 'Kirsty Hay', skill: 0.52 },
  { name: 'Lachlan Boyd', skill: 0.33 },
];

export const DEMO_GROUPS: DemoGroup[] = [
  {
    name: 'Banff',
    url_slug: 'banff',
    weekday: 2,
    members: ['Alistair Reid', 'Bea Munro', 'Callum Fraser', 'Dougie Baird', 'Eilidh Grant', 'Fin Sutherland', 'Greer Ross', 'Hamish Young'],
  },
  {
    name: 'Hurricane',
    url_slug: 'hurricane',
    weekday: 4,
    members: ['Callum Fraser', 'Eilidh Grant', 'Hamish Young', 'Isla Mackay', 'Jonty Wallace', 'Kirsty Hay', 'Lachlan Boyd'],
  },
];

export const WEEKS = 52;

/** A demo group's current season: a double round robin, its fixtures by player name. */
export interface DemoSeasonPlan {
  url_slug: string;
  name: string;
  start_date: string;
  fixtures: { round: number; date: string; player1: string; player2: string }[];
}

/** The seasons of the fixed-date demo league (installs before the demo was dated from its loading day). */
const LEGACY_SEASONS = [
  { url_slug: 'banff', name: 'Autumn 2026', start_date: '2026-08-04' },
  { url_slug: 'hurricane', name: 'Autumn 2026', start_date: '2026-08-06' },
];

/**
 * Each demo group's current season: every pair of members meets twice (the schedule engine's circle method,
 * seeded), one round a week on the group's night. Dated from `createdOn`: the rounds with no pair of players
 * who belong to both groups (such a frame would count in both groups) were played on the last nights of the
 * demo league, its final round in the week before `createdOn`; after a week's rest the others (about two in
 * five) follow weekly, all dated after `createdOn`. So the season has results, no overdue fixture and games to
 * forecast. With `createdOn` null: the fixed-date seasons of earlier installs (rounds weekly from the start date).
 */
export function demoSeasonPlans(createdOn: string | null): DemoSeasonPlan[] {
  const shared = DEMO_GROUPS[0].members.filter((m) => DEMO_GROUPS.slice(1).some((g) => g.members.includes(m)));
  const start = demoStartMs(createdOn);
  return DEMO_GROUPS.map((g) => {
    const names = DEMO_PLAYERS.map((p) => p.name).filter((n) => g.members.includes(n));
    const rounds = generateFixtureRounds(
      names.map((_, i) => i),
      2,
      createRng(`demo-season-${g.url_slug}`),
    ).map((r) => r.matches.map((m) => [names[m.player1], names[m.player2]] as [string, string]));
    if (createdOn === null) {
      const legacy = LEGACY_SEASONS.find((x) => x.url_slug === g.url_slug)!;
      const at = Date.parse(`${legacy.start_date}T00:00:00Z`);
      return { ...legacy, fixtures: rounds.flatMap((pairs, k) => pairs.map(([player1, player2]) => ({ round: k + 1, date: isoDay(at + k * WEEK_MS), player1, player2 }))) };
    }
    const sharedPair = (pairs: [string, string][]) => pairs.some(([a, b]) => shared.includes(a) && shared.includes(b));
    const ordered = [...rounds.filter((r) => !sharedPair(r)), ...rounds.filter(sharedPair)];
    const past = rounds.filter((r) => !sharedPair(r)).length;
    // Round k's week: the past rounds end in the demo's last week (WEEKS - 1); the rest start after a week off.
    const weekOf = (k: number) => (k < past ? WEEKS - past + k : WEEKS + 1 + (k - past));
    const fixtures = ordered.flatMap((pairs, k) =>
      pairs.map(([player1, player2]) => ({ round: k + 1, date: isoDay(demoNight(start, weekOf(k), g.weekday)), player1, player2 })),
    );
    return { url_slug: g.url_slug, name: seasonName(fixtures[0].date), start_date: fixtures[0].date, fixtures };
  });
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
function sqlDate(ms: number) {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`;
}

/** A session's fixture weight: cup nights 3, league nights 2, otherwise a casual night (1) or friendlies (0.5). */
function sessionWeight(week: number, rng: () => number): number {
  if (week % 13 === 12) return 3;
  if (week % 4 === 1) return 2;
  return rng() < 0.15 ? 0.5 : 1;
}

function shuffle<T>(items: readonly T[], rng: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * The demo league: 52 weekly sessions per group. `weeks` extends the same schedule further (the first 52 weeks
 * stay the same, as the generator is drawn week by week); `maxMatches` keeps only the first matches in game order
 * (the benchmark league: `npm run db:seed -- --matches 10000`).
 */
export function generateDemoLeague(
  rng: () => number,
  playFrame: FramePlayer,
  { weeks = WEEKS, maxMatches, createdOn = null }: { weeks?: number; maxMatches?: number; createdOn?: string | null } = {},
): DemoLeague {
  const start = demoStartMs(createdOn);
  const seasons = demoSeasonPlans(createdOn);
  // The season fixtures already played, by week and group: that night's session plays them first.
  const fixturesByNight = new Map<string, [string, string][]>();
  if (createdOn !== null) {
    for (const s of seasons) {
      const g = DEMO_GROUPS.find((x) => x.url_slug === s.url_slug)!;
      for (const f of s.fixtures) {
        const week = Math.round((Date.parse(`${f.date}T00:00:00Z`) - start) / WEEK_MS);
        if (week >= WEEKS) continue;
        const key = `${week}:${g.url_slug}`;
        fixturesByNight.set(key, [...(fixturesByNight.get(key) ?? []), [f.player1, f.player2]]);
      }
    }
  }
  const skill = new Map(DEMO_PLAYERS.map((p) => [p.name, p.skill]));
  const matches: DemoMatch[] = [];
  const shared = new Set(DEMO_GROUPS[0].members.filter((m) => DEMO_GROUPS.slice(1).some((g) => g.members.includes(m))));
  for (let week = 0; week < weeks; week++) {
    for (const g of DEMO_GROUPS) {
      const due = fixturesByNight.get(`${week}:${g.url_slug}`) ?? [];
      // A few weeks off over the year (holidays), drawn per group; never on a night with season fixtures.
      if (rng() < 0.06 && due.length === 0) continue;
      const present = g.members.filter((m) => rng() < 0.8 || due.some((pair) => pair.includes(m)));
      while (present.length < 4) {
        const missing = g.members.filter((m) => !present.includes(m));
        present.push(missing[Math.floor(rng() * missing.length)]);
      }
      const weight = sessionWeight(week, rng);
      const frames = Math.max(6 + Math.floor(rng() * 6), due.length + 2); // 6-11 frames a night
      const played = new Map(present.map((p) => [p, 0]));
      let clock = demoNight(start, week, g.weekday) + (19 * 60 + Math.floor(rng() * 4) * 10) * 60_000;
      for (let f = 0; f < frames; f++) {
        let a: string;
        let b: string;
        if (f < due.length) {
          // The season's fixtures of the night come first.
          [a, b] = due[f];
        } else {
          // The two who have played least tonight (ties broken at random) play next; the table chooses who breaks.
          const order = shuffle(present, rng).sort((x, y) => played.get(x)! - played.get(y)!);
          const a0 = order[0];
          // Two members of both groups never meet: their frame would count in both groups and put a stray
          // session into the other group's week.
          const rivals = order.slice(1).filter((p) => !(shared.has(a0) && shared.has(p)));
          [a, b] = [a0, rivals[0]];
          if (rng() < 0.35 && rivals.length > 1) b = rivals[1 + Math.floor(rng() * (rivals.length - 1))];
        }
        if (rng() < 0.5) [a, b] = [b, a];
        played.set(a, played.get(a)! + 1);
        played.set(b, played.get(b)! + 1);
        const { score1, score2 } = playFrame(skill.get(a)!, skill.get(b)!);
        matches.push({ game_datetime: sqlDate(clock), player_1: a, player_2: b, score_1: score1, score_2: score2, fixture_weight: weight });
        clock += (9 + Math.floor(rng() * 12)) * 60_000;
      }
    }
  }
  matches.sort((x, y) => (x.game_datetime < y.game_datetime ? -1 : x.game_datetime > y.game_datetime ? 1 : 0));
  if (maxMatches !== undefined) matches.length = Math.min(matches.length, maxMatches);
  return { players: DEMO_PLAYERS, groups: DEMO_GROUPS, matches, seasons, createdOn };
}
