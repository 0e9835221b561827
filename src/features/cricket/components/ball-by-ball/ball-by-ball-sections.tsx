import type { ReactNode } from 'react';
import { DataTable, type DataColumn } from '../../../../components/data-table';
import type { RiskRange, ScoringShots } from '../../../../../workers/cricket/batting-profile';
import { fixed, MIN_DISMISSALS_FOR_PHASE, oneIn, rangePhrase, type BattingProfile } from '../../utils/batting-profile-view';
import { percentText, ratioText } from '../../../../../common/cricket/exact-round';
import type { ConversionOdds } from '../../../../../workers/cricket/conversion-odds';
import { ChartCard } from '../shared/chart-card';
import { lowerFirst, ownedId, ownedLabel, ownedTableClass, type SectionOwner } from '../../utils/section-owner';
import { SurvivalChart } from './survival-chart';
import { formatNumber } from '../../../../../common/number-text';

/** A ball-by-ball section; with an owner (the compare view) its heading, id and landmark name carry the player. */
export function Section({
  id,
  title,
  intro,
  children,
  testId,
  owner,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
  testId: string;
  owner?: SectionOwner;
}) {
  const headingId = ownedId(id, owner);
  return (
    <section className="card mt-6 min-w-0" aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {owner ? (
          <>
            <span style={{ color: owner.colour }}>{owner.name}</span>: {lowerFirst(title)}
          </>
        ) : (
          title
        )}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{intro}</p>
      {children}
    </section>
  );
}

/** A headline figure with the all-batters figure beneath. */
function Stat({ label, value, all, testId }: { label: string; value: string; all: string | null; testId?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3" data-testid={testId}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
      {all !== null && <dd className="text-sm text-slate-600">All batters: {all}</dd>}
    </div>
  );
}

/** "Dismissal risk": survival curve, out chance per ball by range beside all batters, and a one-line reading. */
export function DismissalRiskSection({ profile, baseline, name, owner }: { profile: BattingProfile; baseline: BattingProfile | null; name: string; owner?: SectionOwner }) {
  const v = profile.vulnerable;
  const allFor = (label: string) => baseline?.ranges.find((r) => r.label === label) ?? null;
  const columns: DataColumn<RiskRange>[] = [
    { id: 'range', header: 'Balls into the innings', value: (r) => r.from, render: (r) => r.label, rowHeader: true, nowrap: true },
    { id: 'balls', header: 'Balls faced', value: (r) => r.balls, numeric: true },
    { id: 'outs', header: 'Outs', value: (r) => r.outs, numeric: true },
    { id: 'chance', header: 'Out chance per ball', value: (r) => r.chance, render: (r) => (r.chance === null ? '-' : `${oneIn(r.outs, r.balls)} (${percentText(r.outs, r.balls, 2)})`), numeric: true, nowrap: true },
    {
      id: 'all',
      header: 'All batters',
      value: (r) => allFor(r.label)?.chance ?? null,
      render: (r) => {
        const a = allFor(r.label);
        return a && a.chance !== null ? `${oneIn(a.outs, a.balls)} (${percentText(a.outs, a.balls, 2)})` : '-';
      },
      numeric: true,
      nowrap: true,
    },
  ];
  return (
    <Section
      id="dismissal-risk"
      title="Dismissal risk"
      testId="dismissal-risk"
      owner={owner}
      intro="How likely he was to get out on each ball, by how long he had been in, beside every batter in the archive."
    >
      <p className="mt-2 text-sm text-slate-600" data-testid="dismissal-rule">
        Rule: a ball faced is any delivery to him except a wide; an innings that ended out counts as out on the last ball he faced, so a
        run-out at the non-striker&apos;s end counts on his last ball faced (before his first if he had faced none).
      </p>
      <p className="mt-3 text-base font-medium text-slate-900" data-testid="dismissal-reading">
        {profile.outs === 0
          ? 'Never dismissed in these innings.'
          : profile.outs < MIN_DISMISSALS_FOR_PHASE
            ? `Only ${profile.outs} ${profile.outs === 1 ? 'dismissal' : 'dismissals'} in these innings: too few to say in which phase he was most vulnerable.`
            : v
              ? `Most vulnerable in ${rangePhrase(v.label)}: 1 in ${v.oneIn}${allFor(v.label)?.chance ? ` (all batters: ${oneIn(allFor(v.label)!.outs, allFor(v.label)!.balls)})` : ''}.`
              : 'Never dismissed in these innings.'}
      </p>
      <div className="mt-4 grid gap-6">
        <ChartCard title="Still batting after n balls" headingLevel={3} minHeight={310} testId="survival-card">
          {(w) => <SurvivalChart player={profile.survival} baseline={baseline?.survival ?? null} name={name} width={w} colour={owner?.colour} />}
        </ChartCard>
        <div className="min-w-0">
          <DataTable rows={profile.ranges} columns={columns} rowKey={(r) => r.label} label={ownedLabel('Out chance per ball', owner)} showCaption testId="risk-table" className={ownedTableClass(owner)} />
        </div>
      </div>
    </Section>
  );
}

