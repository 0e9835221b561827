import { describe, expect, it } from 'vitest';
import { generateSchedule, teamNames } from './schedule';

describe('league schedule generator', () => {
  it('names teams A, B, C ... and pairs every team with every other exactly once', () => {
    for (let n = 2; n <= 26; n++) {
      const s = generateSchedule(n, `schedule-${n}`);
      expect(s.teams).toEqual(teamNames(n));
      expect(s.matches).toHaveLength((n * (n - 1)) / 2);
      const pairs = new Set(s.matches.map((m) => [m.home, m.away].sort().join('')));
      expect(pairs.size).toBe(s.matches.length);
      for (const r of s.rounds) {
        const teams = r.matches.flatMap((m) => [m.home, m.away]);
        expect(new Set(teams).size).toBe(teams.length);
        expect(r.bye === null).toBe(n % 2 === 0);
        if (r.bye !== null) expect(teams).not.toContain(r.bye);
      }
      expect(s.matches.map((m) => m.number)).toEqual(Array.from({ length: s.matches.length }, (_, i) => i + 1));
    }
  });

  it('uses teams A to E for the article default and is repeatable', () => {
    const s = generateSchedule(5, 'article');
    expect(s.teams).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(s.rounds).toHaveLength(5);
    expect(generateSchedule(5, 'article')).toEqual(s);
  });

  it('meets R times with rounds per pairing', () => {
    const s = generateSchedule(4, 1, 3);
    const ab = s.matches.filter((m) => [m.home, m.away].sort().join('') === 'AB');
    expect(ab).toHaveLength(3);
  });

  it('rejects counts outside 2..26', () => {
    expect(() => generateSchedule(1, 1)).toThrow(/from 2 to 26/);
    expect(() => generateSchedule(27, 1)).toThrow(/from 2 to 26/);
    expect(() => generateSchedule(4.5, 1)).toThrow(/from 2 to 26/);
  });
});
