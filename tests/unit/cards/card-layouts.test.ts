import { describe, expect, it } from 'vitest';
import type { CardNode } from '../../../api/cards/card-render';
import { bowlingCareerCard, fieldingCareerCard, forecastCard, groupCard, recordsCard, scorecardCard } from '../../../api/cards/card-layouts';
import type { MatchScorecard } from '../../../contracts/cricket-matches';
import type { RecordsAnswer } from '../../../contracts/cricket-records';
import type { WinProbabilityEvaluation } from '../../../contracts/cricket-win-probability';
import { winProbabilityCard } from '../../../api/cards/cricket-team-cards';

/** Every text of a card tree, in order. */
function texts(node: CardNode): string[] {
  if (node === null) return [];
  if (typeof node === 'string' || typeof node === 'number') return [String(node)];
  const kids = node.props.children as CardNode | CardNode[] | undefined;
  return (Array.isArray(kids) ? kids : kids === undefined ? [] : [kids]).flatMap(texts);
}

describe('share card layouts: pool', () => {
  it("the forecast card writes the kept forecast's title chances (stored in percent) as the page does, biggest first", () => {
    const tree = forecastCard('example.org', 'Banff', 'Autumn 2026', [
      { name: 'Bea', titlePercent: 13.64 },
      { name: 'Cal', titlePercent: 65.65 },
    ], 'after round 8', []);
    const t = texts(tree);
    expect(t).toEqual(expect.arrayContaining(['Banff', 'Cal', '65.7 %', 'Bea', '13.6 %', 'Autumn 2026 · after round 8', 'example.org']));
    expect(t.indexOf('Cal')).toBeLessThan(t.indexOf('Bea'));
  });

  it('the group card shows the top five with games, provisional marks and 90 % ranges', () => {
    const row = (rank: number, name: string, games: number) => ({
      rank,
      player_id: rank,
      name,
      games_played: games,
      wins: 1,
      losses: games - 1,
      win_percentage: 50,
      weighted_win_percentage: 50,
      rating: 60 - rank,
      games,
      provisional: games < 10,
      rating_interval: [50 - rank, 70 - rank] as [number, number],
    });
    const rows = [row(1, 'Ann', 12), row(2, 'Ben', 4), row(3, 'Cat', 10), row(4, 'Dan', 10), row(5, 'Eve', 10), row(6, 'Fay', 10)];
    const t = texts(groupCard('example.org', 'Banff', rows));
    expect(t).toEqual(expect.arrayContaining(['1.', 'Ann', '12 games', '90 %: 49.00–69.00', '59.00', '4 games, provisional']));
    expect(t).not.toContain('Fay');
    // 56 games over 6 players: 28 matches.
    expect(t).toContain('6 players · 28 games · Colley ratings');
  });

});

