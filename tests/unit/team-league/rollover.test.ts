/**
 * The season's end on the demo team league: every open match entered by the admin, then the rollover planned
 * (a dry run writes nothing) and confirmed in one step: two up and two down between neighbouring divisions, the
 * squads carried, each division's new double round robin on its night with a blackout skipped.
 */
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { adminEnterCard } from '../../../api/team-league/card-flow';
import { seedDemoTeamLeague, TEAM_DEMO_SLUG } from '../../../api/team-league/demo-team-league';
import { rolloverSeason } from '../../../api/team-league/season-rollover';
import { resultEffectsIdle } from '../../../api/players/results/effects-queue';
import { currentTeamSeason, findLeagueBySlug, listFixtures, listSquads, liveCards, squadOn } from '../../../api/team-league/team-queries';
import { teamLeagueAnswer } from '../../../api/team-league/team-read-model';
import { ApiError } from '../../../api/lib/errors';

describe('rolling a team league season over', () => {
  it('plans, refuses while matches are open, then promotes and relegates by the final tables in one step', async () => {
    const db = openDatabase(':memory:');
    migrate(db);
    seedDemoTeamLeague(db, '2026-12-07');
    const league = findLeagueBySlug(db, TEAM_DEMO_SLUG)!;
    const old = currentTeamSeason(db, league.id)!;
    const input = { dryRun: true, name: 'Spring', startDate: '2027-03-01', blackouts: ['2027-03-09'] };
    const dry = rolloverSeason(db, league.id, input, null, '2026-12-07');
    expect(dry.season_id).toBeNull();
    expect(dry.warnings[0]).toMatch(/no confirmed card yet/);
    expect(() => rolloverSeason(db, league.id, { ...input, dryRun: false }, null, '2026-12-07')).toThrow(ApiError);
    expect(currentTeamSeason(db, league.id)!.id).toBe(old.id);

    // The admin enters every open match: the home side wins 6-4 with its first five players.
    const cards = liveCards(db, old.id);
    const squads = listSquads(db, old.id);
    for (const f of listFixtures(db, old.id).filter((x) => cards.get(x.id)?.state !== 'confirmed')) {
      const home = squadOn(squads, f.home_team_id, f.date);
      const away = squadOn(squads, f.away_team_id, f.date);
      const frames = Array.from({ length: 10 }, (_, k) => ({ homePlayers: [home[k % 5].player_id], awayPlayers: [away[k % 5].player_id], homeScore: k < 6 ? 10 : 1, awayScore: k < 6 ? 1 : 10 }));
      adminEnterCard(db, { kind: 'admin', address: 't' }, f.id, frames, Date.UTC(2027, 0, 1));
    }
    await resultEffectsIdle(db);
    const final = teamLeagueAnswer(db, TEAM_DEMO_SLUG);
    const order = final.divisions.map((d) => d.table.map((r) => r.team.id));

    const plan = rolloverSeason(db, league.id, { ...input, dryRun: false }, null, '2026-12-07');
    expect(plan.season_id).not.toBeNull();
    expect(plan.fixtures).toBe(90);
    const ids = plan.divisions.map((d) => d.teams.map((t) => t.id).sort((a, b) => a - b));
    const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
    // Premier: its top four stay, the top two of Division One come up; and so on down.
    expect(ids[0]).toEqual(sorted([...order[0].slice(0, 4), ...order[1].slice(0, 2)]));
    expect(ids[1]).toEqual(sorted([...order[0].slice(4), ...order[1].slice(2, 4), ...order[2].slice(0, 2)]));
    expect(ids[2]).toEqual(sorted([...order[1].slice(4), ...order[2].slice(2)]));
    const next = currentTeamSeason(db, league.id)!;
    expect(next.id).toBe(plan.season_id);
    expect(listSquads(db, next.id)).toHaveLength(108);
    const nights = [...new Set(listFixtures(db, next.id).filter((f) => f.division_id === final.divisions[0].id).map((f) => f.date))];
    // The Premier plays Tuesdays: 2027-03-02, then 03-16 (03-09 blacked out).
    expect(nights.slice(0, 2)).toEqual(['2027-03-02', '2027-03-16']);
    expect(db.prepare('SELECT closed_at IS NOT NULL FROM pool_team_seasons WHERE id = ?').pluck().get(old.id)).toBe(1);
  });
});
