/**
 * Request shapes of the admin's results, roster and import/export endpoints (contracts/admin.ts declares the
 * endpoints): each body and query once, validated by the server with these schemas and typed for the browser with
 * `z.input`. Unknown fields are refused (strict objects); every message names its field.
 */
import { parseGameDate } from '../common/game-date';
import { isWellFormedText } from './well-formed-text';
import { checkName } from './names';
import { fixtureWeightProblem, resultProblem } from '../common/match-rules';
import { scoreField } from './score-field';
import { z } from './endpoint';

/** A positive whole number in a JSON body. */
export const bodyId = (name: string) =>
  z.int({ error: `${name} must be a whole number` }).positive({ error: `${name} must be a positive whole number` });

/** A player or group name (contracts/names.ts): trimmed and normalised, or refused with the reason. */
export const nameField = (field: string) =>
  z
    .string({ error: `${field} is required and must be a string` })
    .max(1000, { error: `${field} is too long` })
    .refine(isWellFormedText, { error: `${field} holds an unpaired UTF-16 surrogate, which is not text` })
    .transform((raw, ctx) => {
      const r = checkName(raw);
      if (!r.ok) {
        ctx.addIssue({ code: 'custom', message: `${field} ${r.reason}` });
        return z.NEVER;
      }
      return r.name;
    });

const adminPassword = z
  .string({ error: 'adminPassword is required and must be a string' })
  .min(1, { error: 'Admin password is required' })
  .max(1024, { error: 'adminPassword is too long' });

const score = scoreField;

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
  })
  .openapi({ description: 'ISO 8601 date (YYYY-MM-DD) or date-time, at most a day ahead; omitted means now.' });

/** One player must score 10 and the other not; the players differ. */
function resultRules(v: { player1Id: number; player2Id: number; score1: number; score2: number }, ctx: z.RefinementCtx) {
  const problem = resultProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
}

export const AddResultBody = z
  .strictObject({
    player1Id: bodyId('player1Id'),
    player2Id: bodyId('player2Id'),
    score1: score('score1'),
    score2: score('score2'),
    fixtureWeight: fixtureWeight.optional(),
    gameDate: gameDate.optional(),
  })
  .superRefine(resultRules)
  .openapi('AddResultInput');
/** POST /api/admin/add-result. */
export type AddResultInput = z.input<typeof AddResultBody>;

/** Every field but matchId is optional; at least one must be given. The merged match is checked by the server. */
export const EditMatchBody = z
  .strictObject({
    matchId: bodyId('matchId'),
    player1Id: bodyId('player1Id').optional(),
    player2Id: bodyId('player2Id').optional(),
    score1: score('score1').optional(),
    score2: score('score2').optional(),
    fixtureWeight: fixtureWeight.optional(),
    gameDate: gameDate.optional(),
  })
  .refine((v) => Object.keys(v).length > 1, { error: 'Send at least one field to change besides matchId' })
  .openapi('EditMatchInput');
/** POST /api/admin/edit-match. */
export type EditMatchInput = z.input<typeof EditMatchBody>;

export const DeleteMatchBody = z.strictObject({ matchId: bodyId('matchId'), adminPassword });
export type DeleteMatchInput = z.input<typeof DeleteMatchBody>;

export const RestoreMatchBody = z.strictObject({ matchId: bodyId('matchId') });

export const NameBody = z.strictObject({ name: nameField('name') });
export const MemberBody = z.strictObject({ playerId: bodyId('playerId') });
export const PasswordBody = z.strictObject({ adminPassword });

const queryParam = <S extends z.ZodType>(name: string, schema: S) => schema.openapi({ param: { name, in: 'query' } });

/** `?limit=&before=` of the deleted list and the audit log. */
export const ListQuery = z.strictObject({
  limit: queryParam('limit', z.coerce.number().int().min(1).max(500).optional()),
  before: queryParam('before', z.coerce.number().int().positive().optional()),
});
export type ListQueryInput = z.input<typeof ListQuery>;

/** `?dryRun=1` checks a CSV import and writes nothing. */
export const ImportQuery = z.strictObject({
  dryRun: queryParam('dryRun', z.enum(['0', '1', 'true', 'false'], { error: 'dryRun must be 1 or 0' }).optional()),
});

export const ExportQuery = z.strictObject({
  format: queryParam('format', z.enum(['json', 'csv'], { error: 'format must be json or csv' }).optional()),
});

const dateText = (field: string) =>
  queryParam(field, z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${field} must be a date YYYY-MM-DD` }).optional());
const whole = (field: string, min: number, max: number) =>
  queryParam(
    field,
    z
      .string()
      .regex(/^\d{1,9}$/, { error: `${field} must be a whole number` })
      .transform(Number)
      .pipe(z.number().int().min(min, { error: `${field} must be at least ${min}` }).max(max, { error: `${field} must be at most ${max}` }))
      .optional(),
  );

/**
 * GET /api/admin/matches: `q` (either player's name contains it, ignoring case and accents; a number also finds
 * the match with that id), `group` (both players members), `player` (either side), `from` / `to` (dates of play,
 * inclusive), `deleted=1` (deleted matches too), `limit` (1-200, default 50) and `offset`.
 */
export const MatchListQuery = z.strictObject({
  q: queryParam('q', z.string().max(60, { error: 'q is too long' }).optional()),
  group: whole('group', 1, 1e9),
  player: whole('player', 1, 1e9),
  from: dateText('from'),
  to: dateText('to'),
  deleted: queryParam('deleted', z.enum(['0', '1'], { error: 'deleted must be 0 or 1' }).optional()),
  limit: whole('limit', 1, 200),
  offset: whole('offset', 0, 999_999_999),
});
export type MatchListQuery = z.output<typeof MatchListQuery>;
export type MatchListInput = z.input<typeof MatchListQuery>;
