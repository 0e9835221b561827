import { describe, expect, it } from 'vitest';
import { rat } from './bet-returns';
import { hedge, type HedgeInput } from './hedge';

const none = { back: null, lay: null };

describe('hedging: hand-worked cases', () => {
  // £10 backed at 3.0 on A (A or B); A can now be laid at 2.0, commission 5 %.
  // Lay stake y levels the two: 2000 − y = −1000 + 0.95y → y = 3000 / 1.95 = 20000/13 = 1538.46p (the lay
  // calculator's B·D/(L − c)); each outcome then makes 6000/13 = 461.54p.
  const inPlay: HedgeInput = {
    outcomes: 2,
    positions: [{ outcome: 0, side: 'back', odds: rat(3), stakePence: 1000n }],
    prices: [{ back: null, lay: rat(2) }, none],
    commission: rat(5, 100),
    budgetPence: 100_000n,
    goal: { kind: 'equal' },
  };

  it('green up a back with a lay, commission included: both outcomes equal', () => {
    const r = hedge(inPlay);
    if (!r.ok) throw new Error(r.message);
    expect(r.bets).toHaveLength(1);
    expect(r.bets[0]).toMatchObject({ outcome: 0, side: 'lay', exactStake: rat(20000, 13), stakePence: 1538n, riskPence: 1538n });
    expect(r.exactOptimum).toEqual(rat(6000, 13));
    expect(r.beforePence).toEqual([2000n, -1000n]);
    // from the rounded stake: A 2000 − 1538 = 462; B −1000 + 1538 × 0.95 = 461.1 → 461
    expect(r.afterPence).toEqual([462n, 461n]);
  });

  it('three outcomes: £10 on Home at 4.0, today Home 1.9, Draw 3.4, Away 4.5 (bookmaker backs): the draw and away backs level all three', () => {
    // Home: 3000 − d − a; Draw: −1000 + 2.4d − a; Away: −1000 − d + 3.5a. Levelling: a = 3.4d/4.5, 40 = 3.4d/100 →
    // d = 20000/17 = 1176.47p, a = 8000/9 = 888.89p, each outcome 143000/153 = 934.64p. Backing Home too cannot
    // help: at the chances 1/3.4 and 1/4.5 that level the others, a Home back at 1.9 loses.
    const r = hedge({
      outcomes: 3,
      positions: [{ outcome: 0, side: 'back', odds: rat(4), stakePence: 1000n }],
      prices: [{ back: rat(19, 10), lay: null }, { back: rat(34, 10), lay: null }, { back: rat(45, 10), lay: null }],
      commission: rat(0),
      budgetPence: 100_000n,
      goal: { kind: 'equal' },
    });
    if (!r.ok) throw new Error(r.message);
    expect(r.exactOptimum).toEqual(rat(143000, 153));
    expect(r.bets.map((b) => [b.outcome, b.side, b.exactStake])).toEqual([
      [1, 'back', rat(20000, 17)],
      [2, 'back', rat(8000, 9)],
    ]);
    // rounded stakes 1176p and 889p: Home 3000 − 2065 = 935; Draw −1000 + 2822.4 − 889 = 933.4 → 933; Away −1000 − 1176 + 3111.5 = 935.5 → 936
    expect(r.afterPence).toEqual([935n, 933n, 936n]);
  });

  it('lock £2 on every outcome and let the rest ride on A', () => {
    // B must make 200: −1000 + 0.95y ≥ 200 → y ≥ 24000/19 = 1263.16p; the least lay leaves A the most: 2000 − 1263.16 = 736.84p
    const r = hedge({ ...inPlay, goal: { kind: 'lock', outcome: 0, lockPence: 200n } });
    if (!r.ok) throw new Error(r.message);
    expect(r.bets[0].exactStake).toEqual(rat(24000, 19));
    expect(r.exactOptimum).toEqual(rat(14000, 19));
    expect(r.afterPence).toEqual([737n, 200n]); // y = 1263p: B −1000 + 1199.85 = 199.85 → 200
  });

  it('asking to lock more than any stakes can: says why, with the most that can be locked', () => {
    const r = hedge({ ...inPlay, goal: { kind: 'lock', outcome: 0, lockPence: 500n } });
    expect(r).toEqual({ ok: false, field: 'goal', message: expect.stringContaining('the most you can be sure of whatever happens is £4.62') });
  });

  it('a lay position hedged with a back; a budget that binds; bad input names its field', () => {
    // laid £10 at 5.0 on A (liability £40), A now backs at 3.0: x levels −4000 + 2x = 1000 − x (no commission) → x = 5000/3
    const r = hedge({ outcomes: 2, positions: [{ outcome: 0, side: 'lay', odds: rat(5), stakePence: 1000n }], prices: [{ back: rat(3), lay: null }, none], commission: rat(0), budgetPence: 100_000n, goal: { kind: 'equal' } });
    if (!r.ok) throw new Error(r.message);
    expect(r.bets[0].exactStake).toEqual(rat(5000, 3));
    expect(r.exactOptimum).toEqual(rat(-2000, 3));
    const small = hedge({ outcomes: 2, positions: [{ outcome: 0, side: 'lay', odds: rat(5), stakePence: 1000n }], prices: [{ back: rat(3), lay: null }, none], commission: rat(0), budgetPence: 1000n, goal: { kind: 'equal' } });
    expect(small.ok && small.budgetBinding).toBe(true);
    expect(small.ok && small.bets[0].stakePence).toBe(1000n);
    expect(hedge({ ...inPlay, prices: [none, none] })).toMatchObject({ ok: false, field: 'prices' });
    expect(hedge({ ...inPlay, positions: [] })).toMatchObject({ ok: false, field: 'positions' });
    expect(hedge({ ...inPlay, commission: rat(6, 10) })).toMatchObject({ ok: false, field: 'commission' });
  });

  it("the page's worked example: £20 at 3.0, lay now 1.50 at 2 %: lay £40.54, £19.73 either way", () => {
    const r = hedge({ outcomes: 2, positions: [{ outcome: 0, side: 'back', odds: rat(3), stakePence: 2000n }], prices: [{ back: null, lay: rat(3, 2) }, none], commission: rat(2, 100), budgetPence: 50_000n, goal: { kind: 'equal' } });
    if (!r.ok) throw new Error(r.message);
    expect(r.bets[0].stakePence).toBe(4054n);
    expect(r.afterPence).toEqual([1973n, 1973n]);
  });
});
