/**
 * What the cricket archive holds: matches and dates, the last import's outcome, which official Tests it holds and
 * which it lacks, and what it may lack of one career.
 */
import { createRoute, data, notModified, z } from './endpoint';
import { endpointPaths } from './endpoint-paths';
import { count, cricketTags, isoDate, formatQuery } from './cricket-fields';

const tags = cricketTags;

export const DataCoverage = z
  .object({ matches: count, first_match_date: isoDate.nullable(), last_match_date: isoDate.nullable() })
  .openapi('DataCoverage');
export type DataCoverage = z.infer<typeof DataCoverage>;

/** A Test the archive lacks, between its first and last Test number. */
export const MissingTestInfo = z
  .object({
    test_number: z.int(),
    /** Start dates of the nearest held Tests before and after it: it was played between them. */
    after_date: isoDate,
    before_date: isoDate,
    /** The two teams, only where the series numbering shows them; null = unknown. */
    teams: z.tuple([z.string(), z.string()]).nullable(),
    /** The series ("The Ashes, 2002/03") and the Test's number in it, where known. */
    series: z.string().nullable(),
    series_match: z.int().nullable(),
    /** A Test Cricsheet withholds (Afghanistan's): its teams come from common/cricket/withheld-tests.ts. */
    withheld: z.boolean(),
  })
  .openapi('MissingTest', { description: 'A Test the archive lacks, between its first and last Test number.' });
export type MissingTestInfo = z.infer<typeof MissingTestInfo>;

/**
 * Tests a team is known to have played that the archive lacks: a gap in one of its series' numbering (the official
 * numbers when the archive pins them, else only how many) or a Test Cricsheet withholds.
 */
export const TeamMissingTests = z
  .object({
    teams: z.tuple([z.string(), z.string()]),
    /** The series ("England tour of South Africa, 2004/05") and the Tests' numbers in it; null for a withheld Test. */
    series: z.string().nullable(),
    series_matches: z.array(z.int()),
    tests: count,
    /** Official Test numbers, when pinned (else empty). */
    test_numbers: z.array(z.int()),
    withheld: z.boolean(),
    /** Start dates of the held Tests either side: they were played between. */
    after_date: isoDate,
    before_date: isoDate,
  })
  .openapi('TeamMissingTests');
export type TeamMissingTests = z.infer<typeof TeamMissingTests>;

/**
 * What the archive may lack of a career (PlayerDetail.coverage_note), for the team he played for: the career is
 * compared with the Tests its team played in its span. Null on the detail when there is no sign the career is
 * longer than the archive shows.
 */
export const CareerCoverageNote = z
  .object({
    team: z.string(),
    /** His first Test here is his team's first in the archive: any earlier Tests of his are not in it. */
    starts_with_archive: z.boolean(),
    first_test_number: z.int(),
    /** His team's known missing Tests between its previous Test here and his first: he may have played them. */
    before: z.array(TeamMissingTests),
    /** His team's known missing Tests inside his span here. */
    inside: z.array(TeamMissingTests),
    /** Missing Tests inside his span whose teams are unknown. */
    unknown_inside: count,
  })
  .openapi('CareerCoverageNote');
export type CareerCoverageNote = z.infer<typeof CareerCoverageNote>;

export const LastImport = z
  .object({
    source: z.string(),
    /** ISO timestamp when it finished. */
    finished_at: z.string(),
    /** Match files read (the same count the import's progress bar counts). */
    files: count,
    /** Men's Test matches imported. */
    matches: count,
    ignored: count,
    skipped: count,
    /** Whether Cricsheet's people register (full names) was loaded with this import. */
    register_loaded: z.boolean(),
  })
  .openapi('LastImport');
export type LastImport = z.infer<typeof LastImport>;

export const CoverageStatus = DataCoverage.extend({
  /**
   * The latest import's outcome: "imported" (with the last_import details), "importing from {source}",
   * "failed: {message}", "no matches found in {source}", or null before any import. A manual import
   * (`npm run import:cricket`) replaces an earlier failed automatic download's status.
   */
  import_status: z.string().nullable(),
  last_import: LastImport.nullable(),
  /** True when matches are loaded but were imported before ball-by-ball analytics (re-import to fill them). */
  needs_reimport: z.boolean(),
}).openapi('CoverageStatus');
export type CoverageStatus = z.infer<typeof CoverageStatus>;

/** A run of consecutive Test numbers the archive holds. */
export const CoverageStretch = z
  .object({ from_number: z.int(), to_number: z.int(), from_date: isoDate, to_date: isoDate, tests: count })
  .openapi('CoverageStretch');
export type CoverageStretch = z.infer<typeof CoverageStretch>;

/**
 * Which official Tests the archive holds, derived at import from each match's `info.match_type_number` and
 * `info.event`. `held` of `total` Tests from #first_number to #last_number.
 */
export const ArchiveCoverage = z
  .object({
    held: count,
    total: count,
    first_number: z.int().nullable(),
    last_number: z.int().nullable(),
    first_date: isoDate.nullable(),
    last_date: isoDate.nullable(),
    /** Matches in the archive whose file gives no Test number (not counted above). */
    unnumbered: count,
    stretches: z.array(CoverageStretch),
    missing: z.array(MissingTestInfo),
  })
  .openapi('ArchiveCoverage');
export type ArchiveCoverage = z.infer<typeof ArchiveCoverage>;

export const cricketCoverage = createRoute({
  ...endpointPaths.cricketCoverage,
  tags,
  request: { query: formatQuery },
  summary: 'What the archive holds and how the last import went',
  responses: { 200: data(CoverageStatus, 'Matches held, their dates and the import status.'), ...notModified },
});

export const cricketArchiveCoverage = createRoute({
  ...endpointPaths.cricketArchiveCoverage,
  tags,
  request: { query: formatQuery },
  summary: 'Which official Tests the archive holds and which it lacks',
  responses: { 200: data(ArchiveCoverage, 'Held stretches of Test numbers and the missing Tests.'), ...notModified },
});
