import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '../../../src/lib/api-client';
import { poolKeys } from '../../../src/lib/pool-keys';
import { playerKeys } from '../../../src/lib/player-keys';
import {
  cupOptions,
  forecastHistoryOptions,
  forecastInputOptions,
  groupMatchesOptions,
  groupOptions,
  groupResultsOptions,
  groupSeasonOptions,
  groupStandingsOptions,
  getMatchesPage,
  groupsOptions,
  matchesPageOptions,
  playerGroupsOptions,
  playerOptions,
  ratingChangeOptions,
} from '../../../src/lib/league-queries';
import { playersQueryOptions } from '../../../src/features/cricket/api/get-players';

// Pool league query keys run from the general to the specific, so a prefix reaches a whole family of cached answers.
const page = { page: 2, pageSize: 25, desc: true };

describe('pool league query keys', () => {
  it('every key starts with "pool"; a group’s and a player’s views sit under them, their pages of matches too', () => {
    expect(groupsOptions().queryKey).toEqual(['pool', 'groups']);
    expect(groupOptions('banff').queryKey).toEqual(['pool', 'group', 'banff']);
    expect(groupStandingsOptions(7).queryKey).toEqual(['pool', 'group', '7', 'standings']);
    expect(groupSeasonOptions('banff').queryKey).toEqual(['pool', 'group', 'banff', 'season']);
    expect(groupResultsOptions('banff').queryKey).toEqual(['pool', 'group', 'banff', 'results']);
    expect(matchesPageOptions({ kind: 'group', groupId: 'banff' }, page).queryKey).toEqual(['pool', 'group', 'banff', 'matches-page', 25, true, 2]);
    expect(matchesPageOptions({ kind: 'player', playerId: '12' }, page).queryKey).toEqual(['pool', 'player', '12', 'matches-page', 25, true, 2]);
    expect(matchesPageOptions({ kind: 'all' }, page).queryKey).toEqual(['pool', 'matches-page', 25, true, 2]);
    expect(ratingChangeOptions('12').queryKey).toEqual(['pool', 'player', '12', 'rating_change', '']);
    expect(cupOptions('Spring-Cup').queryKey).toEqual(['pool', 'cup', 'spring-cup']);
    expect(forecastHistoryOptions('banff').queryKey).toEqual(['pool', 'forecast', 'banff', 'history']);
  });

  it('invalidating one group marks its views stale and no other group’s; "all" reaches every league answer and no cricket one', async () => {
    const qc = new QueryClient();
    const banff = [groupOptions('banff'), groupMatchesOptions('banff'), groupSeasonOptions('banff'), matchesPageOptions({ kind: 'group', groupId: 'banff' }, page)];
    const others = [groupOptions('jasper'), groupsOptions(), playerOptions('12'), playerGroupsOptions('12'), forecastInputOptions('banff')];
    for (const o of [...banff, ...others, playersQueryOptions()]) qc.setQueryData(o.queryKey, {} as never);
    qc.setQueryData(playerKeys.me(), {});
    const stale = (key: readonly unknown[]) => qc.getQueryState(key)!.isInvalidated;

    await qc.invalidateQueries({ queryKey: poolKeys.group('banff') });
    expect(banff.map((o) => stale(o.queryKey))).toEqual([true, true, true, true]);
    expect(others.map((o) => stale(o.queryKey))).toEqual([false, false, false, false, false]);

    await qc.invalidateQueries({ queryKey: poolKeys.player('12') });
    expect(others.map((o) => stale(o.queryKey))).toEqual([false, false, true, true, false]);

    await qc.invalidateQueries({ queryKey: poolKeys.all });
    expect(others.every((o) => stale(o.queryKey))).toBe(true);
    expect(stale(playersQueryOptions().queryKey)).toBe(false);
    expect(stale(playerKeys.me())).toBe(false);
  });
});

describe('a pool match list asks its own endpoint (no path read back with a pattern)', () => {
  afterEach(() => setApiTransport(null));
  const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

  it('every match, a group’s and a player’s: the page asked as limit/offset/order', async () => {
    const asked: string[] = [];
    setApiTransport(async (url) => {
      asked.push(url);
      return answer({ data: [], total: 0, limit: 25, offset: 25, order: 'desc' });
    });
    await getMatchesPage({ kind: 'all' }, page);
    await getMatchesPage({ kind: 'group', groupId: 'banff' }, { ...page, desc: false });
    const p = await getMatchesPage({ kind: 'player', playerId: 'a/b' }, page);
    expect(asked).toEqual([
      '/api/pool/matches?limit=25&offset=25&order=desc',
      '/api/pool/group/banff/matches?limit=25&offset=25&order=asc',
      '/api/pool/player/a%2Fb/matches?limit=25&offset=25&order=desc',
    ]);
    expect(p.total).toBe(0);
  });

  it('a whole list where a page was asked is an error, not a page without a total', async () => {
    setApiTransport(async () => answer({ data: [] }));
    await expect(getMatchesPage({ kind: 'all' }, page)).rejects.toThrow(/whole list/);
  });
});
