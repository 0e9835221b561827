/**
 * Team cards on the demo team league: the home captain enters a card, the away captain confirms it, and the
 * frames count once; a card that breaks the format is refused naming the field; the chances follow the commit.
 */
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { adminEnterCard, confirmCard, disputeCard, settleDueCards, submitCard } from '../../../api/team-league/card-flow';
import { seedDemoTeamLeague, TEAM_DEMO_SLUG } from '../../../api/team-league/demo-team-league';
import { storedChances } from '../../../api/team-league/team-chances-input';
import { resultEffectsIdle } from '../../../api/players/results/effects-queue';
import { leagueFigures, teamKey } from '../../../api/team-league/team-ratings';
import { findLeagueBySlug, listFixtures, listSquads, liveCards, currentTeamSeason, squadOn, type FixtureRow } from '../../../api/team-league/team-queries';
import { ApiError } from '../../../api/lib/errors';

const TODAY = '2026-12-07';
const NOW = Date.parse(`${TODAY}T12:00:00Z`);

function demo() {
  const db = openDatabase(':memory:');
  migrate(db);
  const seeded = seedDemoTeamLeague(db, TODAY)!;
  const league = findLeagueBySlug(db, TEAM_DEMO_SLUG)!;
  const season = currentTeamSeason(db, league.id)!;
  return { db, seeded, league, season };
}

/** The fixture played without a card, its captains and a valid card (the home side's five first players, two frames each). */
function openFixture(db: ReturnType<typeof demo>['db'], seasonId: number) {
  const cards = liveCards(db, seasonId);
  const fixture = listFixtures(db, seasonId).find((f) => f.date <= TODAY && !cards.has(f.id))!;
  const squads = listSquads(db, seasonId);
  const home = squadOn(squads, fixture.home_team_id, fixture.date);
  const away = squadOn(squads, fixture.away_team_id, fixture.date);
  const frames = Array.from({ length: 10 }, (_, k) => ({
    homePlayers: [home[k % 5].player_id],
    awayPlayers: [away[k % 5].player_id],
    homeScore: k < 7 ? 10 : 4,
    awayScore: k < 7 ? 3 : 10,
  }));
  return { fixture, frames, homeCaptain: home.find((s) => s.captain)!.player_id, awayCaptain: away.find((s) => s.captain)!.player_id, home, away };
}

const actor = (playerId: number) => ({ kind: 'player' as const, address: '10.0.0.1', playerId, session: 1 });
const err = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    if (e instanceof ApiError) return { status: e.status, code: e.code, field: e.field, message: e.message };
    throw e;
  }
  return null;
};

