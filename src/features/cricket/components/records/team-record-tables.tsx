import { useQuery } from '@tanstack/react-query';
import { formatNumber } from '../../../../../common/number-text';
import { ErrorMessage } from '../../../../components/error-message';
import { Spinner } from '../../../../components/spinner';
import type { teamRecordsQueryOptions } from '../../api/get-teams';
import { chaseColumns, totalColumns, winColumns } from '../../utils/team-columns';
import { CsvTable } from '../shared/csv-table';

/** The records book's team tables under the same filters as the player tables, each with its CSV. */
export function TeamRecordTables({ query, described }: { query: ReturnType<typeof teamRecordsQueryOptions>; described: string }) {
  const q = useQuery(query);
  const t = q.data;
  return (
    <section className="mt-10" aria-labelledby="team-records-heading" data-testid="team-records">
      <h2 id="team-records-heading" className="text-2xl font-bold text-slate-900">
        Team records
      </h2>
      {q.error ? (
        <ErrorMessage error={q.error} />
      ) : !t ? (
        <Spinner label="Loading..." />
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700">
            {`The top ten from ${formatNumber(t.tests)} ${t.tests === 1 ? 'Test' : 'Tests'}${described ? ` ${described}` : ''}. The team is the batting side (totals) or the winner (wins); lowest totals are innings all out; a successful chase is the last innings of a match won by the side batting in it, its target as the match file states it (limited-overs matches, revised by D/L where it was); wins by runs leave out wins by an innings.`}
          </p>
          <CsvTable title="Highest team totals" rows={t.highest_totals} columns={totalColumns(true)} rowKey={(r) => `${r.match_id}-${r.inning}`} filename="records-highest-totals" testId="records-highest-totals" />
          <CsvTable title="Highest successful chases" rows={t.highest_chases} columns={chaseColumns} rowKey={(r) => `${r.match_id}-${r.inning}`} filename="records-highest-chases" testId="records-highest-chases" />
          <CsvTable title="Lowest team totals" rows={t.lowest_totals} columns={totalColumns(true)} rowKey={(r) => `${r.match_id}-${r.inning}`} filename="records-lowest-totals" testId="records-lowest-totals" />
          <CsvTable title="Biggest wins by runs" rows={t.biggest_wins_runs} columns={winColumns} rowKey={(r) => r.match_id} filename="records-biggest-wins-runs" testId="records-wins-runs" />
          <CsvTable title="Biggest wins by wickets" rows={t.biggest_wins_wickets} columns={winColumns} rowKey={(r) => r.match_id} filename="records-biggest-wins-wickets" testId="records-wins-wickets" />
        </>
      )}
    </section>
  );
}
