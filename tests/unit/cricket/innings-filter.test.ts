import { describe, expect, it } from 'vitest';
import type { InningsRecord } from '../../../src/features/cricket/api/cricket-types';
import {
  describeFilters,
  filterInnings,
  filterOptions,
  filtersToSearch,
  isFiltered,
  NO_FILTERS,
  parseFilters,
} from '../../../src/features/cricket/utils/innings-filter';
import { rec } from './innings-record';

const records = [
  rec({ match_id: 'a', match_inns: 1, opposition: 'Australia', host_country: 'England', match_year: 2015 }), // home
  rec({ match_id: 'a', match_inns: 3, opposition: 'Australia', host_country: 'England', match_year: 2015 }), // home
  rec({ match_id: 'b', match_inns: 2, opposition: 'India', host_country: 'India', match_year: 2016 }), // away
  rec({ match_id: 'c', match_inns: 4, opposition: 'Pakistan', host_country: 'United Arab Emirates', match_year: 2018 }), // neutral
  rec({ match_id: 'd', match_inns: 2, opposition: 'Australia', host_country: 'Australia', match_year: 2021, did_bat: 0 }), // away, DNB
];
const ids = (rs: InningsRecord[]) => rs.map((r) => `${r.match_id}${r.match_inns}`);

describe('filter bar state in the URL', () => {
  it('reads every filter and ignores malformed values', () => {
    expect(parseFilters('?opp=Australia&host=England&venue=AWAY&from=2015&to=2020&inns=2')).toEqual({
      opposition: 'Australia', host: 'England', venue: 'away', from: 2015, to: 2020, inns: 2,
    });
    expect(parseFilters('venue=moon&from=15&to=abc&inns=5&opp=')).toEqual(NO_FILTERS);
    expect(parseFilters('from=2020&to=2010')).toMatchObject({ from: 2010, to: 2020 }); // swapped into order
    expect(parseFilters('')).toEqual(NO_FILTERS);
  });

  it('writes them back in a fixed order, keeping other parameters, and round-trips', () => {
    const f = { ...NO_FILTERS, opposition: 'South Africa', venue: 'home' as const, from: 2012, inns: 3 };
    expect(filtersToSearch(f)).toBe('opp=South+Africa&venue=home&from=2012&inns=3');
    expect(parseFilters(filtersToSearch(f))).toEqual(f);
    expect(filtersToSearch(NO_FILTERS, '?opp=India&tab=x')).toBe('tab=x');
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered(f)).toBe(true);
  });
});

describe('filtering innings', () => {
  it('keeps everything without filters', () => {
    expect(filterInnings(records, NO_FILTERS)).toHaveLength(5);
  });

  it('applies each filter, and all of them together', () => {
    expect(ids(filterInnings(records, { ...NO_FILTERS, opposition: 'Australia' }))).toEqual(['a1', 'a3', 'd2']);
    expect(ids(filterInnings(records, { ...NO_FILTERS, host: 'India' }))).toEqual(['b2']);
    expect(ids(filterInnings(records, { ...NO_FILTERS, venue: 'home' }))).toEqual(['a1', 'a3']);
    expect(ids(filterInnings(records, { ...NO_FILTERS, venue: 'away' }))).toEqual(['b2', 'd2']);
    expect(ids(filterInnings(records, { ...NO_FILTERS, venue: 'neutral' }))).toEqual(['c4']);
    expect(ids(filterInnings(records, { ...NO_FILTERS, from: 2016, to: 2018 }))).toEqual(['b2', 'c4']);
    expect(ids(filterInnings(records, { ...NO_FILTERS, to: 2015 }))).toEqual(['a1', 'a3']);
    expect(ids(filterInnings(records, { ...NO_FILTERS, inns: 2 }))).toEqual(['b2', 'd2']);
    expect(ids(filterInnings(records, { ...NO_FILTERS, opposition: 'Australia', venue: 'away', inns: 2 }))).toEqual(['d2']);
    expect(filterInnings(records, { ...NO_FILTERS, opposition: 'Australia', host: 'India' })).toEqual([]);
  });

  it('offers the career values, sorted', () => {
    expect(filterOptions(records)).toEqual({
      oppositions: ['Australia', 'India', 'Pakistan'],
      hosts: ['Australia', 'England', 'India', 'United Arab Emirates'],
      years: [2015, 2016, 2018, 2021],
      innings: [1, 2, 3, 4],
    });
  });

  it('describes the filters in words', () => {
    expect(describeFilters({ ...NO_FILTERS, opposition: 'India', host: 'India', venue: 'away', from: 2016, to: 2018, inns: 2 })).toBe(
      'v India, in India, away, 2016–2018, 2nd innings',
    );
    expect(describeFilters({ ...NO_FILTERS, from: 2016, to: 2016 })).toBe('2016');
    expect(describeFilters({ ...NO_FILTERS, from: 2016 })).toBe('from 2016');
    expect(describeFilters(NO_FILTERS)).toBe('');
  });
});
