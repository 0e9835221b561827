import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { OptionList } from '../../components/option-list';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { linkTo } from '../../../contracts/route-manifest';
import { useOddsFormat } from '../../lib/odds-format-preference';
import { downloadCsv } from '../../lib/download-csv';
import { formatDate } from '../../lib/format-date';
import { localToday } from '../../../common/date-text';
import { parseCsv, toCsv } from '../../../common/csv';
import { formatNumber, sharePercent } from '../../../common/number-text';
import { MARGIN_METHODS, METHOD_LABEL, type MarginMethod } from '../../../workers/betting/fair-odds';
import { BET_TYPES, betClv, checkLedgerRow, fullRow, LEDGER_FIELDS, LEDGER_RESULTS, ledgerTotals, MIN_CLEAR_BETS, rowsFromCsv, type LedgerField, type LedgerRow } from '../../../workers/betting/ledger';
import { TextField } from './tools/odds-input';
import { LABEL, LabelledField } from '../../components/labelled-field';
import { DateField } from '../../components/date-field';
import { ToolNotes, ToolPage } from './tools/tool-page';
import { NO_VALUE } from './tools/tool-input';
import { addBets, clearBets, deleteBet, listBets, type StoredBet } from './utils/ledger-store';
import { money, signedMoney } from './utils/money-text';
import { showOdds } from './utils/show-odds';
import { ToolTable } from './tools/tool-table';
import { LedgerAnalyticsSection } from './ledger/ledger-analytics-section';

const BLANK: LedgerRow = fullRow({});
const LABELS: Record<LedgerField, string> = {
  date: 'Date',
  event: 'Event',
  selection: 'Selection',
  odds: 'Odds taken (any format)',
  stake: 'Stake (£)',
  closing: 'Closing prices of the whole market, yours first',
  result: 'Result',
  sport: 'Sport (optional)',
  market: 'Market (optional)',
  bookmaker: 'Bookmaker (optional)',
  probability: 'Your chance, % (optional)',
  type: 'Bet',
  places: 'Place terms (each way)',
};
const pence = (x: number) => signedMoney(BigInt(Math.round(x)));

/** A row that passes `checkLedgerRow`: each field is checked alone against it, so every problem shows at once. */
const VALID: LedgerRow = fullRow({ date: '2026-01-01', event: 'e', selection: 's', odds: '2', stake: '1', closing: '', result: 'pending' });

/** Every field's problem at once, each from the one rule (`checkLedgerRow`) applied to that field alone. */
function ledgerProblems(row: LedgerRow): Partial<Record<LedgerField, string>> {
  const out: Partial<Record<LedgerField, string>> = {};
  for (const f of Object.keys(VALID) as LedgerField[]) {
    const alone = checkLedgerRow({ ...VALID, [f]: row[f] });
    if (!alone.ok && alone.field === f) out[f] = alone.message;
  }
  return out;
}


