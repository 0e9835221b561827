/**
 * Handicap starts: the ball start for every pair of a group's players (GET /api/pool/group/{id}/starts)
 * and the admin's switch that makes a group's fixtures carry their start. How a start is chosen:
 * workers/frame-model/handicap.ts; the pairs: api/league/starts-model.ts.
 */
import { createRoute, data, errors, idParam, jsonBody, notModified, z } from './endpoint';
import { endpointPaths } from './endpoint-paths';
import { GroupIdParam } from './league';
import { bodyErrors, signInRequired, writeBusyError, writeGuardErrors } from './auth';

const id = z.int().positive();
const chance = z.number().min(0).max(1);

export const PairStart = z
  .object({
    stronger_id: id,
    stronger_name: z.string(),
    weaker_id: id,
    weaker_name: z.string(),
    /** Current rating gap (shown scale, >= 0). */
    rating_gap: z.number().min(0),
    /** The stronger player's frame chance from the ratings (the predictions page's model). */
    stronger_chance: chance,
    /** The engine's fitted pot chances (regular make) of the two players. */
    make_strong: chance,
    make_weak: chance,
    /** False when the engine cannot reach the ratings' chance (the nearest it can is used). */
    fit_reached: z.boolean(),
    /** Balls the weaker player takes off before the break (0..7). */
    balls: z.int().min(0).max(7),
    /** The weaker player's exact frame chance with a start of 0, 1, ..., 7 balls. */
    weaker_chances: z.array(chance),
    weaker_chance: chance,
    /** Within 3 points of 50 %. */
    fair: z.boolean(),
    text: z.string(),
  })
  .openapi('PairStart');
export type PairStart = z.infer<typeof PairStart>;

export const GroupStarts = z
  .object({
    group_id: id,
    /** The admin has turned starts on for this group: its fixtures carry them. */
    handicap_starts: z.boolean(),
    /** The model's slope (per rating point). */
    beta: z.number(),
    /** Games the calibration rests on. */
    games: z.int().min(0),
    /**
     * The ratings' chances against the group's own results, in deciles of the favourite's chance: each game predicted
     * from the ratings (and slope) known before it.
     */
    calibration: z.array(
      z.object({ decile: z.int().min(1), games: z.int().min(1), predicted: chance, observed: chance, se: z.number().min(0) }),
    ),
    pairs: z.array(PairStart),
  })
  .openapi('GroupStarts');
export type GroupStarts = z.infer<typeof GroupStarts>;

export const poolGroupStarts = createRoute({
  ...endpointPaths.poolGroupStarts,
  tags: ['Pool league'],
  summary: 'Handicap starts for every pair of a group',
  description:
    "For each pair: the stronger player's frame chance from the ratings, the frame engine's fitted strengths and the ball start " +
    "that brings the weaker player's chance closest to 50 % (the engine's exact solver).",
  request: { params: z.object({ groupId: GroupIdParam }) },
  responses: {
    200: data(GroupStarts, 'The pairs, in the order of the group list.'),
    ...notModified,
    ...errors({ 400: 'The group id or slug is malformed (field `groupId`).', 404: 'No such group.' }),
  },
});

export const HandicapStartsBody = z.strictObject({ enabled: z.boolean({ error: 'enabled must be true or false' }) });
export type HandicapStartsInput = z.input<typeof HandicapStartsBody>;

export const adminSetHandicapStarts = createRoute({
  ...endpointPaths.adminSetHandicapStarts,
  tags: ['Admin'],
  summary: "Turn a group's handicap starts on or off",
  request: { params: z.object({ id: idParam('id') }), body: jsonBody(HandicapStartsBody) },
  responses: {
    200: data(z.object({ id, handicap_starts: z.boolean() }), 'The group and its setting.'),
    ...errors({ 400: bodyErrors('`enabled`'), 404: 'No group with that id (`not_found`).', ...signInRequired, ...writeGuardErrors, ...writeBusyError }),
  },
});

export const handicapEndpoints = { poolGroupStarts, adminSetHandicapStarts };
