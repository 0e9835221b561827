import { describe, expect, it } from 'vitest';
import { fitLogistic, sigmoid } from './logistic-fit';

describe('fitLogistic', () => {
  it('finds the log-odds of the share of ones with an intercept alone and no penalty (3 of 4: ln 3)', () => {
    const fit = fitLogistic({ x: Float64Array.from([1, 1, 1, 1]), p: 1, y: Uint8Array.from([1, 1, 1, 0]), w: Float64Array.from([1, 1, 1, 1]) }, { lambda: 0 });
    expect(fit.b[0]).toBeCloseTo(Math.log(3), 9);
  });

  it('stops where the penalised gradient is zero (checked from the rows, not the fit)', () => {
    // Two columns: intercept and a feature; weights differ per row.
    const x = Float64Array.from([1, -2, 1, -1, 1, 0, 1, 1, 1, 2, 1, 3]);
    const y = Uint8Array.from([0, 1, 0, 1, 1, 1]);
    const w = Float64Array.from([1, 2, 1, 1, 3, 1]);
    const lambda = 0.5;
    const { b } = fitLogistic({ x, p: 2, y, w }, { lambda });
    for (let j = 0; j < 2; j++) {
      let g = lambda * b[j];
      for (let i = 0; i < 6; i++) g += w[i] * (sigmoid(b[0] * x[2 * i] + b[1] * x[2 * i + 1]) - y[i]) * x[2 * i + j];
      expect(Math.abs(g)).toBeLessThan(1e-8);
    }
  });
});
