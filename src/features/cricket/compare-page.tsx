import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { Spinner } from '../../components/spinner';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import type { InningsRecord, PlayerDetail } from './api/cricket-types';
import { usePlayerDetail } from './api/get-player-detail';
import { usePlayerInnings } from './api/get-player-innings';
import { AverageWorm, SERIES_COLOURS } from './components/average-worm';
import { Breadcrumb } from './components/breadcrumb';
import { ChartCard } from './components/chart-card';
import { CompareSummaryTable } from './components/compare-summary-table';
import { CricsheetCredit } from './components/cricsheet-credit';
import { PlayerLoadError } from './components/player-load-error';
import { PlayerPicker } from './components/player-picker';
import { ScoreRangeBars, scoreRangeTop } from './components/score-range-bars';
import { useListedName } from './hooks/use-listed-name';
import { displayName } from './utils/player-name';

const careerHref = (slug: string) => `/cricket/player/${slug}`;

/** One player's column: linked name, a way to swap the player in place, and score ranges (the figures are in Head to head). */
function PlayerColumn({ d, inns, index, other, yTop }: { d: PlayerDetail; inns: InningsRecord[]; index: 0 | 1; other: string; yTop: number }) {
  const [changing, setChanging] = useState(false);
  const [, navigate] = useLocation();
  const name = displayName(d);
  return (
    <div className="flex min-w-0 flex-col gap-6" data-testid={`compare-player-${index + 1}`}>
      <section className="card" aria-labelledby={`cmp-${index}`}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={`cmp-${index}`} className="text-xl font-semibold">
            <Link href={careerHref(d.url_slug)} className="underline decoration-2 underline-offset-4 hover:decoration-4" style={{ color: SERIES_COLOURS[index] }}>
              {name}
            </Link>
          </h2>
          {!changing && (
            <button type="button" className="btn-secondary text-sm" onClick={() => setChanging(true)} aria-label={`Change ${name}`}>
              Change player
            </button>
          )}
        </div>
        {changing && (
          <div className="mt-3 flex items-end gap-2">
            <div className="min-w-0 flex-1">
              <PlayerPicker
                label={`Compare instead of ${name}`}
                exclude={[d.url_slug, other]}
                autoFocus
                onPick={(p) => {
                  setChanging(false);
                  navigate(index === 0 ? `/cricket/compare/${p.url_slug}/${other}` : `/cricket/compare/${other}/${p.url_slug}`);
                }}
              />
            </div>
            <button type="button" className="btn-secondary" onClick={() => setChanging(false)}>
              Cancel
            </button>
          </div>
        )}
        <p className="mt-1 text-sm text-slate-600">
          {d.teams.join(', ')} · {d.matches} {d.matches === 1 ? 'Test' : 'Tests'} · {d.first_test.date.slice(0, 4)}–{d.last_test.date.slice(0, 4)}
        </p>
      </section>
      <ChartCard title={`${name}: innings by score range`} minHeight={280} testId={`compare-ranges-${index + 1}`}>
        {(w) => <ScoreRangeBars innings={inns} width={w} color={SERIES_COLOURS[index]} yTop={yTop} />}
      </ChartCard>
    </div>
  );
}

/** Two careers side by side: summaries, score-range histograms on one scale and both average worms on one chart. */
export default function ComparePage() {
  const { first = '', second = '' } = useParams<{ first: string; second: string }>();
  const slugs = [first.toLowerCase(), second.toLowerCase()] as const;
  const d1 = usePlayerDetail(slugs[0]);
  const d2 = usePlayerDetail(slugs[1]);
  const i1 = usePlayerInnings(slugs[0]);
  const i2 = usePlayerInnings(slugs[1]);
  const listed = [useListedName(slugs[0]), useListedName(slugs[1])];
  const names = [d1.data ? displayName(d1.data) : listed[0], d2.data ? displayName(d2.data) : listed[1]];
  const heading = names[0] && names[1] ? `${names[0]} v ${names[1]}` : null;
  usePageMeta({
    title: withBrand(heading ?? 'Compare Test batting careers'),
    description: heading ? `Compare the Test batting careers of ${names[0]} and ${names[1]}.` : 'Compare two Test batting careers.',
    keywords: ['Test cricket', 'compare batters', ...names.filter((n): n is string => Boolean(n))],
  });
  const error = d1.error ?? d2.error ?? i1.error ?? i2.error;
  const ready = d1.data && d2.data && i1.data && i2.data;

  return (
    <div className="page">
      <Breadcrumb current="Compare" />
      <h1 className="mt-2 text-3xl font-bold text-slate-900" data-testid="compare-heading">
        {heading ? (
          <>
            {names[0]} <span className="text-slate-500">v</span> {names[1]}
          </>
        ) : error ? (
          'Compare Test batting careers'
        ) : (
          <span className="text-slate-400">Loading...</span>
        )}
      </h1>
      {error ? (
        <PlayerLoadError error={error} />
      ) : !ready ? (
        <Spinner label="Loading..." />
      ) : (
        <>
          <section className="card mt-6" aria-labelledby="cmp-both">
            <h2 id="cmp-both" className="text-lg font-semibold text-slate-900">
              Head to head
            </h2>
            <div className="mt-3">
              <CompareSummaryTable players={[d1.data!, d2.data!]} />
            </div>
          </section>
          <div className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2" data-testid="compare-view">
            {(() => {
              const yTop = Math.max(scoreRangeTop(i1.data!), scoreRangeTop(i2.data!));
              return (
                <>
                  <PlayerColumn d={d1.data!} inns={i1.data!} index={0} other={d2.data!.url_slug} yTop={yTop} />
                  <PlayerColumn d={d2.data!} inns={i2.data!} index={1} other={d1.data!.url_slug} yTop={yTop} />
                </>
              );
            })()}
          </div>
          <div className="mt-6">
            <ChartCard title="Batting average by innings number" testId="compare-worm" minHeight={300}>
              {(w) => (
                <AverageWorm
                  series={[
                    { name: displayName(d1.data!), innings: i1.data! },
                    { name: displayName(d2.data!), innings: i2.data! },
                  ]}
                  width={w}
                />
              )}
            </ChartCard>
          </div>
          <CricsheetCredit coverage={d1.data!.data_coverage} />
        </>
      )}
    </div>
  );
}
