import { describe, expect, it } from 'vitest';
import { bankText } from '../../../src/features/betting/components/bankroll-chart';
import { overReadout } from '../../../src/features/cricket/components/match/manhattan-chart';
import { pointReadout } from '../../../src/features/cricket/components/win-probability/win-probability-chart';
import { ballLabel } from '../../../src/features/cricket/utils/playout-choices';

// The readouts the charts show (and announce) at a point, worked by hand.
describe('chart readouts', () => {
  it('a Manhattan over: its number from 1, runs and wickets in the singular where one', () => {
    expect(overReadout(1, 0, 0)).toEqual(['Over 1', '0 runs']);
    expect(overReadout(12, 1, 1)).toEqual(['Over 12', '1 run', '1 wicket']);
    expect(overReadout(30, 14, 2)).toEqual(['Over 30', '14 runs', '2 wickets']);
  });

  it('a win-probability point: the ball, then the three chances in whole percents', () => {
    const p = { seq: 75, inns: 2, over: '0.3', first_win: 0.625, draw: 0.25, other_win: 0.125 };
    expect(ballLabel({ seq: 0, inns: 1, over: '0.0' })).toBe('Before the first ball');
    expect(pointReadout({ batting_first: 'India', other: 'New Zealand' }, p as never)).toEqual([
      '2nd innings, after ball 0.3',
      'India 63 %',
      'Draw 25 %',
      'New Zealand 13 %',
    ]);
  });

  it('a bank as a multiple of the start', () => {
    expect(bankText(1)).toBe('1.00×');
    expect(bankText(0)).toBe('0.00×');
    expect(bankText(2.345)).toBe('2.35×');
    expect(bankText(0.00415)).toBe('0.0042×');
    expect(bankText(1250.4)).toBe('1,250×');
  });
});
