import { describe, expect, it } from 'vitest';
import { isScore, SCORE_OPTIONS, SCORE_RANGE_TEXT, SCORE_RULE_SENTENCE, scoreProblem } from './match-rules';

// The rule by hand: a frame of pool is won on 10 (the black after one's seven balls); the loser has potted 0 to 7.
describe('the score rule, written once', () => {
  it('a score is 0 to 7 or 10; 8, 9, 11, negatives and fractions are not', () => {
    expect([...SCORE_OPTIONS]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 10]);
    for (const n of [8, 9, 11, -1, 2.5]) expect(isScore(n), String(n)).toBe(false);
  });

  it('the texts every form and error use say the same rule', () => {
    expect(SCORE_RANGE_TEXT).toBe('0-7 or 10');
    // One unit, points, never "10 frames" (a league player reads that as a race to 10 frames).
    expect(SCORE_RULE_SENTENCE).toBe('A match is one frame, scored in points: the winner has 10 (his seven balls and the black), the loser a point for each of his balls he potted, 0 to 7 (so 8 and 9 cannot happen).');
    expect(SCORE_RULE_SENTENCE).not.toMatch(/frames;/);
  });

  it('exactly one player scores 10', () => {
    expect(scoreProblem(10, 4)).toBeNull();
    expect(scoreProblem(3, 10)).toBeNull();
    expect(scoreProblem(10, 10)).toEqual({ field: 'score2', message: 'Only one player can score 10' });
    expect(scoreProblem(7, 3)).toEqual({ field: 'score1', message: 'One player must score 10' });
  });
});
