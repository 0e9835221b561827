import { useId, useMemo, useState } from 'react';
import { ledgerAnalytics, SEGMENT_KEYS, type Segment, type SegmentKey } from '../../../../workers/betting/ledger-analytics';
import { MIN_CLEAR_BETS, type LedgerBet } from '../../../../workers/betting/ledger';
import type { MarginMethod } from '../../../../workers/betting/fair-odds';
import { fixedHalfUp, formatNumber, sharePercent } from '../../../../common/number-text';
import { LabelledField } from '../../../components/labelled-field';
import { NO_VALUE } from '../tools/tool-input';
import { ToolTable } from '../tools/tool-table';
import { signedMoney } from '../utils/money-text';

const SEGMENT_TEXT: Record<SegmentKey, string> = { sport: 'Sport', market: 'Market', bookmaker: 'Bookmaker', oddsBand: 'Odds band' };
const PLAN_TEXT = { flat: 'Flat: 1 unit a bet', proportional: '1 % of the bank', kelly: 'Quarter Kelly on your chance' } as const;
const pence = (x: number) => signedMoney(BigInt(Math.round(x)));
const signedShare = (x: number) => `${x > 0 ? '+' : ''}${sharePercent(x, 1)}`;

function interval(mean: number | null, half: number | null, n: number): string {
  if (mean === null) return NO_VALUE;
  if (half === null) return `${signedShare(mean)} (too few bets for an interval)`;
  const clear = n >= MIN_CLEAR_BETS && (mean - half > 0 || mean + half < 0);
  return `${signedShare(mean)} (${signedShare(mean - half)} to ${signedShare(mean + half)}${clear ? ', clear of 0' : ''})`;
}

function SegmentTable({ rows, by }: { rows: Segment[]; by: SegmentKey }) {
  return (
    <ToolTable label={`Results by ${SEGMENT_TEXT[by].toLowerCase()}`} testId="ledger-segments">
      <thead>
        <tr>
          <th scope="col">{SEGMENT_TEXT[by]}</th>
          <th scope="col" className="num" data-column="roi" data-key-column="">
            Return on stakes, 95 % interval
          </th>
          <th scope="col" className="num">Profit</th>
          <th scope="col" className="num">Settled bets</th>
          <th scope="col" className="num">Average CLV, 95 % interval</th>
          <th scope="col" className="num">Bets with a close</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((s) => (
          <tr key={s.name} data-testid={`ledger-segment-${s.name}`}>
            <th scope="row">{s.name}</th>
            <td className="num whitespace-nowrap font-semibold">{interval(s.roi, s.roiHalfWidth, s.settled)}</td>
            <td className="num">{pence(s.profitPence)}</td>
            <td className="num">{formatNumber(s.settled)}</td>
            <td className="num whitespace-nowrap">{interval(s.clv.mean, s.clv.halfWidth, s.clv.n)}</td>
            <td className="num">{formatNumber(s.clv.n)}</td>
          </tr>
        ))}
      </tbody>
    </ToolTable>
  );
}

