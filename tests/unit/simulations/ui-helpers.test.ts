import { describe, expect, it } from 'vitest';
import { carouselIndex } from '../../../src/features/frame-simulator/components/game-carousel';
import { ATTRIBUTE_FIELDS, fieldsForStage, formatOption, getField, randomiseAttributes } from '../../../src/features/frame-simulator/utils/attribute-fields';
import { defaultAttributes } from '../../../src/features/frame-simulator/utils/default-attributes';
import { shareOf } from '../../../src/features/frame-simulator/utils/format';
import { sharePercent } from '../../../common/number-text';
import { lengthChartTop, lengthRows } from '../../../src/features/frame-simulator/utils/game-lengths';
import { parseSeed } from '../../../src/lib/seed';

describe('formatting', () => {
  it('percentages with a fixed number of decimals, "-" for nothing to show', () => {
    expect(sharePercent(0.5)).toBe('50.0 %');
    expect(sharePercent(0.12345, 2)).toBe('12.35 %');
    expect(sharePercent(Number.NaN)).toBe('-');
    expect(sharePercent(null)).toBe('-');
    expect(shareOf(3, 0)).toBe('-');
    expect(shareOf(1, 4)).toBe('25.0 %');
  });
});

describe('game-length chart', () => {
  it('the y-axis top is 1.25 x the highest frequency', () => {
    expect(lengthChartTop(40)).toBe(50);
    expect(lengthChartTop(41)).toBe(52);
    expect(lengthChartTop(0)).toBe(1);
  });
  it('rows run from the shortest to the longest game, gaps as zero', () => {
    const counts = new Uint32Array([0, 0, 0, 1, 0, 2]);
    expect(lengthRows(counts, 3, 5)).toEqual([
      { length: 3, count: 1 },
      { length: 4, count: 0 },
      { length: 5, count: 2 },
    ]);
    expect(lengthRows(new Uint32Array(0), null, null)).toEqual([]);
  });
});

describe('attribute fields', () => {
  it('stage 1 offers only the observed accuracy 30-70 %', () => {
    const f = fieldsForStage(1);
    expect(f).toHaveLength(1);
    expect(f[0].options.map((o) => formatOption(o, 'percent'))).toEqual(['30 %', '40 %', '50 %', '60 %', '70 %']);
  });
  it('the option lists are the spec lists', () => {
    const byLabel = Object.fromEntries(fieldsForStage(3).map((f) => [f.label, f.options.map((o) => formatOption(o, f.unit))]));
    expect(byLabel['Make chance']).toEqual(['20 %', '30 %', '40 %', '50 %', '60 %', '70 %']);
    expect(byLabel['Break make chance']).toEqual(['30 %', '40 %', '50 %', '60 %', '70 %', '80 %']);
    expect(byLabel['Split benefit']).toEqual(['5 %', '10 %', '25 %', '50 %', '60 %']);
    expect(byLabel['Split duration']).toEqual(['1 shot', '2 shots', '3 shots', '4 shots', '5 shots']);
    for (const l of ['Foul chance', 'Break foul chance', 'Pot black on foul']) expect(byLabel[l]).toEqual(['1 %', '2 %', '3 %', '4 %', '5 %']);
  });
  it('stage 2 has no foul settings; stage 3 has all seven', () => {
    expect(fieldsForStage(2).some((f) => f.label.toLowerCase().includes('foul'))).toBe(false);
    expect(fieldsForStage(3)).toHaveLength(7);
  });
  it('randomise sets every field to an option picked from its list', () => {
    const a = randomiseAttributes(defaultAttributes().player1, ATTRIBUTE_FIELDS, (n) => n - 1);
    for (const f of ATTRIBUTE_FIELDS) expect(getField(a, f)).toBe(f.options[f.options.length - 1]);
  });
  it('the defaults are the spec values (regular make 0.5 / 0.4), each inside its option list', () => {
    const d = defaultAttributes();
    expect(d.player1.regular.make).toBe(0.5);
    expect(d.player2.regular.make).toBe(0.4);
    for (const f of ATTRIBUTE_FIELDS) for (const p of [d.player1, d.player2]) expect(f.options).toContain(getField(p, f));
  });
});

describe('carousel', () => {
  it('moves 2 at a time and stops at both ends of 50 games', () => {
    expect(carouselIndex(0, -2, 50)).toBe(0);
    expect(carouselIndex(0, 2, 50)).toBe(2);
    expect(carouselIndex(47, 2, 50)).toBe(48);
    expect(carouselIndex(48, 2, 50)).toBe(48);
    expect(carouselIndex(45, 0, 50)).toBe(45);
  });
});

describe('seeds in the address', () => {
  it('accepts whole numbers 1 .. 2^32 - 1 only', () => {
    expect(parseSeed('42')).toBe(42);
    expect(parseSeed('4294967295')).toBe(4294967295);
    expect(parseSeed('0')).toBeNull();
    expect(parseSeed('abc')).toBeNull();
    expect(parseSeed('1e3')).toBeNull();
    expect(parseSeed('4294967296')).toBeNull();
    expect(parseSeed(null)).toBeNull();
  });
});
