/** The records book's tables (GET /api/cricket/records/{table}), in the order the records page lists them. */
export const RECORD_TABLES = [
  'most-runs',
  'most-wickets',
  'highest-scores',
  'best-bowling-innings',
  'best-bowling-match',
  'most-catches',
  'most-keeper-dismissals',
  'most-stumpings',
  'best-batting-average',
  'best-bowling-average',
  'most-five-wickets',
  'most-centuries',
  'most-sixes',
  'fastest-fifties',
  'fastest-hundreds',
  'best-economy',
  'most-wpa-test',
  'most-wpa-career',
] as const;
export type RecordTable = (typeof RECORD_TABLES)[number];

/**
 * The records book's tables as the records page and its share card name them: each table's title and, for the
 * averages, what the qualification counts.
 */
export const RECORD_TABLE_INFO: Record<RecordTable, { title: string; qualification?: 'innings' | 'balls'; definition?: string }> = {
  'most-runs': { title: 'Most runs', definition: '† marks a career the archive may hold only in part (its page says which Tests are missing).' },
  'most-wickets': { title: 'Most wickets' },
  'highest-scores': { title: 'Highest individual scores' },
  'best-bowling-innings': { title: 'Best bowling in an innings' },
  'best-bowling-match': { title: 'Best bowling in a match' },
  'most-catches': {
    title: 'Most catches (fielder)',
    definition:
      "Catches in the field, caught and bowled included; catches taken as wicket-keeper are left out (they are in Most dismissals (wicket-keeper)). Cricsheet does not name the keeper: a player who made a stumping in a Test kept wicket in it, and in a side's Test without one, its keeper in its nearest Test with one, if he played.",
  },
  'most-keeper-dismissals': {
    title: 'Most dismissals (wicket-keeper)',
    definition:
      "Catches and stumpings taken as wicket-keeper. Cricsheet does not name the keeper: a player who made a stumping in a Test kept wicket in it, and in a side's Test without one, its keeper in its nearest Test with one, if he played; a keeper's Tests where neither shows him are not counted.",
  },
  'most-stumpings': { title: 'Most stumpings' },
  'best-batting-average': {
    title: 'Best batting average',
    qualification: 'innings',
    definition: 'Runs per dismissal over the innings the archive holds. † marks a career the archive may hold only in part (its page says which Tests are missing): its average is of the Tests held.',
  },
  'best-bowling-average': { title: 'Best bowling average', qualification: 'balls' },
  'most-five-wickets': { title: 'Most five-wicket innings' },
  'most-centuries': { title: 'Most centuries' },
  'most-sixes': { title: 'Most sixes', definition: 'Sixes hit over the boundary; a six run all the way is runs, not a six.' },
  'fastest-fifties': {
    title: 'Fastest fifties',
    definition: 'Balls he had faced when his score reached 50 (a wide is not a ball faced); every innings that reached 50 counts, hundreds included.',
  },
  'fastest-hundreds': { title: 'Fastest hundreds', definition: 'Balls he had faced when his score reached 100 (a wide is not a ball faced).' },
  'best-economy': {
    title: 'Best economy rate',
    qualification: 'balls',
    definition: "Bowler's runs (off the bat, wides and no-balls) per six legal balls.",
  },
  'most-wpa-test': { title: 'Most win probability added in a Test' },
  'most-wpa-career': { title: 'Most win probability added in a career' },
};
