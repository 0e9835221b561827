/**
 * Fielding: catches (caught and bowled included), stumpings and run outs, per career, per year and per Test; substitutes
 * are credited nothing (docs/decisions.md "Bowling and fielding").
 */
import { createRoute, data, notModified, z } from './endpoint';
import { endpointPaths } from './endpoint-paths';
import { cricketTags, int, isoDate, noPlayer, slugParams, formatQuery } from './cricket-fields';

const tags = cricketTags;

export const fieldingCounts = { catches: int, caught_and_bowled: int, stumpings: int, run_outs: int };

/** GET /api/cricket/player_fielding/{slug}: catches include caught and bowled; substitutes are credited nothing. */
export const PlayerFielding = z.object({
  summary: z.object({ matches: int, ...fieldingCounts }),
  /** One row per calendar year in which he played a Test (matches = his Tests that year), oldest first. */
  by_year: z.array(z.object({ year: int, matches: int, ...fieldingCounts })),
}).openapi('PlayerFielding');
export type PlayerFielding = z.infer<typeof PlayerFielding>;

/** GET /api/cricket/players_fielding: every player with a fielding credit (the Table view's Fielding). */
export const FieldingCareerRow = z.object({ player_id: z.string(), matches: int, ...fieldingCounts }).openapi('FieldingCareerRow');
export type FieldingCareerRow = z.infer<typeof FieldingCareerRow>;

/**
 * GET /api/cricket/player_fielding_matches/{slug}: one row per Test he played (in the XI), oldest first, with his
 * credits in it (0 when none): the career page's Fielding view filters these rows (opposition, host country,
 * home/away/neutral, years) and sums them. Summed over every row they equal PlayerFielding's summary.
 */
export const FieldingMatch = z
  .object({
    match_id: z.string(),
    match_start_date: isoDate,
    match_year: int,
    /** The side he played for in this Test, and its opponent. */
    team: z.string(),
    opposition: z.string(),
    ground: z.string(),
    /** The country the ground is in (null when the archive cannot place it). */
    host_country: z.string().nullable(),
    ...fieldingCounts,
  })
  .openapi('FieldingMatch');
export type FieldingMatch = z.infer<typeof FieldingMatch>;

export const cricketPlayerFieldingMatches = createRoute({
  ...endpointPaths.cricketPlayerFieldingMatches,
  tags,
  summary: "A player's fielding, Test by Test",
  request: { params: slugParams, query: formatQuery },
  responses: {
    200: data(z.array(FieldingMatch), 'One row per Test he played, oldest first, with his catches, stumpings and run outs in it.'),
    ...notModified,
    ...noPlayer,
  },
});

export const cricketPlayerFielding = createRoute({
  ...endpointPaths.cricketPlayerFielding,
  tags,
  summary: "A player's fielding career",
  request: { params: slugParams, query: formatQuery },
  responses: { 200: data(PlayerFielding, 'Catches, stumpings and run outs, whole career and by year.'), ...notModified, ...noPlayer },
});

export const cricketPlayersFielding = createRoute({
  ...endpointPaths.cricketPlayersFielding,
  tags,
  request: { query: formatQuery },
  summary: 'Every fielder of the archive',
  responses: { 200: data(z.array(FieldingCareerRow), 'Career fielding of every player with a fielding credit.'), ...notModified },
});
