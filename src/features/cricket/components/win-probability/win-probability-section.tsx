import { startTransition, useCallback, useState } from 'react';
import { CsvDownload } from '../../../../components/csv-download';
import { Link } from 'wouter';
import { freshSeed } from '../../../../../workers/core/rng';
import { linkTo } from '../../../../../contracts/route-manifest';
import { LazySection } from '../../../../components/lazy-section';
import type { MatchWinProbability } from '../../api/cricket-types';
import { useWinProbability } from '../../api/get-win-probability';
import { useUrlParams } from '../../../../hooks/use-url-params';
import { ballLabel } from '../../utils/playout-choices';
import { chance, chanceText, inningsBreaks } from '../../utils/win-probability-text';
import { ChartCard } from '../shared/chart-card';
import { BLIND_SPOT_TEXT } from '../../../../../common/cricket/blind-spot';
import { PLAYOUT_PARAMS } from './playout-controls';
import { PlayoutSection } from './playout-section';
import { ChaseStrip, LimitedIntro, LimitedLegend, OverEndsTable } from './limited-overs-parts';
import { WinProbabilityChart, WP_COLOURS } from './win-probability-chart';

/** "How sure is the model?": the method page, linked from every win-probability chart. */
export function MethodLink() {
  return (
    <Link href={linkTo('/cricket/win-probability')} className="link">
      How sure is the model?
    </Link>
  );
}

function Legend({ wp }: { wp: MatchWinProbability }) {
  const items = [`${wp.batting_first} win`, 'Draw', `${wp.other} win`];
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      {items.map((label, i) => (
        <li key={label} className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-3 w-5 rounded-sm" style={{ background: WP_COLOURS[i] }} />
          {label}
        </li>
      ))}
    </ul>
  );
}

