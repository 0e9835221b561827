import { z } from 'zod';

/** Request bodies of the auth and admin endpoints. Unknown fields are refused (strict objects). */

export const SCORE_OPTIONS = [0, 1, 2, 3, 4, 5, 6, 7, 10] as const;

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

export const addResultBody = z
  .strictObject({
    player1Id: id('player1Id'),
    player2Id: id('player2Id'),
    score1: score('score1'),
    score2: score('score2'),
    fixtureWeight: z
      .number({ error: 'fixtureWeight must be a number' })
      .positive({ error: 'fixtureWeight must be greater than 0' })
      .max(100, { error: 'fixtureWeight must be at most 100' })
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.player1Id === v.player2Id) {
      ctx.addIssue({ code: 'custom', path: ['player2Id'], message: 'Players must be different' });
    } else if (v.score1 === 10 && v.score2 === 10) {
      ctx.addIssue({ code: 'custom', path: ['score2'], message: 'Only one player can score 10' });
    } else if (v.score1 !== 10 && v.score2 !== 10) {
      ctx.addIssue({ code: 'custom', path: ['score1'], message: 'One player must score 10' });
    }
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
