import { parseOdds } from '../../../../workers/betting/odds-format';
import {
  BET_TYPES,
  validateSelection,
  type BetType,
  type Selection,
  type SelectionResult,
} from '../../../../workers/betting/bet-returns';

/** One selection as typed (every field is text until it is parsed). */
export interface SelectionText {
  odds: string;
  result: SelectionResult;
  position: string;
  tied: string;
  divisor: string;
  places: string;
  rule4: string;
}

export const RESULT_CODES: [SelectionResult, string, string][] = [
  ['won', 'w', 'Won'],
  ['placed', 'p', 'Placed (each-way part only)'],
  ['lost', 'l', 'Lost'],
  ['void', 'v', 'Void (non-runner)'],
  ['deadHeat', 'd', 'Dead heat'],
];
export const BLANK: SelectionText = { odds: '2/1', result: 'won', position: '1', tied: '2', divisor: '4', places: '3', rule4: '0' };
export const DEFAULTS = { type: 'trixie' as BetType, stake: '1', eachWay: false, selections: ['2/1~w', 'evens~w', '3/1~l'] };

function decodeSelection(raw: string): SelectionText {
  const [odds = '', code = 'w', position = '1', tied = '2', divisor = '4', places = '3', rule4 = '0'] = raw.split('~');
  const result = RESULT_CODES.find(([, c]) => c === code)?.[0] ?? 'won';
  return { odds, result, position, tied, divisor, places, rule4 };
}
export function encodeSelection(s: SelectionText): string {
  const code = RESULT_CODES.find(([r]) => r === s.result)![1];
  const full = [s.odds, code, s.position, s.tied, s.divisor, s.places, s.rule4];
  const defaults = ['', code, BLANK.position, BLANK.tied, BLANK.divisor, BLANK.places, BLANK.rule4];
  let n = full.length;
  while (n > 2 && full[n - 1] === defaults[n - 1]) n--;
  return full.slice(0, n).join('~');
}

/** The calculator's state from the address (`type`, `stake`, `ew`, `sel`: selections joined by `_`). */
export function readState(search: string) {
  const q = new URLSearchParams(search);
  const typeRaw = q.get('type');
  const type = typeRaw && typeRaw in BET_TYPES ? (typeRaw as BetType) : DEFAULTS.type;
  const selRaw = q.get('sel');
  let selections = (selRaw === null ? DEFAULTS.selections : selRaw.split('_')).map(decodeSelection);
  const def = BET_TYPES[type];
  selections = selections.slice(0, def.max);
  while (selections.length < def.min) selections.push({ ...BLANK });
  return { type, stake: q.get('stake') ?? DEFAULTS.stake, eachWay: q.get('ew') === '1', selections };
}

const whole = (text: string, min: number, max: number) => (/^\s*\d{1,3}\s*$/.test(text) && Number(text) >= min && Number(text) <= max ? Number(text) : null);

/** A typed selection → the engine's selection, or per-field validity when something is invalid. */
export function parseSelection(s: SelectionText, eachWay: boolean) {
  const read = parseOdds(s.odds);
  const odds = read.ok ? read.decimal : null;
  const position = s.result === 'deadHeat' ? whole(s.position, 1, 40) : 1;
  const tied = s.result === 'deadHeat' ? whole(s.tied, 2, 40) : 2;
  const places = eachWay ? whole(s.places, 1, 8) : 3;
  const rule4 = whole(s.rule4, 0, 90);
  const invalid = { odds: odds === null, position: position === null, tied: tied === null, places: places === null, rule4: rule4 === null };
  if (Object.values(invalid).some(Boolean)) return { invalid, selection: null };
  const selection: Selection = {
    odds: odds!,
    result: s.result,
    deadHeat: s.result === 'deadHeat' ? { position: position!, tied: tied! } : undefined,
    placeDivisor: s.divisor === '5' ? 5 : 4,
    places: places!,
    rule4: rule4!,
  };
  return { invalid, selection: validateSelection(selection) ? null : selection };
}

export type ParsedSelection = ReturnType<typeof parseSelection>;
