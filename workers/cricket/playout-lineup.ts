/**
 * The players of a playout (pure): who bats in what order, who is at the crease, who bowls, and their factors from
 * their figures before the Test (workers/cricket/player-figures.ts).
 *
 * - Batting order of a side: the order its batters first came in over its innings in this Test, as the scorecard
 *   shows it (striker or player out), then the rest of its XI in the team-sheet order; the same order in every
 *   innings it bats (no nightwatchmen or reshuffles).
 * - At the crease after the chosen ball: the two batters in and not out, the striker found from the last ball (odd
 *   runs run and the end of an over change ends); then the side's batters yet to come in, in order.
 * - Bowlers of the fielding side: its XI (or, without a team sheet, its batters seen in the log) and anyone who bowled
 *   for it up to the chosen ball, each weighted by his deliveries per earlier Test plus his deliveries in this Test up
 *   to the chosen ball; a player with neither does not bowl. The bowler of an unfinished over finishes it.
 */
import { F, FIELDS, isTeamWicket, type MatchLog } from './match-log';
import { matchSteps } from './match-state';
import type { Lineup } from './playout-crease';
import { cellExpectations, factorsOf, priorFigures, type PlayerHistory, type Pseudo } from './player-figures';

export interface TeamSheetPlayer {
  id: string;
  name: string;
}

export interface LineupPlayer {
  id: string;
  name: string;
  /** Earlier Tests in the archive (in this role). */
  tests: number;
  out: number;
  runs: number;
}

export interface NamedLineup extends Lineup {
  sides: [{ bat: LineupPlayer[]; bowl: (LineupPlayer & { weight: number })[] }, { bat: LineupPlayer[]; bowl: (LineupPlayer & { weight: number })[] }];
}

/**
 * The line-up after `seq` deliveries of the Test (0: before the first ball). `xi`: the team sheets of
 * [the side batting first, the other] (registry ids as in `log.players`), or null.
 */
export function playoutLineup(
  log: MatchLog,
  seq: number,
  xi: [TeamSheetPlayer[], TeamSheetPlayer[]] | null,
  history: PlayerHistory,
  expect: ReturnType<typeof cellExpectations>,
  pseudo?: Pseudo,
): NamedLineup {
  const steps = matchSteps(log);
  const state = seq === 0 ? null : steps[seq - 1].after;
  const inns = state ? state.inns : (log.innings.findIndex((i) => !i.forfeited && i.d.length > 0) + 1 || 1);
  const batting: 0 | 1 = state ? state.batting : (log.innings[inns - 1]?.side ?? 0);
  const nameOf = new Map<string, string>();
  log.players.forEach((id, i) => nameOf.set(id, log.names[i]));
  for (const side of xi ?? []) for (const p of side) nameOf.set(p.id, p.name);

  // Batting orders.
  const orders: [string[], string[]] = [[], []];
  for (const inn of log.innings) {
    const order = orders[inn.side];
    const add = (i: number) => {
      const id = log.players[i];
      if (!order.includes(id)) order.push(id);
    };
    for (let o = 0; o < inn.d.length; o += FIELDS) {
      add(inn.d[o + F.striker]);
      if (inn.d[o + F.wicket] > 0) add(inn.d[o + F.out]);
    }
  }
  if (xi) xi.forEach((sheet, s) => sheet.forEach((p) => orders[s].includes(p.id) || orders[s].push(p.id)));

  // Deliveries of the current innings up to the chosen ball, and the deliveries each player bowled so far.
  const bowledSoFar = new Map<string, number>();
  const seenBowling: [string[], string[]] = [[], []];
  let left = seq;
  let current: number[] = [];
  for (let k = 0; k < log.innings.length && left > 0; k++) {
    const d = log.innings[k].d;
    const take = Math.min(left, d.length / FIELDS);
    const fielding = seenBowling[log.innings[k].side === 0 ? 1 : 0];
    for (let i = 0; i < take; i++) {
      const id = log.players[d[i * FIELDS + F.bowler]];
      bowledSoFar.set(id, (bowledSoFar.get(id) ?? 0) + 1);
      if (!fielding.includes(id)) fielding.push(id);
    }
    left -= take;
    if (k === inns - 1) current = d.slice(0, take * FIELDS);
  }

  const before = log.startDate;
  const player = (id: string, role: 'bat' | 'bowl'): LineupPlayer => {
    const f = priorFigures(history[role].get(id), before, expect);
    const { out, runs } = factorsOf(f, role, pseudo);
    return { id, name: nameOf.get(id) ?? id, tests: f.tests, out, runs };
  };
  const sides = ([0, 1] as const).map((s) => {
    const bat = orders[s].map((id) => player(id, 'bat'));
    const pool = [...(xi ? xi[s].map((p) => p.id) : orders[s])];
    for (const id of seenBowling[s]) if (!pool.includes(id)) pool.push(id);
    const bowl = pool
      .map((id) => {
        const p = player(id, 'bowl');
        const prior = history.bowl.get(id)?.filter((t) => t.startDate < before) ?? [];
        const perTest = prior.length ? prior.reduce((a, t) => a + t.cells.reduce((x, v, i) => (i % 4 === 1 ? x + v : x), 0), 0) / p.tests : 0;
        return { ...p, weight: perTest + (bowledSoFar.get(id) ?? 0) };
      })
      .filter((b) => b.weight > 0);
    return { bat, bowl };
  }) as NamedLineup['sides'];

  // The crease.
  const order = orders[batting];
  const appeared: string[] = [];
  const gone = new Set<string>();
  for (let o = 0; o < current.length; o += FIELDS) {
    const striker = log.players[current[o + F.striker]];
    if (!appeared.includes(striker)) appeared.push(striker);
    if (current[o + F.wicket] > 0) {
      const out = log.players[current[o + F.out]];
      if (!appeared.includes(out)) appeared.push(out);
      gone.add(out);
    }
  }
  const fresh = order.filter((id) => !appeared.includes(id));
  const atCrease = appeared.filter((id) => !gone.has(id)).slice(-2);
  while (atCrease.length < 2 && fresh.length) atCrease.push(fresh.shift()!);
  let queueIds = [...atCrease, ...fresh];
  if (current.length) {
    const o = current.length - FIELDS;
    const lastStriker = log.players[current[o + F.striker]];
    const legal = current[o + F.legal] === 1;
    const ran = current[o + F.total] - (legal ? 0 : 1);
    // The batter who faced the last ball (or who replaced him), then the other.
    let [a, b]: (string | undefined)[] = atCrease.includes(lastStriker)
      ? [lastStriker, atCrease.find((x) => x !== lastStriker)]
      : [atCrease.find((x) => !appeared.includes(x)) ?? atCrease[0], atCrease.find((x) => appeared.includes(x)) ?? atCrease[1]];
    const overEnded = legal && state !== null && state.innsBalls % 6 === 0 && state.innsBalls > 0;
    if ((ran % 2 === 1 && !isTeamWicket(current[o + F.wicket])) !== overEnded) [a, b] = [b, a];
    queueIds = [a, b, ...fresh].filter((x): x is string => x !== undefined);
  }
  const queue = queueIds.map((id) => order.indexOf(id)).filter((i) => i >= 0);

  // The bowler of an unfinished over.
  let bowler = -1;
  if (current.length && state && state.innsBalls % 6 !== 0) {
    const id = log.players[current[current.length - FIELDS + F.bowler]];
    bowler = sides[batting === 0 ? 1 : 0].bowl.findIndex((b) => b.id === id);
  }
  return { sides, queue, bowler };
}
