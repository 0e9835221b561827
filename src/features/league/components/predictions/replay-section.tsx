import { DataTable, type DataColumn } from '../../../../components/data-table';
import { sharePercent, signed } from '../../../../../common/number-text';
import { formatRating } from '../../../../../workers/ratings/colley';
import type { GroupAnalysis } from '../../../../../workers/ratings/group-analysis';

const PAGE = 25;

/** Every match with both players' ratings before and after it, newest first. */
export function ReplaySection({ replay, model, names }: { replay: GroupAnalysis['replay']; model: GroupAnalysis['model']; names: ReadonlyMap<number, string> }) {
  const steps = [...replay.steps].reverse();
  type Step = (typeof steps)[number];
  const p1 = (st: Step) => model.predictions[st.newId - 1];
  const replayColumns: DataColumn<Step>[] = [
    { id: 'game', header: 'Game #', numeric: true, plainDigits: true, value: (st) => st.newId },
    { id: 'p1', header: 'Player 1', nowrap: true, value: (st) => names.get(st.player1Id), cellProps: (st) => ({ className: st.winnerId === st.player1Id ? 'font-semibold' : undefined }) },
    { id: 'p1-before', header: 'Before', label: 'Player 1 before', numeric: true, value: (st) => st.player1Before, render: (st) => formatRating(st.player1Before) },
    { id: 'p1-after', header: 'After', label: 'Player 1 after', numeric: true, value: (st) => st.player1After, render: (st) => formatRating(st.player1After) },
    { id: 'p2', header: 'Player 2', nowrap: true, value: (st) => names.get(st.player2Id), cellProps: (st) => ({ className: st.winnerId !== st.player1Id ? 'font-semibold' : undefined }) },
    { id: 'p2-before', header: 'Before', label: 'Player 2 before', numeric: true, value: (st) => st.player2Before, render: (st) => formatRating(st.player2Before) },
    { id: 'p2-after', header: 'After', label: 'Player 2 after', numeric: true, value: (st) => st.player2After, render: (st) => formatRating(st.player2After) },
    {
      id: 'diff',
      header: "Winner's pre-match diff",
      numeric: true,
      value: (st) => st.winnerPreMatchDiff,
      render: (st) => signed(st.winnerPreMatchDiff, 2),
      cellProps: (st) => ({ className: st.winnerPreMatchDiff < -0.005 ? 'text-red-800' : undefined }),
    },
    { id: 'p1-wins', header: 'Player 1 win chance', numeric: true, value: (st) => p1(st), render: (st) => (p1(st) !== undefined ? sharePercent(p1(st)!, 1) : '-') },
  ];
  return (
    <section aria-labelledby="replay-title" className="space-y-3">
      <h2 id="replay-title" className="text-2xl font-semibold text-slate-900">
        Match by match
      </h2>
      <DataTable
        rows={steps}
        columns={replayColumns}
        rowKey={(st) => st.matchId}
        label="Ratings before and after every match, newest first"
        stickyColumns={1}
        pageSize={PAGE}
        pagerLabel="Replay pages"
        testId="replay-table"
      />
    </section>

  );
}
