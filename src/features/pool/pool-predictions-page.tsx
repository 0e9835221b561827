import { useMemo, useState } from 'react';
import { Link, useParams } from 'wouter';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { Spinner } from '../../components/spinner';
import { ErrorMessage } from '../../components/error-message';
import { ratingHistoryByPlayer } from '../../../workers/ratings/colley-replay';
import { useGroup, useGroupMatches, useGroupPlayers } from './api/pool-queries';
import { useGroupAnalysis } from './api/group-analysis';
import { GroupNotFound, isNotFound } from './components/not-found-notice';
import { Pager } from './components/pager';
import { RatingHistoryChart } from './components/rating-history-chart';
import { CalibrationChart, DiffHistogram } from './components/prediction-charts';
import { formatDate, formatRating, signed } from './utils/format';

const PAGE = 25;
const pct = (x: number | null) => (x === null ? '-' : `${x.toFixed(1)}%`);

export default function PoolPredictionsPage() {
  const { groupUrlSlug = '' } = useParams<{ groupUrlSlug: string }>();
  const slug = groupUrlSlug.toLowerCase();
  const group = useGroup(slug);
  const players = useGroupPlayers(slug);
  const matches = useGroupMatches(slug);
  const analysis = useGroupAnalysis(slug, players.data, matches.data);
  const [page, setPage] = useState(1);
  const [sessionPlayer, setSessionPlayer] = useState<number | null>(null);
  const name = group.data?.name;
  usePageMeta({
    title: withBrand(name ? `${name} Ratings Over Time and Predictions` : 'Pool Predictions'),
    description: 'Colley ratings replayed match by match, how well the pre-match rating difference predicts the winner, and a calibrated win-probability model.',
    keywords: ['match prediction', 'Colley rating', 'Brier score', 'calibration', 'pool league'],
  });

  const names = useMemo(() => new Map((players.data ?? []).map((p) => [p.id, p.name])), [players.data]);
  const dates = useMemo(() => new Map((matches.data ?? []).map((m) => [m.session_id, m.game_date])), [matches.data]);

  if (isNotFound(group.error)) return <GroupNotFound />;
  const failed = [group, players, matches, analysis].find((q) => q.error);
  if (failed) {
    return (
      <div className="page">
        <ErrorMessage error={failed.error} />
      </div>
    );
  }
  if (!analysis.data || !group.data) {
    return (
      <div className="page">
        <Spinner label="Replaying the ratings..." />
      </div>
    );
  }
  const { replay, model, thresholds, signs, histogram } = analysis.data;
  const history = ratingHistoryByPlayer(replay);
  const series = replay.playerIds
    .map((id) => ({ id, name: names.get(id) ?? `#${id}`, points: (history.get(id) ?? []).map((h) => ({ x: h.lastNewId, rating: h.rating })) }))
    .filter((s) => s.points.length);
  const steps = [...replay.steps].reverse();
  const pageCount = Math.max(1, Math.ceil(steps.length / PAGE));
  const current = Math.min(page, pageCount);
  const shown = steps.slice((current - 1) * PAGE, current * PAGE);
  const chosen = sessionPlayer ?? replay.playerIds[replay.final.indexOf(Math.max(...replay.final))] ?? null;
  const chosenIdx = chosen === null ? -1 : replay.playerIds.indexOf(chosen);
  const sessions = replay.sessions.filter((s) => chosen !== null && s.played.includes(chosen)).reverse();
  const betterBrier = model.brier < model.brierBaseline;

  return (
    <div className="page space-y-10">
      <header className="space-y-3">
        <p className="text-sm">
          <Link href={`/pool/group/${group.data.url_slug}`} className="link">
            &lt; {name}
          </Link>
        </p>
        <h1 className="text-3xl font-bold text-slate-900">{name}: ratings over time and predictions</h1>
        <p className="max-w-3xl text-slate-700">
          Every player starts at 50.00 and the group&apos;s {replay.steps.length} matches are replayed in game order,
          so each match has the ratings both players carried into it. If the ratings mean anything, the higher-rated
          player should win more often, and more often still when the gap is large.
        </p>
      </header>

      <section aria-labelledby="over-time-title" className="space-y-3">
        <h2 id="over-time-title" className="text-2xl font-semibold text-slate-900">
          Ratings over time
        </h2>
        {series.length ? <RatingHistoryChart series={series} height={360} /> : <p className="text-slate-700">No matches yet.</p>}
      </section>

      <section aria-labelledby="dist-title" className="space-y-3">
        <h2 id="dist-title" className="text-2xl font-semibold text-slate-900">
          Pre-match rating difference
        </h2>
        <p className="max-w-3xl text-slate-700">
          The winner&apos;s rating before the match minus the loser&apos;s. Green bars (right of zero) are wins by the
          higher-rated player, red bars upsets.
        </p>
        <DiffHistogram bins={histogram} />
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          <div className="table-wrap relative">
            <table className="data-table" data-testid="threshold-table">
              <caption className="px-3 py-2 text-left font-semibold text-slate-900">By size of the rating gap</caption>
              <thead>
                <tr>
                  <th>Gap</th>
                  <th className="num">Matches</th>
                  <th className="num">Favourite won</th>
                  <th className="num">Underdog won</th>
                  <th className="num">Equal</th>
                  <th className="num">Favourite win %</th>
                </tr>
              </thead>
              <tbody>
                {thresholds.map((t) => (
                  <tr key={t.label}>
                    <td className="whitespace-nowrap">{t.label}</td>
                    <td className="num">{t.matches}</td>
                    <td className="num">{t.favouriteWins}</td>
                    <td className="num">{t.underdogWins}</td>
                    <td className="num">{t.equal}</td>
                    <td className="num">{pct(t.favouriteWinPct)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="table-wrap relative self-start">
            <table className="data-table" data-testid="sign-table">
              <caption className="px-3 py-2 text-left font-semibold text-slate-900">Winner&apos;s pre-match difference</caption>
              <thead>
                <tr>
                  <th>Sign</th>
                  <th className="num">Matches</th>
                  <th className="num">Share</th>
                </tr>
              </thead>
              <tbody>
                {(
                  [
                    ['Negative (underdog won)', signs.negative],
                    ['Equal', signs.equal],
                    ['Positive (favourite won)', signs.positive],
                  ] as const
                ).map(([label, n]) => (
                  <tr key={label}>
                    <td>{label}</td>
                    <td className="num">{n}</td>
                    <td className="num">{signs.total ? `${((100 * n) / signs.total).toFixed(1)}%` : '-'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </section>

      <section aria-labelledby="model-title" className="space-y-3">
        <h2 id="model-title" className="text-2xl font-semibold text-slate-900">
          Win-probability model
        </h2>
        <p className="max-w-3xl text-slate-700">
          A logistic model turns the pre-match gap into a chance: P(win) = 1 / (1 + e<sup>−β·gap</sup>). Before each
          match, β is fitted only on the matches played before it, so every prediction is an honest forecast. It is
          scored against always saying 50/50 (lower is better for both scores).
        </p>
        <dl className="grid grid-cols-2 gap-4 md:grid-cols-4" data-testid="model-scores">
          <div className="card">
            <dt className="text-sm text-slate-600">Brier score</dt>
            <dd className="text-2xl font-semibold tabular-nums text-slate-900">{model.brier.toFixed(4)}</dd>
            <dd className="text-sm text-slate-600">50/50: {model.brierBaseline.toFixed(4)}</dd>
          </div>
          <div className="card">
            <dt className="text-sm text-slate-600">Log loss</dt>
            <dd className="text-2xl font-semibold tabular-nums text-slate-900">{model.logLoss.toFixed(4)}</dd>
            <dd className="text-sm text-slate-600">50/50: {model.logLossBaseline.toFixed(4)}</dd>
          </div>
          <div className="card">
            <dt className="text-sm text-slate-600">Matches scored</dt>
            <dd className="text-2xl font-semibold tabular-nums text-slate-900">{model.n}</dd>
          </div>
          <div className="card">
            <dt className="text-sm text-slate-600">β now (per rating point)</dt>
            <dd className="text-2xl font-semibold tabular-nums text-slate-900">{model.finalBeta.toFixed(4)}</dd>
            <dd className="text-sm text-slate-600">a 10-point gap: {(100 / (1 + Math.exp(-10 * model.finalBeta))).toFixed(1)}%</dd>
          </div>
        </dl>
        <p className="text-slate-700">
          {betterBrier
            ? `The ratings beat the coin flip: the Brier score is ${(100 * (1 - model.brier / model.brierBaseline)).toFixed(1)}% lower than 50/50.`
            : 'So far the ratings do not beat the coin flip on Brier score.'}
        </p>
        <h3 className="text-lg font-semibold text-slate-900">Calibration</h3>
        <p className="max-w-3xl text-sm text-slate-700">
          Each dot groups matches by the favourite&apos;s predicted chance; a calibrated model sits on the dashed line.
        </p>
        <CalibrationChart bins={model.calibration} />
      </section>

      <section aria-labelledby="replay-title" className="space-y-3">
        <h2 id="replay-title" className="text-2xl font-semibold text-slate-900">
          Match by match
        </h2>
        <div className="table-wrap relative">
          <table className="data-table" data-testid="replay-table">
            <caption className="sr-only">Ratings before and after every match, newest first</caption>
            <thead>
              <tr>
                <th className="num">Game #</th>
                <th>Player 1</th>
                <th className="num">Before</th>
                <th className="num">After</th>
                <th>Player 2</th>
                <th className="num">Before</th>
                <th className="num">After</th>
                <th className="num">Winner&apos;s pre-match diff</th>
                <th className="num">P(P1 wins)</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((s) => {
                const k = s.newId - 1;
                const p1Won = s.winnerId === s.player1Id;
                return (
                  <tr key={s.matchId}>
                    <td className="num">{s.newId}</td>
                    <td className={p1Won ? 'font-semibold' : ''}>{names.get(s.player1Id)}</td>
                    <td className="num">{formatRating(s.player1Before)}</td>
                    <td className="num">{formatRating(s.player1After)}</td>
                    <td className={!p1Won ? 'font-semibold' : ''}>{names.get(s.player2Id)}</td>
                    <td className="num">{formatRating(s.player2Before)}</td>
                    <td className="num">{formatRating(s.player2After)}</td>
                    <td className={`num ${s.winnerPreMatchDiff < -0.005 ? 'text-red-800' : ''}`}>{signed(s.winnerPreMatchDiff)}</td>
                    <td className="num">{model.predictions[k] !== undefined ? `${(100 * model.predictions[k]).toFixed(1)}%` : '-'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <Pager page={current} pageCount={pageCount} onChange={setPage} label="Replay pages" />
      </section>

      <section aria-labelledby="sessions-title" className="space-y-3">
        <h2 id="sessions-title" className="text-2xl font-semibold text-slate-900">
          Session by session
        </h2>
        <label className="flex max-w-sm flex-col gap-1 text-sm font-medium text-slate-800">
          Player
          <select className="input" value={chosen ?? ''} onChange={(e) => setSessionPlayer(Number(e.target.value))}>
            {replay.playerIds.map((id) => (
              <option key={id} value={id}>
                {names.get(id)}
              </option>
            ))}
          </select>
        </label>
        <div className="table-wrap relative">
          <table className="data-table" data-testid="session-table">
            <caption className="sr-only">Rating at the start and end of each session</caption>
            <thead>
              <tr>
                <th className="num">Session</th>
                <th>Date</th>
                <th className="num">Games #</th>
                <th className="num">Start</th>
                <th className="num">End</th>
                <th className="num">Change</th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((s) => {
                const change = s.end[chosenIdx] - s.start[chosenIdx];
                return (
                  <tr key={s.sessionId}>
                    <td className="num">{s.sessionId}</td>
                    <td className="whitespace-nowrap">{dates.get(s.sessionId) ? formatDate(dates.get(s.sessionId)!) : ''}</td>
                    <td className="num whitespace-nowrap">
                      {s.firstNewId}–{s.lastNewId}
                    </td>
                    <td className="num">{formatRating(s.start[chosenIdx])}</td>
                    <td className="num">{formatRating(s.end[chosenIdx])}</td>
                    <td className={`num ${change > 0.005 ? 'text-emerald-800' : change < -0.005 ? 'text-red-800' : ''}`}>{signed(change)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
