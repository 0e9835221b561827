import { describe, expect, it } from 'vitest';
import { rat } from './bet-returns';
import { allFormats, nearestTraditional, parseOdds, TRADITIONAL_FRACTIONS, writeOdds, type OddsFormat } from './odds-format';

const dec = (text: string) => {
  const r = parseOdds(text);
  if (!r.ok) throw new Error(r.message);
  return `${r.decimal.n}/${r.decimal.d}`;
};

describe('parseOdds: every format to exact decimal odds (hand-worked)', () => {
  it.each([
    ['5/2', '7/2', 'fractional'],
    ['evens', '2/1', 'fractional'],
    ['EVS', '2/1', 'fractional'],
    ['100/30', '13/3', 'fractional'], // 1 + 10/3
    ['6/4', '5/2', 'fractional'],
    ['1/5', '6/5', 'fractional'],
    ['5-2', '7/2', 'fractional'],
    ['3.5', '7/2', 'decimal'],
    ['1.91', '191/100', 'decimal'],
    ['+150', '5/2', 'american'],
    ['-200', '3/2', 'american'],
    ['\u2212200', '3/2', 'american'], // the true minus sign
    ['-110', '21/11', 'american'], // 1 + 100/110
    ['+100', '2/1', 'american'],
    ['-100', '2/1', 'american'],
    ['40%', '5/2', 'probability'],
    ['40 %', '5/2', 'probability'],
    ['12.5 %', '8/1', 'probability'],
  ])('%s → %s (%s)', (text, exact, format) => {
    const r = parseOdds(text);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.format).toBe(format);
    expect(dec(text)).toBe(exact);
  });

  it.each([
    ['0/1', /pays nothing/],
    ['+50', /American odds are \+100 or more/],
    ['-99', /−100 or less/],
    ['\u221299', /−100 or less/],
    ['1.00', /above 1/],
    ['1', /above 1/],
    ['5/0', /divides by zero/],
    ['0 %', /0 %/],
    ['100 %', /below 100 %/],
    ['1.001', /shorter than 1.01/],
    ['1001', /longer than 1,000/],
    ['abc', /Not a price/],
    ['', /Enter a price/],
  ])('refuses %s with a clear message', (text, message) => {
    const r = parseOdds(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(message);
  });
});

describe('writeOdds: the writer (hand-worked) and round trips', () => {
  it('writes one price in every format', () => {
    const f = allFormats(rat(7, 2));
    expect(f.fractional.text).toBe('5/2');
    expect(f.decimal.text).toBe('3.50');
    expect(f.american.text).toBe('+250');
    expect(f.probability.text).toBe('28.57 %');
    expect(f.probability.exact).toBe(false);
    expect(writeOdds(rat(3, 2), 'american').text).toBe('\u2212200');
    expect(writeOdds(rat(2), 'fractional').text).toBe('evens');
    expect(writeOdds(rat(13, 3), 'fractional').text).toBe('100/30');
    expect(writeOdds(rat(5, 2), 'fractional').text).toBe('6/4');
    // 1.91 → 91/100 exactly; −109.89… → "−110" (rounded, not exact)
    expect(writeOdds(rat(191, 100), 'fractional').text).toBe('91/100');
    expect(writeOdds(rat(191, 100), 'american')).toEqual({ text: '\u2212110', exact: false });
    // 1 + 1/301 needs a denominator above 100: the nearest traditional fraction
    expect(writeOdds(rat(302, 301), 'fractional').text).toBe('\u2248 1/100');
  });

  const samples: Record<OddsFormat, string[]> = {
    fractional: ['5/2', 'evens', '100/30', '6/4', '1/5', '91/100', '13/8', '999/1', '1/100', '4/6', '21/20'],
    decimal: ['3.50', '1.01', '1.91', '2.00', '1000.00', '4.33', '17.00'],
    american: ['+150', '\u2212200', '+100', '\u2212110', '+99900', '\u221210000', '+425'],
    probability: ['40.00 %', '12.50 %', '50.00 %', '0.10 %', '80.00 %', '25.00 %'],
  };
  for (const format of Object.keys(samples) as OddsFormat[]) {
    it(`${format}: parse then write gives the same text`, () => {
      for (const text of samples[format]) {
        const r = parseOdds(text);
        if (!r.ok) throw new Error(`${text}: ${r.message}`);
        expect(writeOdds(r.decimal, format).text).toBe(text);
      }
    });
  }

  it('every exact text in one format reads back to the same price in the others', () => {
    for (const format of Object.keys(samples) as OddsFormat[]) {
      for (const text of samples[format]) {
        const r = parseOdds(text);
        if (!r.ok) throw new Error(r.message);
        for (const other of Object.values(allFormats(r.decimal))) {
          if (!other.exact) continue;
          const back = parseOdds(other.text);
          expect(back.ok && back.decimal).toEqual(r.decimal);
        }
      }
    }
  });

  it('nearest traditional fraction: 2.63 → 13/8 (2.625), 4.3 → 100/30, 1.95 → 10/11 (gap 0.041 v evens 0.05); a tie (2.025, between evens and 21/20) goes to the shorter', () => {
    expect(nearestTraditional(rat(263, 100)).text).toBe('13/8');
    expect(nearestTraditional(rat(43, 10)).text).toBe('100/30');
    expect(nearestTraditional(rat(195, 100)).text).toBe('10/11');
    expect(nearestTraditional(rat(2025, 1000)).text).toBe('evens');
    // the ladder is in order, shortest first
    const d = TRADITIONAL_FRACTIONS.map((f) => {
      const [a, b] = f.split('/').map(Number);
      return a / b;
    });
    for (let i = 1; i < d.length; i++) expect(d[i]).toBeGreaterThan(d[i - 1]);
  });
});
