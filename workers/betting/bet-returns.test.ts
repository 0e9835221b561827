import { describe, expect, it } from 'vitest';
import { betReturns, combinations, formatPence, parseOdds, parseStakePence, rat, ratText, roundHalfUp, type BetType, type Selection } from './bet-returns';

/** A selection from typed odds; each-way terms 1/4 over 3 places unless given. */
const sel = (odds: string, result: Selection['result'], extra: Partial<Selection> = {}): Selection => ({
  odds: parseOdds(odds)!,
  result,
  placeDivisor: 4,
  places: 3,
  rule4: 0,
  ...extra,
});
const pence = (type: BetType, sels: Selection[], stake: string, eachWay = false) => {
  const r = betReturns(type, sels, parseStakePence(stake)!, eachWay);
  return { lines: r.lines.map((l) => Number(l.returnPence)), stake: Number(r.totalStakePence), ret: Number(r.totalReturnPence), profit: Number(r.totalProfitPence) };
};

describe('odds and stakes as typed', () => {
  it('fractional, evens and decimal odds are exact decimal odds', () => {
    expect(parseOdds('5/2')).toEqual(rat(7, 2));
    expect(parseOdds('2.5')).toEqual(rat(5, 2));
    expect(parseOdds('evens')).toEqual(rat(2));
    expect(parseOdds('100/30')).toEqual(rat(13, 3));
    for (const bad of ['', '0/1', '5/0', '-2', '1', '1.001', 'abc', '1000/1', '2.5.1']) expect(parseOdds(bad)).toBeNull();
  });
  it('stakes are whole pence', () => {
    expect(parseStakePence('0.50')).toBe(50n);
    expect(parseStakePence('£10')).toBe(1000n);
    expect(parseStakePence('0.005')).toBeNull();
    expect(parseStakePence('0')).toBeNull();
    expect(formatPence(123456n)).toBe('£1,234.56');
    expect(ratText(rat(1, 3))).toBe('1/3');
    expect(ratText(rat(23, 8))).toBe('2.875');
  });
  it('rounds half up only at the end: 14.375 -> 14.38, 14.374 -> 14.37', () => {
    expect(roundHalfUp(rat(14375, 1000))).toBe(14n);
    expect(roundHalfUp(rat(28750, 2))).toBe(14375n);
    expect(roundHalfUp(rat(2875, 2))).toBe(1438n);
    expect(roundHalfUp(rat(28747, 2))).toBe(14374n);
  });
});

describe('singles', () => {
  it('£10 win at 5/2, won: 10 × 3.5 = £35.00, profit £25.00', () => {
    expect(pence('singles', [sel('5/2', 'won')], '10')).toEqual({ lines: [3500], stake: 1000, ret: 3500, profit: 2500 });
  });

  it('£5 each way at 10/1, 1/5 the odds, placed: win part 0; place 5 × (1 + 10/5) = £15.00; total stake £10', () => {
    expect(pence('singles', [sel('10/1', 'placed', { placeDivisor: 5 })], '5', true)).toEqual({ lines: [0, 1500], stake: 1000, ret: 1500, profit: 500 });
  });

  it('£5 each way at 10/1, 1/4, won with a Rule 4 of 25p: winnings 10 × 0.75 = 7.5 on both parts', () => {
    // win: 5 × (1 + 7.5) = 42.50; place: 5 × (1 + 7.5/4) = 5 × 2.875 = 14.375 -> £14.38 (half up)
    expect(pence('singles', [sel('10/1', 'won', { rule4: 25 })], '5', true)).toEqual({ lines: [4250, 1438], stake: 1000, ret: 5688, profit: 4688 });
  });

  it('£2 each way at 6/1, 1/4, 3 places, dead heat for 1st between 2: win 2 × 7 / 2 = £7.00, place paid in full 2 × 2.5 = £5.00', () => {
    expect(pence('singles', [sel('6/1', 'deadHeat', { deadHeat: { position: 1, tied: 2 } })], '2', true)).toEqual({ lines: [700, 500], stake: 400, ret: 1200, profit: 800 });
  });

  it('£2 each way at 6/1, dead heat for 3rd (the last place) between 2: win 0, place 2 × 2.5 × 1/2 = £2.50', () => {
    expect(pence('singles', [sel('6/1', 'deadHeat', { deadHeat: { position: 3, tied: 2 } })], '2', true)).toEqual({ lines: [0, 250], stake: 400, ret: 250, profit: -150 });
  });

  it('a dead heat for 3rd among 3 with 3 places: one place for three runners, 1/3 of the place part', () => {
    // £3 e/w at 2/1, 1/4: place 3 × (1 + 0.5) × 1/3 = £1.50
    expect(pence('singles', [sel('2/1', 'deadHeat', { deadHeat: { position: 3, tied: 3 } })], '3', true).lines).toEqual([0, 150]);
  });

  it('a void each-way single returns both stakes; singles on several selections list one line each', () => {
    expect(pence('singles', [sel('4/1', 'void')], '5', true)).toEqual({ lines: [500, 500], stake: 1000, ret: 1000, profit: 0 });
    expect(pence('singles', [sel('2.5', 'won'), sel('3', 'lost'), sel('1.5', 'won')], '1').lines).toEqual([250, 0, 150]);
  });
});

