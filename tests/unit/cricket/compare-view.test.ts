import { describe, expect, it } from 'vitest';
import type { PlayerDetail } from '../../../src/features/cricket/api/cricket-types';
import { compareFigures } from '../../../src/features/cricket/utils/compare-figures';
import { highestScore } from '../../../common/cricket/batting-summary';
import { filterInnings, filterStatusLines, inningsCount, NO_FILTERS, parseFilters } from '../../../src/features/cricket/utils/innings-filter';
import { lowerFirst, ownedId, ownedLabel } from '../../../src/features/cricket/utils/section-owner';
import { rec } from './innings-record';

// The compare view's one filter bar for two careers, its figures, and unique names for two
// players' sections. Every expected value below is counted by hand from the records listed here.

// Three Tests: a (2019, two innings), b (2020, one innings and a did-not-bat), c (2020, one innings).
const career = [
  rec({ match_id: 'a', match_inns: 1, match_year: 2019, runs: 80, balls_faced: 100, is_out: 1, fours: 10, is_fifty: 1 }),
  rec({ match_id: 'a', match_inns: 3, match_year: 2019, runs: 120, balls_faced: 200, is_out: 0, fours: 12, sixes: 2, is_century: 1 }),
  rec({ match_id: 'b', match_inns: 2, match_year: 2020, runs: 45, balls_faced: 60, is_out: 0, fours: 5, dismissal: 'not out' }),
  rec({ match_id: 'b', match_inns: 4, match_year: 2020, did_bat: 0, is_out: 0, runs: 0, dismissal: 'did not bat' }),
  rec({ match_id: 'c', match_inns: 1, match_year: 2020, runs: 45, balls_faced: 90, is_out: 1, fours: 4 }),
];

const detail = (over: Partial<PlayerDetail> = {}): PlayerDetail =>
  ({
    matches: 3,
    coverage_note: null,
    summary: {
      matches: 3, innings: 4, did_bat: 4, not_outs: 2, outs: 2, runs: 290, balls_faced: 450, average: 145, strike_rate: 64.44,
      fours: 31, sixes: 2, fifties: 1, centuries: 1, highest_score: 120, highest_not_out: true,
    },
    ...over,
  }) as PlayerDetail;

describe('the filter bar for two careers', () => {
  it('counts each player: all innings unfiltered, shown of all when filtered, with the did-not-bat records said out loud', () => {
    const other = [rec({ match_id: 'x', match_year: 2019 }), rec({ match_id: 'y', match_year: 2021 })];
    const counts = [inningsCount(career, career, 'A Batter'), inningsCount(other, other, 'B Batter')];
    expect(counts[0]).toEqual({ name: 'A Batter', shown: 4, total: 4, dnbShown: 1, dnbTotal: 1 });
    expect(filterStatusLines(NO_FILTERS, counts)).toEqual(['A Batter: all 4 innings, plus 1 did not bat', 'B Batter: all 2 innings']);

    const f = parseFilters('from=2020&to=2020');
    const shown = [filterInnings(career, f), filterInnings(other, f)];
    const filtered = [inningsCount(career, shown[0], 'A Batter'), inningsCount(other, shown[1], 'B Batter')];
    expect(filterStatusLines(f, filtered)).toEqual(['Showing 2020:', 'A Batter: 2 of 4 innings, plus 1 did not bat', 'B Batter: 0 of 2 innings']);
  });

  it('keeps the career page line for one unnamed career', () => {
    expect(filterStatusLines(NO_FILTERS, [inningsCount(career, career)])).toEqual(['All 4 innings, plus 1 did not bat']);
    const f = parseFilters('from=2019&to=2019');
    expect(filterStatusLines(f, [inningsCount(career, filterInnings(career, f))])).toEqual(['Showing 2 of 4 innings: 2019']);
  });
});

describe('head to head figures of the filtered innings', () => {
  it('a not-out score ranks above the same score out; did-not-bat records are not scores', () => {
    expect(highestScore(career)).toEqual({ runs: 120, not_out: true });
    expect(highestScore(career.filter((r) => r.match_year === 2020))).toEqual({ runs: 45, not_out: true }); // 45* over 45
    expect(highestScore([rec({ did_bat: 0, runs: 0 })])).toBeNull();
  });

  it('recounts the filtered innings: Tests are distinct matches, average and rate from the sums', () => {
    const shown = filterInnings(career, parseFilters('from=2020'));
    const f = compareFigures(detail(), 'A Batter', shown, true);
    // b (45*, 60 balls) and c (45 out, 90 balls), plus b's did-not-bat record: 2 Tests, 2 innings, 1 out.
    expect(f).toMatchObject({ name: 'A Batter', matches: 2, innings: 2, not_outs: 1, outs: 1, runs: 90, balls_faced: 150, fours: 9, sixes: 0 });
    expect(f.average).toBe(90); // 90 / 1
    expect(f.strike_rate).toBe(60); // 100 x 90 / 150
    expect(f).toMatchObject({ highest_score: 45, highest_not_out: true, fifties: 0, centuries: 0, partial: false });
  });

  it('unfiltered, takes the career summary as the API gives it, and marks a career the archive may hold in part', () => {
    const note = { team: 'England' } as unknown as NonNullable<PlayerDetail['coverage_note']>;
    const f = compareFigures(detail({ coverage_note: note }), 'A Batter', career, false);
    expect(f).toMatchObject({ matches: 3, innings: 4, runs: 290, average: 145, highest_score: 120, highest_not_out: true, partial: true });
  });
});

describe('two players on one page: ids and landmark names carry the player', () => {
  const owner = { key: 'p2', name: 'AJ Smith', colour: '#7c3aed' };
  it('prefixes ids and names only for an owned section', () => {
    expect(ownedId('dismissal-risk')).toBe('dismissal-risk');
    expect(ownedId('dismissal-risk', owner)).toBe('p2-dismissal-risk');
    expect(ownedLabel('Out chance per ball')).toBe('Out chance per ball');
    expect(ownedLabel('Out chance per ball', owner)).toBe('AJ Smith: out chance per ball');
    expect(lowerFirst('Milestones')).toBe('milestones');
  });
});
