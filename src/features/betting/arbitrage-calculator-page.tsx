import { useId } from 'react';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { linkTo } from '../../../contracts/route-manifest';
import { useOddsFormat } from '../../lib/odds-format-preference';
import { parseOdds } from '../../../workers/betting/odds-format';
import { arbitrage, MAX_ARB_OUTCOMES, MAX_BOOKS } from '../../../workers/betting/arbitrage';
import { parsePercent, parsePounds } from '../../../workers/betting/exact-money';
import { OddsInput, TextField } from './tools/odds-input';
import { ToolNotes, ToolPage } from './tools/tool-page';
import { NO_VALUE } from './tools/tool-input';
import { useToolParams } from './utils/tool-params';
import { money, ratPercent, signedMoney, unroundedPounds } from './utils/money-text';
import { showOdds } from './utils/show-odds';
import { RowTable } from './tools/tool-table';
import { RowCountButtons } from './tools/row-count-buttons';

/** Address form: outcomes joined by "_", a outcome's books by "!", a book's price and commission by "~". */
const DEFAULTS = { arb: '2.10~0!2.20~5_2.05~0!2.00~0', total: '100' };
interface BookText {
  price: string;
  commission: string;
}
const decode = (s: string): BookText[][] =>
  s.split('_').map((o) =>
    o.split('!').map((b) => {
      const [price = '', commission = '0'] = b.split('~');
      return { price, commission };
    }),
  );
const encode = (x: BookText[][]) => x.map((o) => o.map((b) => `${b.price}~${b.commission}`).join('!')).join('_');

/** How the calculator works, with a worked example. */
function ArbitrageNotes() {
  return (
    <ToolNotes>
      <h2>How it works</h2>
      <p>
        An exchange keeps a commission c of your net winnings, so a price D there is worth D′ = 1 + (D − 1)(1 − c); a
        bookmaker&apos;s commission is 0. For each outcome the calculator takes the book with the best D′. If the 1 / D′ of
        the best prices add up to less than 100 %, an arbitrage exists: staking each outcome in proportion to 1 / D′
        returns the same whichever happens, more than the total staked.
      </p>
      <p>
        Stakes are rounded half up to the penny, and each outcome&apos;s return (stake back plus winnings after
        commission) is worked out from the rounded stake and rounded half up once. The guaranteed profit is the smallest
        of those returns less the total staked: a thin arbitrage can vanish in the rounding, and the page says so.
        Bookmakers limit or close accounts that take arbitrages, prices move while you place the second bet, and a
        voided leg leaves the other exposed: the arithmetic is the easy part.
      </p>
      <h3>Worked example</h3>
      <p>
        Outcome 1 at 2.10 with a bookmaker or 2.20 on an exchange at 5 % (worth 1 + 1.2 × 0.95 = 2.14); outcome 2 at 2.05
        or 2.00. The best prices add up to 1/2.14 + 1/2.05 = 95.51 %. For £100: £48.93 on outcome 1 at the exchange (rounded
        to the penny from £48.9260…) and £51.07 on outcome 2 (from £51.0739…). Outcome 1 returns 48.93 × 2.14 = £104.71, outcome 2 51.07 × 2.05 =
        £104.69: at least £4.69 profit whatever happens.
      </p>
    </ToolNotes>
  );
}

type ParsedBook = { price: ReturnType<typeof parseOdds>; commission: ReturnType<typeof parsePercent> };

const bookPrice = (p: ParsedBook['price'], format: Parameters<typeof showOdds>[1]) => (p.ok ? showOdds(p.decimal, format) : NO_VALUE);

/** One outcome's prices: a price and a commission for each book, with a book added or taken away. */
function OutcomePrices({ i, books, parsed, setBook, setBooks }: { i: number; books: BookText[]; parsed: ParsedBook[]; setBook: (j: number, patch: Partial<BookText>) => void; setBooks: (books: BookText[]) => void }) {
  const id = useId();
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <h3 className="font-semibold">Outcome {i + 1}</h3>
      <div className="mt-2 grid gap-3">
        {books.map((b, j) => (
          <div key={j} className="grid grid-cols-2 gap-3">
            <OddsInput id={`${id}-p${i}-${j}`} label={`Book ${j + 1} price`} value={b.price} parsed={parsed[j].price} onChange={(x) => setBook(j, { price: x })} testId={`arb-price-${i + 1}-${j + 1}`} />
            <TextField
              id={`${id}-c${i}-${j}`}
              label="Commission (%)"
              value={b.commission}
              onChange={(x) => setBook(j, { commission: x })}
              error={parsed[j].commission === null ? 'From 0 to 50 %.' : null}
              testId={`arb-commission-${i + 1}-${j + 1}`}
            />
          </div>
        ))}
      </div>
      <RowCountButtons className="mt-2" rows={books} min={1} max={MAX_BOOKS} blank={() => ({ price: '', commission: '0' })} onChange={setBooks} add="Add a book" remove="Remove the last book" />
    </li>
  );
}

