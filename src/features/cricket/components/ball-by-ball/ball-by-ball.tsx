import type { ReactNode } from 'react';
import type { InningsRecord } from '../../api/cricket-types';
import { useBattingBaseline } from '../../api/get-batting-baseline';
import { baselineProfile, profileOf, type BattingProfile } from '../../utils/batting-profile-view';
import type { SectionOwner } from '../../utils/section-owner';
import { DismissalRiskSection, MilestonesSection, ScoringShotsSection } from './ball-by-ball-sections';
import { LazySection } from '../../../../components/lazy-section';
import { MatchupsSection } from './matchups-section';

/** The four ball-by-ball sections, in page order, with the height each reserves until it renders. */
const SECTIONS = [
  { kind: 'risk', minHeight: 560 },
  { kind: 'shots', minHeight: 480 },
  { kind: 'matchups', minHeight: 520 },
  { kind: 'milestones', minHeight: 200 },
] as const;

type SectionKind = (typeof SECTIONS)[number]['kind'];

/** One player's (filtered) innings, as the ball-by-ball sections take them. */
export interface BallPlayer {
  slug: string;
  name: string;
  innings: readonly InningsRecord[];
  /** Set on a page that shows two players' sections (the compare view). */
  owner?: SectionOwner;
}

/**
 * The profiles are worked out when the first section that shows them nears the screen, not while the page hydrates
 * (a long career's profile and the archive's baseline cost a long task on a phone), and once per list of innings
 * and per baseline answer however many sections ask.
 */
const profiles = new WeakMap<object, BattingProfile>();
function cached<K extends object>(key: K, make: (key: K) => BattingProfile): BattingProfile {
  let p = profiles.get(key);
  if (!p) profiles.set(key, (p = make(key)));
  return p;
}

function useBaselineProfile(): BattingProfile | null {
  const base = useBattingBaseline();
  return base.data && base.data.innings > 0 ? cached(base.data, baselineProfile) : null;
}

/** Whether any of these innings has ball-by-ball figures (what profileOf counts), without working out the profile. */
const hasBallData = (innings: readonly InningsRecord[]) => innings.some((i) => i.did_bat && i.balls_by_runs);

function NoBallData({ name }: { name?: string }) {
  return (
    <p className="card mt-6 text-slate-700" data-testid="no-ball-data">
      Ball-by-ball figures (dismissal risk, scoring shots, match-ups against each bowler, milestones) are not available for{' '}
      {name ? `${name}'s innings here` : 'these innings'}: the data was imported before they existed. Re-import the archive to add them.
    </p>
  );
}

function BallSection({ kind, player, filtered }: { kind: SectionKind; player: BallPlayer; filtered: boolean }) {
  const { owner } = player;
  const baseline = useBaselineProfile();
  const profile = cached(player.innings, profileOf);
  switch (kind) {
    case 'risk':
      return <DismissalRiskSection profile={profile} baseline={baseline} name={player.name} owner={owner} />;
    case 'shots':
      return <ScoringShotsSection profile={profile} baseline={baseline} owner={owner} />;
    case 'matchups':
      return <MatchupsSection slug={player.slug} innings={player.innings} filtered={filtered} owner={owner} />;
    case 'milestones':
      return <MilestonesSection profile={profile} baseline={baseline} owner={owner} />;
  }
}

/**
 * The four ball-by-ball sections of a career page ("Dismissal risk", "Scoring shots", "Against each bowler",
 * "Milestones") for the innings that pass the filter bar. Each waits until it is near the viewport.
 */
export function BallByBall({ slug, name, innings, filtered }: { slug: string; name: string; innings: readonly InningsRecord[]; filtered: boolean }) {
  const player = { slug, name, innings };
  if (!hasBallData(innings)) return <NoBallData />;
  return (
    <>
      {SECTIONS.map((s) => (
        <LazySection key={s.kind} minHeight={s.minHeight} testId={`${s.kind}-lazy`}>
          <BallSection kind={s.kind} player={player} filtered={filtered} />
        </LazySection>
      ))}
    </>
  );
}

/**
 * Two players' ball-by-ball sections side by side (the compare view): one row per section, the first player on
 * the left; stacked on narrow screens, each section followed by the other player's. A player with no innings
 * passing the filters, or none with ball-by-ball figures, gets a line saying so in each row.
 */
export function BallByBallSideBySide({ players, filtered }: { players: readonly [BallPlayer, BallPlayer]; filtered: boolean }) {
  const cell = (kind: SectionKind, i: 0 | 1): ReactNode => {
    const player = players[i];
    if (!player.innings.some((r) => r.did_bat)) {
      return (
        <p className="card mt-6 text-slate-700" data-testid="no-filtered-innings">
          No innings by {player.name} match these filters.
        </p>
      );
    }
    if (!hasBallData(player.innings)) return <NoBallData name={player.name} />;
    return <BallSection kind={kind} player={player} filtered={filtered} />;
  };
  return (
    <>
      {SECTIONS.map((s) => (
        <LazySection key={s.kind} minHeight={s.minHeight} testId={`compare-${s.kind}-lazy`}>
          <div className="grid grid-cols-1 gap-x-6 md:grid-cols-2">
            {([0, 1] as const).map((i) => (
              // A column: the section grows to the row's height, so the two cards of a row end level.
              <div key={i} className="flex min-w-0 flex-col [&>*]:grow" data-testid={`compare-${s.kind}-${i + 1}`}>
                {cell(s.kind, i)}
              </div>
            ))}
          </div>
        </LazySection>
      ))}
    </>
  );
}
