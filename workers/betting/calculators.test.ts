/** The expected value, dutching, arbitrage, lay and Asian handicap calculators on hand-worked cases (the sums are
 * written out beside each expectation). */
import { describe, expect, it } from 'vitest';
import { rat } from './bet-returns';
import { expectedValue } from './expected-value';
import { dutch } from './dutching';
import { arbitrage } from './arbitrage';
import { layBet } from './lay-bet';
import { AH_GOAL_DIFFERENCES, AH_LINES_QUARTERS, ahResult, asianHandicap, lineText, splitLine } from './asian-handicap';
import { parsePercent, parsePounds, ratFixed } from './exact-money';

const d = (x: string) => {
  const [w, f = ''] = x.split('.');
  return rat(BigInt(w + f), 10n ** BigInt(f.length));
};

describe('expected value', () => {
  it('5/2 (3.5) at 30 %, £10: edge 0.3 × 3.5 − 1 = +5 %, EV +50p, a win pays £35.00', () => {
    const r = expectedValue(rat(7, 2), rat(3, 10), 1000n);
    expect(ratFixed(r.edge, 4)).toBe('0.0500');
    expect(r.profitPence).toBe(50n);
    expect(r.winReturnPence).toBe(3500n);
    expect(r.winProfitPence).toBe(2500n);
    expect(ratFixed(r.breakEven, 6)).toBe('0.285714');
    expect(ratFixed(r.fairPrice, 4)).toBe('3.3333');
    expect(r.verdict).toBe('value');
  });
  it('2.9 at 1/3, £7: edge 2.9/3 − 1 = −1/30, EV −700/30 = −23.33p → −23p', () => {
    const r = expectedValue(d('2.9'), rat(1, 3), 700n);
    expect(r.profitPence).toBe(-23n);
    expect(r.verdict).toBe('no value');
  });
  it('a fair bet: evens at 50 % has EV 0', () => {
    expect(expectedValue(rat(2), rat(1, 2), 1000n).verdict).toBe('fair');
  });
});

describe('dutching', () => {
  const prices = [rat(3), rat(4), rat(6)]; // Σ 1/D = 1/3 + 1/4 + 1/6 = 3/4
  it('by total stake £10: 4.44 + 3.33 + 2.22 = £9.99, every winner returns £13.32, profit £3.33', () => {
    const r = dutch(prices, 'total', 1000n);
    if (!r.ok) throw new Error(r.reason);
    expect(r.lines.map((l) => l.stakePence)).toEqual([444n, 333n, 222n]);
    expect(r.totalStakePence).toBe(999n);
    expect(r.lines.map((l) => l.returnPence)).toEqual([1332n, 1332n, 1332n]);
    expect(r.minProfitPence).toBe(333n);
  });
  it('by target profit £5: R = 5 / (1 − 3/4) = £20; stakes 6.67, 5.00, 3.33; profits after rounding 5.01, 5.00, 4.98', () => {
    const r = dutch(prices, 'profit', 500n);
    if (!r.ok) throw new Error(r.reason);
    expect(r.lines.map((l) => l.stakePence)).toEqual([667n, 500n, 333n]);
    expect(r.lines.map((l) => l.profitPence)).toEqual([501n, 500n, 498n]);
    expect([r.minProfitPence, r.maxProfitPence]).toEqual([498n, 501n]);
  });
  it('a target profit is impossible when the prices add up to 100 % or more', () => {
    const r = dutch([rat(2), rat(2), rat(3)], 'profit', 500n);
    expect(r.ok).toBe(false);
  });
});