describe('share card layouts: cricket', () => {
  it("the bowling card writes the career's figures as the Bowling view does: counts grouped, rates to two places half up", () => {
    // 604 wickets for 16,719 runs off 33,698 balls: average 16719 / 604 = 27.6804... -> "27.68"; economy
    // 16719 / 33698 * 6 = 2.97685... -> "2.98"; strike rate 33698 / 604 = 55.7913... -> "55.79".
    const t = texts(
      bowlingCareerCard('example.org', 'Stuart Christopher John Broad', ['England'], '2007–2023', {
        matches: 167,
        innings: 309,
        balls: 33698,
        maidens: 1304,
        runs: 16719,
        wickets: 604,
        best_innings: { wickets: 8, runs: 15 },
        best_match: { wickets: 11, runs: 121 },
        average: 27.68,
        economy: 2.98,
        strike_rate: 55.79,
        four_wickets: 28,
        five_wickets: 20,
        ten_wickets: 3,
      }),
    );
    expect(t).toEqual(
      expect.arrayContaining(["Men's Test bowling career", 'Stuart Christopher John Broad', 'England · Tests 2007–2023', '167', '604', '27.68', '2.98', '8/15', '20']),
    );
    expect(t).toContain('309 innings · 33,698 balls · strike rate 55.79 · best in a match 11/121');
  });

  it('the bowling card of a player who never bowled says so instead of figures', () => {
    const none = { matches: 3, innings: 0, balls: 0, maidens: 0, runs: 0, wickets: 0, best_innings: null, best_match: null, average: null, economy: null, strike_rate: null, four_wickets: 0, five_wickets: 0, ten_wickets: 0 };
    const t = texts(bowlingCareerCard('example.org', 'A Keeper', ['India'], '2020–2021', none));
    expect(t).toContain('Did not bowl in any of his 3 Tests in the archive');
    expect(t).not.toContain('Wickets');
  });

  it('the fielding card writes the career credits as the Fielding view does, counts of 1,000 and more grouped', () => {
    const t = texts(fieldingCareerCard('example.org', 'Mark Boucher', ['South Africa'], '1997–2012', { matches: 147, catches: 1032, caught_and_bowled: 0, stumpings: 23, run_outs: 6 }));
    expect(t).toEqual(expect.arrayContaining(["Men's Test fielding career", 'Mark Boucher', 'South Africa · Tests 1997–2012', '147', '1,032', '23', '6']));
    expect(t).toContain('0 caught and bowled among the catches');
    expect(t.indexOf('Catches')).toBeLessThan(t.indexOf('Stumpings'));
  });

  it("the scorecard card shows the result and each innings' total as the scorecard prints them", () => {
    const inns = (inning: number, team: string, runs: number, wickets: number, overs: string, declared = false, follow_on = false) =>
      ({ inning, team, runs, wickets, overs, declared, forfeited: false, follow_on }) as unknown as MatchScorecard['innings'][number];
    const m = {
      match_id: '1152847',
      format: 'tests',
      test_number: 2359,
      start_date: '2019-08-14',
      end_date: '2019-08-18',
      teams: ['England', 'Australia'],
      ground: "Lord's",
      result: { kind: 'draw', winner: null, text: 'Drawn' },
      innings: [inns(1, 'England', 258, 10, '77.1'), inns(2, 'Australia', 250, 10, '94.3'), inns(3, 'England', 258, 5, '71', true), inns(4, 'Australia', 154, 6, '47.3')],
    } as unknown as MatchScorecard;
    const t = texts(scorecardCard('example.org', m));
    expect(t).toEqual(
      expect.arrayContaining([
        'England v Australia',
        "Lord's · 14 Aug 2019 to 18 Aug 2019",
        'Drawn',
        'England, 1st innings',
        '258 (77.1 ov)',
        'England, 3rd innings',
        '258/5 dec (71 ov)',
        'Australia, 4th innings',
        '154/6 (47.3 ov)',
        'Test No. 2359',
      ]),
    );
    expect(t).toContain("Men's Test scorecard");
    // Another format's card says so: a women's T20I, its number in its format.
    const w = texts(scorecardCard('example.org', { ...m, format: 'women-t20is', test_number: 1900, innings: [] } as unknown as MatchScorecard));
    expect(w).toEqual(expect.arrayContaining(["Women's T20I scorecard", 'T20I No. 1900']));
    expect(w.some((x) => /\bTest\b/.test(x))).toBe(false);
  });

  it("the records card shows the table's title and top five with the ranking figure as the records page writes it", () => {
    const row = (rank: number, name: string, runs: number, not_out: boolean) => ({
      rank,
      player_id: name,
      name,
      url_slug: name.toLowerCase(),
      team: 'West Indies',
      match_id: String(rank),
      opposition: 'England',
      ground: 'Antigua Recreation Ground',
      match_start_date: '2004-04-10',
      match_inns: 1,
      runs,
      not_out,
      balls: 582,
      fours: 43,
      sixes: 4,
    });
    const a = {
      table: 'highest-scores',
      data: [row(1, 'Brian Charles Lara', 1400, true), row(2, 'B', 380, false), row(3, 'C', 375, false), row(3, 'D', 375, false), row(5, 'E', 374, false), row(6, 'F', 365, true)],
      total: 6,
      limit: 5,
      offset: 0,
      tests: 1234,
      min: null,
    } as unknown as RecordsAnswer;
    const t = texts(recordsCard('example.org', a));
    expect(t).toEqual(
      expect.arrayContaining(["Men's Test records", 'Highest individual scores', '1.', 'Brian Charles Lara', '1,400*', 'West Indies v England · 2004', '3.', '374', 'In the 1,234 Tests the archive holds (it lacks some)']),
    );
    expect(t).not.toContain('F');
  });

  it('the win-probability card writes the RPS to 3 decimals and how much lower than the base rates, or that no model is fitted', () => {
    const ev = { tests: 876, rps: { model: 0.1418, base_rates: 0.24, pre_match: 0.2022 } } as unknown as WinProbabilityEvaluation;
    // (0.2400 - 0.1418) / 0.2400 = 40.9 % -> "41 %".
    expect(texts(winProbabilityCard('example.org', ev))).toEqual(expect.arrayContaining(['How sure is the model?', '0.142', '0.240', '41 %', '876', 'example.org']));
    expect(texts(winProbabilityCard('example.org', null)).join(' ')).toMatch(/not yet/);
    // A model worse than the base rates (a tiny archive) says so without a negative "lower".
    const worse = { tests: 5, rps: { model: 0.3, base_rates: 0.2, pre_match: 0.2 } } as unknown as WinProbabilityEvaluation;
    expect(texts(winProbabilityCard('example.org', worse))).toEqual(expect.arrayContaining(['Higher by', '50 %']));
  });
});

