/** The demo league's cup: loaded with the demo, in progress on the loading day, dated from it. */
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { buildDemoLeague, seedDemoLeague } from '../../../api/league/demo-seed';
import { cupBySlug } from '../../../api/league/cup-model';
import { leagueStatus } from '../../../api/admin/roster/demo-league-check';

describe('demo cup', () => {
  for (const day of ['2026-11-27', '2027-03-02']) {
    it(`is in progress when the demo is loaded on ${day}`, () => {
      const db = openDatabase(':memory:');
      migrate(db);
      seedDemoLeague(db, buildDemoLeague(undefined, day));
      const cup = cupBySlug(db, 'hurricane-cup');
      expect(cup.entrants).toHaveLength(7);
      expect(cup.entrants[0].bye).toBe(true);
      expect(cup.starts_on < day).toBe(true);
      const first = cup.ties[0].filter((t) => !t.bye);
      expect(first.some((t) => t.winner_id !== null)).toBe(true);
      expect(cup.champion_id).toBeNull();
      expect(cup.entrants.filter((e) => e.alive).length).toBeGreaterThan(2);
      expect(cup.entrants.reduce((s, e) => s + e.chances[2], 0)).toBeCloseTo(1, 12);
      // The cup is part of the demo: "Remove demo league" is still offered.
      expect(leagueStatus(db).demoOnly).toBe(true);
    });
  }
});