/** Balls and runs not in dots, 1s, 2s, 3s or boundary 4s and 6s. */
function otherShots(s: ScoringShots) {
  const balls = s.balls - s.dots - s.shots.reduce((t, x) => t + x.balls, 0);
  const runs = s.runs - s.shots.reduce((t, x) => t + x.runs, 0);
  return { balls, runs, ball_share: s.balls > 0 ? balls / s.balls : null, run_share: s.runs > 0 ? runs / s.runs : null };
}

type Counts = { balls: number; runs: number };
type ShotRow = Counts & { label: string; ball_share: number | null; run_share: number | null; all: Counts | null };

/** "Scoring shots": dot-ball %, the share of balls and of runs from 1s, 2s, 3s, 4s and 6s, balls per boundary. */
export function ScoringShotsSection({ profile, baseline, owner }: { profile: BattingProfile; baseline: BattingProfile | null; owner?: SectionOwner }) {
  const s = profile.shots;
  const b = baseline?.shots ?? null;
  const rows: ShotRow[] = [
    { label: 'Dots', balls: s.dots, runs: 0, ball_share: s.dot_share, run_share: s.runs > 0 ? 0 : null, all: b ? { balls: b.dots, runs: 0 } : null },
    ...s.shots.map((x): ShotRow => ({ ...x, all: b?.shots.find((y) => y.label === x.label) ?? null })),
  ];
  // All-run fours and sixes, fives and sevens: what the rows above leave, so balls and runs add up.
  const other = otherShots(s);
  const allOther = b ? otherShots(b) : null;
  if (other.balls > 0 || (allOther && allOther.balls > 0)) {
    rows.push({ label: 'Other', ...other, all: allOther });
  }
  const columns: DataColumn<ShotRow>[] = [
    { id: 'shot', header: 'Shot', render: (r) => r.label, rowHeader: true },
    { id: 'balls', header: 'Balls', value: (r) => r.balls, numeric: true },
    { id: 'ball_share', header: '% of balls', value: (r) => r.ball_share, render: (r) => percentText(r.balls, s.balls), numeric: true },
    {
      id: 'all_ball_share',
      header: 'All batters % of balls',
      label: 'All batters % of balls',
      value: (r) => (r.all && b && b.balls ? r.all.balls / b.balls : null),
      render: (r) => (r.all && b ? percentText(r.all.balls, b.balls) : '-'),
      numeric: true,
    },
    { id: 'runs', header: 'Runs', value: (r) => r.runs, numeric: true },
    { id: 'run_share', header: '% of runs', value: (r) => r.run_share, render: (r) => percentText(r.runs, s.runs), numeric: true },
    {
      id: 'all_run_share',
      header: 'All batters % of runs',
      label: 'All batters % of runs',
      value: (r) => (r.all && b && b.runs ? r.all.runs / b.runs : null),
      render: (r) => (r.all && b ? percentText(r.all.runs, b.runs) : '-'),
      numeric: true,
    },
  ];
  return (
    <Section
      id="scoring-shots"
      title="Scoring shots"
      testId="scoring-shots"
      owner={owner}
      intro="Where his runs came from, ball by ball: 1s, 2s and 3s are balls worth that many runs off the bat (run, not boundaries); 4s and 6s are boundaries."
    >
      <p className="mt-2 text-sm text-slate-600">Rule: balls faced leave out wides and count no-balls; a dot is a ball faced with no run off the bat.</p>
      <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Stat label="Dot balls" value={percentText(s.dots, s.balls)} all={b ? percentText(b.dots, b.balls) : null} testId="dot-share" />
        <Stat label="Balls per boundary" value={perBoundary(s)} all={b ? perBoundary(b) : null} testId="balls-per-boundary" />
        <Stat label="Balls faced" value={formatNumber(s.balls)} all={null} />
      </dl>
      <div className="mt-4">
        <DataTable rows={rows} columns={columns} rowKey={(r) => r.label} label={ownedLabel('Balls and runs by scoring shot', owner)} showCaption testId="scoring-table" className={ownedTableClass(owner)} />
      </div>
      {rows.some((r) => r.label === 'Other') && <p className="mt-2 text-xs text-slate-600">Other: all-run fours and sixes, fives, and balls worth seven or more runs off the bat.</p>}
    </Section>
  );
}

