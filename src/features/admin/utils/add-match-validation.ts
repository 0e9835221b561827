/** Score options of the add-match form (games are won to 10; the loser reaches at most 7). */
export const SCORE_OPTIONS = [0, 1, 2, 3, 4, 5, 6, 7, 10] as const;

export interface AddMatchFields {
  player1Id: string;
  player2Id: string;
  score1: string;
  score2: string;
}

export const EMPTY_FIELDS: AddMatchFields = { player1Id: '', player2Id: '', score1: '', score2: '' };

export const allFilled = (f: AddMatchFields) => f.player1Id !== '' && f.player2Id !== '' && f.score1 !== '' && f.score2 !== '';

/** The spec's add-match rules in order; null when the result can be submitted. */
export function validateAddMatch(f: AddMatchFields): string | null {
  if (!allFilled(f)) return 'All fields are required';
  if (f.player1Id === f.player2Id) return 'Players must be different';
  const tens = Number(f.score1 === '10') + Number(f.score2 === '10');
  if (tens > 1) return 'Only one player can score 10';
  if (tens === 0) return 'One player must score 10';
  return null;
}

/** Fixture weights the add and edit forms offer (the API takes any number above 0 and at most 10). */
export const WEIGHT_OPTIONS = ['0.5', '1', '1.5', '2', '3', '5', '10'] as const;

/** Today's date in the admin's time zone, as a date input holds it (YYYY-MM-DD). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Fixture weight text: empty means the default 1; otherwise a number above 0 and at most 10. */
export function parseFixtureWeight(text: string): { ok: true; value: number | undefined } | { ok: false; message: string } {
  const t = text.trim();
  if (t === '') return { ok: true, value: undefined };
  const n = Number(t);
  if (!Number.isFinite(n) || n <= 0 || n > 10) return { ok: false, message: 'Fixture weight must be a number above 0 and at most 10' };
  return { ok: true, value: n };
}
