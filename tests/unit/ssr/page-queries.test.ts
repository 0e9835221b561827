import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { routeData } from '../../../src/app/route-data';
import { setApiTransport } from '../../../src/lib/api-client';
import * as cricket from '../../../src/features/cricket/api/page-queries';
import { parseRecordsPage } from '../../../src/features/cricket/utils/records-page';
import { parseMatchList } from '../../../src/features/cricket/utils/match-list-filter';
import { parseSeriesList } from '../../../src/features/cricket/utils/series-list-filter';
import * as pool from '../../../src/features/league/api/page-queries';

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
/** The keys of named query lists (a page's, or a step of one). */
const keysOf = (...lists: object[]) => lists.flatMap((l) => (Object.values(l) as { queryKey: QueryKey }[]).map((o) => JSON.stringify(o.queryKey))).sort();

describe('each server-rendered page’s loader is its own list of queries', () => {
  it('cricket pages: the records book, the matches list, a scorecard, the series list, head-to-head, a ground, the umpires', async () => {
    const records = '?table=best-batting-average&team=England&min=30&page=2';
    expect((await loaded('/cricket/records', {}, records)).keys).toEqual(keysOf(cricket.recordsPageQueries(parseRecordsPage(records), 'tests')));
    expect((await loaded('/cricket/matches', {}, '?team=India&page=3')).keys).toEqual(keysOf(cricket.matchesPageQueries(parseMatchList('?team=India&page=3'), 'tests')));
    const match = await loaded('/cricket/match/:matchId', { matchId: '1244025' }, '');
    expect(match.keys).toEqual(keysOf(cricket.matchPageQueries('1244025')));
    expect(match.main).toEqual([JSON.stringify(cricket.matchPageQueries('1244025').match.queryKey)]);
    expect((await loaded('/cricket/series', {}, '?year=2005')).keys).toEqual(keysOf(cricket.seriesListPageQueries(parseSeriesList('?year=2005'), 'tests')));
    const h2h = await loaded('/cricket/head-to-head/:team/:opposition', { team: 'England', opposition: 'India' }, '');
    expect(h2h.keys).toEqual(keysOf(cricket.headToHeadPageQueries('england', 'india', 'tests')));
    expect((await loaded('/cricket/ground/:ground', { ground: 'Lords' }, '')).keys).toEqual(keysOf(cricket.groundPageQueries('lords', 'tests')));
    expect((await loaded('/cricket/umpires', {}, '')).keys).toEqual(keysOf(cricket.umpiresPageQueries('tests')));
  });

  it('pool pages: a group, its forecast and predictions, a cup', async () => {
    const group = await loaded('/pool/group/:groupUrlSlug', { groupUrlSlug: 'Banff' }, '');
    expect(group.keys).toEqual(keysOf(pool.groupPageQueries('banff')));
    expect(group.main).toEqual([JSON.stringify(['pool', 'group', 'banff'])]);
    expect((await loaded('/pool/forecast/:groupUrlSlug', { groupUrlSlug: 'banff' }, '')).keys).toEqual(keysOf(pool.forecastPageQueries('banff')));
    expect((await loaded('/pool/predictions/:groupUrlSlug', { groupUrlSlug: 'banff' }, '')).keys).toEqual(keysOf(pool.predictionsPageQueries('banff')));
    expect((await loaded('/pool/cup/:cupSlug', { cupSlug: 'Spring' }, '')).keys).toEqual(keysOf(pool.cupPageQueries('spring')));
  });

  it('the players page fetches the Table view’s list it shows, and no other', async () => {
    const bowling = await loaded('/cricket', {}, '?view=table&stats=bowling');
    const q = cricket.playersPageQueries('bowling', 'tests');
    expect(bowling.keys).toEqual(keysOf({ players: q.players, coverage: q.coverage, recordsChanges: q.recordsChanges, bowling: q.bowling }));
    expect((await loaded('/cricket', {}, '')).keys).toEqual(keysOf({ players: q.players, coverage: q.coverage, recordsChanges: q.recordsChanges }));
  });

  it('a career page: the summary and innings, then the view’s sections by the player’s own slug, or the coverage for an unknown player', async () => {
    const answer = (url: string) => ({ data: url === '/api/cricket/player_detail/je-root' ? { url_slug: 'je-root' } : [] });
    const bowling = await loaded('/cricket/player/:slug', { slug: 'JE-Root' }, '?view=bowling', answer);
    expect(bowling.keys).toEqual(keysOf(cricket.careerPageQueries('je-root', 'tests'), cricket.careerViewQueries('je-root', 'bowling', 'tests')));
    expect(bowling.main).toEqual(Object.values(cricket.careerPageQueries('je-root', 'tests')).map((o) => JSON.stringify(o.queryKey)));
    // An unknown player: the career answers 404, so the page says whether any data is loaded at all.
    const notFound = async (url: string) =>
      url.startsWith('/api/cricket/player_') ? new Response(JSON.stringify({ error: { code: 'not_found', message: 'No such player' } }), { status: 404 }) : new Response(JSON.stringify({ data: {} }));
    setApiTransport(notFound);
    const qc = new QueryClient();
    await routeData['/cricket/player/:slug'].load({ slug: 'nobody' }, qc, new URLSearchParams());
    expect(qc.getQueryCache().getAll().map((x) => JSON.stringify(x.queryKey)).sort()).toEqual(keysOf(cricket.careerPageQueries('nobody', 'tests'), cricket.unknownPlayerQueries('tests')));
    const compare = await loaded('/cricket/compare/:first/:second', { first: 'A', second: 'B' }, '');
    expect(compare.keys).toEqual(keysOf(cricket.comparePageQueries('a', 'b', 'tests')));
  });

  it('pages in two steps: the league page’s standings cards and a player’s groups come from the first answers', async () => {
    const groups = [
      { id: 1, url_slug: 'banff', last_played: '2025-01-01' },
      { id: 2, url_slug: 'jasper', last_played: '2025-02-01' },
    ];
    const league = await loaded('/pool/matches', {}, '', (url) => ({ data: url === '/api/pool/groups' ? groups : [] }));
    expect(league.keys).toEqual(keysOf(pool.poolMatchesPageQueries(), pool.standingsCardQueries('banff'), pool.standingsCardQueries('jasper')));
    const player = await loaded('/pool/player/:playerId', { playerId: '7' }, '', (url) => ({ data: url === '/api/pool/player/7/groups' ? [groups[0]] : [] }));
    expect(player.keys).toEqual(keysOf(pool.playerPageQueries('7'), pool.playerGroupQueries('banff')));
  });
});
