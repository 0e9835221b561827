import { describe, expect, it } from 'vitest';
import { logGamma, tQuantile, tTwoSidedTail } from './student-t';

describe("Student's t", () => {
  it('97.5 % quantiles equal the printed tables (Fisher & Yates; NIST handbook table 1.3.6.7.2)', () => {
    expect(tQuantile(0.95, 1)).toBeCloseTo(12.706, 3);
    expect(tQuantile(0.95, 2)).toBeCloseTo(4.303, 3);
    expect(tQuantile(0.95, 5)).toBeCloseTo(2.571, 3);
    expect(tQuantile(0.95, 9)).toBeCloseTo(2.262, 3);
    expect(tQuantile(0.95, 29)).toBeCloseTo(2.045, 3);
    expect(tQuantile(0.95, 100)).toBeCloseTo(1.984, 3);
    expect(tQuantile(0.95, 1e7)).toBeCloseTo(1.959964, 5);
  });

  it('df 1 is the Cauchy: P(|T| > t) = 1 − (2/π)·atan t; df 2 has the closed form 1 − t/√(2 + t²)', () => {
    for (const t of [0.3, 1, 4]) {
      expect(tTwoSidedTail(t, 1)).toBeCloseTo(1 - (2 / Math.PI) * Math.atan(t), 12);
      expect(tTwoSidedTail(t, 2)).toBeCloseTo(1 - t / Math.sqrt(2 + t * t), 12);
    }
    expect(tQuantile(0.95, 1)).toBeCloseTo(Math.tan(0.975 * Math.PI - Math.PI / 2), 9);
  });

  it('ln Γ on integers and a half', () => {
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(0.5)).toBeCloseTo(0.5 * Math.log(Math.PI), 12);
  });
});
