import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminKeys } from '../../../src/features/admin/api/admin-keys';
import { invalidateAfterAdminWrite } from '../../../src/features/admin/api/write-hook';
import { adminMatchesQueryOptions, deletedMatchesQueryOptions, type MatchFilters } from '../../../src/features/admin/api/admin-api';
import { seasonQueryOptions, seasonsQueryOptions } from '../../../src/features/admin/api/season-admin-api';
import { leagueQueryOptions } from '../../../src/features/admin/api/league-admin-api';
import { playerAccessQuery } from '../../../src/features/admin/api/player-admin-api';
import { verifyQueryOptions } from '../../../src/features/admin/api/auth-api';
import { groupOptions, groupStandingsOptions } from '../../../src/lib/league-queries';
import { playerKeys } from '../../../src/lib/player-keys';
import { playersQueryOptions } from '../../../src/features/cricket/api/get-players';
import { matchQueryOptions } from '../../../src/features/cricket/api/get-match';

// Admin query keys run from the general to the specific; an admin write invalidates by prefix what it can change.
const filters: MatchFilters = { q: '', group: null, from: '', to: '', deleted: false, page: 1, pageSize: 25 };

describe('admin query keys', () => {
  it('every key starts with "admin"; match lists and seasons share their prefixes', () => {
    expect(adminMatchesQueryOptions(filters).queryKey).toEqual(['admin', 'matches', 'list', filters]);
    expect(deletedMatchesQueryOptions().queryKey).toEqual(['admin', 'matches', 'deleted']);
    expect(seasonsQueryOptions().queryKey).toEqual(['admin', 'seasons']);
    expect(seasonQueryOptions(3).queryKey).toEqual(['admin', 'seasons', 3]);
    expect(leagueQueryOptions().queryKey).toEqual(['admin', 'league']);
    expect(playerAccessQuery(9).queryKey).toEqual(['admin', 'player', 9, 'access']);
    expect(verifyQueryOptions('t').queryKey).toEqual(['admin', 'verify', 't']);
  });

  it('invalidating the match lists reaches the filtered and the deleted ones, not the seasons', async () => {
    const qc = new QueryClient();
    for (const o of [adminMatchesQueryOptions(filters), deletedMatchesQueryOptions(), seasonsQueryOptions(), seasonQueryOptions(3)]) qc.setQueryData(o.queryKey, [] as never);
    await qc.invalidateQueries({ queryKey: adminKeys.matches() });
    const stale = (key: readonly unknown[]) => qc.getQueryState(key)!.isInvalidated;
    expect(stale(adminMatchesQueryOptions(filters).queryKey)).toBe(true);
    expect(stale(deletedMatchesQueryOptions().queryKey)).toBe(true);
    expect(stale(seasonsQueryOptions().queryKey)).toBe(false);
    await qc.invalidateQueries({ queryKey: adminKeys.seasons() });
    expect(stale(seasonQueryOptions(3).queryKey)).toBe(true);
  });

  it('an admin write makes the league, admin and player answers stale, and leaves cricket alone', async () => {
    const qc = new QueryClient();
    const league = [groupOptions('banff').queryKey, groupStandingsOptions('banff').queryKey, seasonsQueryOptions().queryKey, leagueQueryOptions().queryKey, playerKeys.me()];
    const cricket = [playersQueryOptions().queryKey, matchQueryOptions('1244025').queryKey];
    for (const key of [...league, ...cricket]) qc.setQueryData(key, {});
    await invalidateAfterAdminWrite(qc);
    const stale = (key: readonly unknown[]) => qc.getQueryState(key)!.isInvalidated;
    expect(league.map(stale)).toEqual([true, true, true, true, true]);
    expect(cricket.map(stale)).toEqual([false, false]);
  });
});
