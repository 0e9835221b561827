import { describe, expect, it } from 'vitest';
import { betClv, checkLedgerRow, fullRow, LEDGER_FIELDS, ledgerTotals, meanInterval, MIN_CLEAR_BETS, rowsFromCsv, settledProfitPence, type LedgerBet, type LedgerRow } from './ledger';
import { parseCsv, toCsv } from '../../common/csv';

const row = (o: Partial<LedgerRow>): LedgerRow => fullRow({ date: '2026-11-20', event: 'A v B', selection: 'A', odds: '2.20', stake: '10', closing: '', result: 'won', ...o });
const bet = (o: Partial<LedgerRow>): LedgerBet => {
  const c = checkLedgerRow(row(o));
  if (!c.ok) throw new Error(`${c.field}: ${c.message}`);
  return c.bet;
};

describe('the ledger: closing-line value on hand-worked bets', () => {
  // 1: 2.20 taken, closed 2.00 / 2.00 (no margin): fair p = 1/2, CLV = 2.2 × 0.5 − 1 = +10 %
  // 2: 3.0 (2/1) taken, closed 2.5 / 1.6: r = 0.4, 0.625, booksum 1.025; Multiplicative p = 0.4 / 1.025 = 0.390244,
  //    CLV = 3 × 0.390244 − 1 = +17.0732 %; Additive p = 0.4 − 0.025/2 = 0.3875, CLV = +16.25 %
  // 3: 1.8 (4/5) taken, closed 2.0 / 1.9: r = 0.5, 0.526316, booksum 1.026316; p = 0.487179, CLV = −12.3077 %
  const bets = [
    bet({ odds: '2.20', closing: '2.00 2.00', result: 'won' }),
    bet({ odds: '2/1', closing: '2.5 1.6', result: 'lost' }),
    bet({ odds: '4/5', closing: '2.0 1.9', result: 'won' }),
  ];

  it('per bet, by Multiplicative and by Additive', () => {
    expect(betClv(bets[0], 'multiplicative').clv).toBeCloseTo(0.1, 12);
    expect(betClv(bets[1], 'multiplicative').clv).toBeCloseTo(3 * (0.4 / 1.025) - 1, 12);
    expect(betClv(bets[1], 'additive').clv).toBeCloseTo(0.1625, 12);
    expect(betClv(bets[2], 'multiplicative').clv).toBeCloseTo(1.8 * (0.5 / (0.5 + 1 / 1.9)) - 1, 12);
    expect(betClv(bets[1], 'multiplicative').fairPrice).toBeCloseTo(2.5625, 12); // 1.025 / 0.4
  });

  it('totals: realised +£10.00 against expected +£1.48 ± £39.98; mean CLV +4.92 % ± 38.09 % (t, 2 df); 37 more bets', () => {
    const t = ledgerTotals(bets, 'multiplicative');
    // realised: +£12.00 − £10.00 + £8.00
    expect(t.realisedPence).toBe(1000n);
    const p = [0.5, 0.4 / 1.025, 0.5 / (0.5 + 1 / 1.9)];
    const D = [2.2, 3, 1.8];
    const expected = p.reduce((a, pi, i) => a + 1000 * (D[i] * pi - 1), 0); // 100 + 170.732 − 123.077 = 147.655p
    expect(expected).toBeCloseTo(147.655, 2);
    expect(t.expectedPence).toBeCloseTo(expected, 9);
    const variance = p.reduce((a, pi, i) => a + 1e6 * D[i] ** 2 * pi * (1 - pi), 0); // 4.161e6
    expect(t.bandPence).toBeCloseTo(1.959964 * Math.sqrt(variance), 3);
    expect(t.bandPence).toBeCloseTo(3998.1, 0);
    const clv = p.map((pi, i) => D[i] * pi - 1);
    const mean = (clv[0] + clv[1] + clv[2]) / 3;
    const sd = Math.sqrt(clv.reduce((a, x) => a + (x - mean) ** 2, 0) / 2);
    expect(t.meanClv).toBeCloseTo(0.049218, 6);
    // Student's t on 2 degrees of freedom: 4.302653 (tables), not the normal 1.96
    expect(t.clvHalfWidth).toBeCloseTo((4.302653 * sd) / Math.sqrt(3), 5);
    // the normal answer was (1.96 × 0.153346 / 0.049218)² = 37.29 → 38. With t, N bets are clear when
    // √N × 0.049218 / 0.153346 > t(N − 1): N = 39 gives 2.00440 < t(38) = 2.02439, N = 40 gives 2.02993 > t(39) = 2.02269:
    // 40 bets (at least 30), 37 more than the 3 here
    expect(t.moreBetsNeeded).toBe(37);
  });

  it('void and pending bets: CLV counts, profit does not; a bet without a closing market has no CLV', () => {
    const t = ledgerTotals([bet({ closing: '2.00 2.00', result: 'void' }), bet({ closing: '2.00 2.00', result: 'pending' }), bet({ result: 'won' })], 'shin');
    expect(t.clvCount).toBe(2);
    expect(t.compared).toBe(0);
    expect(t.realisedPence).toBe(0n);
    expect(t.allRealisedPence).toBe(1200n);
    expect(betClv(bet({}), 'shin').note).toBe('no closing prices');
  });
});

