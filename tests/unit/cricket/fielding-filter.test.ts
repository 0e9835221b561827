import { describe, expect, it } from 'vitest';
import type { FieldingMatch } from '../../../contracts/cricket-fielding';
import { fieldingBreakdown, summariseFielding, testsWithCredits } from '../../../src/features/cricket/utils/fielding-summary';
import { filterInnings, filterOptions, filterStatusLines, parseFilters } from '../../../src/features/cricket/utils/innings-filter';

/**
 * The Fielding view's filters over a hand-made career of five Tests for England (every figure below worked by hand):
 *   t1 2019 v Australia at Lord's (home)         2 ct (1 c&b), 0 st, 1 ro
 *   t2 2019 v Australia at the MCG (away)        1 ct, 1 st, 0 ro
 *   t3 2020 v India at Chennai (away)            0 ct, 0 st, 0 ro
 *   t4 2021 v India at Lord's (home)             3 ct, 0 st, 0 ro
 *   t5 2022 v Pakistan at Dubai (neutral)        0 ct, 0 st, 2 ro
 * Career: 5 Tests, 6 ct (1 c&b), 1 st, 3 ro.
 */
const t = (match_id: string, date: string, opposition: string, ground: string, host_country: string | null, catches: number, cb: number, stumpings: number, run_outs: number): FieldingMatch => ({
  match_id,
  match_start_date: date,
  match_year: Number(date.slice(0, 4)),
  team: 'England',
  opposition,
  ground,
  host_country,
  catches,
  caught_and_bowled: cb,
  stumpings,
  run_outs,
});
const CAREER = [
  t('t1', '2019-08-14', 'Australia', "Lord's", 'England', 2, 1, 0, 1),
  t('t2', '2019-12-26', 'Australia', 'Melbourne Cricket Ground', 'Australia', 1, 0, 1, 0),
  t('t3', '2020-02-05', 'India', 'MA Chidambaram Stadium', 'India', 0, 0, 0, 0),
  t('t4', '2021-08-12', 'India', "Lord's", 'England', 3, 0, 0, 0),
  t('t5', '2022-11-01', 'Pakistan', 'Dubai International Cricket Stadium', 'United Arab Emirates', 0, 0, 0, 2),
];

describe('the Fielding view: filters, summary and breakdown over his Tests', () => {
  it('sums the whole career', () => {
    expect(summariseFielding(CAREER)).toEqual({ matches: 5, catches: 6, caught_and_bowled: 1, stumpings: 1, run_outs: 3 });
  });

  it('each filter keeps the Tests it names and the figures follow', () => {
    const sum = (query: string) => summariseFielding(filterInnings(CAREER, parseFilters(query)));
    // v Australia: t1 + t2.
    expect(sum('opp=Australia')).toEqual({ matches: 2, catches: 3, caught_and_bowled: 1, stumpings: 1, run_outs: 1 });
    // Away: t2 + t3 (Australia and India hosting England).
    expect(sum('venue=away')).toEqual({ matches: 2, catches: 1, caught_and_bowled: 0, stumpings: 1, run_outs: 0 });
    // Neutral: t5 only.
    expect(sum('venue=neutral')).toEqual({ matches: 1, catches: 0, caught_and_bowled: 0, stumpings: 0, run_outs: 2 });
    // In England, 2020 onwards: t4.
    expect(sum('host=England&from=2020')).toEqual({ matches: 1, catches: 3, caught_and_bowled: 0, stumpings: 0, run_outs: 0 });
    // 2019-2020: t1, t2, t3.
    expect(sum('from=2019&to=2020')).toEqual({ matches: 3, catches: 3, caught_and_bowled: 1, stumpings: 1, run_outs: 1 });
    // No Test v New Zealand.
    expect(sum('opp=New Zealand').matches).toBe(0);
  });

  it('offers the values of his career, with no innings numbers (a Test has none)', () => {
    expect(filterOptions(CAREER)).toEqual({
      oppositions: ['Australia', 'India', 'Pakistan'],
      hosts: ['Australia', 'England', 'India', 'United Arab Emirates'],
      years: [2019, 2020, 2021, 2022],
      innings: [],
    });
  });

  it('groups by year (every year he played, credits or not), by ground and home/away/neutral', () => {
    expect(fieldingBreakdown('year', CAREER)).toEqual([
      { key: '2019', matches: 2, catches: 3, caught_and_bowled: 1, stumpings: 1, run_outs: 1 },
      { key: '2020', matches: 1, catches: 0, caught_and_bowled: 0, stumpings: 0, run_outs: 0 },
      { key: '2021', matches: 1, catches: 3, caught_and_bowled: 0, stumpings: 0, run_outs: 0 },
      { key: '2022', matches: 1, catches: 0, caught_and_bowled: 0, stumpings: 0, run_outs: 2 },
    ]);
    expect(fieldingBreakdown('ground', CAREER)[0]).toEqual({ key: "Lord's", matches: 2, catches: 5, caught_and_bowled: 1, stumpings: 0, run_outs: 1 });
    expect(fieldingBreakdown('venue-type', CAREER).map((g) => [g.key, g.matches])).toEqual([
      ['Home', 2],
      ['Away', 2],
      ['Neutral', 1],
    ]);
  });

  it('lists the Tests with a credit, oldest first, and counts Tests in the status line', () => {
    expect(testsWithCredits(CAREER).map((r) => r.match_id)).toEqual(['t1', 't2', 't4', 't5']);
    const away = parseFilters('venue=away');
    expect(filterStatusLines(away, [{ shown: 2, total: 5, dnbShown: 0, dnbTotal: 0 }], 'Tests')).toEqual(['Showing 2 of 5 Tests: away']);
    expect(filterStatusLines(parseFilters(''), [{ shown: 1, total: 1, dnbShown: 0, dnbTotal: 0 }], 'Tests')).toEqual(['All 1 Test']);
  });
});