describe('arbitrage with commission and pence rounding', () => {
  it('A: 2.10 at a bookmaker or 2.20 at an exchange with 5 % commission (worth 1 + 1.2 × 0.95 = 2.14); B: 2.05 or 2.00', () => {
    const r = arbitrage(
      [
        [{ price: d('2.10'), commission: rat(0) }, { price: d('2.20'), commission: rat(5, 100) }],
        [{ price: d('2.05'), commission: rat(0) }, { price: d('2.00'), commission: rat(0) }],
      ],
      10_000n,
    );
    expect(r.isArbitrage).toBe(true);
    expect(r.lines.map((l) => l.book)).toEqual([1, 0]);
    expect(ratFixed(r.lines[0].effective, 2)).toBe('2.14');
    // stakes 100 × 2.05 / 4.19 = 48.926 → £48.93 and 100 × 2.14 / 4.19 = 51.074 → £51.07
    expect(r.lines.map((l) => l.stakePence)).toEqual([4893n, 5107n]);
    expect(r.totalStakePence).toBe(10_000n);
    // returns 48.93 × 2.14 = 104.7102 → £104.71; 51.07 × 2.05 = 104.6935 → £104.69
    expect(r.lines.map((l) => l.returnPence)).toEqual([10471n, 10469n]);
    expect(r.guaranteedProfitPence).toBe(469n);
    // before rounding: 1/Σ − 1 = (2.14 × 2.05) / (2.14 + 2.05) − 1 = 4.387 / 4.19 − 1 = 4.7017 %
    expect(ratFixed(r.exactMargin, 6)).toBe('0.047017');
  });
  it('says plainly when there is none', () => {
    const r = arbitrage([[{ price: d('1.90'), commission: rat(0) }], [{ price: d('1.95'), commission: rat(0) }]], 10_000n);
    expect(r.isArbitrage).toBe(false);
    expect(r.verdict).toMatch(/no arbitrage/);
  });
  it('commission can remove an arbitrage: 2.10 v 2.10 is one at no commission, none at 10 % on both', () => {
    const out = (c: bigint) => arbitrage([[{ price: d('2.10'), commission: rat(c, 100) }], [{ price: d('2.10'), commission: rat(c, 100) }]], 10_000n);
    expect(out(0n).isArbitrage).toBe(true);
    expect(out(10n).isArbitrage).toBe(false);
  });
  it('an arbitrage too thin for pence: 2.001 v 2.001 with £1 stakes 50p each, returns 100.05p → 100p', () => {
    const r = arbitrage([[{ price: d('2.001'), commission: rat(0) }], [{ price: d('2.001'), commission: rat(0) }]], 100n);
    expect(r.isArbitrage).toBe(true);
    expect(r.guaranteedProfitPence).toBe(0n);
    expect(r.verdict).toMatch(/too thin/);
  });
});

describe('lay bets and matched betting', () => {
  it('qualifying bet: back £10 at 3.0, lay at 3.1 with 2 % commission', () => {
    // L = 10 × 3 / (3.1 − 0.02) = 9.7403 → £9.74; liability 9.74 × 2.1 = 20.454 → £20.45; commission 0.1948 → 19p
    const r = layBet('qualifying', 1000n, rat(3), d('3.1'), rat(2, 100));
    expect(r.layStakePence).toBe(974n);
    expect(r.liabilityPence).toBe(2045n);
    expect(r.commissionPence).toBe(19n);
    expect(r.ifWinsPence).toBe(-45n); // 20.00 − 20.45
    expect(r.ifLosesPence).toBe(-45n); // 9.74 − 0.19 − 10.00
    expect(r.worstPence).toBe(-45n);
  });
  it('free bet, stake not returned: £10 at 5.0, lay 5.2, 5 %: L = 40 / 5.15 = 7.767 → £7.77; keeps £7.37 (73.7 %)', () => {
    const r = layBet('freeSnr', 1000n, rat(5), d('5.2'), rat(5, 100));
    expect(r.layStakePence).toBe(777n);
    expect(r.liabilityPence).toBe(3263n); // 7.77 × 4.2 = 32.634
    expect(r.ifWinsPence).toBe(737n); // 40.00 − 32.63
    expect(r.ifLosesPence).toBe(738n); // 7.77 − 0.39 (0.3885)
    expect(r.worstPence).toBe(737n);
    expect(ratFixed(r.retention!, 3)).toBe('0.737');
  });
  it('free bet, stake returned: £10 at 5.0, lay 5.2, 5 %: L = 50 / 5.15 = 9.709 → £9.71; keeps £9.22', () => {
    const r = layBet('freeSr', 1000n, rat(5), d('5.2'), rat(5, 100));
    expect(r.layStakePence).toBe(971n);
    expect(r.liabilityPence).toBe(4078n); // 9.71 × 4.2 = 40.782
    expect(r.ifWinsPence).toBe(922n); // 50.00 − 40.78
    expect(r.ifLosesPence).toBe(922n); // 9.71 − 0.49 (0.4855)
  });
});

