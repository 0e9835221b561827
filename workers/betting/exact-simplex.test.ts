import { describe, expect, it } from 'vitest';
import { rat, type Rat } from './bet-returns';
import { solveLp } from './exact-simplex';

const r = (n: number, d = 1) => rat(n, d);
const nums = (xs: Rat[]) => xs.map((x) => `${x.n}/${x.d}`);

describe('the exact simplex', () => {
  it('a textbook programme: max 3x + 5y, x ≤ 4, 2y ≤ 12, 3x + 2y ≤ 18 → (2, 6), 36 (Hillier & Lieberman, Wyndor Glass)', () => {
    const s = solveLp([r(3), r(5)], [[r(1), r(0)], [r(0), r(2)], [r(3), r(2)]], [r(4), r(12), r(18)]);
    expect(s.status).toBe('optimal');
    if (s.status === 'optimal') {
      expect(nums(s.x)).toEqual(['2/1', '6/1']);
      expect(nums([s.value])).toEqual(['36/1']);
    }
  });

  it('a negative right-hand side (phase 1): max −x − y with x + y ≥ 3 (−x − y ≤ −3), x ≤ 2 → value −3', () => {
    const s = solveLp([r(-1), r(-1)], [[r(-1), r(-1)], [r(1), r(0)]], [r(-3), r(2)]);
    expect(s.status).toBe('optimal');
    if (s.status === 'optimal') expect(nums([s.value])).toEqual(['-3/1']);
  });

  it('fractions stay exact: max x + y, 3x + y ≤ 1, x + 3y ≤ 1 → x = y = 1/4', () => {
    const s = solveLp([r(1), r(1)], [[r(3), r(1)], [r(1), r(3)]], [r(1), r(1)]);
    if (s.status !== 'optimal') throw new Error(s.status);
    expect(nums(s.x)).toEqual(['1/4', '1/4']);
  });

  it('infeasible and unbounded are told apart', () => {
    expect(solveLp([r(1)], [[r(1)], [r(-1)]], [r(1), r(-2)]).status).toBe('infeasible'); // x ≤ 1 and x ≥ 2
    expect(solveLp([r(1), r(0)], [[r(-1), r(1)]], [r(1)]).status).toBe('unbounded');
  });
});
