/**
 * A simplified English-pool frame (used only while the shared frame engine is not merged): players alternate
 * visits; a made shot scores 1 and keeps the turn; a made shot at 7 is the black and wins (score 10).
 */
import type { FramePlayer } from './demo-league';

export const fallbackFrame: FramePlayer = (skill1, skill2, rng) => {
  const make = [0.3 + 0.45 * skill1, 0.3 + 0.45 * skill2];
  const score = [0, 0];
  let turn = rng() < 0.5 ? 0 : 1;
  for (let shot = 0; shot < 2000; shot++) {
    if (rng() < make[turn]) {
      if (score[turn] === 7) {
        score[turn] = 10;
        return { score1: score[0], score2: score[1] };
      }
      score[turn]++;
    } else turn = 1 - turn;
  }
  throw new Error('fallback frame did not finish');
};
