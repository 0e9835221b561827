import { useId } from 'react';
import { Link } from 'wouter';
import { useUrlParams } from '../../hooks/use-url-params';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import {
  BET_TYPES,
  betReturns,
  formatPence,
  parseOdds,
  parseStakePence,
  ratText,
  validateSelection,
  type BetType,
  type Selection,
  type SelectionResult,
} from '../../../workers/betting/bet-returns';
import { BETTING_HOME } from './betting-articles';
import { NO_VALUE } from './tools/tool-input';
import { linkTo } from '../../../contracts/route-manifest';
import { BetResponsibly } from './components/bet-responsibly';

/** One selection as typed (every field is text until it is parsed). */
interface SelectionText {
  odds: string;
  result: SelectionResult;
  position: string;
  tied: string;
  divisor: string;
  places: string;
  rule4: string;
}

const RESULT_CODES: [SelectionResult, string, string][] = [
  ['won', 'w', 'Won'],
  ['placed', 'p', 'Placed (each-way part only)'],
  ['lost', 'l', 'Lost'],
  ['void', 'v', 'Void (non-runner)'],
  ['deadHeat', 'd', 'Dead heat'],
];
const BLANK: SelectionText = { odds: '2/1', result: 'won', position: '1', tied: '2', divisor: '4', places: '3', rule4: '0' };
const DEFAULTS = { type: 'trixie' as BetType, stake: '1', eachWay: false, selections: ['2/1~w', 'evens~w', '3/1~l'] };

function decodeSelection(raw: string): SelectionText {
  const [odds = '', code = 'w', position = '1', tied = '2', divisor = '4', places = '3', rule4 = '0'] = raw.split('~');
  const result = RESULT_CODES.find(([, c]) => c === code)?.[0] ?? 'won';
  return { odds, result, position, tied, divisor, places, rule4 };
}
function encodeSelection(s: SelectionText): string {
  const code = RESULT_CODES.find(([r]) => r === s.result)![1];
  const full = [s.odds, code, s.position, s.tied, s.divisor, s.places, s.rule4];
  const defaults = ['', code, BLANK.position, BLANK.tied, BLANK.divisor, BLANK.places, BLANK.rule4];
  let n = full.length;
  while (n > 2 && full[n - 1] === defaults[n - 1]) n--;
  return full.slice(0, n).join('~');
}

