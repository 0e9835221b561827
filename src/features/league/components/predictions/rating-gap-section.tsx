import { DataTable, type DataColumn } from '../../../../components/data-table';
import { DiffHistogram } from '../prediction-charts';
import type { GroupAnalysis } from '../../../../../workers/ratings/group-analysis';
import { percent, sharePercent } from '../../../../../common/number-text';

const pct = (x: number | null) => percent(x, 1);

/** The winner's pre-match rating gap: histogram, by size of gap, by sign. */
export function RatingGapSection({ thresholds, signs, histogram }: Pick<GroupAnalysis, 'thresholds' | 'signs' | 'histogram'>) {
  type Threshold = (typeof thresholds)[number];
  const thresholdColumns: DataColumn<Threshold>[] = [
    { id: 'gap', header: 'Gap', nowrap: true, render: (t) => t.label },
    { id: 'matches', header: 'Matches', numeric: true, render: (t) => t.matches },
    { id: 'fav', header: 'Favourite won', numeric: true, render: (t) => t.favouriteWins },
    { id: 'dog', header: 'Underdog won', numeric: true, render: (t) => t.underdogWins },
    { id: 'equal', header: 'Equal', numeric: true, render: (t) => t.equal },
    { id: 'fav-pct', header: 'Favourite win %', numeric: true, render: (t) => pct(t.favouriteWinPct) },
  ];
  return (
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
              { id: 'share', header: 'Share', numeric: true, render: ([, n]) => (signs.total ? sharePercent(n / signs.total, 1) : '-') },
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

  );
}
