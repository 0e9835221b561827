/**
 * "Play it out from here" for ODIs and T20Is (workers/cricket/lo-playout.ts): what the in-browser playouts need for one
 * delivery of a limited-overs match. The Tests' answer is contracts/cricket-win-probability.ts (`MatchPlayout`).
 */
import { MatchId } from './cricket-matches';
import { createRoute, data, errors, notModified, z } from './endpoint';
import { endpointPaths } from './endpoint-paths';

const count = z.int().min(0);
const prob = z.number().min(0).max(1);

const LoPlayoutPlayer = z
  .object({
    name: z.string(),
    /** Earlier matches of this format in the archive in this role (batting or bowling). */
    matches: count,
    /** His wicket chance and his chances of scoring 1-6 runs on a ball are multiplied by these (1: the average). */
    out: z.number().min(0),
    runs: z.number().min(0),
  })
  .openapi('LoPlayoutPlayer');

const LoPlayoutSide = z
  .object({
    bat: z.array(LoPlayoutPlayer).max(12),
    /** Each bowler's weight: his deliveries per earlier match plus his deliveries so far in this one. */
    bowl: z.array(LoPlayoutPlayer.extend({ weight: z.number().min(0) })).max(12),
  })
  .openapi('LoPlayoutSide');

export const LoMatchPlayout = z
  .object({
    seq: count,
    /** 1 or 2: the innings in play after the ball. */
    inns: z.int().min(1).max(2),
    /** The format's key (odis, t20is, women-odis, women-t20is). */
    format: z.string(),
    batting_first: z.string(),
    other: z.string(),
    /** The engine's rules of the format: full overs, powerplay overs, death overs. */
    rules: z.object({ overs: z.int().min(1), powerplay: z.int().min(1), death: z.int().min(1) }),
    start: z.object({
      inns: z.union([z.literal(1), z.literal(2)]),
      runs: count,
      wickets: z.int().min(0).max(10),
      balls: count,
      /** Legal balls the innings in play is allowed. */
      allowed: z.int().min(1),
      /** In the chase: the runs to win (the file's revised target when it gives one). */
      target: z.int().min(1).nullable(),
      /** From the first innings: the chase's balls allowed. */
      chase_allowed: z.int().min(1).nullable(),
      /** The batters of the innings in play: striker, non-striker, those yet to bat (indexes into the batting side's `bat`). */
      queue: z.array(z.int().min(0)).max(12),
      /** The bowler of an unfinished over (index into the fielding side's `bowl`), -1 when a new over starts; the bowler of the over before. */
      bowler: z.int().min(-1),
      previous: z.int().min(-1),
      /** Overs each of the fielding side's bowlers has begun in the innings in play. */
      bowled: z.array(count).max(12),
      /** The match's conditions so far: factors on the wicket chance and the scoring chances (1 before the first ball). */
      conditions: z.object({ out: z.number().min(0), runs: z.number().min(0) }),
    }),
    /**
     * Per ball outcome frequencies of the format without this match's season, cumulative, 210 cells (pressure: the
     * first innings or the chase's required rate in 6 bands × phase × wickets down) × 10 outcomes (wicket, 0-6 runs, a
     * wide or no-ball worth 1, one worth more), rounded to 6 decimals; each cell's last figure is 1.
     */
    table: z.array(prob).length(2100),
    sides: z.tuple([LoPlayoutSide, LoPlayoutSide]),
    held_out: z.string(),
    deliveries: count,
  })
  .openapi('LoMatchPlayout');
export type LoMatchPlayout = z.infer<typeof LoMatchPlayout>;

export const cricketMatchLoPlayout = createRoute({
  ...endpointPaths.cricketMatchLoPlayout,
  tags: ['Cricket'],
  summary: '"Play it out from here" for an ODI or T20I: the state after a delivery and what to play the rest from',
  description:
    'What the in-browser playouts need to play the rest of a limited-overs match from the state after delivery `seq` (0: ' +
    'before the first ball): the state (the chase\'s target and balls from the file when given), the outcome frequencies per ' +
    'ball of the format without this match\'s season, and both sides\' players with their figures from earlier matches.',
  request: {
    params: z.object({ match_id: MatchId.openapi({ param: { name: 'match_id', in: 'path' }, example: '1478901' }) }),
    query: z.object({
      seq: z
        .string()
        .regex(/^\d{1,5}$/, 'a whole number of deliveries from 0')
        .transform(Number)
        .optional()
        .openapi({ param: { name: 'seq', in: 'query', description: 'The delivery (0, the default: before the first ball).' }, example: '10' }),
    }),
  },
  responses: {
    200: data(LoMatchPlayout, 'The state and the frequencies.'),
    ...notModified,
    ...errors({
      400: 'The match id is malformed (field `match_id`), or `seq` is not a delivery of the match before its end (field `seq`).',
      404: 'No ODI or T20I with that id, or its ball-by-ball log is not stored.',
    }),
  },
});

export const cricketLoPlayoutEndpoints = { cricketMatchLoPlayout };
