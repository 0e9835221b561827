import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cricketKeys } from '../../../src/features/cricket/api/cricket-keys';
import { playerDetailQueryOptions } from '../../../src/features/cricket/api/get-player-detail';
import { playerBowlingQueryOptions, playerFieldingMatchesQueryOptions } from '../../../src/features/cricket/api/get-player-bowling';
import { playersQueryOptions } from '../../../src/features/cricket/api/get-players';
import { matchQueryOptions } from '../../../src/features/cricket/api/get-match';

// Cricket query keys run from the general to the specific, so a prefix reaches a whole family of cached answers.
describe('cricket query keys', () => {
  it('one player’s views share his prefix, and every cricket key starts with "cricket"', () => {
    expect(playerDetailQueryOptions('je-root').queryKey).toEqual(['cricket', 'player', 'je-root', 'detail']);
    expect(playerBowlingQueryOptions('je-root').queryKey).toEqual(['cricket', 'player', 'je-root', 'bowling']);
    expect(playersQueryOptions().queryKey).toEqual(['cricket', 'players']);
    expect(matchQueryOptions('1244025').queryKey).toEqual(['cricket', 'match', '1244025']);
  });

  it('invalidating one player marks his views stale and nobody else’s; "all" reaches every cricket answer', async () => {
    const qc = new QueryClient();
    for (const o of [playerDetailQueryOptions('je-root'), playerFieldingMatchesQueryOptions('je-root'), playerDetailQueryOptions('sr-tendulkar'), playersQueryOptions()]) {
      qc.setQueryData(o.queryKey, {} as never);
    }
    await qc.invalidateQueries({ queryKey: cricketKeys.player('je-root') });
    const stale = (key: readonly unknown[]) => qc.getQueryState(key)!.isInvalidated;
    expect(stale(playerDetailQueryOptions('je-root').queryKey)).toBe(true);
    expect(stale(playerFieldingMatchesQueryOptions('je-root').queryKey)).toBe(true);
    expect(stale(playerDetailQueryOptions('sr-tendulkar').queryKey)).toBe(false);
    expect(stale(playersQueryOptions().queryKey)).toBe(false);
    await qc.invalidateQueries({ queryKey: cricketKeys.all });
    expect(stale(playersQueryOptions().queryKey)).toBe(true);
    expect(stale(playerDetailQueryOptions('sr-tendulkar').queryKey)).toBe(true);
  });
});
