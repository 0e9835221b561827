import { describe, expect, it } from 'vitest';
import { firstNight, matchNights, teamSeasonFixtures } from './team-fixtures';

describe('a division season: double round robin on its match night', () => {
  it('six teams: ten weekly Tuesday rounds, every pair home and away once, blackouts skipped', () => {
    // 2026-09-01 is a Tuesday; 2026-09-15 and 2026-12-22 are blacked out.
    const fixtures = teamSeasonFixtures([1, 2, 3, 4, 5, 6], { startDate: '2026-08-30', night: 2, blackouts: ['2026-09-15', '2026-12-22'], seed: 's' });
    expect(fixtures).toHaveLength(30);
    const pairs = new Set(fixtures.map((f) => `${f.homeId}-${f.awayId}`));
    expect(pairs.size).toBe(30);
    for (const f of fixtures) expect(pairs.has(`${f.awayId}-${f.homeId}`)).toBe(true);
    const nights = [...new Set(fixtures.map((f) => f.date))];
    expect(nights).toEqual(['2026-09-01', '2026-09-08', '2026-09-22', '2026-09-29', '2026-10-06', '2026-10-13', '2026-10-20', '2026-10-27', '2026-11-03', '2026-11-10']);
    for (const night of nights) expect(fixtures.filter((f) => f.date === night)).toHaveLength(3);
    expect(teamSeasonFixtures([1, 2, 3, 4, 5, 6], { startDate: '2026-08-30', night: 2, seed: 's' }).map((f) => f.homeId)).toEqual(
      teamSeasonFixtures([1, 2, 3, 4, 5, 6], { startDate: '2026-08-30', night: 2, seed: 's' }).map((f) => f.homeId),
    );
  });

  it('the first night is on or after the start', () => {
    expect(firstNight('2026-09-01', 2)).toBe('2026-09-01');
    expect(firstNight('2026-09-02', 2)).toBe('2026-09-08');
    expect(matchNights(2, { startDate: '2026-09-01', night: 4, blackouts: ['2026-09-03'] })).toEqual(['2026-09-10', '2026-09-17']);
  });
});
