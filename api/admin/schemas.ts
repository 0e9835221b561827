import { z } from 'zod';
import { parseGameDate } from '../../workers/core/game-date';
import { checkName } from './roster/names';
import { fixtureWeightProblem, resultProblem, SCORE_OPTIONS } from '../../workers/core/match-rules';

/** Request bodies of the auth and admin endpoints. Unknown fields are refused (strict objects). */


const id = (name: string) =>
  z.int({ error: `${name} must be a whole number` }).positive({ error: `${name} must be a positive whole number` });

export const loginBody = z.strictObject({
  password: z
    .string({ error: 'password is required and must be a string' })
    .min(1, { error: 'password is required' })
    .max(1024, { error: 'password is too long' }),
});

export const emptyBody = z.strictObject({});

const score = (name: string) =>
  z
    .int({ error: `${name} must be a whole number` })
    .refine((v) => (SCORE_OPTIONS as readonly number[]).includes(v), { error: `${name} must be 0-7 or 10` });

const fixtureWeight = z.number({ error: 'fixtureWeight must be a number' }).superRefine((n, ctx) => {
  const problem = fixtureWeightProblem(n);
  if (problem) ctx.addIssue({ code: 'custom', message: `fixtureWeight ${problem}` });
});

/** An ISO 8601 date or date-time, at most a day ahead; becomes the stored 'YYYY-MM-DD HH:MM:SS' UTC text. */
const gameDate = z
  .string({ error: 'gameDate must be a string (ISO 8601 date or date-time)' })
  .max(40, { error: 'gameDate is too long' })
  .transform((raw, ctx) => {
    const r = parseGameDate(raw);
    if (!r.ok) {
      ctx.addIssue({ code: 'custom', message: `gameDate ${r.reason}` });
      return z.NEVER;
    }
    return r.stored;
  });

/** One player must score 10 and the other not; the players differ. */
function resultRules(v: { player1Id: number; player2Id: number; score1: number; score2: number }, ctx: z.RefinementCtx) {
  const problem = resultProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
}

export const addResultBody = z
  .strictObject({
    player1Id: id('player1Id'),
    player2Id: id('player2Id'),
    score1: score('score1'),
    score2: score('score2'),
    fixtureWeight: fixtureWeight.optional(),
    gameDate: gameDate.optional(),
  })
  .superRefine(resultRules);

/** Every field but matchId is optional; at least one must be given. The merged match is checked in the route. */
export const editMatchBody = z
  .strictObject({
    matchId: id('matchId'),
    player1Id: id('player1Id').optional(),
    player2Id: id('player2Id').optional(),
    score1: score('score1').optional(),
    score2: score('score2').optional(),
    fixtureWeight: fixtureWeight.optional(),
    gameDate: gameDate.optional(),
  })
  .refine((v) => Object.keys(v).length > 1, { error: 'Send at least one field to change besides matchId' });

export { resultRules };

const name = (field: string) =>
  z
    .string({ error: `${field} is required and must be a string` })
    .max(1000, { error: `${field} is too long` })
    .transform((raw, ctx) => {
      const r = checkName(raw);
      if (!r.ok) {
        ctx.addIssue({ code: 'custom', message: `${field} ${r.reason}` });
        return z.NEVER;
      }
      return r.name;
    });

export const nameBody = z.strictObject({ name: name('name') });
export const memberBody = z.strictObject({ playerId: id('playerId') });
export const passwordBody = z.strictObject({
  adminPassword: z
    .string({ error: 'adminPassword is required and must be a string' })
    .min(1, { error: 'Admin password is required' })
    .max(1024, { error: 'adminPassword is too long' }),
});
export const importQuery = z.strictObject({
  dryRun: z.enum(['0', '1', 'true', 'false'], { error: 'dryRun must be 1 or 0' }).optional(),
});
export const exportQuery = z.strictObject({
  format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).optional(),
});

export const deleteMatchBody = z.strictObject({
  matchId: id('matchId'),
  adminPassword: z
    .string({ error: 'adminPassword is required and must be a string' })
    .min(1, { error: 'Admin password is required' })
    .max(1024, { error: 'adminPassword is too long' }),
});

export const restoreMatchBody = z.strictObject({ matchId: id('matchId') });

export const listQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(500).optional(),
  before: z.coerce.number().int().positive().optional(),
});
