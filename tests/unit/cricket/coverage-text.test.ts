import { describe, expect, it } from 'vitest';
import type { CareerCoverageNote, TeamMissingTests } from '../../../contracts/cricket-coverage';
import { careerGapSentence, careerMissingTests, yearsText } from '../../../src/features/cricket/utils/coverage-text';

const gap = (tests: number, after: string, before: string): TeamMissingTests => ({
  teams: ['England', 'South Africa'],
  series: 'England tour of South Africa, 2004/05',
  series_matches: Array.from({ length: tests }, (_, i) => i + 1),
  tests,
  test_numbers: [],
  withheld: false,
  after_date: after,
  before_date: before,
});
const note = (over: Partial<CareerCoverageNote>): CareerCoverageNote => ({
  team: 'England',
  starts_with_archive: false,
  first_test_number: 1600,
  before: [],
  inside: [],
  unknown_inside: 0,
  ...over,
});

describe("a career's coverage in plain words, at its count of Tests", () => {
  it('counts the Tests of his team the archive lacks in his span as his, "about", with their years', () => {
    // 182 held; 2 missing before his first (2003), 3 inside (2004/05), 1 of unknown teams: 6 of 188.
    const n = note({ before: [gap(2, '2003-05-01', '2003-06-20')], inside: [gap(3, '2004-12-10', '2005-01-20')], unknown_inside: 1 });
    expect(careerMissingTests(n)).toBe(6);
    expect(careerGapSentence(n, 182, '2003-07-01')).toBe('About 6 of his 188 Tests, 2003–05, are missing from the archive.');
    expect(careerGapSentence(n, 182, '2003-07-01', "AJ Smith's")).toBe("About 6 of AJ Smith's 188 Tests, 2003–05, are missing from the archive.");
    expect(careerGapSentence(note({ inside: [gap(1, '2010-03-01', '2010-03-20')] }), 40, null)).toBe('About 1 of his 41 Tests, 2010, is missing from the archive.');
  });

  it('says a career that starts with the archive may have begun before it', () => {
    const n = note({ starts_with_archive: true, inside: [gap(2, '2020-12-01', '2021-01-10')] });
    expect(careerGapSentence(n, 3, '2020-07-01')).toBe(
      'About 2 of his 5 Tests, 2020–21, are missing from the archive. Any Tests he played before 1 Jul 2020 are not in the archive.',
    );
    expect(careerGapSentence(note({ starts_with_archive: true }), 3, '2020-07-01', "L Long's")).toBe('Any Tests L Long played before 1 Jul 2020 are not in the archive.');
    expect(careerGapSentence(note({}), 3, '2020-07-01')).toBeNull();
  });

  it('writes a span of years as a reader does', () => {
    expect(yearsText(2003, 2006)).toBe('2003–06');
    expect(yearsText(1999, 2001)).toBe('1999–2001');
    expect(yearsText(2004, 2004)).toBe('2004');
  });
});
