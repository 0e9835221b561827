import { useId } from 'react';
import { Link } from 'wouter';
import { useUrlParams } from '../../hooks/use-url-params';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { BET_TYPES, betReturns, parseStakePence, type BetType } from '../../../workers/betting/bet-returns';
import { BETTING_HOME } from './betting-articles';
import { linkTo } from '../../../contracts/route-manifest';
import { BetResponsibly } from './components/bet-responsibly';
import { BetSelectionRow } from './components/bet-selection-row';
import { BetReturnsTable } from './components/bet-returns-table';
import { BetReturnsMethod } from './components/bet-returns-method';
import { BLANK, DEFAULTS, encodeSelection, parseSelection, readState, type SelectionText } from './utils/bet-returns-form';
import { LABEL, LabelledField } from '../../components/labelled-field';
import { RowCountButtons } from './tools/row-count-buttons';

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

  const inputClass = (bad: boolean) => ({ required: bad, 'aria-invalid': bad });

  return (
    <div className="page">
      <Link href={BETTING_HOME.href} className="link text-sm">
        ← {BETTING_HOME.label}
      </Link>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Bet returns calculator</h1>
      <p className="mt-3 max-w-3xl text-slate-800">
        What a bet pays, worked out exactly in pence: singles, multiples up to a 12-fold accumulator and the full-cover
        bets, win or each way, with dead heats and Rule 4 deductions. Every line of the bet is listed so you can check it.
      </p>

      <section className="card mt-6" aria-labelledby={`${id}-bet`} data-testid="bet-inputs">
        <h2 id={`${id}-bet`} className="text-lg font-semibold">
          The bet
        </h2>
        <div className="mt-3 grid gap-4 sm:grid-cols-3">
          <LabelledField id={`${id}-type`} label="Bet type" labelClassName={LABEL.medium}>
            {(control) => (
              <select {...control} className="input mt-1" value={state.type} onChange={(e) => setType(e.target.value as BetType)} data-testid="bet-type">
                {(Object.keys(BET_TYPES) as BetType[]).map((t) => (
                  <option key={t} value={t}>
                    {BET_TYPES[t].label}
                  </option>
                ))}
              </select>
            )}
          </LabelledField>
          <LabelledField id={`${id}-stake`} label="Stake per line (£)" labelClassName={LABEL.medium}>
            {(control) => (
              <input
                {...control}
                className="input mt-1"
                type="text"
                inputMode="decimal"
                {...inputClass(stakePence === null)}
                value={state.stake}
                onChange={(e) => write({ stake: e.target.value })}
                data-testid="stake"
              />
            )}
          </LabelledField>
          <div className="flex items-end">
            <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
              <input type="checkbox" checked={state.eachWay} onChange={(e) => write({ eachWay: e.target.checked })} data-testid="each-way" />
              Each way (a win and a place bet on every line)
            </label>
          </div>
        </div>
        <ol className="mt-4 grid gap-3">
          {state.selections.map((s, i) => (
            <BetSelectionRow key={i} i={i} s={s} bad={parsed[i].invalid} fid={`${id}-s${i}`} eachWay={state.eachWay} setSelection={setSelection} />
          ))}
        </ol>
        {def.min !== def.max ? (
          <RowCountButtons
            rows={state.selections}
            min={def.min}
            max={def.max}
            blank={() => ({ ...BLANK })}
            onChange={(selections) => write({ selections })}
            add="Add a selection"
            remove="Remove the last selection"
          />
        ) : null}
        <p className="mt-3 text-sm text-slate-700">
          Odds in any format: fractions (5/2, evens, 100/30), decimals (3.5), American (+250, −200) or a probability (40 %). {def.label}: {def.min === def.max ? def.min : `${def.min} to ${def.max}`} selections.
        </p>
      </section>

      <BetReturnsTable id={id} result={result} />

      <BetReturnsMethod />
      <BetResponsibly />
    </div>
  );
}
