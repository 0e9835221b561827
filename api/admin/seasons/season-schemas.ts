import { z } from 'zod';
import { MAX_EVERY_DAYS, MAX_MEETINGS } from '../../../workers/schedule/dated-rounds';
import { checkName } from '../roster/names';

/** Request bodies of the season and fixture endpoints (issue 26). Unknown fields are refused (strict objects). */

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A fixture or season date: 'YYYY-MM-DD', a real calendar day from 1970 to 2999. */
export function parseFixtureDate(raw: string): { ok: true; date: string } | { ok: false; reason: string } {
  const m = DATE_RE.exec(raw.trim());
  if (!m) return { ok: false, reason: 'must be a date YYYY-MM-DD' };
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== mo - 1 || t.getUTCDate() !== d) return { ok: false, reason: 'is not a real calendar date' };
  if (y < 1970 || y > 2999) return { ok: false, reason: 'must be from 1970 to 2999' };
  return { ok: true, date: m[0] };
}

const date = (field: string) =>
  z
    .string({ error: `${field} must be a string (YYYY-MM-DD)` })
    .max(40, { error: `${field} is too long` })
    .transform((raw, ctx) => {
      const r = parseFixtureDate(raw);
      if (!r.ok) {
        ctx.addIssue({ code: 'custom', message: `${field} ${r.reason}` });
        return z.NEVER;
      }
      return r.date;
    });

const id = (name: string) =>
  z.int({ error: `${name} must be a whole number` }).positive({ error: `${name} must be a positive whole number` });

const whole = (name: string, min: number, max: number) =>
  z
    .int({ error: `${name} must be a whole number` })
    .min(min, { error: `${name} must be from ${min} to ${max}` })
    .max(max, { error: `${name} must be from ${min} to ${max}` });

const seasonName = z
  .string({ error: 'name is required and must be a string' })
  .max(1000, { error: 'name is too long' })
  .transform((raw, ctx) => {
    const r = checkName(raw);
    if (!r.ok) {
      ctx.addIssue({ code: 'custom', message: `name ${r.reason}` });
      return z.NEVER;
    }
    return r.name;
  });

export const createSeasonBody = z.strictObject({
  groupId: id('groupId'),
  name: seasonName,
  startDate: date('startDate'),
  generate: z
    .strictObject(
      {
        meetings: whole('meetings', 1, MAX_MEETINGS),
        everyDays: whole('everyDays', 1, MAX_EVERY_DAYS),
        seed: z
          .string({ error: 'seed must be a string' })
          .trim()
          .min(1, { error: 'seed must not be empty' })
          .max(64, { error: 'seed must be at most 64 characters' }),
      },
      { error: 'generate must be an object { meetings, everyDays, seed }' },
    )
    .optional(),
});

/** One player must differ from the other. */
function differentPlayers(v: { player1Id?: number; player2Id?: number }, ctx: z.RefinementCtx) {
  if (v.player1Id !== undefined && v.player1Id === v.player2Id) ctx.addIssue({ code: 'custom', path: ['player2Id'], message: 'Players must be different' });
}

export const fixtureBody = z
  .strictObject({ date: date('date'), player1Id: id('player1Id'), player2Id: id('player2Id') })
  .superRefine(differentPlayers);

export const editFixtureBody = z
  .strictObject({ date: date('date').optional(), player1Id: id('player1Id').optional(), player2Id: id('player2Id').optional() })
  .refine((v) => Object.keys(v).length > 0, { error: 'Send at least one field to change: date, player1Id or player2Id' });

export const seasonListQuery = z.strictObject({ groupId: z.coerce.number().int().positive({ error: 'groupId must be a positive whole number' }).optional() });
