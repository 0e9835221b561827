/**
 * A team league division's format and the rules a match card must meet, written once for the API (a captain's
 * card, the admin's entry, the CSV import), the demo and the forms. Pure; each problem names the field it concerns
 * (`frames.3.homePlayers`), so the API answers it as a 400 and the form shows it beside the field.
 *
 * A frame is scored as the singles results are (common/match-rules.ts): the winner on 10, the loser on 0 to 7.
 */
import { scoreProblem } from '../match-rules';

export interface DivisionFormat {
  /** Frames in a match (every frame is played, in order). */
  frames: number;
  /** How many of them are doubles frames (two players a side); the others are singles. */
  doublesFrames: number;
  /** Most frames one player may play in a match (singles and doubles together). */
  maxFramesPerPlayer: number;
  /** Points for each frame won. */
  framePoints: number;
  /** Points for winning the match (more frames than the other side) and for a drawn match. */
  winPoints: number;
  drawPoints: number;
  /** Teams promoted to the division above and relegated to the one below at the season's end. */
  promote: number;
  relegate: number;
}

/** The usual English pub format: ten singles frames, two a player, a point a frame and two for the match. */
export const DEFAULT_FORMAT: DivisionFormat = {
  frames: 10,
  doublesFrames: 0,
  maxFramesPerPlayer: 2,
  framePoints: 1,
  winPoints: 2,
  drawPoints: 1,
  promote: 2,
  relegate: 2,
};

/** A division's match night by number: 0 = Sunday .. 6 = Saturday (the order of Date.getUTCDay). */
export const NIGHTS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const MAX_FRAMES = 25;
export const MAX_POINTS = 10;

export interface Problem {
  field: string;
  message: string;
}

const whole = (n: number, lo: number, hi: number) => Number.isInteger(n) && n >= lo && n <= hi;

/** The first rule a format breaks, or null. */
export function formatProblem(f: DivisionFormat): Problem | null {
  if (!whole(f.frames, 1, MAX_FRAMES)) return { field: 'frames', message: `frames must be a whole number from 1 to ${MAX_FRAMES}` };
  if (!whole(f.doublesFrames, 0, f.frames)) return { field: 'doublesFrames', message: `doublesFrames must be a whole number from 0 to the ${f.frames} frames` };
  if (!whole(f.maxFramesPerPlayer, 1, f.frames)) {
    return { field: 'maxFramesPerPlayer', message: `maxFramesPerPlayer must be a whole number from 1 to the ${f.frames} frames` };
  }
  for (const key of ['framePoints', 'winPoints', 'drawPoints'] as const) {
    if (!whole(f[key], 0, MAX_POINTS)) return { field: key, message: `${key} must be a whole number from 0 to ${MAX_POINTS}` };
  }
  if (f.drawPoints > f.winPoints) return { field: 'drawPoints', message: 'drawPoints must not be more than winPoints' };
  if (f.framePoints + f.winPoints === 0) return { field: 'framePoints', message: 'a division needs points for frames or for matches' };
  for (const key of ['promote', 'relegate'] as const) {
    if (!whole(f[key], 0, 10)) return { field: key, message: `${key} must be a whole number from 0 to 10` };
  }
  return null;
}

/** One frame of a card: singles (one player a side) or doubles (two), in the order played. */
export interface CardFrame {
  homePlayers: number[];
  awayPlayers: number[];
  homeScore: number;
  awayScore: number;
}

/** Who may play for each side: the squads on the match night (player ids). */
export interface CardSquads {
  home: ReadonlySet<number>;
  away: ReadonlySet<number>;
}

/** Frame k (from 1) is a doubles frame when it is among the last `doublesFrames` frames of the match. */
export const isDoublesFrame = (f: DivisionFormat, k: number) => k > f.frames - f.doublesFrames;

/**
 * The first rule a card breaks, or null: the number of frames; each frame's side sizes (singles or doubles by
 * its place), players from the side's squad, nobody twice in one frame, the frame's score (one winner on 10, the
 * loser 0 to 7); and nobody playing more than the format's frames. Fields: `frames`, `frames.{k}.homePlayers`,
 * `frames.{k}.awayPlayers`, `frames.{k}.homeScore`, `frames.{k}.awayScore` (k from 1, as the card shows it).
 */
export function cardProblem(format: DivisionFormat, frames: readonly CardFrame[], squads: CardSquads): Problem | null {
  if (frames.length !== format.frames) {
    return { field: 'frames', message: `A match in this division is ${format.frames} frames; this card has ${frames.length}` };
  }
  const played = new Map<number, number>();
  for (let i = 0; i < frames.length; i++) {
    const k = i + 1;
    const fr = frames[i];
    const size = isDoublesFrame(format, k) ? 2 : 1;
    const kind = size === 2 ? 'a doubles frame: two players a side' : 'a singles frame: one player a side';
    for (const [side, ids, squad] of [
      ['homePlayers', fr.homePlayers, squads.home],
      ['awayPlayers', fr.awayPlayers, squads.away],
    ] as const) {
      const field = `frames.${k}.${side}`;
      if (ids.length !== size) return { field, message: `Frame ${k} is ${kind}` };
      if (new Set(ids).size !== ids.length) return { field, message: `Frame ${k} names the same player twice` };
      const outsider = ids.find((id) => !squad.has(id));
      if (outsider !== undefined) {
        return { field, message: `Frame ${k}: player ${outsider} is not in the ${side === 'homePlayers' ? 'home' : 'away'} team's squad on this night` };
      }
      for (const id of ids) played.set(id, (played.get(id) ?? 0) + 1);
    }
    const both = fr.homePlayers.filter((id) => fr.awayPlayers.includes(id));
    if (both.length) return { field: `frames.${k}.awayPlayers`, message: `Frame ${k}: player ${both[0]} cannot play for both sides` };
    for (const [side, score] of [
      ['homeScore', fr.homeScore],
      ['awayScore', fr.awayScore],
    ] as const) {
      if (!(Number.isInteger(score) && ((score >= 0 && score <= 7) || score === 10))) {
        return { field: `frames.${k}.${side}`, message: `Frame ${k}: a score is 10 for the winner or 0 to 7 balls for the loser` };
      }
    }
    const score = scoreProblem(fr.homeScore, fr.awayScore);
    if (score) return { field: `frames.${k}.${score.field === 'score1' ? 'homeScore' : 'awayScore'}`, message: `Frame ${k}: ${score.message}` };
    for (const id of [...fr.homePlayers, ...fr.awayPlayers]) {
      if ((played.get(id) ?? 0) > format.maxFramesPerPlayer) {
        const field = `frames.${k}.${fr.homePlayers.includes(id) ? 'homePlayers' : 'awayPlayers'}`;
        return { field, message: `Frame ${k}: player ${id} would play ${played.get(id)} frames; a player plays at most ${format.maxFramesPerPlayer} a match` };
      }
    }
  }
  return null;
}

/** Frames won by each side and the points each earns under the format. */
export function matchPoints(format: DivisionFormat, homeFrames: number, awayFrames: number): { home: number; away: number } {
  const bonus = (a: number, b: number) => (a > b ? format.winPoints : a === b ? format.drawPoints : 0);
  return {
    home: homeFrames * format.framePoints + bonus(homeFrames, awayFrames),
    away: awayFrames * format.framePoints + bonus(awayFrames, homeFrames),
  };
}
