/**
 * Rearranging a fixture on the demo team league: a captain proposes dates, the other captain accepts one (the
 * fixture moves, its original date kept) or declines; with the season's approval rule the admin approves first;
 * refusals name their field; a played match cannot move.
 */
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';
import { seedDemoTeamLeague, TEAM_DEMO_SLUG } from '../../../api/team-league/demo-team-league';
import { answerRearrangement, decideRearrangement, leagueRearrangements, proposeRearrangement } from '../../../api/team-league/rearrangements';
import { currentTeamSeason, findFixture, findLeagueBySlug, listFixtures, listSquads, liveCards } from '../../../api/team-league/team-queries';
import { ApiError } from '../../../api/lib/errors';

const TODAY = '2026-12-07';
const NOW = Date.parse(`${TODAY}T12:00:00Z`);

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof ApiError) return [err.status, err.field];
    throw err;
  }
  return null;
};

describe('rearranging a team fixture', () => {
  it('moves a match to the date the other captain accepts, and waits for the admin when the season says so', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    seedDemoTeamLeague(db, TODAY);
    const league = findLeagueBySlug(db, TEAM_DEMO_SLUG)!;
    const season = currentTeamSeason(db, league.id)!;
    const cards = liveCards(db, season.id);
    const [first, second] = listFixtures(db, season.id).filter((f) => f.date > TODAY && !cards.has(f.id));
    const captain = (team: number) => listSquads(db, season.id).find((s) => s.team_id === team && s.captain === 1)!.player_id;
    const as = (team: number) => ({ kind: 'player' as const, address: 't', playerId: captain(team) });

    expect(refusal(() => proposeRearrangement(db, as(first.away_team_id), first.id, ['2026-12-01'], NOW))).toEqual([400, 'dates']);
    expect(refusal(() => proposeRearrangement(db, as(first.away_team_id), first.id, ['2026-12-20', '2026-12-20'], NOW))).toEqual([400, 'dates']);
    const outsider = listSquads(db, season.id).find((s) => s.captain === 1 && s.team_id !== first.home_team_id && s.team_id !== first.away_team_id)!.team_id;
    expect(refusal(() => proposeRearrangement(db, as(outsider), first.id, ['2026-12-20'], NOW))).toEqual([403, undefined]);
    const proposal = proposeRearrangement(db, as(first.away_team_id), first.id, ['2026-12-20', '2026-12-22'], NOW);
    expect(proposal).toMatchObject({ state: 'proposed', dates: ['2026-12-20', '2026-12-22'], proposed_by: { id: first.away_team_id } });
    expect(refusal(() => proposeRearrangement(db, as(first.home_team_id), first.id, ['2026-12-21'], NOW))).toEqual([409, 'id']);
    expect(refusal(() => answerRearrangement(db, as(first.away_team_id), proposal.id, { date: '2026-12-20' }, NOW))).toEqual([403, undefined]);
    expect(refusal(() => answerRearrangement(db, as(first.home_team_id), proposal.id, { date: '2026-12-21' }, NOW))).toEqual([400, 'date']);
    expect(answerRearrangement(db, as(first.home_team_id), proposal.id, { date: '2026-12-22' }, NOW)).toMatchObject({ state: 'approved', chosen_date: '2026-12-22' });
    expect(findFixture(db, first.id)).toMatchObject({ date: '2026-12-22', original_date: first.original_date });
    expect(refusal(() => answerRearrangement(db, as(first.home_team_id), proposal.id, { date: '2026-12-20' }, NOW))).toEqual([409, 'id']);

    // The admin's approval: the accepted date waits for it; a refusal leaves the match where it was.
    db.prepare('UPDATE pool_team_seasons SET rearrange_needs_approval = 1 WHERE id = ?').run(season.id);
    const next = proposeRearrangement(db, as(second.home_team_id), second.id, ['2026-12-29'], NOW);
    expect(refusal(() => decideRearrangement(db, 't', next.id, true, NOW))).toEqual([409, 'id']);
    expect(answerRearrangement(db, as(second.away_team_id), next.id, { date: '2026-12-29' }, NOW).state).toBe('accepted');
    expect(findFixture(db, second.id)!.date).toBe(second.date);
    expect(leagueRearrangements(db, league.id)[0]).toMatchObject({ id: next.id, state: 'accepted', fixture: { date: second.date } });
    expect(decideRearrangement(db, 't', next.id, true, NOW).state).toBe('approved');
    expect(findFixture(db, second.id)!.date).toBe('2026-12-29');
    const declined = proposeRearrangement(db, as(second.away_team_id), second.id, ['2027-01-05'], NOW);
    expect(answerRearrangement(db, as(second.home_team_id), declined.id, { date: null }, NOW).state).toBe('declined');
    expect(findFixture(db, second.id)!.date).toBe('2026-12-29');
    const audits = db.prepare<[], number>("SELECT count(*) FROM admin_audit_log WHERE action = 'team_fixture_rearranged'").pluck().get()!;
    expect(audits).toBe(7);
  });
});