describe('multiples', () => {
  it('£1 each-way double: 4/1 won, 9/4 dead heat for 1st of 2 with a 10p Rule 4', () => {
    // second selection's winnings: 2.25 × 0.9 = 2.025
    // win line: 5 × (1 + 2.025) / 2 = 5 × 1.5125 = 7.5625 -> £7.56
    // place line: (1 + 4/4) × (1 + 2.025/4) = 2 × 1.50625 = 3.0125 -> £3.01
    const r = pence('doubles', [sel('4/1', 'won'), sel('9/4', 'deadHeat', { rule4: 10, deadHeat: { position: 1, tied: 2 } })], '1', true);
    expect(r).toEqual({ lines: [756, 301], stake: 200, ret: 1057, profit: 857 });
  });

  it('doubles on three selections are the three pairs; trebles on four are the four triples', () => {
    // 2.0, 3.0, 1.5 all won at £1: 6, 3, 4.5
    expect(pence('doubles', [sel('2', 'won'), sel('3', 'won'), sel('1.5', 'won')], '1').lines).toEqual([600, 300, 450]);
    expect(pence('trebles', [sel('2', 'won'), sel('3', 'won'), sel('1.5', 'won'), sel('2', 'lost')], '1').lines).toEqual([900, 0, 0, 0]);
  });

  it('a 12-fold accumulator at evens: 2^12 = 4096 times the stake; a void leg counts as odds of 1', () => {
    expect(pence('accumulator', Array.from({ length: 12 }, () => sel('evens', 'won')), '1').ret).toBe(409600);
    const legs = Array.from({ length: 12 }, (_, i) => sel('evens', i === 5 ? 'void' : 'won'));
    expect(pence('accumulator', legs, '1').ret).toBe(204800);
  });

  it('no float drift: a 10p treble at 1.1 three times is 0.1331 -> 13p; 3 × 1/3 stays exact', () => {
    expect(pence('accumulator', [sel('1.1', 'won'), sel('1.1', 'won'), sel('1.1', 'won')], '0.10').ret).toBe(13);
    // 100/30 is 13/3 decimal; a treble at 13/3, 3/1... exact: 1 × 13/3 × 3/2 (1/2) = 6.5
    expect(pence('doubles', [sel('100/30', 'won'), sel('1/2', 'won')], '1').ret).toBe(650);
  });
});

describe('full-cover bets', () => {
  it('Trixie £1: 2/1 won, evens won, 3/1 lost: only the double of the winners pays 3 × 2 = £6; 4 bets', () => {
    expect(pence('trixie', [sel('2/1', 'won'), sel('evens', 'won'), sel('3/1', 'lost')], '1')).toEqual({ lines: [600, 0, 0, 0], stake: 400, ret: 600, profit: 200 });
  });

  it('Patent £1: 2/1 won, evens lost, 3/1 won: singles 3 + 4, double 3 × 4 = 12; 7 bets', () => {
    // lines: singles A, B, C; doubles AB, AC, BC; treble ABC
    expect(pence('patent', [sel('2/1', 'won'), sel('evens', 'lost'), sel('3/1', 'won')], '1')).toEqual({ lines: [300, 0, 400, 0, 1200, 0, 0], stake: 700, ret: 1900, profit: 1200 });
  });

  it('Yankee 50p: 1/2, 2/1, 5/4 won and one void: 11 lines rounded one by one', () => {
    // factors 1.5, 3, 2.25, 1; × 0.50: AB 2.25, AC 1.6875 -> 1.69, AD 0.75, BC 3.375 -> 3.38, BD 1.50, CD 1.125 -> 1.13,
    // ABC 5.0625 -> 5.06, ABD 2.25, ACD 1.6875 -> 1.69, BCD 3.375 -> 3.38, ABCD 5.0625 -> 5.06; total 28.14 (exact 28.125)
    const r = pence('yankee', [sel('1/2', 'won'), sel('2/1', 'won'), sel('5/4', 'won'), sel('7/1', 'void')], '0.50');
    expect(r.lines).toEqual([225, 169, 75, 338, 150, 113, 506, 225, 169, 338, 506]);
    expect(r).toMatchObject({ stake: 550, ret: 2814, profit: 2264 });
  });

  it('Lucky 15 £1 with one winner at evens: 15 bets, only its single pays £2', () => {
    const r = pence('lucky15', [sel('evens', 'won'), sel('3/1', 'lost'), sel('4/1', 'lost'), sel('5/1', 'lost')], '1');
    expect(r.lines.length).toBe(15);
    expect(r).toMatchObject({ stake: 1500, ret: 200, profit: -1300 });
  });

  it('Heinz 10p, six winners at evens: 15 × 4 + 20 × 8 + 15 × 16 + 6 × 32 + 64 = 716 stakes back = £71.60; 57 bets', () => {
    const r = pence('heinz', Array.from({ length: 6 }, () => sel('evens', 'won')), '0.10');
    expect(r.lines.length).toBe(57);
    expect(r).toMatchObject({ stake: 570, ret: 7160, profit: 6590 });
  });

  it('each way doubles the lines: a Yankee each way is 22 bets', () => {
    expect(pence('yankee', Array.from({ length: 4 }, () => sel('2/1', 'placed')), '1', true).lines.length).toBe(22);
  });

  it('refuses a bet with the wrong number of selections', () => {
    expect(() => pence('heinz', [sel('2', 'won')], '1')).toThrow(RangeError);
    expect(() => pence('accumulator', Array.from({ length: 13 }, () => sel('2', 'won')), '1')).toThrow(RangeError);
    expect(combinations(4, 2)).toEqual([[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]]);
  });
});
