import { describe, expect, it } from 'vitest';
import { possibleSeriesTests } from './series-completeness';
import { continuations, continuesSeries } from './series-continuation';
import { seriesResult } from './team-results';

const pair = ['England', 'India'] as const;
const unknown = (testNumber: number) => ({ testNumber, teams: null, assigned: false });

describe("a series' lost last Test, from the official Test numbers", () => {
  // England in India 2005/06 as the archive holds it: Test 1 (#1785, drawn) and Test 2 (#1788, India won); the
  // Mumbai Test (#1791, England won) is missing. Either team's next held Test is #1797; #1786 and #1787 lie between
  // the series' Tests 1 and 2 (numbered consecutively, so not this series'); #1793 is placed in another series.
  const span = { pair, testNumbers: [1785, 1788], numbered: true };
  const missing = [unknown(1786), unknown(1787), unknown(1790), unknown(1791), { testNumber: 1793, teams: ['Australia', 'South Africa'] as const, assigned: true }];

  it('names the missing Tests after the last held one and before either team\'s next', () => {
    expect(possibleSeriesTests(span, [1770, 1785, 1788, 1797], missing)).toEqual([1790, 1791]);
    // No missing Test there: nothing to doubt.
    expect(possibleSeriesTests(span, [1770, 1785, 1788, 1789], missing)).toEqual([]);
    // A missing Test known to be other teams' (a withheld Afghanistan Test) is not a candidate.
    expect(possibleSeriesTests(span, [1785, 1788, 1797], [{ testNumber: 1790, teams: ['Afghanistan', 'Ireland'], assigned: false }])).toEqual([]);
  });

  it('an unnumbered series may also lack a Test before its first held one', () => {
    expect(possibleSeriesTests({ pair, testNumbers: [1788], numbered: false }, [1770, 1788, 1797], [unknown(1780), unknown(1790)])).toEqual([1780, 1790]);
  });

  it('gives no series result where such a Test exists: "as far as the archive holds"', () => {
    const t = (matchNumber: number, winner: string | null) => ({ matchNumber, winner, result: winner ? 'win' : 'draw' });
    const cands = possibleSeriesTests(span, [1770, 1785, 1788, 1797], missing).map((n) => ({ testNumber: n, seriesMatch: null }));
    const r = seriesResult(pair, [t(1, null), t(2, 'India')], cands);
    expect(r.complete).toBe(false);
    expect(r.text).toBe('As far as the archive holds (2 Tests): England 0, India 1, 1 drawn');
    expect(r.gaps).toEqual(['Tests no. 1790 and 1791, which may belong to this series (the archive does not show their teams)']);
  });

  it('an ODI series speaks of ODIs, never of Tests', () => {
    const t = (matchNumber: number, winner: string | null) => ({ matchNumber, winner, result: winner ? 'win' : 'draw' });
    const r = seriesResult(pair, [t(1, 'England'), t(3, 'India')], [{ testNumber: 4141, seriesMatch: null }], 'ODI');
    expect(r.text).toBe('As far as the archive holds (2 ODIs): England 1, India 1, 0 drawn');
    expect(r.gaps).toEqual(["ODI 2 of the series is not in the archive under this series' name and season", 'ODI no. 4141, which may belong to this series']);
  });
});

describe('a Test postponed to the next season continues its series', () => {
  // England v India 2021: Tests 1-4 (Aug-Sep 2021, season "2021"), Test 5 at Edgbaston (Jul 2022, season "2022").
  const p2021 = { name: 'India tour of England', season: '2021', pair, numbers: [1, 2, 3, 4], firstDate: '2021-08-04', lastDate: '2021-09-02' };
  const p2022 = { name: 'India tour of England', season: '2022', pair, numbers: [5], firstDate: '2022-07-01', lastDate: '2022-07-01' };
  it('joins the fifth Test to the first four', () => {
    expect(continuesSeries(p2022, p2021)).toBe(true);
    expect(continuations([p2021, p2022])).toEqual([null, 0]);
  });
  it('not when the numbering does not follow on, the name or pair differs, or the season is the same', () => {
    expect(continuesSeries({ ...p2022, numbers: [6] }, p2021)).toBe(false);
    expect(continuesSeries({ ...p2022, numbers: [1] }, p2021)).toBe(false);
    expect(continuesSeries({ ...p2022, name: 'England tour of India' }, p2021)).toBe(false);
    expect(continuesSeries({ ...p2022, season: '2021' }, p2021)).toBe(false);
    expect(continuesSeries({ ...p2022, pair: ['Australia', 'England'] }, p2021)).toBe(false);
  });
});

describe('a first Test filed under another event name belongs to the series its numbering continues', () => {
  // Australia v India 2007/08 (the real archive): Test 1 at Melbourne (26 Dec 2007) under "India tour of Australia",
  // Tests 2-4 (Sydney, Perth, Adelaide) under "Border-Gavaskar Trophy", one season.
  const ai = ['Australia', 'India'] as const;
  const tour = { name: 'India tour of Australia', season: '2007/08', pair: ai, numbers: [1], firstDate: '2007-12-26', lastDate: '2007-12-26' };
  const trophy = { name: 'Border-Gavaskar Trophy', season: '2007/08', pair: ai, numbers: [2, 3, 4], firstDate: '2008-01-02', lastDate: '2008-01-24' };
  it('joins Tests 2-4 to Test 1', () => {
    expect(continuesSeries(trophy, tour)).toBe(true);
    expect(continuations([tour, trophy])).toEqual([null, 0]);
  });
  it('not in another season, nor when the earlier run is not numbered exactly 1 to k - 1, nor with a run of the pair between', () => {
    expect(continuesSeries(trophy, { ...tour, season: '2006/07' })).toBe(false);
    expect(continuesSeries({ ...trophy, numbers: [3, 4] }, { ...tour, numbers: [2] })).toBe(false);
    expect(continuesSeries(trophy, { ...tour, numbers: [1, 1] })).toBe(false);
    const other = { name: 'Another Cup', season: '2007/08', pair: ai, numbers: [1, 2], firstDate: '2007-12-30', lastDate: '2007-12-30' };
    expect(continuations([tour, other, trophy])).toEqual([null, null, null]);
  });
});
