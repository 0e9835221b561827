import type { CSSProperties } from 'react';
import type { LeagueSummary } from '../../../../../workers/league-sim/league';
import { RunStatus } from '../../../../components/run-status';
import { downloadCsv } from '../../../../lib/download-csv';
import { leagueSummaryCsv } from '../../utils/csv-exports';
import type { WorkerRunState } from '../../../../hooks/use-worker-run';
import { PositionChanceChart } from '../charts/position-chance-chart';
import { LeagueSummaryTable } from './league-table';

/**
 * The multi-league summary: heading, run status, averages table and the
 * positional-chance chart. While a newer run is going only its progress shows:
 * the previous result would sit under a heading that no longer describes it.
 */
export function LeagueSummarySection({
  id,
  title,
  summary,
  label,
  csvName,
  players,
}: {
  id: string;
  title: string;
  summary: WorkerRunState<LeagueSummary>;
  label: string;
  /** File name of the "Download CSV" of the position chances. */
  csvName: string;
  /** Players in the league: the section keeps the height of its result (table rows, chart) while a run goes. */
  players: number;
}) {
  // Measured at 375-1280 px: a heading, the table (one row a player), the CSV button and the chart. Reserved so
  // the sections below do not jump when the result replaces the progress bar (CLS). Below the first screen on a
  // phone it is laid out and painted only when it nears the screen (content-visibility), that height standing in.
  return (
    <section
      className="mt-8 min-h-[calc(434px+var(--rows)*67px)] [content-visibility:auto] [contain-intrinsic-size:auto_calc(434px+var(--rows)*67px)] sm:min-h-[calc(386px+var(--rows)*67px)] sm:[contain-intrinsic-size:auto_calc(386px+var(--rows)*67px)]"
      style={{ '--rows': players } as CSSProperties}
      aria-labelledby={id}
    >
      <h2 id={id} className="mb-3 text-2xl font-bold">
        {title}
      </h2>
      <RunStatus running={summary.running} hasData={!!summary.data && !summary.running} progress={summary.progress} error={summary.error} label={label} />
      {summary.data && !summary.running ? (
        <div className="mt-3 grid grid-cols-1 gap-6">
          <LeagueSummaryTable rows={summary.data.players} simulations={summary.data.runs} />
          <div>
            <button
              type="button"
              className="btn-secondary"
              onClick={() => downloadCsv(csvName, leagueSummaryCsv(summary.data!.players))}
              data-testid="league-csv"
            >
              Download CSV (position chances)
            </button>
          </div>
          <div className="card min-w-0">
            <PositionChanceChart rows={summary.data.players} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
