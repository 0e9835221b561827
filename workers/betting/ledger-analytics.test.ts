import { describe, expect, it } from 'vitest';
import { backtest, calibration, ledgerAnalytics, runs, segments, simulatedBand } from './ledger-analytics';
import { checkLedgerRow, fullRow, LEDGER_FIELDS, rowsFromCsv, type LedgerBet, type LedgerRow } from './ledger';
import { parseCsv, toCsv } from '../../common/csv';

// A hand-worked ledger of 20 bets of £10, a day apart. A closing market of "2.00 2.00" has a fair chance of 1/2 by
// every method, so a bet's CLV is D/2 − 1. Columns: sport, bookmaker, odds, result, closing market?, own chance.
const SPEC: [string, string, number, string, boolean, string][] = [
  ['Football', 'A', 2.2, 'won', true, '50'],
  ['Football', 'A', 2.2, 'lost', true, '50'],
  ['Football', 'A', 2.2, 'won', true, '50'],
  ['Football', 'A', 2.2, 'lost', true, '50'],
  ['Football', 'A', 1.8, 'won', true, ''],
  ['Football', 'A', 1.8, 'won', true, ''],
  ['Football', 'B', 1.8, 'lost', true, ''],
  ['Football', 'B', 2.2, 'won', true, ''],
  ['Football', 'B', 2.2, 'lost', false, ''],
  ['Football', 'B', 1.8, 'won', false, ''],
  ['Football', 'B', 3.5, 'lost', true, ''],
  ['Football', 'B', 3.5, 'void', true, ''],
  ['Tennis', 'A', 1.4, 'won', true, '75'],
  ['Tennis', 'A', 1.4, 'won', true, '75'],
  ['Tennis', 'A', 1.4, 'lost', true, '75'],
  ['Tennis', 'B', 2.2, 'won', true, ''],
  ['Tennis', 'B', 2.2, 'lost', true, ''],
  ['Tennis', 'B', 5.0, 'lost', false, ''],
  ['Tennis', '', 2.2, 'won', true, ''],
  ['Tennis', '', 2.2, 'pending', true, ''],
];
const rows: LedgerRow[] = SPEC.map(([sport, bookmaker, odds, result, closing, probability], i) =>
  fullRow({ date: `2026-10-${String(i + 1).padStart(2, '0')}`, event: `Match ${i + 1}`, selection: 'Home', odds: String(odds), stake: '10', closing: closing ? '2.00 2.00' : '', result, sport, market: 'Match odds', bookmaker, probability }),
);
const bets: LedgerBet[] = rows.map((r) => {
  const c = checkLedgerRow(r);
  if (!c.ok) throw new Error(c.message);
  return c.bet;
});