/** The figures behind the chart, in the server's HTML: the chances at the start, at each innings' end and at the end. */
function BreaksTable({ wp }: { wp: MatchWinProbability }) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table id={'wp-breaks'} className="w-full text-sm" data-testid="wp-breaks">
        <caption className="sr-only">Chances at the start, at the end of each innings and after the last ball</caption>
        <thead>
          <tr className="text-left text-slate-600">
            <th scope="col" className="py-1 pr-2 font-medium">When</th>
            <th scope="col" className="px-2 py-1 text-right font-medium">{wp.batting_first}</th>
            <th scope="col" className="px-2 py-1 text-right font-medium">Draw</th>
            <th scope="col" className="py-1 pl-2 text-right font-medium">{wp.other}</th>
          </tr>
        </thead>
        <tbody>
          {inningsBreaks(wp.points).map(({ label, point }) => (
            <tr key={label} className="border-t border-slate-200">
              <th scope="row" className="py-1 pr-2 text-left font-normal text-slate-800">{label}</th>
              <td className="px-2 py-1 text-right whitespace-nowrap tabular-nums">{chance(point.first_win)}</td>
              <td className="px-2 py-1 text-right whitespace-nowrap tabular-nums">{chance(point.draw)}</td>
              <td className="py-1 pl-2 text-right whitespace-nowrap tabular-nums">{chance(point.other_win)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-1 flex justify-end">
        <CsvDownload tableId={'wp-breaks'} label={'Chances at the start, at the end of each innings and after the last ball'} />
      </div>
    </div>
  );
}

/**
 * The ball picked on the chart (by hover, tap, the arrow keys or a turning point's link), its chances in words, and
 * "Play it out from here", which plays the rest of the Test from that ball (not after the last ball: the result is
 * known then).
 */
function PickedBall({ wp, seq, playable }: { wp: MatchWinProbability; seq: number | null; playable: boolean }) {
  const { update } = useUrlParams();
  const p = seq === null ? undefined : wp.points.find((q) => q.seq === seq);
  const last = wp.points[wp.points.length - 1];
  const play = () => {
    if (!p) return;
    startTransition(() => update({ [PLAYOUT_PARAMS.ball]: p.seq === 0 ? null : String(p.seq), [PLAYOUT_PARAMS.seed]: String(freshSeed()) }, { push: true }));
    document.getElementById('playout')?.scrollIntoView({ block: 'start' });
  };
  return (
    <div className="mt-2 flex min-h-10 flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-800" data-testid="wp-picked-ball">
      {p ? (
        <>
          <span>
            <span className="font-medium">{ballLabel(p)}:</span> {chanceText(wp, p)}.
          </span>
          {p.seq !== last.seq ? (
            playable && <button type="button" className="btn-secondary text-sm" onClick={play} data-testid="wp-play-from">
              Play it out from here
            </button>
          ) : (
            <span className="text-slate-600">The {wp.limited ? 'match' : 'Test'} is over at this ball.</span>
          )}
        </>
      ) : (
        <span className="text-slate-600">
          Tap the chart, or focus it and use the arrow keys, to read the chances after any ball{playable ? ' and play the Test out from there' : ''}.
        </span>
      )}
    </div>
  );
}

function TurningPoints({ wp, onShow }: { wp: MatchWinProbability; onShow: (seq: number) => void }) {
  const bySeq = new Map(wp.points.map((p) => [p.seq, p]));
  const share = (seq: number) => {
    const p = bySeq.get(seq);
    return p ? p.first_win + p.draw / 2 : 0;
  };
  return (
    <section className="mt-5" aria-labelledby="wp-turning-heading">
      <h3 id="wp-turning-heading" className="text-base font-semibold text-slate-900">
        The five turning points
      </h3>
      {wp.limited ? (
        <p className="mt-1 text-sm text-slate-600">
          The balls that moved {wp.batting_first}&apos;s chance of winning most, biggest first. A swing in the model&apos;s blind spot is left out:
          when the chase&apos;s target was revised after an interruption, the ball that ends the first innings (the model meets a target it could
          not foresee).
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-600">
          The balls that moved {wp.batting_first}&apos;s share most (its chance of winning plus half the chance of a draw), biggest first. The
          ball that ends a drawn Test is left out: the match ran out of time, the ball did not turn it. So is a swing in the model&apos;s blind
          spot: the ball that ends a declared innings (the captain&apos;s choice, not the ball, moved the chances) and, in a Test that lost time,
          every ball after which the model may have counted twice the overs really left.
        </p>
      )}
      <ol className="mt-2 space-y-2" data-testid="wp-turning-points">
        {wp.turning_points.map((t, i) => (
          <li key={t.seq} className="flex gap-3 text-sm text-slate-800" data-testid="wp-turning-point">
            <span className="mt-0.5 inline-flex h-5 w-5 flex-none items-center justify-center rounded-full border border-slate-900 text-xs">{i + 1}</span>
            <span>
              <button type="button" className="link font-medium" onClick={() => onShow(t.seq)} data-testid="wp-turning-link">
                {['1st', '2nd', '3rd', '4th'][t.inns - 1]} innings, ball {t.over}
              </button>
              :{' '}
              {t.bowler} to {t.batter}, {t.text}. {wp.batting_first}&apos;s share {chance(share(t.seq - 1))} → {chance(share(t.seq))}.
            </span>
          </li>
        ))}
      </ol>
      <LeftOut wp={wp} share={share} />
    </section>
  );
}

/** Swings bigger than the fifth turning point that fell in the model's blind spot (common/cricket/blind-spot.ts). */
function LeftOut({ wp, share }: { wp: MatchWinProbability; share: (seq: number) => number }) {
  if (!wp.left_out.length) return null;
  return (
    <div className="mt-3 text-sm text-slate-800" data-testid="wp-left-out">
      <p>
        Left out of the turning points: {wp.left_out.length === 1 ? 'a swing' : `${wp.left_out.length} swings`} as big that the model could not
        see coming.
      </p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {wp.left_out.map((t) => (
          <li key={t.seq} data-testid="wp-left-out-swing">
            {['1st', '2nd', '3rd', '4th'][t.inns - 1]} innings, ball {t.over}: {t.bowler} to {t.batter}, {t.text}. {wp.batting_first}&apos;s share{' '}
            {chance(share(t.seq - 1))} → {chance(share(t.seq))}; left out because of {BLIND_SPOT_TEXT[t.blind]}.
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Under the worm: who was winning across the match, its turning points, and the figures for readers without scripts. */
export function WinProbabilitySection({ matchId }: { matchId: string }) {
  const q = useWinProbability(matchId);
  const wp = q.data;
  const [picked, setPicked] = useState<number | null>(null);
  const onPick = useCallback((seq: number) => setPicked(seq), []);
  const show = (seq: number) => {
    setPicked(seq);
    document.querySelector('[data-testid="wp-chart-card"]')?.scrollIntoView({ block: 'center' });
  };
  if (!wp || wp.points.length < 2) return null;
  return (
    <section className="card mt-6 min-w-0" data-testid="win-probability">
      <h2 className="text-lg font-semibold text-slate-900">Who was winning</h2>
      {wp.limited ? (
        <LimitedIntro wp={wp} />
      ) : (
      <p className="mt-1 text-sm text-slate-600">
        The model&apos;s chances of a win for {wp.batting_first}, a draw and a win for {wp.other} before the first ball and after every delivery, from the
        state of the match alone (lead, wickets, innings, an estimate of the overs left). It never saw this Test&apos;s season. The data has no
        day, session, weather or pitch. <MethodLink />
      </p>
      )}
      <LazySection minHeight={300} testId="wp-lazy">
        <ChartCard title="Chances across the match" plain headingLevel={3} minHeight={260} testId="wp-chart-card">
          {(w) => <WinProbabilityChart wp={wp} width={w} picked={picked} onPick={onPick} />}
        </ChartCard>
      </LazySection>
      {/* "Play it out from here": Tests now; ODIs and T20Is once their playouts are hooked in (the same URL parameters and #playout). */}
      <PickedBall wp={wp} seq={picked} playable={!wp.limited} />
      {wp.limited ? (
        <>
          <ChaseStrip wp={wp} seq={picked} />
          <LimitedLegend wp={wp} />
          <p className="mt-2 text-sm">
            <MethodLink />
          </p>
          <OverEndsTable wp={wp} />
        </>
      ) : (
        <>
          <Legend wp={wp} />
          <BreaksTable wp={wp} />
        </>
      )}
      <TurningPoints wp={wp} onShow={show} />
      {!wp.limited && <PlayoutSection matchId={matchId} wp={wp} />}
    </section>
  );
}
