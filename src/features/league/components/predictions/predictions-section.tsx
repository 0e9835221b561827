import { memo } from 'react';
import { Spinner } from '../../../../components/spinner';
import type { PoolMatch, StandingsRow } from '../../../../../contracts/league';
import type { GroupAnalysis } from '../../../../../workers/ratings/group-analysis';
import { RatingHistoryChart, type RatingSeries } from '../rating-history-chart';
import { RatingGapSection } from './rating-gap-section';
import { ModelSection } from './model-section';
import { MatchUpOdds } from './match-up-odds';
import { ReplaySection } from './replay-section';
import { SessionSection } from './session-section';

/** The predictions page's sections below its header, in page order: chart, rating gap, model, match-up, replay, sessions. */
export const PREDICTIONS_SECTIONS = 6;
/** The rough height (px) each section keeps until it renders (a box of about its size, so nothing below jumps far). */
const RESERVED = [420, 900, 700, 800, 1100, 900];

/**
 * Section `index` of the predictions page, or its reserved box while `analysis` has not reached it yet. Memoized: the
 * page renders its sections one per task (hooks/use-staged-data.ts), and a section already shown is not rendered
 * again when the next one arrives (every prop is a stable reference).
 */
export const PredictionsSection = memo(function PredictionsSection({
  index,
  replaying = false,
  analysis,
  series,
  names,
  dates,
  matches,
  standings,
}: {
  index: number;
  /** The replay is still running: the first section's box says so. */
  replaying?: boolean;
  analysis: GroupAnalysis | undefined;
  series: RatingSeries[];
  names: ReadonlyMap<number, string>;
  dates: ReadonlyMap<number, string>;
  matches: readonly PoolMatch[] | undefined;
  standings: readonly StandingsRow[] | undefined;
}) {
  if (!analysis) {
    return replaying ? (
      <div style={{ minHeight: RESERVED[index] }}>
        <Spinner label="Replaying the ratings..." />
      </div>
    ) : (
      <div style={{ minHeight: RESERVED[index] }} aria-hidden="true" />
    );
  }
  const { replay, model, thresholds, signs, histogram } = analysis;
  switch (index) {
    case 0:
      return (
        <section aria-labelledby="over-time-title" className="space-y-3">
          <h2 id="over-time-title" className="text-2xl font-semibold text-slate-900">
            Ratings over time
          </h2>
          {series.length ? <RatingHistoryChart series={series} height={360} /> : <p className="text-slate-700">No matches yet.</p>}
        </section>
      );
    case 1:
      return <RatingGapSection thresholds={thresholds} signs={signs} histogram={histogram} />;
    case 2:
      return <ModelSection model={model} />;
    case 3:
      return (
        <section aria-labelledby="match-up-title" id="match-up" className="space-y-3">
          <h2 id="match-up-title" className="text-2xl font-semibold text-slate-900">
            Odds for any match-up
          </h2>
          <MatchUpOdds
            playerIds={replay.playerIds}
            ratings={replay.final}
            names={names}
            beta={model.finalBeta}
            matches={matches ?? []}
            standings={standings}
          />
        </section>
      );
    case 4:
      return <ReplaySection replay={replay} model={model} names={names} />;
    default:
      return <SessionSection replay={replay} names={names} dates={dates} />;
  }
});