describe('ledger analytics on a hand-worked ledger of 20 bets', () => {
  // ROI = profit / stakes; half-width t(n − 1) × √(n/(n − 1) × Σ(profit − ROI × stake)²) / Σ stake. CLV mean ± t × sd/√n.
  // Figures worked independently (SciPy's t quantiles) and written here.
  it('by sport', () => {
    const [football, tennis] = segments(bets, 'shin', 'sport');
    // Football: 12 bets, 11 settled (one void): +£12 × 3, −£10 × 5, +£8 × 3 = +£10.00 on £110: ROI 9.0909 %
    expect(football).toMatchObject({ name: 'Football', bets: 12, settled: 11, stakedPence: 11000, profitPence: 1000 });
    expect(football.roi).toBeCloseTo(1 / 11, 12);
    expect(football.roiHalfWidth).toBeCloseTo(0.7093582716, 8);
    // CLV over the 10 with a closing market: 0.1 × 5, −0.1 × 3, 0.75 × 2 → mean 0.17, half-width 0.2282176643
    expect(football.clv.n).toBe(10);
    expect(football.clv.mean).toBeCloseTo(0.17, 12);
    expect(football.clv.halfWidth).toBeCloseTo(0.2282176643, 8);
    expect(football.clv.moreNeeded).toBeGreaterThan(0); // 10 bets: under 30, nothing is clear
    expect(tennis).toMatchObject({ name: 'Tennis', bets: 8, settled: 7, profitPence: 200 });
    expect(tennis.roi).toBeCloseTo(200 / 7000, 12);
    expect(tennis.roiHalfWidth).toBeCloseTo(0.9397001495, 8);
    expect(tennis.clv.mean).toBeCloseTo(-0.5 / 7, 12);
    expect(tennis.clv.halfWidth).toBeCloseTo(0.1977403386, 8);
  });

  it('by bookmaker, a blank one "not recorded" and last', () => {
    const s = segments(bets, 'shin', 'bookmaker');
    expect(s.map((x) => x.name)).toEqual(['A', 'B', 'not recorded']);
    expect(s[0]).toMatchObject({ settled: 9, profitPence: 1800 });
    expect(s[0].roi).toBeCloseTo(0.2, 12);
    expect(s[0].roiHalfWidth).toBeCloseTo(0.7251599834, 8);
    expect(s[0].clv.mean).toBeCloseTo(-0.0777777778, 9);
    expect(s[0].clv.halfWidth).toBeCloseTo(0.1426587516, 8);
    expect(s[1]).toMatchObject({ settled: 8, profitPence: -1800 });
    expect(s[1].roi).toBeCloseTo(-0.225, 12);
    expect(s[1].roiHalfWidth).toBeCloseTo(0.9001448228, 8);
    expect(s[1].clv.mean).toBeCloseTo(0.2833333333, 9);
    expect(s[1].clv.halfWidth).toBeCloseTo(0.3879601425, 8);
    // one settled bet: an ROI, no interval
    expect(s[2]).toMatchObject({ bets: 2, settled: 1, roi: 1.2, roiHalfWidth: null });
  });

  it('by odds band, in band order', () => {
    const s = segments(bets, 'shin', 'oddsBand');
    expect(s.map((x) => [x.name, x.bets, x.settled, x.profitPence])).toEqual([
      ['under 1.50', 3, 3, -200],
      ['1.50 to 1.99', 4, 4, 1400],
      ['2.00 to 2.99', 10, 9, 2000],
      ['3.00 to 4.99', 2, 1, -1000],
      ['5.00 to 9.99', 1, 1, -1000],
    ]);
    expect(s[0].roiHalfWidth).toBeCloseTo(2.0079046072, 8);
    expect(s[1].roiHalfWidth).toBeCloseTo(1.4321008374, 8);
    expect(s[2].roiHalfWidth).toBeCloseTo(0.8912719886, 8);
    expect(s[4].clv.n).toBe(0);
  });

  it('longest losing run 2 (bets 17 and 18; a void does not break or extend a run); worst drawdown £22.00 (from +£22.00 after bet 8 to 0 after bet 18)', () => {
    expect(runs(bets)).toEqual({ longestLosingRun: 2, worstDrawdownPence: 2200 });
  });

  it('calibration: Brier (4 × 0.25 + 2 × 0.0625 + 0.5625) / 7 = 0.241071; the 50 % and 70 % rows', () => {
    const c = calibration(bets)!;
    expect(c.bets).toBe(7);
    expect(c.brier).toBeCloseTo(1.6875 / 7, 12);
    expect(c.table).toEqual([
      { from: 0.5, to: 0.6, bets: 4, meanChance: 0.5, shareWon: 0.5 },
      { from: 0.7, to: 0.8, bets: 3, meanChance: 0.75, shareWon: 2 / 3 },
    ]);
  });

  it('staking plans from 100 units: flat, 1 % of the bank, a quarter Kelly on the recorded chances', () => {
    const [flat, prop, kelly] = backtest(bets);
    expect(flat.bets).toBe(18);
    expect(flat.finalBank).toBeCloseTo(101.2, 10); // +£12 on £10 stakes = +1.2 units
    const r = SPEC.filter((s) => s[3] === 'won' || s[3] === 'lost').map((s) => (s[3] === 'won' ? s[2] - 1 : -1));
    expect(prop.finalBank).toBeCloseTo(r.reduce((b, x) => b * (1 + 0.01 * x), 100), 10);
    // p 0.5 at 2.2: Kelly 0.1/1.2, a quarter 1/48; p 0.75 at 1.4: 0.05/0.4 = 1/8, a quarter 1/32
    const k1 = 1 / 48;
    const k2 = 1 / 32;
    const expected = 100 * (1 + 1.2 * k1) * (1 - k1) * (1 + 1.2 * k1) * (1 - k1) * (1 + 0.4 * k2) * (1 + 0.4 * k2) * (1 - k2);
    expect(kelly.bets).toBe(7);
    expect(kelly.finalBank).toBeCloseTo(expected, 10);
    expect(kelly.finalBank).toBeCloseTo(100.037481, 5);
  });

  it('realised against a band simulated from the fair closing chances: seeded, the same twice, around the exact expectation', () => {
    const a = simulatedBand(bets, 'shin', 7, 4000)!;
    const b = simulatedBand(bets, 'shin', 7, 4000)!;
    expect(a).toEqual(b);
    // 15 settled bets with a closing market, p = 1/2: expected Σ 1000 × (D/2 − 1)
    expect(a.bets).toBe(15);
    const D = SPEC.filter((s) => s[4] && (s[3] === 'won' || s[3] === 'lost')).map((s) => s[2]);
    expect(a.expectedPence).toBeCloseTo(D.reduce((t, d) => t + 1000 * (d / 2 - 1), 0), 9);
    // sd of the total = √Σ (1000 D)² / 4; the 95 % band is about ± 1.96 sd around the expectation
    const sd = Math.sqrt(D.reduce((t, d) => t + (1000 * d) ** 2 / 4, 0));
    expect(a.lowPence).toBeGreaterThan(a.expectedPence - 2.3 * sd);
    expect(a.lowPence).toBeLessThan(a.expectedPence - 1.6 * sd);
    expect(a.highPence).toBeGreaterThan(a.expectedPence + 1.6 * sd);
    // all settled bets made +£12.00; without a closing market were bets 9 (−£10), 10 (+£8) and 18 (−£10): +£24.00
    expect(a.realisedPence).toBe(1200 + 1000 - 800 + 1000);
  });

  it('the whole analysis, and a CSV round trip with every column, equal the original', () => {
    const all = ledgerAnalytics(bets, 'shin');
    expect(all.segments.sport).toHaveLength(2);
    const text = toCsv(LEDGER_FIELDS, rows.map((r) => LEDGER_FIELDS.map((f) => r[f])));
    const parsed = parseCsv(text, { unescapeFormulas: true });
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(rowsFromCsv(parsed.records)).toEqual({ rows, errors: [] });
  });
});
