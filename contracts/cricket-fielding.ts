/**
 * Fielding: catches (caught and bowled included), stumpings and run outs, per career and per year; substitutes are
 * credited nothing (docs/decisions.md "Bowling and fielding").
 */
import { createRoute, data, notModified, z } from './endpoint';
import { endpointPaths } from './endpoint-paths';
import { cricketTags, int, noPlayer, slugParams } from './cricket-fields';

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

export const cricketPlayerFielding = createRoute({
  ...endpointPaths.cricketPlayerFielding,
  tags,
  summary: "A player's fielding career",
  request: { params: slugParams },
  responses: { 200: data(PlayerFielding, 'Catches, stumpings and run outs, whole career and by year.'), ...notModified, ...noPlayer },
});

export const cricketPlayersFielding = createRoute({
  ...endpointPaths.cricketPlayersFielding,
  tags,
  summary: 'Every fielder of the archive',
  responses: { 200: data(z.array(FieldingCareerRow), 'Career fielding of every player with a fielding credit.'), ...notModified },
});
