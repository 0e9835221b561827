import { useMemo } from 'react';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { ratingHistoryByPlayer } from '../../../workers/ratings/colley-replay';
import { useStagedData } from '../../hooks/use-staged-data';
import { useGroupData } from './hooks/use-group-data';
import { useGroupAnalysis } from './api/group-analysis';
import { GroupBackLink, groupSubpageWait } from './components/group-subpage';
import { PREDICTIONS_SECTIONS, PredictionsSection } from './components/predictions/predictions-section';
import { DemoLeagueNotice } from './components/demo-league-notice';
import { StartsSection } from './components/starts-section';
import { LazySection } from '../../components/lazy-section';

export default function PoolPredictionsPage() {
  const { slug, group, players, matches, standings } = useGroupData();
  const analysis = useGroupAnalysis(slug, players.data, matches.data);
  const name = group.data?.name;
  usePageMeta({
    title: withBrand(name ? `${name} Ratings Over Time and Predictions` : 'Pool Predictions'),
    description: 'Colley ratings replayed match by match, how well the pre-match rating difference predicts the winner, and a calibrated win-probability model.',
    keywords: ['match prediction', 'Colley rating', 'Brier score', 'calibration', 'pool league'],
  });

  const names = useMemo(() => new Map((players.data ?? []).map((p) => [p.id, p.name])), [players.data]);
  const dates = useMemo(() => new Map((matches.data ?? []).map((m) => [m.session_id, m.game_date])), [matches.data]);

  const series = useMemo(() => {
    const replay = analysis.data?.replay;
    if (!replay) return [];
    const history = ratingHistoryByPlayer(replay);
    return replay.playerIds
      .map((id) => ({ id, name: names.get(id) ?? `#${id}`, points: (history.get(id) ?? []).map((h) => ({ x: h.lastNewId, rating: h.rating })) }))
      .filter((s) => s.points.length);
  }, [analysis.data, names]);
  // The sections render one per task once the replay arrives (the chart first), so no single task renders and lays
  // out the whole page; each keeps a box of about its height until its turn.
  const staged = useStagedData(analysis.data, PREDICTIONS_SECTIONS);

  // The header needs only the server's data (the replay takes one step per match, so the count is the match list's),
  // so it is in the first HTML and the replay's sections follow below it.
  const wait = groupSubpageWait(group, [players, matches, analysis], !!matches.data && !!group.data, 'Replaying the ratings...');
  if (wait || !matches.data || !group.data) return wait;
  return (
    <div className="page space-y-10">
      <header className="space-y-3">
        <GroupBackLink slug={group.data.url_slug} name={name} />
        <h1 className="text-3xl font-bold text-slate-900">{name}: ratings over time and predictions</h1>
        <DemoLeagueNotice />
        <p className="max-w-3xl text-slate-700">
          Every player starts at 50.00 and the group&apos;s {matches.data.length} matches are replayed in game order,
          so each match has the ratings both players carried into it. If the ratings mean anything, the higher-rated
          player should win more often, and more often still when the gap is large.
        </p>
      </header>

      {Array.from({ length: PREDICTIONS_SECTIONS }, (_, i) => (
        <PredictionsSection
          key={i}
          index={i}
          replaying={i === 0 && !analysis.data}
          analysis={staged.at(i)}
          series={series}
          names={names}
          dates={dates}
          matches={matches.data}
          standings={standings.data}
        />
      ))}
      {/* Below the replay's sections: drawn when scrolled near, so the page's first work stays the replay's. */}
      <LazySection minHeight={1400} testId="starts-lazy">
        <StartsSection slug={slug} />
      </LazySection>
    </div>
  );
}
