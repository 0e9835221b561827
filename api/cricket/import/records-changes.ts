/**
 * The records book's changes at each import (GET /api/cricket/records_changes): when an import finishes, the top ten
 * of every records table in every format it holds is compared with the top ten kept from the import before, and the
 * rows that entered or moved up are stored with the new top tens (app_meta), so the page reads them without a query
 * over the archive. The first import has nothing to compare with (`compared` false).
 */
import type { Db } from '../../db/database';
import { RECORD_TABLES, type RecordTable } from '../../../common/cricket/record-tables';
import { recordsDiff, type PlacedRow } from '../../../common/cricket/records-diff';
import type { CricketFormatKey } from '../../../common/cricket/formats';
import { fixedHalfUp, formatNumber } from '../../../common/number-text';
import type { RecordChange, RecordsChanges } from '../../../contracts/cricket-records';
import { records } from '../queries/records-queries';
import { getMeta, setMeta } from './import-status';

const TOP = 10;
const TOPS_KEY = 'cricket_records_top';
const CHANGES_KEY = 'cricket_records_changes';

type Row = Record<string, unknown>;
const num = (r: Row, k: string) => Number(r[k] ?? 0);
const count = (r: Row, k: string, word: string) => `${formatNumber(num(r, k))} ${word}`;
const twoPlaces = (r: Row, k: string) => (r[k] === null || r[k] === undefined ? '-' : fixedHalfUp(num(r, k), 2));

/** The figure a table ranks by, as its row shows it. */
const FIGURE: Record<RecordTable, (r: Row) => string> = {
  'most-runs': (r) => count(r, 'runs', 'runs'),
  'most-wickets': (r) => count(r, 'wickets', 'wickets'),
  'highest-scores': (r) => `${num(r, 'runs')}${r.not_out ? '*' : ''}`,
  'best-bowling-innings': (r) => `${num(r, 'wickets')}/${num(r, 'runs')}`,
  'best-bowling-match': (r) => `${num(r, 'wickets')}/${num(r, 'runs')}`,
  'most-catches': (r) => count(r, 'catches', 'catches'),
  'most-keeper-dismissals': (r) => count(r, 'dismissals', 'dismissals'),
  'most-stumpings': (r) => count(r, 'stumpings', 'stumpings'),
  'best-batting-average': (r) => `average ${twoPlaces(r, 'average')}`,
  'best-bowling-average': (r) => `average ${twoPlaces(r, 'average')}`,
  'most-five-wickets': (r) => count(r, 'five_wickets', 'five-wicket innings'),
  'most-centuries': (r) => count(r, 'hundreds', 'centuries'),
  'most-wpa-test': (r) => `${twoPlaces(r, 'wpa')} win probability added`,
  'most-wpa-career': (r) => `${twoPlaces(r, 'wpa')} win probability added`,
};

type Tops = Partial<Record<CricketFormatKey, Record<string, PlacedRow[]>>>;

/** The top ten of every records table, in every format the archive holds. */
function recordsTops(db: Db): Tops {
  const formats = db.prepare<unknown[], CricketFormatKey>('SELECT DISTINCT fmt FROM cricket_matches').pluck().all();
  const tops: Tops = {};
  for (const fmt of formats) {
    const tables: Record<string, PlacedRow[]> = {};
    for (const table of RECORD_TABLES) {
      const rows = records(db, table, {}, { limit: TOP, offset: 0 }, fmt).data as Row[];
      tables[table] = rows.map((r) => {
        const matchId = typeof r.match_id === 'string' ? r.match_id : null;
        return {
          key: [r.player_id, matchId, r.match_inns].filter((x) => x !== undefined && x !== null).join(':'),
          name: String(r.name),
          url_slug: String(r.url_slug),
          rank: num(r, 'rank'),
          figure: FIGURE[table](r),
          match_id: matchId,
        };
      });
    }
    tops[fmt] = tables;
  }
  return tops;
}

/**
 * The top tens before an import writes: those the last import kept, or, when none was kept (an archive imported
 * before the changes were stored), worked out now; null for an empty archive (nothing to compare with).
 */
export function recordsBefore(db: Db): Tops | null {
  const kept = getMeta(db, TOPS_KEY);
  if (kept) return JSON.parse(kept) as Tops;
  const any = db.prepare('SELECT 1 FROM cricket_matches LIMIT 1').get();
  return any ? recordsTops(db) : null;
}

/** After an import: the changes against `before` for every format, and the new top tens for the next import. */
export function storeRecordsChanges(db: Db, before: Tops | null, importedAt: string) {
  const after = recordsTops(db);
  const changes: Partial<Record<CricketFormatKey, RecordChange[]>> = {};
  if (before) {
    for (const [fmt, tables] of Object.entries(after) as [CricketFormatKey, Record<string, PlacedRow[]>][]) {
      changes[fmt] = recordsDiff(before[fmt] ?? {}, tables) as RecordChange[];
    }
  }
  setMeta(db, TOPS_KEY, JSON.stringify(after));
  setMeta(db, CHANGES_KEY, JSON.stringify({ imported_at: importedAt, compared: before !== null, changes }));
}

/** GET /api/cricket/records_changes: the last import's changes in one format. */
export function recordsChanges(db: Db, fmt: CricketFormatKey): RecordsChanges {
  const kept = getMeta(db, CHANGES_KEY);
  if (!kept) return { imported_at: null, compared: false, changes: [] };
  const all = JSON.parse(kept) as { imported_at: string; compared: boolean; changes: Partial<Record<CricketFormatKey, RecordChange[]>> };
  return { imported_at: all.imported_at, compared: all.compared, changes: all.changes[fmt] ?? [] };
}
