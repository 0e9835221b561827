/**
 * Knockout cups: the public read endpoints under /api/pool (a cup's bracket with every entrant's exact
 * chances, the list, a calendar feed of its ties) and the admin's under /api/admin (draw a cup, remove one).
 * How ties are read from results: api/league/cup-model.ts.
 */
import { createRoute, data, errors, idParam, jsonBody, notModified, z } from './endpoint';
import { endpointPaths } from './endpoint-paths';
import { PoolGroup } from './league';
import { bodyErrors, signInRequired, writeBusyError, writeGuardErrors } from './auth';
import { bodyId, nameField } from './admin-requests';
import { shown } from './errors';

const id = z.int().positive();
const SLUG_RE = /^[a-z][a-z0-9-]{0,59}$/;

export const PoolCupRound = z.object({ round: z.int().min(1), name: z.string(), race_to: z.int().min(1) });

export const PoolCupEntrant = z.object({
  seed: z.int().min(1),
  player_id: id,
  name: z.string(),
  /** The rating the field was seeded on (at the draw). */
  seed_rating: z.number(),
  /** The current rating in the group. */
  rating: z.number(),
  /** Through the first round without playing. */
  bye: z.boolean(),
  /** Can still win the cup. */
  alive: z.boolean(),
  /** Exact chance of reaching round 2, 3, ..., and (last) of winning the cup. */
  chances: z.array(z.number().min(0).max(1)),
});

export const PoolCupTie = z.object({
  round: z.int().min(1),
  /** 1-based position in its round, top of the bracket first. */
  index: z.int().min(1),
  player_a_id: id.nullable(),
  player_b_id: id.nullable(),
  /** One side is a bye (the other goes through). */
  bye: z.boolean(),
  wins_a: z.int().min(0),
  wins_b: z.int().min(0),
  winner_id: id.nullable(),
  /** The frames counted for the tie (match ids, in order). */
  frames: z.array(id),
  /** "YYYY-MM-DD" of the deciding frame. */
  decided_on: z.string().nullable(),
  /** Player A's chance of winning the tie from its score, while it is set and open. */
  chance_a: z.number().min(0).max(1).nullable(),
});

export const PoolCup = z
  .object({
    id,
    name: z.string(),
    url_slug: z.string(),
    group: PoolGroup,
    seeding: z.enum(['rating', 'random']),
    /** The random draw's seed (null when seeded by rating). */
    draw_seed: z.string().nullable(),
    /** Frames count from this day ("YYYY-MM-DD"). */
    starts_on: z.string(),
    rounds: z.array(PoolCupRound),
    /** In seed order. */
    entrants: z.array(PoolCupEntrant),
    /** ties[r][k]: round r + 1, k-th tie from the top. */
    ties: z.array(z.array(PoolCupTie)),
    /** Bracket slots, top first: an entrant's index in `entrants`, or null for a bye. */
    slots: z.array(z.int().min(0).nullable()),
    /** frame_chances[i][j]: entrant i's chance of winning a frame against j (the predictions page's model). */
    frame_chances: z.array(z.array(z.number().min(0).max(1))),
    /** What each player still in needs, best chance first. */
    needs: z.array(z.object({ player_id: id, text: z.string() })),
    champion_id: id.nullable(),
  })
  .openapi('PoolCup', { description: "A knockout cup's bracket, results and every entrant's exact chances." });
export type PoolCup = z.infer<typeof PoolCup>;

export const PoolCupSummary = z
  .object({
    id,
    name: z.string(),
    url_slug: z.string(),
    group: PoolGroup,
    starts_on: z.string(),
    entrants: z.int().min(2),
    champion_id: id.nullable(),
    /** "Won by Isla" or "5 still in; favourite Callum (38.2 %)". */
    summary: z.string(),
  })
  .openapi('PoolCupSummary');
export type PoolCupSummary = z.infer<typeof PoolCupSummary>;

const cupSlugParam = z
  .string()
  .refine((raw) => SLUG_RE.test(raw.toLowerCase()), {
    error: (iss) => `cupSlug must be a url slug (got "${shown(String(iss.input))}")`,
    params: { code: 'bad_request', whole: true },
  })
  .openapi({ param: { name: 'cupSlug', in: 'path' }, example: 'winter-cup' });
const cupParams = z.object({ cupSlug: cupSlugParam });
const tags = ['Pool league'];
const noCup = errors({ 400: 'The slug is malformed (field `cupSlug`).', 404: 'No such cup.' });