function readState(search: string) {
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
function parseSelection(s: SelectionText, eachWay: boolean) {
  const odds = parseOdds(s.odds);
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

const letters = (xs: number[]) => xs.map((i) => i + 1).join(' + ');

export default function BetReturnsCalculatorPage() {
  usePageMeta({
    title: withBrand('Bet Returns Calculator: Each Way, Dead Heats and Rule 4'),
    description:
      'Exact returns of singles, doubles, trebles, accumulators of up to 12 selections, Trixie, Patent, Yankee, Lucky 15 and Heinz bets, win or each way, with dead heats and Rule 4, every line listed.',
    keywords: ['bet calculator', 'each way calculator', 'rule 4 calculator', 'dead heat', 'yankee calculator', 'lucky 15 calculator'],
    canonicalPath: linkTo('/betting/bet-returns-calculator'),
  });
  const id = useId();
  const { search, update } = useUrlParams();
  const state = readState(search);
  const def = BET_TYPES[state.type];
  const write = (next: Partial<typeof state>) => {
    const s = { ...state, ...next };
    const sel = s.selections.map(encodeSelection).join('_');
    update({
      type: s.type === DEFAULTS.type ? null : s.type,
      stake: s.stake === DEFAULTS.stake ? null : s.stake,
      ew: s.eachWay ? '1' : null,
      sel: sel === DEFAULTS.selections.join('_') ? null : sel,
    });
  };
  const setSelection = (i: number, patch: Partial<SelectionText>) => write({ selections: state.selections.map((s, j) => (j === i ? { ...s, ...patch } : s)) });
  const setType = (type: BetType) => {
    const d = BET_TYPES[type];
    const selections = state.selections.slice(0, d.max);
    while (selections.length < d.min) selections.push({ ...BLANK });
    write({ type, selections });
  };

  const stakePence = parseStakePence(state.stake);
  const parsed = state.selections.map((s) => parseSelection(s, state.eachWay));
  const ready = stakePence !== null && parsed.every((p) => p.selection !== null);
  const result = ready ? betReturns(state.type, parsed.map((p) => p.selection!), stakePence!, state.eachWay) : null;
  const lineCount = result ? result.lines.length : null;

  const inputClass = (bad: boolean) => ({ required: bad, 'aria-invalid': bad });

  return (
    <div className="page">
      <Link href={BETTING_HOME.href} className="link text-sm">
        ← {BETTING_HOME.label}
      </Link>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Bet Returns Calculator</h1>
      <p className="mt-3 max-w-3xl text-slate-800">
        What a bet pays, worked out exactly in pence: singles, multiples up to a 12-fold accumulator and the full-cover
        bets, win or each way, with dead heats and Rule 4 deductions. Every line of the bet is listed so you can check it.
      </p>

      <section className="card mt-6" aria-labelledby={`${id}-bet`} data-testid="bet-inputs">
        <h2 id={`${id}-bet`} className="text-lg font-semibold">
          The bet
        </h2>
        <div className="mt-3 grid gap-4 sm:grid-cols-3">
          <div>
            <label htmlFor={`${id}-type`} className="block text-sm font-medium text-slate-700">
              Bet type
            </label>
            <select id={`${id}-type`} className="input mt-1" value={state.type} onChange={(e) => setType(e.target.value as BetType)} data-testid="bet-type">
              {(Object.keys(BET_TYPES) as BetType[]).map((t) => (
                <option key={t} value={t}>
                  {BET_TYPES[t].label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-stake`} className="block text-sm font-medium text-slate-700">
              Stake per line (£)
            </label>
            <input
              id={`${id}-stake`}
              className="input mt-1"
              type="text"
              inputMode="decimal"
              {...inputClass(stakePence === null)}
              value={state.stake}
              onChange={(e) => write({ stake: e.target.value })}
              data-testid="stake"
            />
          </div>
          <div className="flex items-end">
            <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
              <input type="checkbox" checked={state.eachWay} onChange={(e) => write({ eachWay: e.target.checked })} data-testid="each-way" />
              Each way (a win and a place bet on every line)
            </label>
          </div>
        </div>
        <ol className="mt-4 grid gap-3">
          {state.selections.map((s, i) => {
            const bad = parsed[i].invalid;
            const fid = `${id}-s${i}`;
            return (
              <li key={i} className="rounded-lg border border-slate-200 p-3" data-testid={`selection-${i + 1}`}>
                <p className="text-sm font-semibold text-slate-900">Selection {i + 1}</p>
                <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
                  <div>
                    <label htmlFor={`${fid}-o`} className="block text-sm text-slate-700">
                      Odds
                    </label>
                    <input id={`${fid}-o`} className="input mt-1" type="text" {...inputClass(bad.odds)} value={s.odds} onChange={(e) => setSelection(i, { odds: e.target.value })} data-testid={`odds-${i + 1}`} />
                  </div>
                  <div>
                    <label htmlFor={`${fid}-r`} className="block text-sm text-slate-700">
                      Result
                    </label>
                    <select id={`${fid}-r`} className="input mt-1" value={s.result} onChange={(e) => setSelection(i, { result: e.target.value as SelectionResult })} data-testid={`result-${i + 1}`}>
                      {RESULT_CODES.map(([r, , label]) => (
                        <option key={r} value={r}>
                          {label}
                        </option>
                      ))}
                    </select>
                  </div>
                  {s.result === 'deadHeat' ? (
                    <>
                      <div>
                        <label htmlFor={`${fid}-pos`} className="block text-sm text-slate-700">
                          Tied for position
                        </label>
                        <input id={`${fid}-pos`} className="input mt-1" type="number" min={1} max={40} step={1} {...inputClass(bad.position)} value={s.position} onChange={(e) => setSelection(i, { position: e.target.value })} />
                      </div>
                      <div>
                        <label htmlFor={`${fid}-tied`} className="block text-sm text-slate-700">
                          Runners tied
                        </label>
                        <input id={`${fid}-tied`} className="input mt-1" type="number" min={2} max={40} step={1} {...inputClass(bad.tied)} value={s.tied} onChange={(e) => setSelection(i, { tied: e.target.value })} />
                      </div>
                    </>
                  ) : null}
                  {state.eachWay ? (
                    <>
                      <div>
                        <label htmlFor={`${fid}-terms`} className="block text-sm text-slate-700">
                          Place terms
                        </label>
                        <select id={`${fid}-terms`} className="input mt-1" value={s.divisor} onChange={(e) => setSelection(i, { divisor: e.target.value })}>
                          <option value="4">1/4 odds</option>
                          <option value="5">1/5 odds</option>
                        </select>
                      </div>
                      <div>
                        <label htmlFor={`${fid}-places`} className="block text-sm text-slate-700">
                          Places paid
                        </label>
                        <input id={`${fid}-places`} className="input mt-1" type="number" min={1} max={8} step={1} {...inputClass(bad.places)} value={s.places} onChange={(e) => setSelection(i, { places: e.target.value })} />
                      </div>
                    </>
                  ) : null}
                  <div>
                    <label htmlFor={`${fid}-r4`} className="block text-sm text-slate-700">
                      Rule 4 (p in the £)
                    </label>
                    <input id={`${fid}-r4`} className="input mt-1" type="number" min={0} max={90} step={1} {...inputClass(bad.rule4)} value={s.rule4} onChange={(e) => setSelection(i, { rule4: e.target.value })} data-testid={`rule4-${i + 1}`} />
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
        {def.min !== def.max ? (
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className="btn-secondary" disabled={state.selections.length >= def.max} onClick={() => write({ selections: [...state.selections, { ...BLANK }] })}>
              Add a selection
            </button>
            <button type="button" className="btn-secondary" disabled={state.selections.length <= def.min} onClick={() => write({ selections: state.selections.slice(0, -1) })}>
              Remove the last selection
            </button>
          </div>
        ) : null}
        <p className="mt-3 text-sm text-slate-700">
          Odds as fractions (5/2, evens) or decimals (3.5). {def.label}: {def.min === def.max ? def.min : `${def.min} to ${def.max}`} selections.
        </p>
      </section>

      <section className="mt-6" aria-labelledby={`${id}-res`}>
        <h2 id={`${id}-res`} className="text-xl font-bold">
          Returns
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-x-8 gap-y-2 sm:grid-cols-4">
          {[
            ['Bets (lines)', lineCount === null ? NO_VALUE : String(lineCount), 'total-lines'],
            ['Total stake', result ? formatPence(result.totalStakePence) : NO_VALUE, 'total-stake'],
            ['Total return', result ? formatPence(result.totalReturnPence) : NO_VALUE, 'total-return'],
            ['Profit', result ? formatPence(result.totalProfitPence) : NO_VALUE, 'total-profit'],
          ].map(([label, value, testId]) => (
            <div key={testId}>
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="text-xl font-semibold tabular-nums" data-testid={testId}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-3 max-h-[32rem] overflow-auto rounded-lg border border-slate-200" role="region" aria-label="Every line of the bet" tabIndex={0}>
          <table className="data-table" data-testid="bet-lines">
            <caption className="sr-only">Every line of the bet with its stake, return and profit</caption>
            <thead>
              <tr>
                <th scope="col" className="num">#</th>
                <th scope="col" className="text-left">Selections</th>
                <th scope="col" className="text-left">Part</th>
                <th scope="col" className="text-left">Return per £1 (each selection)</th>
                <th scope="col" className="num">Stake</th>
                <th scope="col" className="num">Return</th>
                <th scope="col" className="num">Profit</th>
              </tr>
            </thead>
            <tbody>
              {result
                ? result.lines.map((l, i) => (
                    <tr key={i}>
                      <td className="num">{i + 1}</td>
                      <td className="whitespace-nowrap">{letters(l.selections)}</td>
                      <td>{l.part === 'win' ? 'Win' : 'Place'}</td>
                      <td className="whitespace-nowrap tabular-nums">{l.factors.map(ratText).join(' × ')}</td>
                      <td className="num">{formatPence(l.stakePence)}</td>
                      <td className="num font-semibold">{formatPence(l.returnPence)}</td>
                      <td className="num">{formatPence(l.profitPence)}</td>
                    </tr>
                  ))
                : (
                  <tr>
                    <td className="num">{NO_VALUE}</td>
                    <td colSpan={6}>{NO_VALUE}</td>
                  </tr>
                )}
            </tbody>
          </table>
        </div>
        <p className="mt-2 text-sm text-slate-700">
          Each line&apos;s return is the stake times the product of its selections&apos; returns per £1, computed exactly (as
          fractions, no rounding on the way) and rounded half up to the penny once, at the end of the line. The totals add
          the rounded lines, as a bookmaker pays them, so a total can differ by a penny or two from rounding the exact sum.
        </p>
      </section>

      <article className="prose-article mt-10 max-w-3xl">
        <h2>How the returns are worked out</h2>
        <p>
          For each selection, P is the winnings per £1 at its odds (5/2 → 2.5; decimal 3.5 → 2.5) and R the Rule 4
          deduction in pence in the pound. Rule 4 comes off the winnings, never the stake, and on an each-way bet off both
          parts (the UK convention): P′ = P × (1 − R / 100).
        </p>
        <ul>
          <li>
            <strong>Win part</strong>: won pays 1 + P′ per £1; placed or lost pays 0; void returns the £1. A dead heat for first
            among t runners pays (1 + P′) / t: the stake is split between the tied runners and only one share wins.
          </li>
          <li>
            <strong>Place part</strong> (each way, place terms 1/f of the odds over K places): won or placed pays 1 + P′ / f. A dead
            heat for position q among t runners pays (1 + P′ / f) × m / t, where m = min(t, K − q + 1) is the number of places left
            for them: a dead heat for first with 3 places is paid in full, a dead heat for the last place between two is paid at half.
          </li>
          <li>
            <strong>Multiples</strong>: a double, treble or accumulator multiplies its selections&apos; returns per £1 (a void
            selection counts as 1). Each way, the win line multiplies the win parts and the place line the place parts.
          </li>
          <li>
            <strong>Full cover</strong>: Trixie = 3 doubles + 1 treble (4 bets); Patent = 3 singles + 3 doubles + 1 treble (7);
            Yankee = 6 doubles + 4 trebles + 1 four-fold (11); Lucky 15 = 4 singles + the Yankee (15); Heinz = 15 doubles + 20
            trebles + 15 four-folds + 6 five-folds + 1 six-fold (57). Each way doubles the number of bets. Bookmaker bonuses
            (such as double odds on a single winner of a Lucky 15) vary and are not included.
          </li>
        </ul>
        <p>
          Example (the page&apos;s tests check it): a £5 each-way single at 10/1, 1/4 the odds, wins with a 25p Rule 4. Winnings
          per £1 are 10 × 0.75 = 7.5; the win part returns 5 × 8.5 = £42.50 and the place part 5 × (1 + 7.5 / 4) = £14.375,
          which rounds half up to £14.38: £56.88 back for £10 staked. See{' '}
          <Link href={linkTo('/betting/how-to-maximise-sports-betting-accumulators')} className="link">
            How to Maximise Sports Betting Accumulators
          </Link>{' '}
          for how accumulator margins compound.
        </p>
      </article>
      <BetResponsibly />
    </div>
  );
}
