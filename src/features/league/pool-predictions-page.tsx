import { useMemo, useState } from 'react';
import { Link, useParams } from 'wouter';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { Spinner } from '../../components/spinner';
import { ErrorMessage } from '../../components/error-message';
import { ratingHistoryByPlayer } from '../../../workers/ratings/colley-replay';
import { useGroup, useGroupMatches, useGroupPlayers } from '../../lib/league-queries';
import { useGroupAnalysis } from './api/group-analysis';
import { GroupNotFound, isNotFound } from './components/not-found-notice';
import { RatingHistoryChart } from './components/rating-history-chart';
import { CalibrationChart, DiffHistogram } from './components/prediction-charts';
import { formatRating, signed } from './utils/format';
import { formatDate } from '../../lib/format-date';
import { DataTable, type DataColumn } from '../../components/data-table';

const PAGE = 25;
const pct = (x: number | null) => (x === null ? '-' : `${x.toFixed(1)}%`);

export default function PoolPredictionsPage() {
  const { groupUrlSlug = '' } = useParams<{ groupUrlSlug: string }>();
  const slug = groupUrlSlug.toLowerCase();
  const group = useGroup(slug);
  const players = useGroupPlayers(slug);
  const matches = useGroupMatches(slug);
  const analysis = useGroupAnalysis(slug, players.data, matches.data);
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
  const chosen = sessionPlayer ?? replay.playerIds[replay.final.indexOf(Math.max(...replay.final))] ?? null;
  const chosenIdx = chosen === null ? -1 : replay.playerIds.indexOf(chosen);
  const sessions = replay.sessions.filter((s) => chosen !== null && s.played.includes(chosen)).reverse();
  const betterBrier = model.brier < model.brierBaseline;
  type Threshold = (typeof thresholds)[number];
  const thresholdColumns: DataColumn<Threshold>[] = [
    { id: 'gap', header: 'Gap', nowrap: true, render: (t) => t.label },
    { id: 'matches', header: 'Matches', numeric: true, render: (t) => t.matches },
    { id: 'fav', header: 'Favourite won', numeric: true, render: (t) => t.favouriteWins },
    { id: 'dog', header: 'Underdog won', numeric: true, render: (t) => t.underdogWins },
    { id: 'equal', header: 'Equal', numeric: true, render: (t) => t.equal },
    { id: 'fav-pct', header: 'Favourite win %', numeric: true, render: (t) => pct(t.favouriteWinPct) },
  ];
  type Step = (typeof steps)[number];
  const p1 = (st: Step) => model.predictions[st.newId - 1];
  const replayColumns: DataColumn<Step>[] = [
    { id: 'game', header: 'Game #', numeric: true, value: (st) => st.newId },
    { id: 'p1', header: 'Player 1', nowrap: true, value: (st) => names.get(st.player1Id), cellProps: (st) => ({ className: st.winnerId === st.player1Id ? 'font-semibold' : undefined }) },
    { id: 'p1-before', header: 'Before', label: 'Player 1 before', numeric: true, value: (st) => st.player1Before, render: (st) => formatRating(st.player1Before) },
    { id: 'p1-after', header: 'After', label: 'Player 1 after', numeric: true, value: (st) => st.player1After, render: (st) => formatRating(st.player1After) },
    { id: 'p2', header: 'Player 2', nowrap: true, value: (st) => names.get(st.player2Id), cellProps: (st) => ({ className: st.winnerId !== st.player1Id ? 'font-semibold' : undefined }) },
    { id: 'p2-before', header: 'Before', label: 'Player 2 before', numeric: true, value: (st) => st.player2Before, render: (st) => formatRating(st.player2Before) },
    { id: 'p2-after', header: 'After', label: 'Player 2 after', numeric: true, value: (st) => st.player2After, render: (st) => formatRating(st.player2After) },
    {
      id: 'diff',
      header: "Winner's pre-match diff",
      numeric: true,
      value: (st) => st.winnerPreMatchDiff,
      render: (st) => signed(st.winnerPreMatchDiff),
      cellProps: (st) => ({ className: st.winnerPreMatchDiff < -0.005 ? 'text-red-800' : undefined }),
    },
    { id: 'p1-wins', header: 'P(P1 wins)', numeric: true, value: (st) => p1(st), render: (st) => (p1(st) !== undefined ? `${(100 * p1(st)!).toFixed(1)}%` : '-') },
  ];
  type Session = (typeof sessions)[number];
  const change = (se: Session) => se.end[chosenIdx] - se.start[chosenIdx];
  const sessionColumns: DataColumn<Session>[] = [
    { id: 'session', header: 'Session', numeric: true, value: (se) => se.sessionId },
    {
      id: 'date',
      header: 'Date',
      nowrap: true,
      value: (se) => dates.get(se.sessionId),
      render: (se) => (dates.get(se.sessionId) ? formatDate(dates.get(se.sessionId)!) : ''),
    },
    { id: 'games', header: 'Games #', numeric: true, nowrap: true, value: (se) => se.firstNewId, render: (se) => `${se.firstNewId}–${se.lastNewId}` },
    { id: 'start', header: 'Start', numeric: true, value: (se) => se.start[chosenIdx], render: (se) => formatRating(se.start[chosenIdx]) },
    { id: 'end', header: 'End', numeric: true, value: (se) => se.end[chosenIdx], render: (se) => formatRating(se.end[chosenIdx]) },
    {
      id: 'change',
      header: 'Change',
      numeric: true,
      value: change,
      render: (se) => signed(change(se)),
      cellProps: (se) => ({ className: change(se) > 0.005 ? 'text-emerald-800' : change(se) < -0.005 ? 'text-red-800' : undefined }),
    },
  ];

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
          The winner&apos;s rating before the match minus the loser&apos;s. Blue bars (right of zero) are wins by the
          higher-rated player, orange bars upsets.
        </p>
        <DiffHistogram bins={histogram} />
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          <DataTable
            rows={thresholds}
            columns={thresholdColumns}
            rowKey={(t) => t.label}
            label="By size of the rating gap"
            showCaption
            sortable={false}
            testId="threshold-table"
          />
          <div className="self-start">
            <DataTable
              rows={
                [
                  ['Negative (underdog won)', signs.negative],
                  ['Equal', signs.equal],
                  ['Positive (favourite won)', signs.positive],
                ] as const
              }
              columns={[
                { id: 'sign', header: 'Sign', render: ([label]) => label },
                { id: 'matches', header: 'Matches', numeric: true, render: ([, n]) => n },
                { id: 'share', header: 'Share', numeric: true, render: ([, n]) => (signs.total ? `${((100 * n) / signs.total).toFixed(1)}%` : '-') },
              ]}
              rowKey={([label]) => label}
              label="Winner's pre-match difference"
              showCaption
              sortable={false}
              testId="sign-table"
            />
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
        <DataTable
          rows={steps}
          columns={replayColumns}
          rowKey={(st) => st.matchId}
          label="Ratings before and after every match, newest first"
          stickyColumns={1}
          pageSize={PAGE}
          pagerLabel="Replay pages"
          testId="replay-table"
        />
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
        <DataTable
          rows={sessions}
          columns={sessionColumns}
          rowKey={(se) => se.sessionId}
          label="Rating at the start and end of each session"
          testId="session-table"
        />
      </section>
    </div>
  );
}
