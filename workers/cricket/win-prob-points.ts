import { wicketKind, type MatchLog } from './match-log';
import type { DeliveryStep } from './match-state';

/**
 * From a Test's probabilities to what the pages show (pure): figures rounded to 4 decimals that still sum to 1,
 * equity and win probability added (WPA), and the turning points. Definitions: docs/win-probability.md.
 */

export type Triple = [number, number, number];

/** Rounds three probabilities to 4 decimals summing to exactly 1 (largest remainder on ten-thousandths). */
export function roundTriple(p: Triple): Triple {
  const total = p[0] + p[1] + p[2];
  const s0 = (p[0] / total) * 10000;
  const s1 = (p[1] / total) * 10000;
  const s2 = (p[2] / total) * 10000;
  const f = [Math.floor(s0), Math.floor(s1), Math.floor(s2)];
  const r = [s0 - f[0], s1 - f[1], s2 - f[2]];
  let left = 10000 - f[0] - f[1] - f[2];
  // At most two units are left over: to the largest remainders, the earlier outcome first on a tie.
  while (left > 0) {
    let best = 0;
    if (r[1] > r[best]) best = 1;
    if (r[2] > r[best]) best = 2;
    f[best]++;
    r[best] = -1;
    left--;
  }
  return [f[0] / 10000, f[1] / 10000, f[2] / 10000];
}

/** A side's equity: P(it wins) + ½ P(draw), from [batting first wins, draw, other wins]; side 0 batted first. */
export function equity(p: Triple, side: 0 | 1): number {
  return (side === 0 ? p[0] : p[2]) + 0.5 * p[1];
}

export interface PlayerWpa {
  /** Index into MatchLog.players. */
  player: number;
  batting: number;
  ballsFaced: number;
  bowling: number;
  ballsBowled: number;
}

/**
 * WPA per player of a Test: each delivery's change in the batting side's equity (points[i-1] to points[i], point 0
 * being the pre-match figure), added to the striker's batting and subtracted from the bowler's bowling. Deliveries
 * faced / bowled count every delivery (wides included) since each moves the equity.
 */
export function matchWpa(log: MatchLog, steps: DeliveryStep[], points: Triple[]): PlayerWpa[] {
  const by = new Map<number, PlayerWpa>();
  const get = (player: number) => {
    let w = by.get(player);
    if (!w) {
      w = { player, batting: 0, ballsFaced: 0, bowling: 0, ballsBowled: 0 };
      by.set(player, w);
    }
    return w;
  };
  steps.forEach((s, i) => {
    const side = log.innings[s.inns - 1].side;
    const delta = equity(points[i + 1], side) - equity(points[i], side);
    const bat = get(s.striker);
    bat.batting += delta;
    bat.ballsFaced++;
    const bowl = get(s.bowler);
    bowl.bowling -= delta;
    bowl.ballsBowled++;
  });
  return [...by.values()];
}

/**
 * What happened on a delivery, in words ("Smith out, caught", "four", "2 wides", "no run"), and, on an innings'
 * last ball, how the innings ended ("England declared", "all out").
 */
export function deliveryText(s: DeliveryStep, name: (i: number) => string, log?: MatchLog): string {
  const kind = wicketKind(s.wicket);
  const extras = s.total - s.bat;
  const parts: string[] = [];
  if (s.bat === 4 || s.bat === 6) parts.push(s.bat === 4 ? 'four' : 'six');
  else if (s.bat > 0) parts.push(`${s.bat} run${s.bat === 1 ? '' : 's'}`);
  if (!s.legal) parts.push(extras > 0 ? `${extras} extra${extras === 1 ? '' : 's'} (wide or no-ball)` : 'no-ball');
  else if (extras > 0) parts.push(`${extras} bye${extras === 1 ? '' : 's'} or leg-bye${extras === 1 ? '' : 's'}`);
  if (kind) parts.unshift(`${name(s.out)} ${kind.startsWith('retired') ? kind : `out, ${kind}`}`);
  if (!parts.length) parts.push('no run');
  const ended = s.after.over || s.after.inns !== s.inns;
  if (log && ended) {
    const inn = log.innings[s.inns - 1];
    const team = log.teams[inn.side];
    if (inn.declared) parts.push(`${team} declared`);
    else if (s.after.over && s.after.needed !== null && s.after.needed <= 0) parts.push('the winning runs');
    else if (!s.after.over || s.after.wickets >= 10) parts.push(`${team} all out`);
  }
  return parts.join('; ');
}

export interface TurningPointOf {
  index: number;
  swing: number;
}

/**
 * The `count` deliveries whose change in the batting-first side's equity is largest either way, biggest first.
 * `drawn`: the last ball of a drawn Test is left out (the jump to the result is time running out, not that ball).
 */
export function turningPoints(points: Triple[], count = 5, drawn = false): TurningPointOf[] {
  // The top `count` by size, kept sorted (biggest first; the earlier ball first on a tie).
  const top: TurningPointOf[] = [];
  const last = drawn ? points.length - 1 : points.length;
  let prev = equity(points[0], 0);
  for (let i = 1; i < last; i++) {
    const now = equity(points[i], 0);
    const swing = now - prev;
    prev = now;
    const size = Math.abs(swing);
    if (top.length === count && size <= Math.abs(top[count - 1].swing)) continue;
    let at = top.length;
    while (at > 0 && Math.abs(top[at - 1].swing) < size) at--;
    top.splice(at, 0, { index: i - 1, swing });
    if (top.length > count) top.pop();
  }
  return top;
}
