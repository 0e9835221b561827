import { DataTable, type DataColumn } from '../../../../components/data-table';
import { LazySection } from '../../../../components/lazy-section';
import type { MatchScorecard, ScorecardReview } from '../../api/cricket-types';
import { ordinal } from '../../utils/scorecard-text';
import { PlayerLink } from './innings-card';

/** The reviews table; the appeal's kind is a column only when Cricsheet records one for some review. */
const reviewColumns = (m: MatchScorecard): DataColumn<ScorecardReview>[] => [
  { id: 'inns', header: 'Innings', rowHeader: true, nowrap: true, render: (r) => `${ordinal(r.inning)}, ${r.over} ov` },
  { id: 'by', header: 'Review by', value: (r) => r.by_team },
  { id: 'batter', header: 'Batter', render: (r) => (r.batter_id ? <PlayerLink id={r.batter_id} players={m.players} /> : '-') },
  { id: 'bowler', header: 'Bowler', render: (r) => (r.bowler_id ? <PlayerLink id={r.bowler_id} players={m.players} /> : '-') },
  { id: 'umpire', header: 'Umpire', render: (r) => r.umpire ?? '-' },
  ...(m.reviews.some((r) => r.review_type) ? [{ id: 'type', header: 'Appeal', render: (r: ScorecardReview) => r.review_type ?? '-' }] : []),
  {
    id: 'decision',
    header: 'Decision',
    nowrap: true,
    render: (r) => `${r.decision === 'upheld' ? 'Upheld' : 'Struck down'}${r.umpires_call ? " (umpire's call)" : ''}`,
  },
];

/** The match's DRS reviews, in the order they happened (loaded when scrolled near). */
export function DrsReviews({ m }: { m: MatchScorecard }) {
  return (
    <LazySection minHeight={200} testId="reviews-lazy">
      <section className="card mt-6" aria-labelledby="reviews-heading">
        <h2 id="reviews-heading" className="text-lg font-semibold text-slate-900">
          DRS reviews
        </h2>
        <p className="mt-1 text-sm text-slate-600">The reviews Cricsheet records for this match, in the order they happened.</p>
        <div className="mt-3">
          <DataTable rows={m.reviews} columns={reviewColumns(m)} rowKey={(r, k) => `${r.inning}-${r.over}-${k}`} label="DRS reviews, in order" sortable={false} testId="reviews-table" />
        </div>
      </section>
    </LazySection>
  );
}
