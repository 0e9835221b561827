import { describe, expect, it } from 'vitest';
import { EMPTY_FIELDS, parseFixtureWeight, validateAddMatch } from '../../../src/features/admin/utils/add-match-validation';

describe('add-match form rules', () => {
  const valid = { player1Id: '1', player2Id: '2', score1: '10', score2: '4' };

  it('accepts two different players with exactly one 10', () => {
    expect(validateAddMatch(valid)).toBeNull();
    expect(validateAddMatch({ ...valid, score1: '0', score2: '10' })).toBeNull();
  });

  it('reports the spec messages in order', () => {
    expect(validateAddMatch(EMPTY_FIELDS)).toBe('All fields are required');
    expect(validateAddMatch({ ...valid, score2: '' })).toBe('All fields are required');
    expect(validateAddMatch({ ...valid, player2Id: '1', score2: '10' })).toBe('Players must be different');
    expect(validateAddMatch({ ...valid, score2: '10' })).toBe('Only one player can score 10');
    expect(validateAddMatch({ ...valid, score1: '7' })).toBe('One player must score 10');
  });

  it('reads the optional fixture weight', () => {
    expect(parseFixtureWeight('')).toEqual({ ok: true, value: undefined });
    expect(parseFixtureWeight(' 2.5 ')).toEqual({ ok: true, value: 2.5 });
    expect(parseFixtureWeight('10')).toEqual({ ok: true, value: 10 });
    for (const bad of ['0', '-1', 'abc', '10.5', '101', 'Infinity']) expect(parseFixtureWeight(bad).ok).toBe(false);
  });
});
