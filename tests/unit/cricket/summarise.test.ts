import { describe, expect, it } from 'vitest';
import {
  averageWorm,
  binCounts,
  breakdown,
  countLine,
  fmtAverage,
  summarise,
  venueType,
} from '../../../src/features/cricket/utils/summarise';
import { runsCell } from '../../../src/features/cricket/components/player/innings-table';
import { rec } from './innings-record';

describe('career page maths', () => {
  const records = [
    rec({ runs: 120, balls_faced: 200, is_century: 1, run_bin: '100+', match_year: 2019 }),
    rec({ runs: 55, balls_faced: 100, is_fifty: 1, is_out: 0, dismissal: 'not out', run_bin: '50-59' }),
    rec({ runs: 5, balls_faced: 10, run_bin: '0-9', host_country: 'U.A.E.' }),
    rec({ did_bat: 0, is_out: 0, dismissal: 'did not bat', run_bin: null, batting_position: null }),
  ];

  it('summarises only innings where the player batted', () => {
    expect(summarise('all', records)).toMatchObject({ innings: 3, runs: 180, balls_faced: 310, outs: 2, not_outs: 1, average: 90, fifties: 1, centuries: 1 });
  });

  it('gives a null average (shown as "-") when never out', () => {
    const s = summarise('x', [rec({ runs: 10, is_out: 0 })]);
    expect(s.average).toBeNull();
    expect(fmtAverage(s.average)).toBe('-');
    expect(fmtAverage(Infinity)).toBe('-');
  });

  it('bins scores 0-9 ... 100+ and ignores did-not-bat records', () => {
    const bins = binCounts(records);
    expect(bins).toHaveLength(11);
    expect(bins.find((b) => b.bin === '100+')?.count).toBe(1);
    expect(bins.reduce((s, b) => s + b.count, 0)).toBe(3);
  });

  it('groups by year in order and by home/away/neutral', () => {
    expect(breakdown('year', records).map((r) => r.key)).toEqual(['2019', '2020']);
    expect(breakdown('venue-type', records).map((r) => [r.key, r.innings])).toEqual([
      ['Home', 2],
      ['Neutral', 1],
    ]);
    expect(venueType(rec({ host_country: 'Australia' }))).toBe('Away');
  });

  it('draws the average worm from the first dismissal', () => {
    expect(averageWorm([rec({ runs: 10, is_out: 0 }), rec({ runs: 20 }), rec({ runs: 30 })]).map((p) => p.average)).toEqual([null, 30, 30]);
  });

  it('marks not-out innings with * and did-not-bat as DNB', () => {
    expect(runsCell(records[1])).toBe('55*');
    expect(runsCell(records[0])).toBe('120');
    expect(runsCell(records[3])).toBe('DNB');
  });
});

describe('players list helpers', () => {
  it('words the count line as the spec says', () => {
    expect(countLine(25, 25, false)).toBe('Total players available: 25');
    expect(countLine(25, 25, true)).toBe('Total players available: 25');
    expect(countLine(25, 1, true)).toBe('Search returned 1 player');
    expect(countLine(25, 0, true)).toBe('Search returned 0 players');
    expect(countLine(25, 3, true)).toBe('Search returned 3 players');
  });
});
