import { ApiClientError } from '../../../lib/api-client';
import { parseGameDate } from '../../../../common/game-date';
import { fixtureWeightProblem, resultProblem } from '../../../../common/match-rules';

/**
 * The add and edit forms' checks: the API's own rules (common/match-rules.ts, game-date.ts), run before the
 * confirm step, each problem tied to the field it concerns so the form shows it there.
 */

export interface AddMatchFields {
  player1Id: string;
  player2Id: string;
  score1: string;
  score2: string;
}

/** Everything the add and edit forms hold, as the inputs hold it (text). */
export interface MatchFormValues extends AddMatchFields {
  /** YYYY-MM-DD, as a date input holds it. */
  date: string;
  /** Fixture weight text; empty means the default 1. */
  weight: string;
}

/** The form's fields, named as the API names them in its errors (`error.field`). */
export type MatchField = keyof AddMatchFields | 'gameDate' | 'fixtureWeight';

export interface FieldProblem {
  /** The field the problem concerns; null when it concerns none (a server failure, say). */
  field: MatchField | null;
  message: string;
}

export const EMPTY_FIELDS: AddMatchFields = { player1Id: '', player2Id: '', score1: '', score2: '' };

export const allFilled = (f: AddMatchFields) => f.player1Id !== '' && f.player2Id !== '' && f.score1 !== '' && f.score2 !== '';

/** The spec's add-match rules in order, with the field each concerns; null when the result can be submitted. */
export function resultFieldProblem(f: AddMatchFields): FieldProblem | null {
  if (!allFilled(f)) {
    const empty = (['player1Id', 'score1', 'player2Id', 'score2'] as const).find((k) => f[k] === '')!;
    return { field: empty, message: 'All fields are required' };
  }
  return resultProblem({ player1Id: Number(f.player1Id), player2Id: Number(f.player2Id), score1: Number(f.score1), score2: Number(f.score2) });
}

/** The spec's add-match rules in order; null when the result can be submitted. */
export function validateAddMatch(f: AddMatchFields): string | null {
  return resultFieldProblem(f)?.message ?? null;
}

/** Fixture weights the add and edit forms offer (the API takes any number above 0 and at most 10). */
export const WEIGHT_OPTIONS = ['0.5', '1', '1.5', '2', '3', '5', '10'] as const;


/** Fixture weight text: empty means the default 1; otherwise the API's rule (above 0, at most 10). */
export function parseFixtureWeight(text: string): { ok: true; value: number | undefined } | { ok: false; message: string } {
  const t = text.trim();
  if (t === '') return { ok: true, value: undefined };
  const problem = /^(\d+(\.\d*)?|\.\d+)$/.test(t) ? fixtureWeightProblem(Number(t)) : 'must be a number';
  return problem ? { ok: false, message: `Fixture weight ${problem}` } : { ok: true, value: Number(t) };
}

/** The date played as the API checks it (`now` is this browser's clock); null when it would be accepted. */
export function dateProblem(date: string, now = Date.now()): string | null {
  if (date.trim() === '') return 'Enter the date the match was played';
  const r = parseGameDate(date, now);
  return r.ok ? null : `Date played ${r.reason}`;
}

/**
 * Every check the API would make on the form's values, first problem first; null when it can be confirmed.
 * `dateUnchanged`: a correction that keeps the stored date does not send it, so it is not checked.
 */
export function checkMatchForm(v: MatchFormValues, opts: { now?: number; dateUnchanged?: boolean } = {}): FieldProblem | null {
  const result = resultFieldProblem(v);
  if (result) return result;
  const weight = parseFixtureWeight(v.weight);
  if (!weight.ok) return { field: 'fixtureWeight', message: weight.message };
  const date = opts.dateUnchanged ? null : dateProblem(v.date, opts.now);
  return date ? { field: 'gameDate', message: date } : null;
}

const FORM_FIELDS: readonly string[] = ['player1Id', 'player2Id', 'score1', 'score2', 'gameDate', 'fixtureWeight'];

/** A refused save as the form shows it: the API's message, next to the field its error names when the form has it. */
export function refusalProblem(err: unknown): FieldProblem | null {
  if (!(err instanceof ApiClientError)) return null;
  const field = err.field && FORM_FIELDS.includes(err.field) ? (err.field as MatchField) : null;
  // Shown under its field, the message need not start by naming it ("gameDate: gameDate must ..." → "gameDate must ...").
  const message = field && err.message.startsWith(`${field}: `) ? err.message.slice(field.length + 2) : err.message;
  return { field, message };
}