/** The form that adds one bet; the date starts at today and stays for the next one; every problem shows at once. */
function AddBetForm({ onAdded }: { onAdded: () => Promise<void> }) {
  const id = useId();
  const [form, setForm] = useState<LedgerRow>(BLANK);
  const [tried, setTried] = useState(false);
  // Today once the page is live (the page is prerendered: its HTML cannot know the visitor's day).
  useEffect(() => setForm((f) => (f.date === '' ? { ...f, date: localToday() } : f)), []);
  const check = checkLedgerRow(form);
  const problems = tried ? ledgerProblems(form) : {};
  const fieldError = (f: LedgerField) => problems[f] ?? null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!check.ok) return;
    await addBets([{ ...form, result: form.result.trim().toLowerCase() }]);
    setForm({ ...BLANK, date: form.date });
    setTried(false);
    await onAdded();
  };
  return (
    <form className="card mt-6" aria-labelledby={`${id}-add`} onSubmit={(e) => void submit(e)} noValidate data-testid="ledger-form">
      <h2 id={`${id}-add`} className="text-lg font-semibold">
        Add a bet
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <DateField id={`${id}-date`} label={LABELS.date} value={form.date} onChange={(x) => setForm({ ...form, date: x })} error={fieldError('date')} labelClassName={LABEL.medium} testId="ledger-date" />
        {(['event', 'selection', 'odds', 'stake', 'sport', 'market', 'bookmaker', 'probability'] as const).map((f) => (
          <TextField
            key={f}
            id={`${id}-${f}`}
            label={LABELS[f]}
            value={form[f]}
            inputMode={f === 'stake' || f === 'probability' ? 'decimal' : 'text'}
            onChange={(x) => setForm({ ...form, [f]: x })}
            error={fieldError(f)}
            testId={`ledger-${f}`}
          />
        ))}
        <LabelledField id={`${id}-type`} label={LABELS.type} labelClassName={LABEL.medium} error={fieldError('type')}>
          {(control) => (
            <select {...control} className="input mt-1" value={form.type || 'single'} onChange={(e) => setForm({ ...form, type: e.target.value })} data-testid="ledger-type">
              {BET_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t === 'each-way' ? 'each way (stake: both parts)' : t === 'multiple' ? 'multiple (odds: legs joined by x)' : t}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
        {form.type === 'each-way' ? (
          <TextField id={`${id}-places`} label={LABELS.places} inputMode="text" value={form.places} onChange={(x) => setForm({ ...form, places: x })} error={fieldError('places')} testId="ledger-places" />
        ) : null}
        <LabelledField id={`${id}-result`} label={LABELS.result} labelClassName={LABEL.medium}>
          {(control) => (
            <select {...control} className="input mt-1" value={form.result} onChange={(e) => setForm({ ...form, result: e.target.value })} data-testid="ledger-result">
              <OptionList values={LEDGER_RESULTS} />
            </select>
          )}
        </LabelledField>
        <TextField
          id={`${id}-closing`}
          className="sm:col-span-2 lg:col-span-3"
          label={LABELS.closing}
          value={form.closing}
          inputMode="text"
          onChange={(x) => setForm({ ...form, closing: x })}
          error={fieldError('closing')}
          testId="ledger-closing"
        />
      </div>
      <p className="mt-2 text-sm text-slate-700">
        Closing prices: the last prices before the start for every outcome of the market, yours first, separated by spaces
        (for a home win at a close of 2.10, 3.40, 3.80: &ldquo;2.10 3.40 3.80&rdquo;). Leave it empty if you do not have them.
      </p>
      <button type="submit" className="btn-primary mt-3" data-testid="ledger-add">
        Add the bet
      </button>
    </form>
  );
}

/** The ledger's totals: bets and stakes, realised against expected profit, and the average closing-line value. */
function clearText(totals: ReturnType<typeof ledgerTotals>): string {
  if (totals.moreBetsNeeded === null) return 'an average of exactly 0 is never told from 0';
  if (totals.moreBetsNeeded === 0) return 'clear of 0';
  return `about ${formatNumber(totals.moreBetsNeeded)} more bets like these to tell it from 0`;
}

function LedgerTotals({ totals }: { totals: ReturnType<typeof ledgerTotals> | null }) {
  return (
    <>
      <dl className="mt-3 grid gap-4 sm:grid-cols-3" data-testid="ledger-totals">
        <div className="card">
          <dt className="text-sm text-slate-600">Bets and stakes</dt>
          <dd className="text-2xl font-semibold tabular-nums" data-testid="ledger-count">
            {totals ? formatNumber(totals.bets) : NO_VALUE}
          </dd>
          <dd className="text-sm text-slate-600">{totals ? `${money(totals.staked)} staked; settled profit ${signedMoney(totals.allRealisedPence)}` : null}</dd>
        </div>
        <div className="card">
          <dt className="text-sm text-slate-600">Realised against expected</dt>
          <dd className="text-2xl font-semibold tabular-nums" data-testid="ledger-realised">
            {totals && totals.compared ? signedMoney(totals.realisedPence) : NO_VALUE}
          </dd>
          <dd className="text-sm text-slate-600" data-testid="ledger-expected">
            {totals && totals.compared
              ? `expected ${pence(totals.expectedPence)}, 95 % band ${pence(totals.expectedPence - totals.bandPence)} to ${pence(totals.expectedPence + totals.bandPence)} over ${formatNumber(totals.compared)} settled ${totals.compared === 1 ? 'bet' : 'bets'} with closing prices`
              : 'needs settled bets with closing prices'}
          </dd>
        </div>
        <div className="card">
          <dt className="text-sm text-slate-600">Average closing-line value</dt>
          <dd className="text-2xl font-semibold tabular-nums" data-testid="ledger-clv">
            {totals && totals.meanClv !== null ? `${totals.meanClv > 0 ? '+' : ''}${sharePercent(totals.meanClv, 2)}` : NO_VALUE}
          </dd>
          <dd className="text-sm text-slate-600" data-testid="ledger-clv-interval">
            {totals && totals.clvHalfWidth !== null && totals.meanClv !== null
              ? `95 % interval ${sharePercent(totals.meanClv - totals.clvHalfWidth, 2)} to ${sharePercent(totals.meanClv + totals.clvHalfWidth, 2)} over ${formatNumber(totals.clvCount)} bets; ${clearText(totals)}`
              : 'needs 2 or more bets with closing prices'}
          </dd>
        </div>
      </dl>
      {totals && totals.clvCount > 0 && totals.clvCount < MIN_CLEAR_BETS ? (
        <p className="mt-2 text-sm text-amber-900" data-testid="ledger-small-sample">
          Only {formatNumber(totals.clvCount)} {totals.clvCount === 1 ? 'bet has' : 'bets have'} a closing price: below {formatNumber(MIN_CLEAR_BETS)} bets nothing is called clear of 0, however the interval falls.
        </p>
      ) : null}

    </>
  );
}

/** Export, import and delete-all, with what an import added or skipped. */
function LedgerActions({ bets, reload }: { bets: StoredBet[] | null; reload: () => Promise<void> }) {
  const [importNote, setImportNote] = useState<string[] | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const exportCsv = () =>
    downloadCsv('bet-ledger.csv', toCsv(LEDGER_FIELDS, (bets ?? []).map((b) => LEDGER_FIELDS.map((f) => b[f]))));
  const importCsv = async (file: File) => {
    const parsedCsv = parseCsv(await file.text(), { unescapeFormulas: true });
    if (!parsedCsv.ok) {
      setImportNote([`Line ${parsedCsv.line}: ${parsedCsv.reason}`]);
      return;
    }
    const { rows, errors } = rowsFromCsv(parsedCsv.records);
    if (rows.length) await addBets(rows);
    setImportNote([`${formatNumber(rows.length)} ${rows.length === 1 ? 'bet' : 'bets'} added.`, ...errors]);
    await reload();
  };
  return (
    <>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" disabled={!bets || bets.length === 0} onClick={exportCsv} data-testid="ledger-export">
          Export CSV
        </button>
        <label className="btn-secondary cursor-pointer">
          Import CSV
          <input
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            onChange={(e) => {
              const f = e.target.files?.[0];
              e.target.value = '';
              if (f) void importCsv(f);
            }}
            data-testid="ledger-import"
          />
        </label>
        {confirmClear ? (
          <button
            type="button"
            className="btn-secondary border-red-300 text-red-800"
            onClick={() => {
              setConfirmClear(false);
              void clearBets().then(reload);
            }}
            data-testid="ledger-clear-confirm"
          >
            Yes, delete all {formatNumber(bets?.length ?? 0)} bets
          </button>
        ) : (
          <button type="button" className="btn-secondary" disabled={!bets || bets.length === 0} onClick={() => setConfirmClear(true)} data-testid="ledger-clear">
            Delete all bets
          </button>
        )}
      </div>
      {importNote ? (
        <ul className="mt-2 text-sm text-slate-800" data-testid="ledger-import-note">
          {importNote.map((n, i) => (
            <li key={i}>{n}</li>
          ))}
        </ul>
      ) : null}

    </>
  );
}

/** Every bet with its closing-line value and profit, the newest first, each with Delete. */
function LedgerTable({ bets, method, reload }: { bets: StoredBet[] | null; method: MarginMethod; reload: () => Promise<void> }) {
  const [format] = useOddsFormat();
  const parsed = useMemo(() => (bets ?? []).map((b) => ({ stored: b, check: checkLedgerRow(b) })), [bets]);
  return (
    <ToolTable label="Your bets" testId="ledger-table" className="mt-4">
      <thead>
        <tr>
          <th scope="col">Event</th>
          <th scope="col" className="num" data-column="clv" data-key-column="">
            CLV
          </th>
          <th scope="col">Date</th>
          <th scope="col">Selection</th>
          <th scope="col" className="num">Odds</th>
          <th scope="col" className="num">Stake</th>
          <th scope="col" className="num">Fair close</th>
          <th scope="col">Result</th>
          <th scope="col" className="num">Profit</th>
          <th scope="col" className="relative">
            <span className="sr-only">Delete</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {bets === null ? (
          <tr>
            <td colSpan={10}>Opening your ledger…</td>
          </tr>
        ) : bets.length === 0 ? (
          <tr>
            <td colSpan={10} data-testid="ledger-empty">
              No bets yet.
            </td>
          </tr>
        ) : (
          parsed.map(({ stored, check: c }) => {
            const clv = c.ok ? betClv(c.bet, method) : null;
            return (
              <tr key={stored.id}>
                <th scope="row" className="max-w-[10rem] truncate" title={stored.event}>
                  {stored.event}
                </th>
                <td className="num font-semibold" title={clv?.note ?? undefined}>
                  {clv && clv.clv !== null ? `${clv.clv > 0 ? '+' : ''}${sharePercent(clv.clv, 2)}` : NO_VALUE}
                </td>
                <td className="whitespace-nowrap">{formatDate(stored.date)}</td>
                <td>{stored.selection}</td>
                <td className="num">{c.ok ? showOdds(c.bet.odds, format) : stored.odds}</td>
                <td className="num">{c.ok ? money(c.bet.stakePence) : stored.stake}</td>
                <td className="num">{clv && clv.fairPrice !== null ? showOdds(clv.fairPrice, format) : NO_VALUE}</td>
                <td>{stored.result}</td>
                <td className="num">{clv && clv.realisedPence !== null ? signedMoney(clv.realisedPence) : NO_VALUE}</td>
                <td>
                  <button type="button" className="link text-sm" onClick={() => void deleteBet(stored.id).then(reload)} aria-label={`Delete the bet on ${stored.event}`}>
                    Delete
                  </button>
                </td>
              </tr>
            );
          })
        )}
      </tbody>
    </ToolTable>
  );
}

function LedgerNotes() {
  return (
    <ToolNotes>
      <h2>Closing-line value</h2>
      <p>
        The closing price, the last before the event starts, is the market&apos;s best estimate: it has absorbed every
        bettor&apos;s information. Beating it consistently is the clearest sign of an edge, visible after a few hundred bets
        where profit alone needs thousands. Take the closing prices of the whole market, remove the margin (by the method
        you choose above; the{' '}
        <a href={linkTo('/betting/fair-odds-calculator')} className="link">
          fair odds calculator
        </a>{' '}
        explains all eight) to get your selection&apos;s fair closing probability p, and the closing-line value of a bet at
        decimal odds D is D × p − 1: what the bet was worth per pound, judged by the close.
      </p>
      <h3>The totals</h3>
      <ul>
        <li>
          Expected profit: the sum of stake × (D × p − 1) over the settled bets (won or lost) that have closing prices, beside
          what they actually made. The 95 % band is ± 1.96 × √(Σ stake² × D² × p × (1 − p)): where the realised total falls
          19 times in 20 if the closing prices are right. Void and pending bets count in neither.
        </li>
        <li>
          Average CLV with a 95 % interval: mean ± t × standard deviation / √n over the bets with closing prices, t
          being Student&apos;s 97.5 % point for n − 1 degrees of freedom (12.71 for 2 bets, 2.26 for 10, 2.05 for 30,
          near 1.96 beyond), so a handful of bets gets the wide interval it deserves. Below {MIN_CLEAR_BETS} bets nothing
          is called clear of 0.
        </li>
        <li>
          Bets needed: with the same average m and spread s, the least n of at least {MIN_CLEAR_BETS} whose interval
          leaves zero (t × s / √n below |m|); the page shows how many more that is.
        </li>
      </ul>
      <h3>Worked example</h3>
      <p>
        You took 2/1 (3.0) on a two-way market that closed at 2.5 and 1.6. The close adds up to 1/2.5 + 1/1.6 = 102.5 %;
        by the multiplicative method your side&apos;s fair chance is 0.4 / 1.025 = 39.02 % (a fair price of 2.56), so the CLV
        is 3.0 × 0.3902 − 1 = +17.07 %. Lost or won, the bet was a good one.
      </p>
      <h3>The CSV file</h3>
      <p>
        Columns date, event, selection, odds, stake, closing, result (won, placed, lost, void or pending), sport, market,
        bookmaker, probability (your chance in %), type (single, each-way or multiple) and places (each way: 1/4, 1/5 …),
        one bet a line, as the export writes them; the last six and closing may be left out, and any odds format is read.
        An each-way bet is kept whole (its stake is both parts, &ldquo;placed&rdquo; settles the place part only); a
        multiple&apos;s odds are its legs&apos; joined by x (2.0 x 5/4 x 1.5). Closing-line value is for singles. An import adds its bets to those here; a bad line is skipped and named.
      </p>
    </ToolNotes>
  );
}

/** The bets kept in this browser, read again after each change; a browser that keeps nothing says so. */
function useLedger() {
  const [bets, setBets] = useState<StoredBet[] | null>(null);
  const [storageError, setStorageError] = useState<string | null>(null);
  const reload = () =>
    listBets().then(
      (b) => setBets(b),
      (e: unknown) => setStorageError(`This browser will not keep a ledger here (${e instanceof Error ? e.message : String(e)}): private browsing can block storage.`),
    );
  useEffect(() => {
    void reload();
  }, []);
  return { bets, storageError, reload };
}

export default function BetLedgerPage() {
  usePageMeta({
    title: withBrand('Private Bet Ledger with Closing-Line Value'),
    description:
      'Keep a record of your bets in your own browser only: odds in any format, closing-line value against the de-vigged closing price by any of eight methods, realised against expected profit, CSV export and import.',
    keywords: ['bet tracker', 'closing line value', 'CLV calculator', 'betting record', 'bet ledger'],
    canonicalPath: linkTo('/betting/bet-ledger'),
  });
  const id = useId();
  const { bets, storageError, reload } = useLedger();
  const [method, setMethod] = useState<MarginMethod>('shin');
  const good = useMemo(() => (bets ?? []).flatMap((b) => [checkLedgerRow(b)].flatMap((c) => (c.ok ? [c.bet] : []))), [bets]);
  const totals = bets ? ledgerTotals(good, method) : null;

  return (
    <ToolPage
      title="Bet ledger"
      lead="A private record of your bets that tells you whether you beat the closing price: the surest sign of a bettor with an edge, long before the profits say so. It lives only in this browser."
    >
      <p className="mt-4 max-w-3xl rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-950" data-testid="ledger-private">
        Your bets are kept in this browser&apos;s own storage and never sent to this site or anyone else. Clearing your
        browser&apos;s site data deletes them: export a CSV to keep a copy.
      </p>
      {storageError ? (
        <p className="mt-3 text-red-800" role="alert">
          {storageError}
        </p>
      ) : null}

      <AddBetForm onAdded={reload} />

      <section className="mt-8" aria-labelledby={`${id}-totals`}>
        <h2 id={`${id}-totals`} className="text-xl font-bold">
          How you are doing
        </h2>
        <LabelledField id={`${id}-method`} label="Remove the closing margin by" className="mt-3 flex flex-wrap items-center gap-2" labelClassName="text-sm font-medium text-slate-700">
          {(control) => (
            <select {...control} className="input w-auto" value={method} onChange={(e) => setMethod(e.target.value as MarginMethod)} data-testid="ledger-method">
              <OptionList values={MARGIN_METHODS} label={(m) => METHOD_LABEL[m]} />
            </select>
          )}
        </LabelledField>
        <LedgerTotals totals={totals} />
        <LedgerActions bets={bets} reload={reload} />
        <LedgerTable bets={bets} method={method} reload={reload} />
        <LedgerAnalyticsSection bets={good} method={method} />
      </section>

      <LedgerNotes />
    </ToolPage>
  );
}
