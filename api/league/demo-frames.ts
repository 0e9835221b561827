/**
 * The frame source of the demo league: every frame is one Stage 3 frame (break, split, fouls) of the project's
 * own engine (workers/frame-model/frame.ts) between players whose attributes follow from a hidden skill in [0, 1].
 * The breaker is the engine's seeded draw. One seeded generator (workers/core/rng.ts) drives the schedule and
 * the frames, so the whole league is reproducible.
 */
import { createRng, type Rng } from '../../workers/core/rng';
import type { PlayerAttributes } from '../../workers/frame-model/attributes';
import { simulateFrame } from '../../workers/frame-model/frame';
import type { FramePlayer } from './demo-league';

/** Hidden skill -> engine attributes (better players make more, foul less and break better). */
export function attributesForSkill(skill: number): PlayerAttributes {
  const s = Math.min(1, Math.max(0, skill));
  const r2 = (x: number) => Math.round(x * 1000) / 1000;
  return {
    regular: { make: r2(0.25 + 0.45 * s), foul: r2(0.05 - 0.035 * s) },
    break: { make: r2(0.3 + 0.5 * s), splitBenefit: r2(0.05 + 0.2 * s), splitDuration: 1 + Math.round(3 * s), foul: r2(0.05 - 0.03 * s) },
    foul: { makeBlack: r2(0.06 - 0.05 * s) },
  };
}

export function demoRng(seed: number): Rng {
  return createRng(`pool-demo-${seed}`);
}

/** A FramePlayer that plays engine frames with the given generator. */
export function engineFramePlayer(rng: Rng): FramePlayer {
  const cache = new Map<number, PlayerAttributes>();
  const attrs = (skill: number) => {
    let a = cache.get(skill);
    if (!a) cache.set(skill, (a = attributesForSkill(skill)));
    return a;
  };
  return (skill1, skill2) => {
    const game = simulateFrame(3, { player1: attrs(skill1), player2: attrs(skill2) }, rng, { recordShots: false });
    return { score1: game.player1.score, score2: game.player2.score };
  };
}
