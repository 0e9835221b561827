import { describe, expect, it } from 'vitest';
import { buildDemoLeague, buildLargeLeague } from '../../../api/league/demo-seed';

describe('benchmark league (npm run db:seed -- --matches N)', () => {
  it('holds exactly N engine frames and begins with the demo year unchanged', () => {
    const demo = buildDemoLeague();
    const large = buildLargeLeague(2000);
    expect(large.matches).toHaveLength(2000);
    expect(large.matches.slice(0, demo.matches.length)).toEqual(demo.matches);
    const dates = large.matches.map((m) => m.game_datetime);
    expect([...dates].sort()).toEqual(dates);
    for (const m of large.matches) expect([m.score_1, m.score_2].filter((s) => s === 10)).toHaveLength(1);
  });
});
