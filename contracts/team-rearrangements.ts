/**
 * Rearranging a team fixture (docs/decisions.md "Team leagues"): either captain proposes up to three new dates,
 * the other captain accepts one or declines, and when the season needs it the admin approves the accepted date
 * before the fixture moves. Captains' endpoints under /api/player, the admin's under /api/admin.
 */
import { createRoute, data, errors, idParam, jsonBody, z } from './endpoint';
import { endpointPaths } from './endpoint-paths';
import { bodyErrors, signInRequired, writeBusyError, writeGuardErrors } from './auth';

const id = z.int().positive();
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

export const Rearrangement = z
  .object({
    id,
    fixture_id: id,
    /** The team whose captain proposed it. */
    proposed_by: z.object({ id, name: z.string() }),
    /** The proposed dates, "YYYY-MM-DD", in the order given. */
    dates: z.array(z.string()),
    /** proposed: awaiting the other captain; accepted: awaiting the admin's approval; approved: the fixture moved. */
    state: z.enum(['proposed', 'accepted', 'approved', 'declined', 'withdrawn']),
    chosen_date: z.string().nullable(),
    /** Milliseconds since the epoch. */
    created_at: z.int(),
  })
  .openapi('TeamRearrangement');
export type Rearrangement = z.infer<typeof Rearrangement>;

export const AdminRearrangement = Rearrangement.extend({
  fixture: z.object({ date: z.string(), original_date: z.string(), home: z.string(), away: z.string(), division: z.string() }),
}).openapi('AdminTeamRearrangement');
export type AdminRearrangement = z.infer<typeof AdminRearrangement>;

const day = z.string({ error: 'dates must be dates YYYY-MM-DD' }).regex(DAY_RE, { error: 'dates must be dates YYYY-MM-DD' });
export const ProposeBody = z.strictObject({
  dates: z.array(day, { error: 'dates must be a list of dates' }).min(1, { error: 'dates: propose at least one date' }).max(3, { error: 'dates: at most three dates' }),
});
export type ProposeInput = z.input<typeof ProposeBody>;
export const AnswerBody = z.strictObject({
  /** The date accepted, one of the proposal's; null declines. */
  date: z.string({ error: 'date must be one of the proposed dates, or null to decline' }).regex(DAY_RE, { error: 'date must be a date YYYY-MM-DD' }).nullable(),
});
export type AnswerInput = z.input<typeof AnswerBody>;
export const DecideBody = z.strictObject({ approve: z.boolean({ error: 'approve must be true or false' }) });

const tags = ['Team leagues'];
const answer = data(Rearrangement, 'The rearrangement.');
const playerErrors = {
  401: 'No valid player session (`unauthorized`).',
  403: `Not a captain of either team (\`forbidden\`). Also: ${writeGuardErrors[403]}`,
  413: writeGuardErrors[413],
  415: writeGuardErrors[415],
  ...writeBusyError,
} as const;

export const playerProposeRearrangement = createRoute({
  ...endpointPaths.playerProposeRearrangement,
  tags,
  summary: 'A captain proposes up to three new dates for a fixture (the other captain answers)',
  request: { params: z.object({ id: idParam('id') }), body: jsonBody(ProposeBody) },
  responses: {
    201: answer,
    ...errors({ 400: `${bodyErrors('`dates`')} A date in the past, the fixture's own date, or one given twice names \`dates\`.`, 404: 'No such fixture.', 409: 'The match has a card, the season is closed, or a proposal is open already (`conflict`).', ...playerErrors }),
  },
});

export const playerAnswerRearrangement = createRoute({
  ...endpointPaths.playerAnswerRearrangement,
  tags,
  summary: "The other team's captain accepts one of the proposed dates, or declines (`date: null`)",
  request: { params: z.object({ id: idParam('id') }), body: jsonBody(AnswerBody) },
  responses: {
    200: answer,
    ...errors({ 400: `${bodyErrors('`date`')} A date not proposed names \`date\`.`, 404: 'No such proposal.', 409: 'Already answered (`already_decided`).', ...playerErrors }),
  },
});

const adminWrite = { ...signInRequired, ...writeGuardErrors, ...writeBusyError } as const;

export const adminTeamRearrangements = createRoute({
  ...endpointPaths.adminTeamRearrangements,
  tags: ['Admin'],
  summary: "A team league's rearrangements this season: those awaiting the other captain or the admin first",
  request: { params: z.object({ id: idParam('id') }) },
  responses: { 200: data(z.array(AdminRearrangement), 'The rearrangements.'), ...errors({ ...signInRequired, 400: 'The id is malformed.', 404: 'No such league.' }) },
});

export const adminDecideRearrangement = createRoute({
  ...endpointPaths.adminDecideRearrangement,
  tags: ['Admin'],
  summary: 'Approve (the fixture moves to the accepted date) or refuse an accepted rearrangement',
  request: { params: z.object({ id: idParam('id') }), body: jsonBody(DecideBody) },
  responses: { 200: answer, ...errors({ 400: bodyErrors('`approve`'), 404: 'No such rearrangement.', 409: 'Not awaiting approval (`already_decided`), or the match has a card (`conflict`).', ...adminWrite }) },
});

export const teamRearrangementEndpoints = { playerProposeRearrangement, playerAnswerRearrangement, adminTeamRearrangements, adminDecideRearrangement };