describe('the ledger: an interval honest for small samples', () => {
  // Two bets at CLV +10 % and +12 %: mean 11 %, sd 1.4142 %. The normal interval (± 1.96 × 1.4142 / √2 = ± 1.96 %) sat
  // clear of 0 and the page said "already clear of 0"; Student's t on 1 degree of freedom is 12.706: ± 12.71 %.
  const two = [bet({ odds: '2.2', closing: '2.00 2.00', result: 'won' }), bet({ odds: '2.24', closing: '2.00 2.00', result: 'lost' })];
  it('two bets: the t interval spans 0 and nothing is clear yet', () => {
    const t = ledgerTotals(two, 'multiplicative');
    expect(t.meanClv).toBeCloseTo(0.11, 12);
    expect(t.clvHalfWidth).toBeCloseTo(12.7062 * 0.01, 4);
    expect(t.meanClv! - t.clvHalfWidth!).toBeLessThan(0);
    expect(t.moreBetsNeeded).toBeGreaterThan(0);
  });
  it('below 30 bets nothing is clear, even when the interval leaves 0', () => {
    // CLVs +10 % and +12 % alternating, 10 bets: t(9) = 2.262, sd 1.054 %, half-width 0.754 %: clear of 0, yet 20 more are asked for
    const ten = Array.from({ length: 10 }, (_, i) => two[i % 2]);
    const m = meanInterval(ten.map((b) => betClv(b, 'multiplicative').clv!));
    expect(m.mean! - m.halfWidth!).toBeGreaterThan(0);
    expect(m.moreNeeded).toBe(MIN_CLEAR_BETS - 10);
    const forty = meanInterval(Array.from({ length: 40 }, (_, i) => (i % 2 ? 0.1 : 0.12)));
    expect(forty.moreNeeded).toBe(0);
  });
});

