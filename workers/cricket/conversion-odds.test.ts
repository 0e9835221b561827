import { describe, expect, it } from 'vitest';
import { conversionOdds, runsHistogram } from './conversion-odds';
import { percentText } from '../../common/cricket/exact-round';

// Seven innings, worked by hand (* = not out):
//   60, 75*, 120, 55, 150*, 10, 50*
// From 50 to 100: the six innings of 50 or more are at risk at 50. 50* leaves after 50 (censored).
//   55: 5 at risk (60, 75*, 120, 55, 150*), 1 out -> 4/5
//   60: 4 at risk (60, 75*, 120, 150*), 1 out -> 3/4
//   75*: censored; 76..99: 2 at risk (120, 150*), nobody out
//   chance = 4/5 x 3/4 = 3/5 = 60.0% (counting only innings that reached 100 would say 2 of 6 = 33.3%).
// From 100 to 150: 120 and 150* at risk; 120: 2 at risk, 1 out -> 1/2; 121..149: 150* alone, not out -> 1/2 = 50.0%.
// From 0 to 50: 7 at risk at 0; 10: 7 at risk, 1 out -> 6/7; nobody else out below 50 -> 6/7 = 85.7%.
const innings = [
  [60, 1],
  [75, 0],
  [120, 1],
  [55, 1],
  [150, 0],
  [10, 1],
  [50, 0],
].map(([runs, is_out]) => ({ did_bat: 1, runs, is_out }));
// A did-not-bat record never counts.
const records = [...innings, { did_bat: 0, runs: 0, is_out: 0 }];

describe('conversion odds (Kaplan–Meier on runs, not-outs censored)', () => {
  const h = runsHistogram(records);

  it('matches the hand-worked example', () => {
    expect(conversionOdds(h, 50, 100)).toEqual({ from: 50, to: 100, innings: 6, chance: { num: 3n, den: 5n } });
    expect(conversionOdds(h, 100, 150)).toEqual({ from: 100, to: 150, innings: 2, chance: { num: 1n, den: 2n } });
    expect(conversionOdds(h, 0, 50)).toEqual({ from: 0, to: 50, innings: 7, chance: { num: 6n, den: 7n } });
    const c = conversionOdds(h, 0, 50).chance!;
    expect(percentText(c.num, c.den, 0)).toBe('86 %');
  });

  it('is 0 when every innings still in the sample got out before the mark', () => {
    const only = runsHistogram([{ did_bat: 1, runs: 120, is_out: 1 }]);
    expect(conversionOdds(only, 100, 150).chance).toEqual({ num: 0n, den: 1n });
  });

  it('says nothing when no innings reached the start or the sample runs out not out', () => {
    expect(conversionOdds(h, 200, 250)).toEqual({ from: 200, to: 250, innings: 0, chance: null });
    const notOut = runsHistogram([{ did_bat: 1, runs: 120, is_out: 0 }]);
    expect(conversionOdds(notOut, 100, 150)).toMatchObject({ innings: 1, chance: null });
  });

  it('equals the plain share when nobody is not out', () => {
    const all = runsHistogram([5, 55, 70, 101, 130, 160].map((runs) => ({ did_bat: 1, runs, is_out: 1 })));
    // Reached 50: 5 innings; reached 100: 3 -> 3/5.
    expect(conversionOdds(all, 50, 100).chance).toEqual({ num: 3n, den: 5n });
  });
});
