import { describe, expect, it } from 'vitest';
import { createApp } from '../../../api/app';
import { PlayerPartnerships } from '../../../contracts/cricket-batting';
import { MatchFilters, MatchListItem, MatchScorecard } from '../../../contracts/cricket-matches';
import type { PagedAnswer } from '../../../contracts/paging';
import { summarisePartnerships } from '../../../src/features/cricket/utils/partnership-summary';
import { extrasText, shortScore, teamScores, totalText } from '../../../src/features/cricket/utils/scorecard-text';
import { matchListParams, matchListQueryString, parseMatchList } from '../../../src/features/cricket/utils/match-list-filter';
import { scorecardDb } from './scorecard-rows';

const app = () => createApp({ db: scorecardDb() });
const json = async <T>(res: Response) => (await res.json()) as T;

describe('GET /api/cricket/match/{match_id}', () => {
  it('answers the scorecard of a held match from the stored rows', async () => {
    const res = await app().request('/api/cricket/match/9000001');
    expect(res.status).toBe(200);
    const { data } = await json<{ data: MatchScorecard }>(res);
    expect(() => MatchScorecard.parse(data)).not.toThrow();
    expect(data).toMatchObject({
      match_id: '9000001',
      test_number: 2356,
      start_date: '2019-08-14',
      end_date: '2019-08-18',
      teams: ['England', 'Australia'],
      ground: "Lord's",
      host_country: 'England',
      toss: { winner: 'Australia', decision: 'field' },
      result: { kind: 'draw', winner: null, text: 'Drawn' },
      player_of_match: [{ player_id: 'p-stokes', name: 'BA Stokes' }],
    });
    expect(data.innings.map((i) => [i.inning, i.team, i.runs, i.wickets, i.overs, i.declared])).toEqual([
      [1, 'England', 258, 10, '77.1', false], // 463 legal balls = 77 overs and 1 ball
      [3, 'England', 258, 5, '71', true], // 426 = 71 x 6
    ]);
    const first = data.innings[0];
    expect(first.extras).toEqual({ byes: 4, legbyes: 5, wides: 1, noballs: 2, penalty: 5 });
    // Batting order by position; the register's full name where known ("Joe Root"), else the match's name.
    expect(first.batting.map((b) => [b.name, b.dismissal, b.runs, b.balls, b.fours, b.strike_rate])).toEqual([
      ['RJ Burns', 'c Paine b Cummins', 53, 100, 7, 53],
      ['Joe Root', 'lbw b Siddle', 14, 40, 2, 35],
      ['BA Stokes', 'not out', 20, 30, 3, 66.67],
    ]);
    expect(first.did_not_bat).toEqual([
      { player_id: 'p-leach', name: 'MJ Leach' },
      { player_id: 'p-denly', name: 'JL Denly' },
    ]);
    // Bowling order, not insertion order; 165 balls = 27.3 overs.
    expect(first.bowling.map((b) => [b.name, b.overs, b.maidens, b.runs, b.wickets, b.wides, b.no_balls])).toEqual([
      ['PJ Cummins', '27.3', 7, 65, 4, 1, 2],
      ['PM Siddle', '15', 3, 40, 1, 0, 0],
    ]);
    expect(first.fall_of_wickets).toEqual([
      { wicket: 1, runs: 17, player_id: 'p-burns', balls: 33, over: '5.3' },
      { wicket: 2, runs: 120, player_id: 'p-root', balls: 200, over: '33.2' },
    ]);
    expect(first.partnerships[2]).toEqual({ wicket: 3, runs: 30, balls: 50, batters: ['p-root', 'p-stokes', 'p-leach'], unbroken: true });
    expect(first.by_over).toEqual([
      [0, 4, 0],
      [1, 13, 1],
      [2, 0, 0],
    ]);
    expect(data.reviews).toEqual([
      { inning: 1, over: '12.4', by_team: 'England', batter_id: 'p-root', bowler_id: 'p-cummins', umpire: 'Aleem Dar', decision: 'struck down', review_type: 'wicket', umpires_call: true },
    ]);
    expect(data.players['p-root']).toEqual({ name: 'Joe Root', url_slug: 'je-root' });
    expect(Object.keys(data.players).sort()).toEqual(['p-burns', 'p-cummins', 'p-denly', 'p-leach', 'p-root', 'p-siddle', 'p-stokes']);
  });

  it('is 404 for an id the archive does not hold and 400 naming the field for a malformed one', async () => {
    const a = app();
    const missing = await a.request('/api/cricket/match/12345');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 'not_found' } });
    for (const bad of ['abc', '1%3B1', '1234567890123']) {
      const res = await a.request(`/api/cricket/match/${bad}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/^match_id: /);
    }
  });
});

describe('GET /api/cricket/matches', () => {
  const shared = app();
  const list = async (q: string) => {
    const res = await shared.request(`/api/cricket/matches${q}`);
    expect(res.status).toBe(200);
    return json<PagedAnswer<MatchListItem>>(res);
  };

  it('lists every match newest first, with each innings score', async () => {
    const body = await list('');
    expect(body.data.map((m) => m.match_id)).toEqual(['9000002', '9000001']);
    body.data.forEach((m) => MatchListItem.parse(m));
    expect(body.data[1].innings).toEqual([
      { inning: 1, team: 'England', runs: 258, wickets: 10, declared: false, forfeited: false },
      { inning: 3, team: 'England', runs: 258, wickets: 5, declared: true, forfeited: false },
    ]);
    expect((await list('?order=asc')).data.map((m) => m.match_id)).toEqual(['9000001', '9000002']);
  });

  it('pages with limit and offset and counts the whole filtered list', async () => {
    expect(await list('?limit=1&offset=1')).toMatchObject({ total: 2, limit: 1, offset: 1, order: 'desc', data: [{ match_id: '9000001' }] });
  });

  it('filters by team, opposition, host, ground, year and result, and searches teams and venues', async () => {
    const ids = async (q: string) => (await list(q)).data.map((m) => m.match_id);
    expect(await ids('?team=england')).toEqual(['9000001']);
    expect(await ids('?team=Australia')).toEqual(['9000002', '9000001']);
    expect(await ids('?team=Australia&opposition=India')).toEqual(['9000002']);
    expect(await ids('?host=Australia')).toEqual(['9000002']);
    expect(await ids(`?ground=${encodeURIComponent("lord's")}`)).toEqual(['9000001']);
    expect(await ids('?year=2019')).toEqual(['9000001']);
    expect(await ids('?result=win')).toEqual(['9000002']);
    expect(await ids('?result=draw&team=Australia')).toEqual(['9000001']);
    expect(await ids('?q=sydney')).toEqual(['9000002']);
    expect(await ids('?q=IND')).toEqual(['9000002']);
    // The search text is plain: % is not a wildcard.
    expect(await ids('?q=%25')).toEqual([]);
    // On this day: in play from the first day to the last (9000001 ran 14–18 August, 9000002 7–11 January).
    expect(await ids('?on=08-14')).toEqual(['9000001']);
    expect(await ids('?on=08-18')).toEqual(['9000001']);
    expect(await ids('?on=08-19')).toEqual([]);
    expect(await ids('?on=01-09')).toEqual(['9000002']);
    const paged = await list('?ground=Nowhere&limit=10');
    expect(paged).toMatchObject({ total: 0, data: [] });
  });

  it('names the field of a bad filter or page (400, never a 5xx)', async () => {
    const a = app();
    for (const [q, field] of [
      ['?year=19', 'year'],
      ['?on=13-01', 'on'],
      ['?on=2024-08-14', 'on'],
      ['?result=lost', 'result'],
      ['?limit=0', 'limit'],
      ['?offset=-1', 'offset'],
      [`?q=${'x'.repeat(81)}`, 'q'],
      ['?team=', 'team'],
    ]) {
      const res = await a.request(`/api/cricket/matches${q}`);
      expect(res.status, q).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message.startsWith(`${field}: `), q).toBe(true);
    }
  });

  it('gives the values to filter by', async () => {
    const res = await app().request('/api/cricket/match_filters');
    const { data } = await json<{ data: unknown }>(res);
    expect(MatchFilters.parse(data)).toEqual({
      teams: ['Australia', 'England', 'India'],
      host_countries: ['Australia', 'England'],
      grounds: ["Lord's", 'Sydney Cricket Ground'],
      years: [2021, 2019],
    });
  });
});

describe('career partnerships', () => {
  it('answers every partnership of the player with his share and partners', async () => {
    const a = app();
    const res = await a.request('/api/cricket/player_partnerships/je-root');
    const { data } = await json<{ data: PlayerPartnerships }>(res);
    PlayerPartnerships.parse(data);
    expect(data.rows).toEqual([
      { match_id: '9000001', match_inns: 1, wicket: 2, runs: 103, balls: 167, unbroken: false, his_runs: 50, his_balls: 80, partners: ['p-burns'] },
      { match_id: '9000001', match_inns: 1, wicket: 3, runs: 30, balls: 50, unbroken: true, his_runs: 12, his_balls: 20, partners: ['p-stokes', 'p-leach'] },
    ]);
    expect(data.partners['p-burns']).toEqual({ name: 'RJ Burns', url_slug: 'rj-burns' });
    expect((await a.request('/api/cricket/player_partnerships/nobody')).status).toBe(404);
  });

  it('sums them: runs added, the average over stands that ended, best partners', async () => {
    const a = app();
    const burns = (await json<{ data: PlayerPartnerships }>(await a.request('/api/cricket/player_partnerships/rj-burns'))).data;
    // Burns: 17 (Denly) and 103 (Root), both broken: 120 runs, average 120 / 2 = 60.
    const s = summarisePartnerships(burns.rows);
    expect(s.all).toMatchObject({ partnerships: 2, unbroken: 0, runs: 120, balls: 200, average: 60, fifties: 0, hundreds: 1, his_runs: 53 });
    expect(s.all.highest).toMatchObject({ wicket: 2, runs: 103 });
    expect(s.partners.map((p) => [p.partner_id, p.partnerships, p.runs, p.average])).toEqual([
      ['p-root', 1, 103, 103],
      ['p-denly', 1, 17, 17],
    ]);
    // Root: 103 (broken) + 30 (unbroken): 133 runs over one stand that ended = 133.00; the three-batter stand
    // counts for both partners.
    const root = summarisePartnerships((await json<{ data: PlayerPartnerships }>(await a.request('/api/cricket/player_partnerships/je-root'))).data.rows);
    expect(root.all).toMatchObject({ partnerships: 2, unbroken: 1, runs: 133, average: 133 });
    expect(root.partners.map((p) => [p.partner_id, p.runs, p.average])).toEqual([
      ['p-burns', 103, 103],
      ['p-leach', 30, null],
      ['p-stokes', 30, null],
    ]);
  });
});

describe('scorecard texts', () => {
  it('prints totals, extras and short scores as scorecards do', () => {
    expect(totalText({ runs: 258, wickets: 10, declared: false, forfeited: false, overs: '77.1' })).toBe('258 (77.1 ov)');
    expect(totalText({ runs: 258, wickets: 5, declared: true, forfeited: false, overs: '71' })).toBe('258/5 dec (71 ov)');
    expect(totalText({ runs: 154, wickets: 6, declared: false, forfeited: false, overs: '47.3' })).toBe('154/6 (47.3 ov)');
    expect(totalText({ runs: 0, wickets: 0, declared: false, forfeited: true, overs: '0' })).toBe('forfeited');
    expect(extrasText({ byes: 4, legbyes: 5, wides: 1, noballs: 2, penalty: 5 })).toBe('17 (b 4, lb 5, w 1, nb 2, pen 5)');
    expect(extrasText({ byes: 0, legbyes: 3, wides: 0, noballs: 0, penalty: 0 })).toBe('3 (b 0, lb 3, w 0, nb 0)');
    expect(shortScore({ runs: 258, wickets: 5, declared: true, forfeited: false })).toBe('258/5d');
    expect(
      teamScores([
        { inning: 1, team: 'England', runs: 258, wickets: 10, declared: false, forfeited: false },
        { inning: 2, team: 'Australia', runs: 250, wickets: 10, declared: false, forfeited: false },
        { inning: 3, team: 'England', runs: 258, wickets: 5, declared: true, forfeited: false },
        { inning: 4, team: 'Australia', runs: 154, wickets: 6, declared: false, forfeited: false },
      ]),
    ).toEqual([
      { team: 'England', scores: '258 & 258/5d' },
      { team: 'Australia', scores: '250 & 154/6' },
    ]);
  });

  it('keeps the matches list in the URL and reads a bad link as no filter', () => {
    const s = parseMatchList("?team=England&ground=Lord%27s&year=2019&result=draw&page=3&q=%20");
    expect(s).toEqual({ team: 'England', opposition: null, host: null, ground: "Lord's", year: 2019, result: 'draw', q: null, page: 3 });
    expect(matchListQueryString(s)).toBe('team=England&ground=Lord%27s&year=2019&result=draw');
    expect(matchListParams({ ...s, page: 1 }).page).toBeNull();
    expect(parseMatchList('?year=19&result=lost&page=0')).toMatchObject({ year: null, result: null, page: 1 });
  });
});