export const poolCups = createRoute({
  ...endpointPaths.poolCups,
  tags,
  summary: 'Every knockout cup',
  responses: { 200: data(z.array(PoolCupSummary), 'The cups, latest first.'), ...notModified },
});

export const poolCup = createRoute({
  ...endpointPaths.poolCup,
  tags,
  summary: "A cup's bracket and every entrant's chances",
  description:
    "Ties are read from the group's results (a tie's frames: the pair's matches after both reached it, first to the round's race length). " +
    'Chances are exact, from the frame chances, in one pass over the bracket.',
  request: { params: cupParams },
  responses: { 200: data(PoolCup, 'The cup.'), ...notModified, ...noCup },
});

export const poolCupFixturesFeed = createRoute({
  ...endpointPaths.poolCupFixturesFeed,
  tags,
  summary: "A cup's ties as a calendar feed",
  description: 'One all-day event per tie whose two players are known (UID `pool-cup-{cup id}-{round}-{tie}@{host}`), on the day it was decided or, while open, the cup\'s first day or today.',
  request: { params: cupParams },
  responses: {
    200: { description: 'The feed (text/calendar).', content: { 'text/calendar': { schema: z.string() } } },
    ...notModified,
    ...noCup,
  },
});

const raceTo = z.int({ error: 'raceTo must hold whole numbers' }).min(1, { error: 'raceTo: each race is first to 1..25 frames' }).max(25, { error: 'raceTo: each race is first to 1..25 frames' });

export const CreateCupBody = z
  .strictObject({
    groupId: bodyId('groupId'),
    name: nameField('name'),
    /** Default: from the name. */
    urlSlug: z.string().regex(SLUG_RE, { error: 'urlSlug must be lower-case letters, digits and hyphens, starting with a letter' }).optional(),
    seeding: z.enum(['rating', 'random'], { error: "seeding must be 'rating' or 'random'" }),
    /** The random draw's seed (default: a fresh one, kept with the cup). */
    drawSeed: z.string().regex(/^[A-Za-z0-9-]{1,40}$/, { error: 'drawSeed must be 1-40 letters, digits or hyphens' }).optional(),
    /** One race length per round, the first round first. */
    raceTo: z.array(raceTo, { error: 'raceTo must be a list of race lengths' }).min(1, { error: 'raceTo needs a race length per round' }).max(8),
    /** Default: every member of the group. */
    playerIds: z.array(bodyId('playerIds')).min(2, { error: 'playerIds: a cup needs at least 2 players' }).max(128).optional(),
    /** "YYYY-MM-DD", default today. */
    startsOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'startsOn must be a date YYYY-MM-DD' }).optional(),
  });
export type CreateCupInput = z.input<typeof CreateCupBody>;

const writeErrors = { ...signInRequired, ...writeGuardErrors, ...writeBusyError } as const;

export const adminCreateCup = createRoute({
  ...endpointPaths.adminCreateCup,
  tags: ['Admin'],
  summary: 'Draw a knockout cup from a group',
  description:
    'Seeded by the group\'s ratings or drawn at random with a stated seed; byes go to the top seeds when the field is not a power of two; ' +
    '`raceTo` gives each round\'s race length (as many as the bracket has rounds).',
  request: { body: jsonBody(CreateCupBody) },
  responses: {
    201: data(PoolCup, 'The new cup.'),
    ...errors({
      400: bodyErrors('`groupId`, `name`, `urlSlug`, `seeding`, `drawSeed`, `raceTo`, `playerIds`, `startsOn`'),
      404: 'No group with that id (`not_found`, field `groupId`).',
      409: 'Another cup has that url slug (`conflict`, field `urlSlug`).',
      ...writeErrors,
    }),
  },
});

export const adminRemoveCup = createRoute({
  ...endpointPaths.adminRemoveCup,
  tags: ['Admin'],
  summary: 'Remove a cup (its results stay in the league)',
  request: { params: z.object({ id: idParam('id') }) },
  responses: {
    200: data(z.object({ id, removed: z.literal(true) }), 'Removed.'),
    ...errors({ 400: 'The id is malformed (field `id`).', 404: 'No cup with that id (`not_found`).', ...writeErrors }),
  },
});

export const cupEndpoints = { poolCups, poolCup, poolCupFixturesFeed, adminCreateCup, adminRemoveCup };
