import { describe, expect, it } from 'vitest';
import { compareText } from './compare-text';

const sorted = (xs: string[]) => [...xs].sort(compareText);

describe('compareText', () => {
  it('orders digit runs by value', () => {
    expect(sorted(['Player 10', 'Player 2', 'Player 1'])).toEqual(['Player 1', 'Player 2', 'Player 10']);
    expect(sorted(['2019', '2009', '2010'])).toEqual(['2009', '2010', '2019']);
    expect(compareText('007', '7')).toBe(0);
  });
  it('ignores case and accents', () => {
    expect(compareText('root', 'Root')).toBe(0);
    expect(compareText('Émile', 'emile')).toBe(0);
    expect(sorted(['banff', 'Aberdeen', 'Çankaya', 'Dundee'])).toEqual(['Aberdeen', 'banff', 'Çankaya', 'Dundee']);
  });
  it('puts spaces and punctuation before digits, and digits before letters', () => {
    expect(sorted(['b', '1', ' a', '-'])).toEqual([' a', '-', '1', 'b']);
    expect(sorted(['AB de Villiers', 'AB', 'AB-C'])).toEqual(['AB', 'AB de Villiers', 'AB-C']);
  });
  it('agrees with Intl.Collator on ASCII names and labels', () => {
    const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
    const names = ['JE Root', 'SPD Smith', 'V Kohli', 'KS Williamson', 'je root', 'AN Cook', 'A Cook', 'Player 12', 'Player 3', 'No. 3', 'No. 11', '1st', '10th', '2nd', 'opener', 'Zed'];
    const sign = (n: number) => Math.sign(n);
    for (const a of names) for (const b of names) expect(sign(compareText(a, b)), `${a} vs ${b}`).toBe(sign(collator.compare(a, b)));
  });
});
