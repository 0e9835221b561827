import { describe, expect, it } from 'vitest';
import { homeFirst, matchTitle } from './match-title';

describe('match title: the home side first', () => {
  it('puts the host country first whatever the file order', () => {
    // The Perth Test of 2025-26: the file lists England first; Perth is in Australia.
    expect(matchTitle({ teams: ['England', 'Australia'], host_country: 'Australia' })).toBe('Australia v England');
    expect(matchTitle({ teams: ['England', 'Australia'], host_country: 'England' })).toBe('England v Australia');
    expect(matchTitle({ teams: ['India', 'West Indies'], host_country: 'West Indies' })).toBe('West Indies v India');
  });
  it('keeps the file order at a neutral or unknown ground', () => {
    // Pakistan's "home" Tests in the UAE, 2010-2019.
    expect(homeFirst(['Pakistan', 'Sri Lanka'], 'United Arab Emirates')).toEqual(['Pakistan', 'Sri Lanka']);
    expect(homeFirst(['Sri Lanka', 'Pakistan'], null)).toEqual(['Sri Lanka', 'Pakistan']);
  });
});
