import { useMemo } from 'react';
import type { InningsRecord } from '../api/cricket-types';
import { useBattingBaseline } from '../api/get-batting-baseline';
import { baselineProfile, profileOf } from '../utils/batting-profile-view';
import { DismissalRiskSection, MilestonesSection, ScoringShotsSection } from './ball-by-ball-sections';
import { LazySection } from './lazy-section';
import { MatchupsSection } from './matchups-section';

/**
 * The four ball-by-ball sections of a career page ("Dismissal risk", "Scoring shots", "Against each bowler",
 * "Milestones") for the innings that pass the filter bar. Each waits until it is near the viewport.
 */
export function BallByBall({ slug, name, innings, filtered }: { slug: string; name: string; innings: readonly InningsRecord[]; filtered: boolean }) {
  const base = useBattingBaseline();
  const profile = useMemo(() => profileOf(innings), [innings]);
  const baseline = useMemo(() => (base.data && base.data.innings > 0 ? baselineProfile(base.data) : null), [base.data]);
  if (profile.innings === 0) {
    return (
      <p className="card mt-6 text-slate-700" data-testid="no-ball-data">
        Ball-by-ball figures (dismissal risk, scoring shots, match-ups against each bowler, milestones) are not available for these innings: the
        data was imported before they existed. Re-import the archive to add them.
      </p>
    );
  }
  return (
    <>
      <LazySection minHeight={560} testId="risk-lazy">
        <DismissalRiskSection profile={profile} baseline={baseline} name={name} />
      </LazySection>
      <LazySection minHeight={480} testId="shots-lazy">
        <ScoringShotsSection profile={profile} baseline={baseline} />
      </LazySection>
      <LazySection minHeight={520} testId="matchups-lazy">
        <MatchupsSection slug={slug} innings={innings} filtered={filtered} />
      </LazySection>
      <LazySection minHeight={200} testId="milestones-lazy">
        <MilestonesSection profile={profile} baseline={baseline} />
      </LazySection>
    </>
  );
}
