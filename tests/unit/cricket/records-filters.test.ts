import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  RECORDS_FILTER_NAMES,
  RECORDS_FILTERS,
  RECORDS_PAGE_SIZE,
  TEAM_RECORDS_FILTER_NAMES,
  type RecordsFilterKind,
} from '../../../common/cricket/records-filters';
import { RecordsFilters, RecordsQuery } from '../../../contracts/cricket-records';
import { TeamRecordsQuery } from '../../../contracts/cricket-teams';
import { PAGES } from '../../../contracts/route-manifest';
import { recordsQueryOptions } from '../../../src/features/cricket/api/get-records';
import { teamRecordsQueryOptions } from '../../../src/features/cricket/api/get-teams';
import { NO_FILTERS, parseRecordsPage, recordsParams, recordsRequest } from '../../../src/features/cricket/utils/records-page';
import { createApp } from '../../../api/app';
import { openDatabase, type Db } from '../../../api/db/database';
import { migrate } from '../../../api/db/migrate';

// The records filters and page size are written once (common/cricket/records-filters.ts): the contract, the
// manifest, the page state, the request, the cache key and the server all take them from there, so a filter
// added in that one place reaches each of them. Values below are written by hand per kind of filter.
const GOOD: Record<RecordsFilterKind, { text: string; value: string | number }> = {
  text: { text: 'England', value: 'England' },
  year: { text: '2005', value: 2005 },
  whole: { text: '30', value: 30 },
};
const BAD: Record<RecordsFilterKind, string> = { text: 'x'.repeat(81), year: '05', whole: 'many' };

describe('the records filters, defined once', () => {
  it('the contract, the team tables’ contract and the manifest carry exactly the one list', () => {
    expect(Object.keys(RecordsFilters.shape)).toEqual(RECORDS_FILTER_NAMES);
    // Beside the filters, the format (common/cricket/formats.ts), the one dimension every cricket answer takes.
    expect(Object.keys(RecordsQuery.shape)).toEqual([...RECORDS_FILTER_NAMES, 'limit', 'offset', 'format']);
    expect(Object.keys(TeamRecordsQuery.shape)).toEqual([...TEAM_RECORDS_FILTER_NAMES, 'format']);
    expect(TEAM_RECORDS_FILTER_NAMES).toEqual(['team', 'opp', 'host', 'ground', 'from', 'to']);
    const records = PAGES.find((p) => p.path === '/cricket/records');
    expect(records && 'params' in records ? records.params : null).toEqual(['table', ...RECORDS_FILTER_NAMES, 'page', 'format']);
  });

  it('each filter is validated by its kind, the error naming the filter', () => {
    for (const name of RECORDS_FILTER_NAMES) {
      const kind = RECORDS_FILTERS[name];
      expect(RecordsQuery.parse({ [name]: GOOD[kind].text })).toEqual({ [name]: GOOD[kind].value });
      const bad = RecordsQuery.safeParse({ [name]: BAD[kind] });
      expect(bad.success, name).toBe(false);
      expect(bad.error?.issues[0].path, name).toEqual([name]);
    }
  });

  it('each filter in the URL reaches the page state, the request, the cache key and back to the URL', () => {
    for (const name of RECORDS_FILTER_NAMES) {
      const kind = RECORDS_FILTERS[name];
      // The averages table, so the qualification `min` applies.
      const state = parseRecordsPage(`?table=best-batting-average&${name}=${GOOD[kind].text}&page=3`);
      expect(state[name], name).toBe(GOOD[kind].value);
      const request = recordsRequest(state);
      expect(request[name], name).toBe(GOOD[kind].value);
      expect(request.offset).toBe(2 * RECORDS_PAGE_SIZE);
      expect(request.limit).toBe(RECORDS_PAGE_SIZE);
      const address = String(recordsQueryOptions(request).queryKey.at(-1));
      expect(address, name).toBe(`/api/cricket/records/best-batting-average?${name}=${GOOD[kind].text}&limit=${RECORDS_PAGE_SIZE}&offset=${2 * RECORDS_PAGE_SIZE}`);
      expect(recordsParams(state)[name], name).toBe(GOOD[kind].text);
    }
  });

  it('the qualification is dropped on a table without one; "Clear filters" keeps it', () => {
    const state = parseRecordsPage('?table=most-runs&min=30&team=England');
    expect(recordsRequest(state).min).toBeNull();
    expect(recordsParams(state).min).toBeNull();
    const cleared = { ...parseRecordsPage('?table=best-batting-average&min=30&team=England&from=2001'), ...NO_FILTERS };
    expect(recordsRequest(cleared)).toMatchObject({ team: null, from: null, min: 30 });
  });

  it('the team tables’ key holds every team filter in the one order, unset ones as null', () => {
    const f = { ...NO_FILTERS, opp: 'India', from: 2001 };
    expect(teamRecordsQueryOptions(f).queryKey).toEqual(['cricket', 'teams', 'records', null, 'India', null, null, 2001, null]);
  });
});

describe('the server takes the same page size and filters', () => {
  const dir = mkdtempSync(join(tmpdir(), 'records-filters-'));
  let db: Db;
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    db = openDatabase(join(dir, 'site.db'));
    migrate(db);
    app = createApp({ db });
  });
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a page without `limit` holds RECORDS_PAGE_SIZE rows at most; a bad filter is a 400 naming it', async () => {
    const res = await app.request('/api/cricket/records/most-runs');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { limit: number }).limit).toBe(RECORDS_PAGE_SIZE);
    for (const name of RECORDS_FILTER_NAMES) {
      const bad = await app.request(`/api/cricket/records/most-runs?${name}=${BAD[RECORDS_FILTERS[name]]}`);
      expect(bad.status, name).toBe(400);
      expect(((await bad.json()) as { error: { field: string } }).error.field, name).toBe(name);
    }
  });
});
