/** The records book's tables (GET /api/cricket/records/{table}), in the order the records page lists them. */
export const RECORD_TABLES = [
  'most-runs',
  'most-wickets',
  'highest-scores',
  'best-bowling-innings',
  'best-bowling-match',
  'most-catches',
  'most-stumpings',
  'best-batting-average',
  'best-bowling-average',
  'most-five-wickets',
  'most-centuries',
  'most-wpa-test',
  'most-wpa-career',
] as const;
export type RecordTable = (typeof RECORD_TABLES)[number];

/**
 * The records book's tables as the records page and its share card name them: each table's title and, for the
 * averages, what the qualification counts.
 */
export const RECORD_TABLE_INFO: Record<RecordTable, { title: string; qualification?: 'innings' | 'balls' }> = {
  'most-runs': { title: 'Most runs' },
  'most-wickets': { title: 'Most wickets' },
  'highest-scores': { title: 'Highest individual scores' },
  'best-bowling-innings': { title: 'Best bowling in an innings' },
  'best-bowling-match': { title: 'Best bowling in a match' },
  'most-catches': { title: 'Most catches' },
  'most-stumpings': { title: 'Most stumpings' },
  'best-batting-average': { title: 'Best batting average', qualification: 'innings' },
  'best-bowling-average': { title: 'Best bowling average', qualification: 'balls' },
  'most-five-wickets': { title: 'Most five-wicket innings' },
  'most-centuries': { title: 'Most centuries' },
  'most-wpa-test': { title: 'Most win probability added in a Test' },
  'most-wpa-career': { title: 'Most win probability added in a career' },
};
