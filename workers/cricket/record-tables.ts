import type { RecordTable } from '../../contracts/cricket';

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
};
