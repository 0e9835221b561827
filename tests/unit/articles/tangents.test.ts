import { describe, expect, it } from 'vitest';
import {
  clipLine,
  commonTangents,
  distanceToLine,
  externalCentre,
  internalCentre,
  intersectLines,
  type Circle,
} from '../../../src/features/geometry/utils/tangents';

const CASES: [Circle, Circle][] = [
  [{ cx: 220, cy: 210, r: 110 }, { cx: 560, cy: 260, r: 60 }],
  [{ cx: 0, cy: 0, r: 1 }, { cx: 10, cy: 0, r: 3 }],
  [{ cx: -3.5, cy: 2.25, r: 0.7 }, { cx: 4.1, cy: -6.3, r: 2.9 }],
  [{ cx: 5, cy: 5, r: 2 }, { cx: 5, cy: 20, r: 2 }],
];

describe('common tangents of two circles', () => {
  it.each(CASES)('each of the four tangents touches both circles within 1e-9 (%o, %o)', (c1, c2) => {
    const lines = commonTangents(c1, c2);
    expect(lines).toHaveLength(4);
    expect(lines.filter((l) => l.kind === 'external')).toHaveLength(2);
    for (const l of lines) {
      expect(Math.hypot(l.a, l.b)).toBeCloseTo(1, 12);
      expect(Math.abs(Math.abs(distanceToLine(l, { x: c1.cx, y: c1.cy })) - c1.r)).toBeLessThan(1e-9);
      expect(Math.abs(Math.abs(distanceToLine(l, { x: c2.cx, y: c2.cy })) - c2.r)).toBeLessThan(1e-9);
      // the touch points lie on the line and on their circle
      for (const [p, c] of [[l.touch1, c1], [l.touch2, c2]] as const) {
        expect(Math.abs(distanceToLine(l, p))).toBeLessThan(1e-9);
        expect(Math.abs(Math.hypot(p.x - c.cx, p.y - c.cy) - c.r)).toBeLessThan(1e-9);
      }
      // external tangents keep both centres on one side, internal ones separate them
      const side = Math.sign(distanceToLine(l, { x: c1.cx, y: c1.cy })) * Math.sign(distanceToLine(l, { x: c2.cx, y: c2.cy }));
      expect(side).toBe(l.kind === 'external' ? 1 : -1);
    }
  });

  it('the internal tangents meet at the internal homothetic centre, the external ones at the external centre', () => {
    const [c1, c2] = CASES[0];
    const lines = commonTangents(c1, c2);
    const ext = lines.filter((l) => l.kind === 'external');
    const int = lines.filter((l) => l.kind === 'internal');
    const pe = intersectLines(ext[0], ext[1])!;
    const pi = intersectLines(int[0], int[1])!;
    const he = externalCentre(c1, c2)!;
    const hi = internalCentre(c1, c2);
    expect(Math.hypot(pe.x - he.x, pe.y - he.y)).toBeLessThan(1e-9);
    expect(Math.hypot(pi.x - hi.x, pi.y - hi.y)).toBeLessThan(1e-9);
  });

  it('equal radii give parallel external tangents and no external centre', () => {
    const [c1, c2] = CASES[3];
    const ext = commonTangents(c1, c2).filter((l) => l.kind === 'external');
    expect(intersectLines(ext[0], ext[1])).toBeNull();
    expect(externalCentre(c1, c2)).toBeNull();
  });

  it('overlapping circles have only the external tangents; nested circles have none', () => {
    expect(commonTangents({ cx: 0, cy: 0, r: 2 }, { cx: 3, cy: 0, r: 2 }).map((l) => l.kind)).toEqual([
      'external',
      'external',
    ]);
    expect(commonTangents({ cx: 0, cy: 0, r: 5 }, { cx: 1, cy: 0, r: 1 })).toEqual([]);
  });

  it('rejects a non-positive radius', () => {
    expect(() => commonTangents({ cx: 0, cy: 0, r: 0 }, { cx: 3, cy: 0, r: 1 })).toThrow(RangeError);
  });

  it('clips a line to a drawing box', () => {
    const seg = clipLine({ a: 0, b: 1, c: -5 }, { x0: 0, y0: 0, x1: 10, y1: 10 });
    expect(seg).toEqual([{ x: 0, y: 5 }, { x: 10, y: 5 }]);
    expect(clipLine({ a: 0, b: 1, c: -50 }, { x0: 0, y0: 0, x1: 10, y1: 10 })).toBeNull();
  });
});