export default function ArbitrageCalculatorPage() {
  usePageMeta({
    title: withBrand('Arbitrage Calculator: Best Prices, Commission and Pence'),
    description:
      'Find whether the best prices across up to 10 bookmakers or exchanges per outcome guarantee a profit after exchange commission, with stakes rounded to the penny and the return after rounding.',
    keywords: ['arbitrage calculator', 'arb betting', 'sure bet calculator', 'exchange commission'],
    canonicalPath: linkTo('/betting/arbitrage-calculator'),
  });
  const id = useId();
  const [format] = useOddsFormat();
  const [v, set] = useToolParams(DEFAULTS);
  const outcomes = decode(v.arb);
  const parsed = outcomes.map((o) => o.map((b) => ({ price: parseOdds(b.price), commission: parsePercent(b.commission, 50) })));
  const total = parsePounds(v.total);
  const ok = total !== null && outcomes.length >= 2 && parsed.every((o) => o.every((b) => b.price.ok && b.commission !== null));
  const r = ok
    ? arbitrage(
        parsed.map((o) => o.map((b) => ({ price: b.price.ok ? b.price.decimal : null!, commission: b.commission! }))),
        total!,
      )
    : null;
  const write = (next: BookText[][]) => set({ arb: encode(next) });
  const setBook = (i: number, j: number, patch: Partial<BookText>) => write(outcomes.map((o, a) => (a === i ? o.map((b, c) => (c === j ? { ...b, ...patch } : b)) : o)));

  return (
    <ToolPage
      title="Arbitrage calculator"
      lead="When different bookmakers disagree enough, backing every outcome at the best price can win whatever happens. Enter each outcome's prices at up to 10 books, with any exchange's commission, and see whether an arbitrage survives commission and rounding to the penny."
    >
      <section className="card mt-6" aria-labelledby={`${id}-in`} data-testid="arb-inputs">
        <h2 id={`${id}-in`} className="text-lg font-semibold">
          Prices by outcome
        </h2>
        <ol className="mt-3 grid gap-4">
          {outcomes.map((o, i) => (
            <OutcomePrices key={i} i={i} books={o} parsed={parsed[i]} setBook={(j, patch) => setBook(i, j, patch)} setBooks={(books) => write(outcomes.map((x, a) => (a === i ? books : x)))} />
          ))}
        </ol>
        <RowCountButtons rows={outcomes} min={2} max={MAX_ARB_OUTCOMES} blank={() => [{ price: '', commission: '0' }]} onChange={write} add="Add an outcome" remove="Remove the last outcome" />
        <TextField
          id={`${id}-total`}
          className="mt-4 max-w-xs"
          label="Total stake (£)"
          value={v.total}
          onChange={(x) => set({ total: x })}
          error={total === null ? 'An amount from 1p, in pounds and pence.' : null}
          testId="arb-total"
        />
      </section>

      <section className="mt-6" aria-labelledby={`${id}-out`}>
        <h2 id={`${id}-out`} className="text-xl font-bold">
          The answer
        </h2>
        <p className={`mt-2 text-lg font-semibold ${r && r.isArbitrage && r.guaranteedProfitPence > 0n ? 'text-emerald-800' : 'text-slate-900'}`} data-testid="arb-verdict">
          {r ? r.verdict : NO_VALUE}
        </p>
        <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-2">
          <div>
            <dt className="text-sm text-slate-600">Best prices add up to</dt>
            <dd className="text-xl font-semibold tabular-nums" data-testid="arb-booksum">
              {r ? ratPercent(r.booksum) : NO_VALUE}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Guaranteed profit after rounding</dt>
            <dd className="text-xl font-semibold tabular-nums" data-testid="arb-profit">
              {r ? (r.isArbitrage ? signedMoney(r.guaranteedProfitPence) : 'none') : NO_VALUE}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Return before rounding</dt>
            <dd className="text-xl font-semibold tabular-nums" data-testid="arb-margin">
              {r ? ratPercent(r.exactMargin) : NO_VALUE}
            </dd>
          </div>
        </dl>
        {r && r.isArbitrage ? (
          <RowTable
            label="Arbitrage stakes"
            testId="arb-table"
            rowHeader="Outcome"
            rows={r.lines.length}
            columns={[
              { header: 'Stake', key: 'stake', numeric: true, cellClassName: 'font-semibold', cellTestId: (i) => `arb-stake-${i + 1}`, cell: (i) => money(r.lines[i].stakePence) },
              { header: 'Book', cellTestId: (i) => `arb-book-${i + 1}`, cell: (i) => r.lines[i].book + 1 },
              { header: 'Price', numeric: true, cell: (i) => bookPrice(parsed[i][r.lines[i].book].price, format) },
              { header: 'After commission', numeric: true, cell: (i) => showOdds(r.lines[i].effective, 'decimal') },
              { header: 'Before rounding to the penny', numeric: true, cellClassName: 'text-slate-600', cell: (i) => unroundedPounds(r.lines[i].exactStake) },
              { header: 'Returns', numeric: true, cell: (i) => money(r.lines[i].returnPence) },
              { header: 'Profit', numeric: true, cell: (i) => signedMoney(r.lines[i].profitPence) },
            ]}
          />
        ) : null}
      </section>

      <ArbitrageNotes />
    </ToolPage>
  );
}
