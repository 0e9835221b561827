import { DataTable } from '../../../components/data-table';
import type { ColleyExplanation } from '../../../../workers/ratings/colley-explanation';
import { colleyFigure as fmt } from '../utils/format';
import { Matrix } from './colley-matrix';

const weighted = (w: number, l: number) => w - l;

/** Step 2 of the Colley walk-through: each player's wins, losses and weighted score, the right-hand side b, and the Colley matrix. */
export function ColleyResultsSection({ names, ex }: { names: string[]; ex: ColleyExplanation }) {
  return (
    <section className="space-y-3" aria-labelledby="results-title">
      <h2 id="results-title" className="text-2xl font-semibold text-slate-900">
        2. Results score and weighted values
      </h2>
      <DataTable
        rows={names.map((n, i) => ({ n, i }))}
        columns={[
          { id: 'player', header: 'Player', rowHeader: true, value: ({ n }) => n },
          { id: 'wins', header: 'Wins', numeric: true, value: ({ i }) => ex.wins[i], render: ({ i }) => fmt(ex.wins[i]) },
          { id: 'losses', header: 'Losses', numeric: true, value: ({ i }) => ex.losses[i], render: ({ i }) => fmt(ex.losses[i]) },
          { id: 'diff', header: 'Wins − Losses', numeric: true, value: ({ i }) => ex.wins[i] - ex.losses[i], render: ({ i }) => fmt(ex.wins[i] - ex.losses[i]) },
          { id: 'w-wins', header: 'Weighted Wins', numeric: true, value: ({ i }) => ex.weightedWins[i], render: ({ i }) => fmt(ex.weightedWins[i]) },
          { id: 'w-losses', header: 'Weighted Losses', numeric: true, value: ({ i }) => ex.weightedLosses[i], render: ({ i }) => fmt(ex.weightedLosses[i]) },
          {
            id: 'w-score',
            header: 'Weighted Score',
            numeric: true,
            value: ({ i }) => weighted(ex.weightedWins[i], ex.weightedLosses[i]),
            render: ({ i }) => fmt(weighted(ex.weightedWins[i], ex.weightedLosses[i])),
          },
          { id: 'b', header: 'b = 1 + score / 2', numeric: true, value: ({ i }) => ex.rhs[i], render: ({ i }) => fmt(ex.rhs[i]) },
        ]}
        rowKey={({ n }) => n}
        label="Results score per player"
        testId="results-score"
      />
      <Matrix title="Colley matrix C (weighted)" names={names} cells={ex.matrix} testId="colley-matrix" />
    </section>
  );
}