/** Fewer innings than this behind a conversion figure: marked as a small sample. */
const SMALL_SAMPLE_INNINGS = 10;

const oddsText = (c: ConversionOdds) => (c.chance ? percentText(c.chance.num, c.chance.den, 0) : '-');

const perBoundary = (s: ScoringShots) => (s.boundaries > 0 ? ratioText(s.balls, s.boundaries, 1) : '-');

/** "Milestones": median balls to 50 and to 100, and how often fifties became hundreds. */
export function MilestonesSection({ profile, baseline, owner }: { profile: BattingProfile; baseline: BattingProfile | null; owner?: SectionOwner }) {
  const m = profile.milestones;
  const a = baseline?.milestones ?? null;
  const balls = (x: number | null) => (x === null ? '-' : `${fixed(x, x % 1 ? 1 : 0)} balls`);
  return (
    <Section id="milestones" title="Milestones" testId="milestones" owner={owner} intro="How quickly he reached fifty and a hundred, and how often a fifty went on to a hundred.">
      <p className="mt-2 text-sm text-slate-600">Rule: balls to 50 or 100 are the balls he had faced (wides left out) when the ball that took him there was bowled.</p>
      <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Stat label="Median balls to 50" value={balls(m.median_balls_to_50)} all={a ? balls(a.median_balls_to_50) : null} testId="median-50" />
        <Stat label="Median balls to 100" value={balls(m.median_balls_to_100)} all={a ? balls(a.median_balls_to_100) : null} testId="median-100" />
        <Stat
          label="Fifties converted into hundreds"
          value={m.conversion === null ? '-' : `${percentText(m.hundreds, m.fifty_plus, 0)} (${m.hundreds} of ${m.fifty_plus})`}
          all={a ? percentText(a.hundreds, a.fifty_plus, 0) : null}
          testId="conversion"
        />
      </dl>
      <h3 className="mt-5 text-base font-semibold text-slate-900">Conversion odds</h3>
      <p className="mt-1 text-sm text-slate-600">
        Rule: the chance that an innings which reached the first score went on to the second, counting a not-out innings as still going
        up to its score and unknown after it (the way survival rates are counted when some cases are still going).
      </p>
      <ul className="mt-3 space-y-1 text-slate-900" data-testid="conversion-odds">
        {profile.conversions.map((c) => {
          const all = baseline?.conversions.find((x) => x.from === c.from) ?? null;
          return (
            <li key={c.from} data-testid={`conversion-${c.from}`}>
              <span className="font-medium">
                From {c.from}, chance of {c.to}: {oddsText(c)}
              </span>{' '}
              <span className="text-sm text-slate-600">
                ({c.innings} innings{c.innings > 0 && c.innings < SMALL_SAMPLE_INNINGS ? ', too few to read much into' : ''}
                {all ? `; all batters ${oddsText(all)}` : ''})
              </span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
