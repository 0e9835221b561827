import { wicketKind, type MatchLog } from './match-log';
import type { DeliveryStep } from './match-state';
import { blindSpot, type BlindSpot } from '../../common/cricket/blind-spot';

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

export interface TurningPoints {
  /** The `count` biggest swings the model could see, biggest first. */
  top: TurningPointOf[];
  /** Swings in the model's blind spot bigger than the smallest kept one (so left out of `top`), biggest first. */
  leftOut: (TurningPointOf & { blind: BlindSpot })[];
}

/** Keeps `list` as the `count` biggest swings, biggest first (the earlier ball first on a tie). */
function keepTop<T extends TurningPointOf>(list: T[], item: T, count: number): void {
  const size = Math.abs(item.swing);
  if (list.length === count && size <= Math.abs(list[count - 1].swing)) return;
  let at = list.length;
  while (at > 0 && Math.abs(list[at - 1].swing) < size) at--;
  list.splice(at, 0, item);
  if (list.length > count) list.pop();
}

/**
 * The `count` deliveries whose change in the batting-first side's equity is largest either way, biggest first.
 * `drawn`: the last ball of a drawn Test is left out (the jump to the result is time running out, not that ball).
 * `blind(index)`: the blind spot of delivery `index` (common/cricket/blind-spot.ts), whose swing is never a turning
 * point; the ones that would have been are returned in `leftOut`, for the page to say so.
 */
export function turningPoints(points: Triple[], count = 5, drawn = false, blind: (index: number) => BlindSpot | null = () => null): TurningPoints {
  const top: TurningPointOf[] = [];
  const blindTop: (TurningPointOf & { blind: BlindSpot })[] = [];
  const last = drawn ? points.length - 1 : points.length;
  let prev = equity(points[0], 0);
  for (let i = 1; i < last; i++) {
    const now = equity(points[i], 0);
    const swing = now - prev;
    prev = now;
    const why = blind(i - 1);
    if (why) keepTop(blindTop, { index: i - 1, swing, blind: why }, count);
    else keepTop(top, { index: i - 1, swing }, count);
  }
  const floor = top.length < count ? 0 : Math.abs(top[count - 1].swing);
  return { top, leftOut: blindTop.filter((t) => Math.abs(t.swing) > floor) };
}

/**
 * Each delivery's blind spot in a Test (common/cricket/blind-spot.ts): the ball that ends a declared innings, and,
 * when the Test lost time (`lostTime`, from common/cricket/time-lost.ts), every ball after which the overs the model
 * still counted at the drawn end were at least half of what it counted then.
 */
export function testBlindSpots(log: MatchLog, steps: DeliveryStep[], lostTime: boolean): (index: number) => BlindSpot | null {
  const lostOvers = lostTime && steps.length ? steps[steps.length - 1].after.oversLeft : null;
  return (index) => {
    const s = steps[index];
    const ends = s.after.over || s.after.inns !== s.inns;
    return blindSpot({ endsDeclaredInnings: ends && log.innings[s.inns - 1].declared, oversLeft: s.after.oversLeft }, { lostOvers });
  };
}

/**
 * Each delivery's blind spot in a limited-overs match (common/cricket/blind-spot.ts): a super over's balls, and,
 * when the chase's target was revised (`revisedTarget`), the ball that ends the first innings, where the model
 * meets a target it could not foresee.
 */
export function limitedBlindSpots(log: MatchLog, steps: DeliveryStep[], revisedTarget: boolean): (index: number) => BlindSpot | null {
  return (index) => {
    const s = steps[index];
    const ends = s.after.over || s.after.inns !== s.inns;
    return blindSpot({ superOver: log.innings[s.inns - 1]?.superOver === true, revisedTarget: revisedTarget && s.inns === 1 && ends }, { lostOvers: null });
  };
}

/** A turning point's row in the answer: the delivery, who faced and who bowled it, the swing to four places, its text. */
export function swingRow(s: DeliveryStep, swing: number, name: (i: number) => string, text: string) {
  return { seq: s.seq, inns: s.inns, over: s.place, batter: name(s.striker), bowler: name(s.bowler), swing: Math.round(swing * 10000) / 10000, text };
}