/** Where the bettor wins: segments, runs, realised against a simulated band, calibration and staking plans. */
export function LedgerAnalyticsSection({ bets, method }: { bets: LedgerBet[]; method: MarginMethod }) {
  const id = useId();
  const [by, setBy] = useState<SegmentKey>('market');
  const a = useMemo(() => (bets.length ? ledgerAnalytics(bets, method) : null), [bets, method]);
  if (!a) return null;
  return (
    <section className="mt-8" aria-labelledby={`${id}-h`} data-testid="ledger-analytics">
      <h2 id={`${id}-h`} className="text-xl font-bold">
        Where you win
      </h2>
      <LabelledField id={`${id}-by`} label="Break down by" className="mt-3 flex flex-wrap items-center gap-2" labelClassName="text-sm font-medium text-slate-700">
        {(control) => (
          <select {...control} className="input w-auto" value={by} onChange={(e) => setBy(e.target.value as SegmentKey)} data-testid="ledger-segment-by">
            {SEGMENT_KEYS.map((k) => (
              <option key={k} value={k}>
                {SEGMENT_TEXT[k]}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      <SegmentTable rows={a.segments[by]} by={by} />
      <p className="mt-2 text-sm text-slate-700">
        Return on stakes: profit of the settled bets over their stakes. The intervals use Student&apos;s t, wide on few bets; below {MIN_CLEAR_BETS} bets in a line of the table
        nothing is called clear of 0, however the interval falls.
      </p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="ledger-runs">
        <div className="card">
          <dt className="text-sm text-slate-600">Longest losing run and worst drawdown</dt>
          <dd className="text-lg font-semibold tabular-nums">
            {formatNumber(a.runs.longestLosingRun)} {a.runs.longestLosingRun === 1 ? 'bet' : 'bets'}; {pence(-a.runs.worstDrawdownPence)}
          </dd>
          <dd className="text-sm text-slate-600">Bets in date order; the drawdown is the largest fall of your running profit from a high.</dd>
        </div>
        <div className="card" data-testid="ledger-band">
          <dt className="text-sm text-slate-600">Realised against a band simulated from the closing prices</dt>
          <dd className="text-lg font-semibold tabular-nums">{a.band ? `${pence(a.band.realisedPence)} against ${pence(a.band.expectedPence)} expected` : NO_VALUE}</dd>
          <dd className="text-sm text-slate-600">
            {a.band
              ? `${formatNumber(a.band.runs)} replays of your ${formatNumber(a.band.bets)} settled bets with closing prices, each won with its fair closing chance: 95 % of them end between ${pence(a.band.lowPence)} and ${pence(a.band.highPence)}.`
              : 'Needs settled bets with closing prices.'}
          </dd>
        </div>
      </dl>
      <CalibrationAndPlans a={a} />
    </section>
  );
}

function CalibrationAndPlans({ a }: { a: NonNullable<ReturnType<typeof ledgerAnalytics>> }) {
  return (
    <>
      <h3 className="mt-6 text-lg font-semibold">Your own chances</h3>
      {a.calibration ? (
        <>
          <p className="mt-1 text-sm text-slate-800" data-testid="ledger-brier">
            Brier score {fixedHalfUp(a.calibration.brier, 4)} over {formatNumber(a.calibration.bets)} settled bets where you gave your chance (0 is perfect; always
            saying 50 % scores 0.25).
          </p>
          <ToolTable label="Your chances against what happened" testId="ledger-calibration">
            <thead>
              <tr>
                <th scope="col">Chance you gave</th>
                <th scope="col" className="num" data-column="won" data-key-column="">
                  Share won
                </th>
                <th scope="col" className="num">Average chance</th>
                <th scope="col" className="num">Bets</th>
              </tr>
            </thead>
            <tbody>
              {a.calibration.table.map((r) => (
                <tr key={r.from}>
                  <th scope="row" className="whitespace-nowrap">
                    {fixedHalfUp(r.from * 100, 0)}–{fixedHalfUp(r.to * 100, 0)} %
                  </th>
                  <td className="num font-semibold">{sharePercent(r.shareWon, 1)}</td>
                  <td className="num">{sharePercent(r.meanChance, 1)}</td>
                  <td className="num">{formatNumber(r.bets)}</td>
                </tr>
              ))}
            </tbody>
          </ToolTable>
        </>
      ) : (
        <p className="mt-1 text-sm text-slate-700">Record your chance with a bet (optional) to see how well your chances match what happens.</p>
      )}
      <h3 className="mt-6 text-lg font-semibold">Staking plans on your bets</h3>
      <ToolTable label="Staking plans replayed" testId="ledger-backtest">
        <thead>
          <tr>
            <th scope="col">Plan, from a bank of 100</th>
            <th scope="col" className="num" data-column="final" data-key-column="">
              Final bank
            </th>
            <th scope="col" className="num">Worst fall</th>
            <th scope="col" className="num">Bets</th>
          </tr>
        </thead>
        <tbody>
          {a.backtest.map((b) => (
            <tr key={b.plan}>
              <th scope="row">{PLAN_TEXT[b.plan]}</th>
              <td className="num font-semibold">{fixedHalfUp(b.finalBank, 2)}</td>
              <td className="num">{sharePercent(b.worstDrawdown, 1)}</td>
              <td className="num">{formatNumber(b.bets)}</td>
            </tr>
          ))}
        </tbody>
      </ToolTable>
      <p className="mt-2 text-sm text-slate-700">
        Your settled bets in date order, staked three ways. Quarter Kelly stakes a quarter of (chance × odds − 1) / (odds − 1) of the bank, only on bets where you
        gave your chance and it shows an edge; a plan is only as good as the chances behind it.
      </p>
    </>
  );
}