describe('the ledger: rows checked and read from CSV', () => {
  it('each bad field is named', () => {
    const bad = (o: Partial<LedgerRow>) => {
      const c = checkLedgerRow(row(o));
      return c.ok ? null : c.field;
    };
    expect(bad({ date: '27/11/2026' })).toBe('date');
    expect(bad({ date: '2026-02-30' })).toBe('date');
    expect(bad({ event: ' ' })).toBe('event');
    expect(bad({ odds: '+50' })).toBe('odds');
    expect(bad({ stake: '-1' })).toBe('stake');
    expect(bad({ closing: '2.0' })).toBe('closing');
    expect(bad({ closing: '2.0 0/1' })).toBe('closing');
    expect(bad({ result: 'half' })).toBe('result');
    expect(bad({})).toBeNull();
  });

  it('written with the CSV module and read back: the same rows; bad rows name their line', () => {
    const rows = [row({ event: 'Smith, J v "Jones"', closing: '2.00 2.00' }), row({ selection: '=SUM(A1)', odds: '\u2212200', result: 'pending' })];
    // a file of the first seven columns (as the export wrote before sport, market, bookmaker and probability)
    const text = toCsv(['date', 'event', 'selection', 'odds', 'stake', 'closing', 'result'], rows.map((r) => [r.date, r.event, r.selection, r.odds, r.stake, r.closing, r.result]));
    const parsed = parseCsv(text, { unescapeFormulas: true });
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(rowsFromCsv(parsed.records)).toEqual({ rows, errors: [] });
    const withBad = parseCsv(`${text}2026-13-45,X,Y,2.0,1,,won\r\n`);
    if (!withBad.ok) throw new Error(withBad.reason);
    const read = rowsFromCsv(withBad.records);
    expect(read.rows).toHaveLength(2);
    expect(read.errors).toEqual(['Line 4, date: A date as YYYY-MM-DD (2026-11-27).']);
  });
});

describe('the ledger: each-way bets and multiples kept whole', () => {
  it('each way: £5 each way (£10) at 10/1, a fifth the odds: won +£60.00, placed +£5.00, lost −£10.00; a treble at 2.0 x 5/4 x 1.5 = 6.75', () => {
    const ew = (result: string) => bet({ type: 'each-way', odds: '10/1', stake: '10', places: '1/5', result });
    expect(settledProfitPence(ew('won'))).toBe(6000n); // 5 × 10 + 5 × 2
    expect(settledProfitPence(ew('placed'))).toBe(500n); // 5 × 2 − 5
    expect(settledProfitPence(ew('lost'))).toBe(-1000n);
    const treble = bet({ type: 'multiple', odds: '2.0 x 5/4 x 1.5', stake: '2', result: 'won' });
    expect(treble.odds).toEqual({ n: 27n, d: 4n });
    expect(settledProfitPence(treble)).toBe(1150n); // 2 × 5.75
    expect(betClv(treble, 'shin').clv).toBeNull();
  });

  it('refusals name their field: place terms, an odd each-way stake, a placed single, closing prices on a multiple, a bad leg', () => {
    const bad = (o: Partial<LedgerRow>) => {
      const c = checkLedgerRow(row(o));
      return c.ok ? null : `${c.field}: ${c.message}`;
    };
    expect(bad({ type: 'each-way', places: '' })).toMatch(/^places/);
    expect(bad({ type: 'each-way', places: '1/5', stake: '10.01' })).toMatch(/^stake/);
    expect(bad({ result: 'placed' })).toMatch(/^result/);
    expect(bad({ type: 'multiple', odds: '2.0 x 3.0', closing: '2.0 2.0' })).toMatch(/^closing/);
    expect(bad({ type: 'multiple', odds: '2.0 x 0/1' })).toMatch(/^odds: Leg 2/);
    expect(bad({ type: 'treble' })).toMatch(/^type/);
  });

  it('the CSV round trip of a ledger holding each-way bets and multiples equals the original', () => {
    const rows = [
      row({ type: 'each-way', odds: '10/1', stake: '10', places: '1/5', result: 'placed', sport: 'Racing', market: 'Win', bookmaker: 'Book, "A"' }),
      row({ type: 'multiple', odds: '2.0 x 5/4 x 1.5', stake: '2', result: 'won', selection: 'Treble: A, B, C' }),
      row({ closing: '2.00 2.00', probability: '52.5', result: 'lost', bookmaker: '=cmd' }),
    ];
    const text = toCsv(LEDGER_FIELDS, rows.map((r) => LEDGER_FIELDS.map((f) => r[f])));
    const parsed = parseCsv(text, { unescapeFormulas: true });
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(rowsFromCsv(parsed.records)).toEqual({ rows, errors: [] });
    const totals = ledgerTotals(rows.map((r) => bet(r)), 'shin');
    expect(totals.allRealisedPence).toBe(500n + 1150n - 1000n);
  });
});
