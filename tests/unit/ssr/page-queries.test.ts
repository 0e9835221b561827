import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { routeData } from '../../../src/app/route-data';
import { setApiTransport } from '../../../src/lib/api-client';
import {
  groundPageQueries,
  headToHeadPageQueries,
  matchesPageQueries,
  matchPageQueries,
  recordsPageQueries,
  seriesListPageQueries,
  umpiresPageQueries,
} from '../../../src/features/cricket/api/page-queries';
import { parseRecordsPage } from '../../../src/features/cricket/utils/records-page';
import { parseMatchList } from '../../../src/features/cricket/utils/match-list-filter';
import { parseSeriesList } from '../../../src/features/cricket/utils/series-list-filter';
import {
  cupPageQueries,
  forecastPageQueries,
  groupPageQueries,
  playerGroupQueries,
  playerPageQueries,
  poolMatchesPageQueries,
  predictionsPageQueries,
  standingsCardQueries,
} from '../../../src/features/league/api/page-queries';

// A page's data needs are written once: the server's loader fetches exactly the list the page itself reads.
afterEach(() => setApiTransport(null));

/** The keys a page's loader fetches, every answer stubbed by `answer` (by address). */
async function loaded(path: string, params: Record<string, string>, search: string, answer: (url: string) => unknown = () => ({ data: [] })) {
  setApiTransport(async (url) => new Response(JSON.stringify(answer(url)), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  const qc = new QueryClient();
  const main = await routeData[path].load(params, qc, new URLSearchParams(search));
  const keys = qc.getQueryCache().getAll().map((q) => JSON.stringify(q.queryKey));
  return { keys: keys.sort(), main: main.map((k) => JSON.stringify(k)) };
}
const keysOf = (...lists: Record<string, { queryKey: QueryKey }>[]) => lists.flatMap((l) => Object.values(l).map((o) => JSON.stringify(o.queryKey))).sort();

describe('each server-rendered page’s loader is its own list of queries', () => {
  it('cricket pages: the records book, the matches list, a scorecard, the series list, head-to-head, a ground, the umpires', async () => {
    const records = '?table=best-batting-average&team=England&min=30&page=2';
    expect((await loaded('/cricket/records', {}, records)).keys).toEqual(keysOf(recordsPageQueries(parseRecordsPage(records))));
    expect((await loaded('/cricket/matches', {}, '?team=India&page=3')).keys).toEqual(keysOf(matchesPageQueries(parseMatchList('?team=India&page=3'))));
    const match = await loaded('/cricket/match/:matchId', { matchId: '1244025' }, '');
    expect(match.keys).toEqual(keysOf(matchPageQueries('1244025')));
    expect(match.main).toEqual([JSON.stringify(matchPageQueries('1244025').match.queryKey)]);
    expect((await loaded('/cricket/series', {}, '?year=2005')).keys).toEqual(keysOf(seriesListPageQueries(parseSeriesList('?year=2005'))));
    const h2h = await loaded('/cricket/head-to-head/:team/:opposition', { team: 'England', opposition: 'India' }, '');
    expect(h2h.keys).toEqual(keysOf(headToHeadPageQueries('england', 'india')));
    expect((await loaded('/cricket/ground/:ground', { ground: 'Lords' }, '')).keys).toEqual(keysOf(groundPageQueries('lords')));
    expect((await loaded('/cricket/umpires', {}, '')).keys).toEqual(keysOf(umpiresPageQueries()));
  });

  it('pool pages: a group, its forecast and predictions, a cup', async () => {
    const group = await loaded('/pool/group/:groupUrlSlug', { groupUrlSlug: 'Banff' }, '');
    expect(group.keys).toEqual(keysOf(groupPageQueries('banff')));
    expect(group.main).toEqual([JSON.stringify(['pool', 'group', 'banff'])]);
    expect((await loaded('/pool/forecast/:groupUrlSlug', { groupUrlSlug: 'banff' }, '')).keys).toEqual(keysOf(forecastPageQueries('banff')));
    expect((await loaded('/pool/predictions/:groupUrlSlug', { groupUrlSlug: 'banff' }, '')).keys).toEqual(keysOf(predictionsPageQueries('banff')));
    expect((await loaded('/pool/cup/:cupSlug', { cupSlug: 'Spring' }, '')).keys).toEqual(keysOf(cupPageQueries('spring')));
  });

  it('pages in two steps: the league page’s standings cards and a player’s groups come from the first answers', async () => {
    const groups = [
      { id: 1, url_slug: 'banff', last_played: '2025-01-01' },
      { id: 2, url_slug: 'jasper', last_played: '2025-02-01' },
    ];
    const league = await loaded('/pool/matches', {}, '', (url) => ({ data: url === '/api/pool/groups' ? groups : [] }));
    expect(league.keys).toEqual(keysOf(poolMatchesPageQueries(), standingsCardQueries('banff'), standingsCardQueries('jasper')));
    const player = await loaded('/pool/player/:playerId', { playerId: '7' }, '', (url) => ({ data: url === '/api/pool/player/7/groups' ? [groups[0]] : [] }));
    expect(player.keys).toEqual(keysOf(playerPageQueries('7'), playerGroupQueries('banff')));
  });
});
