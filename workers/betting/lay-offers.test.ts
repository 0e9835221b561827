import { describe, expect, it } from 'vitest';
import { rat } from './bet-returns';
import { extraPlace, layBet, layRefund } from './lay-bet';

describe('offers on the lay calculator, hand-worked', () => {
  it('a refund offer: £10 at 3.0 refunded as a £10 free bet valued at 70 %, laid at 3.1 with 2 %', () => {
    // S = (30 − 7) / 3.08 = £7.4675 → £7.47; liability 7.47 × 2.1 = 15.687 → £15.69; commission 0.1494 → £0.15
    // wins: +20.00 − 15.69 = +£4.31; loses: −10 + 7.47 − 0.15 + 7.00 = +£4.32
    const r = layRefund(1000n, rat(3), rat(31, 10), rat(2, 100), 1000n, rat(70, 100));
    expect(r.exactLayStake).toEqual(rat(2300 * 100, 308));
    expect(r).toMatchObject({ layStakePence: 747n, liabilityPence: 1569n, commissionPence: 15n, refundValuePence: 700n, ifWinsPence: 431n, ifLosesPence: 432n, worstPence: 431n });
    // with the refund worth nothing it is the plain qualifying bet
    const plain = layBet('qualifying', 1000n, rat(3), rat(31, 10), rat(2, 100));
    expect(layRefund(1000n, rat(3), rat(31, 10), rat(2, 100), 1000n, rat(0))).toMatchObject({ layStakePence: plain.layStakePence, worstPence: plain.worstPence });
    expect(() => layRefund(1000n, rat(3), rat(31, 10), rat(2, 100), 1000n, rat(11, 10))).toThrow(/conversion/);
  });

  it('an extra-place each-way offer: £5 each way at 10/1, 1/5 the odds, win lay 12.0, place lay 3.2, 2 % commission', () => {
    // place odds 1 + 10/5 = 3.0; win lay 55 / 11.98 = £4.591 → £4.59 (liability £50.49); place lay 15 / 3.18 = £4.717 → £4.72
    // (liability 10.384 → £10.38); each lay keeps its stake less 2 % (£0.09 each) when it wins.
    const r = extraPlace(500n, rat(11), 5, rat(12), rat(32, 10), rat(2, 100));
    expect(r.placeOdds).toEqual(rat(3));
    expect(r).toMatchObject({ winLayPence: 459n, placeLayPence: 472n, winLiabilityPence: 5049n, placeLiabilityPence: 1038n });
    // wins: 50 + 10 − 50.49 − 10.38 = −£0.87; placed: −5 + 10 + 4.50 − 10.38 = −£0.88;
    // the extra place: −5 + 10 + 4.50 + 4.63 = +£14.13; unplaced: −10 + 4.50 + 4.63 = −£0.87
    expect(r.outcomes).toEqual({ wins: -87n, placed: -88n, extraPlace: 1413n, unplaced: -87n });
  });
});