describe('Asian handicap: every line on every goal difference', () => {
  /** The net-goal rule, written independently: net = g + h; ≥ +0.5 win, +0.25 half-win, 0 push, −0.25 half-loss, ≤ −0.5 loss. */
  const byNet = (q: number, g: number) => {
    const net = 4 * g + q;
    return net >= 2 ? 'win' : net === 1 ? 'half-win' : net === 0 ? 'push' : net === -1 ? 'half-loss' : 'loss';
  };
  const returnOf = (o: string, S: number, D: number) => ({ win: S * D, 'half-win': (S / 2) * D + S / 2, push: S, 'half-loss': S / 2, loss: 0 })[o]!;

  it('25 lines × 9 goal differences agree with the net-goal rule, £10 at 1.90', () => {
    expect(AH_LINES_QUARTERS).toHaveLength(25);
    for (const q of AH_LINES_QUARTERS) {
      for (const g of AH_GOAL_DIFFERENCES) {
        const row = ahResult(q, g, d('1.90'), 1000n);
        const o = byNet(q, g);
        expect(row.outcome, `${lineText(q)} at ${g}`).toBe(o);
        expect(Number(row.returnPence)).toBe(Math.round(returnOf(o, 1000, 1.9)));
      }
    }
  });
  it('−0.75 splits into −0.5 and −1; a one-goal win is a half-win: £5 × 1.90 + £5 = £14.50', () => {
    expect(splitLine(-3)).toEqual([-4, -2]);
    expect(splitLine(2)).toEqual([2]);
    const rows = asianHandicap(-3, d('1.90'), 1000n);
    expect(rows.find((r) => r.goalDifference === 1)).toMatchObject({ outcome: 'half-win', returnPence: 1450n, profitPence: 450n });
    expect(rows.find((r) => r.goalDifference === 2)).toMatchObject({ outcome: 'win', returnPence: 1900n });
    expect(rows.find((r) => r.goalDifference === 0)).toMatchObject({ outcome: 'loss', returnPence: 0n });
  });
  it('an odd stake splits exactly and rounds once: 5p at 1.95 on +0.25, a draw: 2.5 × 1.95 + 2.5 = 7.375p → 7p', () => {
    expect(ahResult(1, 0, d('1.95'), 5n)).toMatchObject({ outcome: 'half-win', returnPence: 7n });
    expect(lineText(-6)).toBe('\u22121.5');
    expect(lineText(1)).toBe('+0.25');
  });
});

describe('money and percentages as typed', () => {
  it('pounds to whole pence', () => {
    expect(parsePounds('12.5')).toBe(1250n);
    expect(parsePounds('£1,000')).toBe(100_000n);
    expect(parsePounds('0')).toBeNull();
    expect(parsePounds('0', { allowZero: true })).toBe(0n);
    expect(parsePounds('1.234')).toBeNull();
  });
  it('percentages to exact shares', () => {
    expect(parsePercent('2')).toEqual(rat(1, 50));
    expect(parsePercent('2.5 %')).toEqual(rat(1, 40));
    expect(parsePercent('101')).toBeNull();
  });
});
