import { describe, expect, it } from 'vitest';
import { isFullMember } from './icc-members';

describe("the ICC's full members, as the teams pages group the sides", () => {
  it('counts the twelve by the names Cricsheet gives their sides, and nothing else', () => {
    const sides = ['Afghanistan', 'Australia', 'Bangladesh', 'England', 'India', 'Ireland', 'New Zealand', 'Pakistan', 'South Africa', 'Sri Lanka', 'West Indies', 'Zimbabwe'];
    expect(sides.filter(isFullMember)).toEqual(sides);
    // Associates and composite sides; a women's side is named as the men's (England).
    expect(['Scotland', 'Netherlands', 'Nepal', 'United States of America', 'ICC World XI', 'Papua New Guinea'].some(isFullMember)).toBe(false);
  });
});
