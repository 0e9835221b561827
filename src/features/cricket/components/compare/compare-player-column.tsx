import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { linkTo } from '../../../../../contracts/route-manifest';
import type { InningsRecord, PlayerDetail } from '../../api/cricket-types';
import { displayName } from '../../utils/player-name';
import { SERIES_COLOURS } from '../player/average-worm';
import { CareerCoverageNote } from '../player/career-coverage-note';
import { ChartCard } from '../shared/chart-card';
import { PlayerPicker } from '../shared/player-picker';
import { ScoreRangeBars } from '../player/score-range-bars';

const careerHref = (slug: string) => linkTo('/cricket/player/:slug', { slug: slug });

/** One player's column: linked name, a way to swap the player in place (the filters stay), and score ranges (the figures are in Head to head). */
export function ComparePlayerColumn({ d, inns, index, other, yTop }: { d: PlayerDetail; inns: readonly InningsRecord[]; index: 0 | 1; other: string; yTop: number }) {
  const [changing, setChanging] = useState(false);
  const [, navigate] = useLocation();
  const search = useSearch();
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
                  const pair = index === 0 ? `${p.url_slug}/${other}` : `${other}/${p.url_slug}`;
                  navigate(`/cricket/compare/${pair}${search ? `?${search}` : ''}`);
                }}
              />
            </div>
            <button type="button" className="btn-secondary" onClick={() => setChanging(false)}>
              Cancel
            </button>
          </div>
        )}
        <p className="mt-1 text-sm text-slate-600">
          {d.teams.join(', ')} · {d.matches} {d.matches === 1 ? 'Test' : 'Tests'} in the archive · {d.first_test && d.last_test ? `${d.first_test.date.slice(0, 4)}–${d.last_test.date.slice(0, 4)}` : ''}
        </p>
        {d.coverage_note && <CareerCoverageNote note={d.coverage_note} name={name} held={d.matches} firstDate={d.first_test?.date ?? null} />}
      </section>
      <ChartCard title={`${name}: innings by score range`} minHeight={280} testId={`compare-ranges-${index + 1}`}>
        {(w) => <ScoreRangeBars innings={inns} width={w} color={SERIES_COLOURS[index]} yTop={yTop} />}
      </ChartCard>
    </div>
  );
}
