import { useMemo } from 'react';
import { useParams } from 'wouter';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { ratingHistoryByPlayer } from '../../../workers/ratings/colley-replay';
import { useGroup, useGroupMatches, useGroupPlayers, useGroupStandings } from '../../lib/league-queries';
import { useGroupAnalysis } from './api/group-analysis';
import { GroupBackLink, groupSubpageWait } from './components/group-subpage';
import { RatingHistoryChart } from './components/rating-history-chart';
import { RatingGapSection } from './components/predictions/rating-gap-section';
import { ModelSection } from './components/predictions/model-section';
import { MatchUpOdds } from './components/predictions/match-up-odds';
import { ReplaySection } from './components/predictions/replay-section';
import { SessionSection } from './components/predictions/session-section';

export default function PoolPredictionsPage() {
  const { groupUrlSlug = '' } = useParams<{ groupUrlSlug: string }>();
  const slug = groupUrlSlug.toLowerCase();
  const group = useGroup(slug);
  const players = useGroupPlayers(slug);
  const matches = useGroupMatches(slug);
  const standings = useGroupStandings(slug);
  const analysis = useGroupAnalysis(slug, players.data, matches.data);
  const name = group.data?.name;
  usePageMeta({
    title: withBrand(name ? `${name} Ratings Over Time and Predictions` : 'Pool Predictions'),
    description: 'Colley ratings replayed match by match, how well the pre-match rating difference predicts the winner, and a calibrated win-probability model.',
    keywords: ['match prediction', 'Colley rating', 'Brier score', 'calibration', 'pool league'],
  });

  const names = useMemo(() => new Map((players.data ?? []).map((p) => [p.id, p.name])), [players.data]);
  const dates = useMemo(() => new Map((matches.data ?? []).map((m) => [m.session_id, m.game_date])), [matches.data]);

  const wait = groupSubpageWait(group, [players, matches, analysis], !!analysis.data && !!group.data, 'Replaying the ratings...');
  if (wait || !analysis.data || !group.data) return wait;
  const { replay, model, thresholds, signs, histogram } = analysis.data;
  const history = ratingHistoryByPlayer(replay);
  const series = replay.playerIds
    .map((id) => ({ id, name: names.get(id) ?? `#${id}`, points: (history.get(id) ?? []).map((h) => ({ x: h.lastNewId, rating: h.rating })) }))
    .filter((s) => s.points.length);
  return (
    <div className="page space-y-10">
      <header className="space-y-3">
        <GroupBackLink slug={group.data.url_slug} name={name} />
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

      <RatingGapSection thresholds={thresholds} signs={signs} histogram={histogram} />

      <ModelSection model={model} />

      <section aria-labelledby="match-up-title" id="match-up" className="space-y-3">
        <h2 id="match-up-title" className="text-2xl font-semibold text-slate-900">
          Odds for any match-up
        </h2>
        <MatchUpOdds
          playerIds={replay.playerIds}
          ratings={replay.final}
          names={names}
          beta={model.finalBeta}
          matches={matches.data ?? []}
          standings={standings.data}
        />
      </section>

      <ReplaySection replay={replay} model={model} names={names} />

      <SessionSection replay={replay} names={names} dates={dates} />
    </div>
  );
}