describe('a team match card from entry to count', () => {
  it('the demo: 3 divisions, 18 teams, half a season with a rearranged fixture, a disputed card and one awaiting', () => {
    const { db, seeded, season } = demo();
    expect(seeded.divisions).toBe(3);
    expect(seeded.teams).toBe(18);
    const fixtures = listFixtures(db, season.id);
    expect(fixtures).toHaveLength(90);
    expect(fixtures.filter((f) => f.date !== f.original_date)).toHaveLength(3);
    const states = [...liveCards(db, season.id).values()].map((c) => c.state);
    expect(states.filter((s) => s === 'disputed')).toHaveLength(1);
    expect(states.filter((s) => s === 'awaiting')).toHaveLength(1);
    expect(states.filter((s) => s === 'confirmed').length).toBeGreaterThan(35);
  });

  it('home captain enters, away captain confirms: the frames count once, a second confirmation is refused', async () => {
    const { db, league, season } = demo();
    const { fixture, frames, homeCaptain, awayCaptain, home } = openFixture(db, season.id);
    const before = leagueFigures(db, league.id).byTeam.get(teamKey(season.id, fixture.home_team_id, home[0].player_id))?.frames ?? 0;
    expect(err(() => submitCard(db, actor(awayCaptain), fixture.id, frames, NOW))).toMatchObject({ status: 403 });
    const id = submitCard(db, actor(homeCaptain), fixture.id, frames, NOW);
    // Awaiting: it counts nowhere yet.
    expect(leagueFigures(db, league.id).byTeam.get(teamKey(season.id, fixture.home_team_id, home[0].player_id))?.frames ?? 0).toBe(before);
    expect(err(() => submitCard(db, actor(homeCaptain), fixture.id, frames, NOW))).toMatchObject({ status: 409, code: 'card_exists' });
    expect(err(() => confirmCard(db, id, actor(homeCaptain), NOW))).toMatchObject({ status: 403 });
    confirmCard(db, id, actor(awayCaptain), NOW);
    expect(err(() => confirmCard(db, id, actor(awayCaptain), NOW))).toMatchObject({ status: 409, code: 'already_decided' });
    const figures = leagueFigures(db, league.id);
    // Player 1 of the home side played frames 1 and 6, both won (the first seven frames went home).
    expect(figures.byTeam.get(teamKey(season.id, fixture.home_team_id, home[0].player_id))).toEqual({ frames: before + 2, won: expect.any(Number) });
    expect(figures.frames.filter((f) => f.fixture_id === fixture.id)).toHaveLength(10);
    expect(liveCards(db, season.id).get(fixture.id)).toMatchObject({ state: 'confirmed', home_frames: 7, away_frames: 3 });
    await resultEffectsIdle(db);
    expect(storedChances(db, season.id, fixture.division_id)?.current).toBe(true);
  });

  it('a card that breaks the format is refused with the field named, and nothing is written', () => {
    const { db, season } = demo();
    const { fixture, frames, homeCaptain } = openFixture(db, season.id);
    const thrice = frames.map((f, k) => (k === 9 ? { ...f, homePlayers: frames[0].homePlayers } : f));
    expect(err(() => submitCard(db, actor(homeCaptain), fixture.id, thrice, NOW))).toMatchObject({ status: 400, field: 'frames.10.homePlayers' });
    const impossible = frames.map((f, k) => (k === 2 ? { ...f, homeScore: 9 } : f));
    expect(err(() => submitCard(db, actor(homeCaptain), fixture.id, impossible, NOW))).toMatchObject({ status: 400, field: 'frames.3.homeScore' });
    expect(liveCards(db, season.id).has(fixture.id)).toBe(false);
  });

  it('disputed, then the admin enters the card: it counts once, the disputed card is kept as superseded', () => {
    const { db, season } = demo();
    const { fixture, frames, homeCaptain, awayCaptain } = openFixture(db, season.id);
    const id = submitCard(db, actor(homeCaptain), fixture.id, frames, NOW);
    disputeCard(db, id, actor(awayCaptain), 'Frame 8 was ours', NOW);
    expect(err(() => confirmCard(db, id, actor(awayCaptain), NOW))).toMatchObject({ code: 'already_decided' });
    const fixed = frames.map((f, k) => (k === 7 ? { ...f, homeScore: 10, awayScore: 6 } : f));
    adminEnterCard(db, { kind: 'admin', address: '10.0.0.9' }, fixture.id, fixed, NOW);
    expect(liveCards(db, season.id).get(fixture.id)).toMatchObject({ state: 'confirmed', home_frames: 8, away_frames: 2 });
    const all = db.prepare('SELECT state FROM pool_team_cards WHERE fixture_id = ? ORDER BY id').pluck().all(fixture.id);
    expect(all).toEqual(['superseded', 'confirmed']);
  });

  it('an unanswered card counts when its window runs out', () => {
    const { db, season } = demo();
    const { fixture, frames, homeCaptain } = openFixture(db, season.id);
    submitCard(db, actor(homeCaptain), fixture.id, frames, NOW);
    expect(settleDueCards(db, NOW + 47 * 3_600_000)).toEqual({ confirmed: 0, more: false });
    expect(settleDueCards(db, NOW + 49 * 3_600_000)).toEqual({ confirmed: 1, more: false });
    expect(liveCards(db, season.id).get((fixture as FixtureRow).id)?.state).toBe('confirmed');
  });
});
