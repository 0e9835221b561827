import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COLOURS,
  gaugeValueSource,
  PALETTE,
  pickSwatch,
  randomPoints,
  selectSlot,
} from '../../../src/features/data-visualisation/utils/demo-data';

describe('dynamic chart demo data', () => {
  it('draws 150 points in 0-100, the same for the same seed', () => {
    const a = randomPoints(1);
    expect(a).toHaveLength(150);
    expect(a.every((p) => p.x >= 0 && p.x < 100 && p.y >= 0 && p.y < 100)).toBe(true);
    expect(randomPoints(1)).toEqual(a);
    expect(randomPoints(2)).not.toEqual(a);
  });

  it('each Randomise draws the next four gauge values in 0.05-1', () => {
    const next = gaugeValueSource(7);
    const first = next();
    const second = next();
    expect(first).toHaveLength(4);
    expect(second).not.toEqual(first);
    for (const v of [...first, ...second]) {
      expect(v).toBeGreaterThanOrEqual(0.05);
      expect(v).toBeLessThanOrEqual(1);
    }
    expect(gaugeValueSource(7)()).toEqual(first);
  });

  it('a swatch replaces the selected slot and deselects it; with no slot selected it does nothing', () => {
    const start = { colours: [...DEFAULT_COLOURS], selected: null };
    expect(pickSwatch(start, PALETTE[3].hex)).toEqual(start);
    const selected = selectSlot(start, 1);
    expect(selected.selected).toBe(1);
    expect(selectSlot(selected, 1).selected).toBeNull();
    const after = pickSwatch(selected, PALETTE[3].hex);
    expect(after).toEqual({ colours: [DEFAULT_COLOURS[0], PALETTE[3].hex, DEFAULT_COLOURS[2]], selected: null });
    expect(PALETTE).toHaveLength(7);
  });
});
