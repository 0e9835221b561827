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
  const scaled = p.map((x) => (x / total) * 10000);
  const floors = scaled.map(Math.floor);
  let left = 10000 - floors[0] - floors[1] - floors[2];
  const order = [0, 1, 2].sort((a, b) => scaled[b] - floors[b] - (scaled[a] - floors[a]) || a - b);
  for (const i of order) {
    if (left <= 0) break;
    floors[i]++;
    left--;
  }
  return [floors[0] / 10000, floors[1] / 10000, floors[2] / 10000];
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

/** What happened on a delivery, in words ("Smith out, caught", "four", "2 wides", "no run"). */
export function deliveryText(s: DeliveryStep, name: (i: number) => string): string {
  const kind = wicketKind(s.wicket);
  const extras = s.total - s.bat;
  const parts: string[] = [];
  if (s.bat === 4 || s.bat === 6) parts.push(s.bat === 4 ? 'four' : 'six');
  else if (s.bat > 0) parts.push(`${s.bat} run${s.bat === 1 ? '' : 's'}`);
  if (!s.legal) parts.push(extras > 0 ? `${extras} extra${extras === 1 ? '' : 's'} (wide or no-ball)` : 'no-ball');
  else if (extras > 0) parts.push(`${extras} bye${extras === 1 ? '' : 's'} or leg-bye${extras === 1 ? '' : 's'}`);
  if (kind) parts.unshift(`${name(s.out)} ${kind.startsWith('retired') ? kind : `out, ${kind}`}`);
  if (!parts.length) parts.push('no run');
  return parts.join('; ');
}

export interface TurningPointOf {
  index: number;
  swing: number;
}

/** The `count` deliveries whose change in the batting-first side's equity is largest either way, biggest first. */
export function turningPoints(points: Triple[], count = 5): TurningPointOf[] {
  const swings: TurningPointOf[] = [];
  for (let i = 1; i < points.length; i++) swings.push({ index: i - 1, swing: equity(points[i], 0) - equity(points[i - 1], 0) });
  return swings.sort((a, b) => Math.abs(b.swing) - Math.abs(a.swing) || a.index - b.index).slice(0, count);
}
