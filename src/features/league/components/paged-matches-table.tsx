import { useState, type ReactNode } from 'react';
import { ErrorMessage } from '../../../components/error-message';
import { Spinner } from '../../../components/spinner';
import { useMatchesPage, type PoolMatchList } from '../../../lib/league-queries';
import { MatchesTable } from './matches-table';
import { Pager } from '../../../components/pager';

interface Props {
  /** The match list: every match, one group's or one player's. */
  list: PoolMatchList;
  pageSize: number;
  caption: string;
  showFixtureWeight?: boolean;
  /** Shown instead of the table when the list is empty. */
  empty?: ReactNode;
}

/**
 * A match list fetched one page at a time (`?limit=&offset=&order=`), so a league of 10,000 matches shows its first
 * rows as fast as one of 850. Looks and behaves like MatchesTable with a pager: Game Date toggles newest/oldest
 * first (default newest) and goes back to page 1; Previous/Next move through "Page n of N".
 */
export function PagedMatchesTable({ list, pageSize, caption, showFixtureWeight, empty }: Props) {
  const [desc, setDesc] = useState(true);
  const [page, setPage] = useState(1);
  const q = useMatchesPage(list, { page, pageSize, desc });
  if (q.error) return <ErrorMessage error={q.error} />;
  if (!q.data) return <Spinner label="Loading matches..." />;
  if (q.data.total === 0) return <>{empty ?? null}</>;
  const pageCount = Math.max(1, Math.ceil(q.data.total / pageSize));
  return (
    <div aria-busy={q.isPlaceholderData || undefined}>
      <MatchesTable
        matches={q.data.data}
        caption={caption}
        showFixtureWeight={showFixtureWeight}
        sortDesc={desc}
        onSortChange={(d) => {
          setDesc(d);
          setPage(1);
        }}
      />
      <Pager page={Math.min(page, pageCount)} pageCount={pageCount} onChange={setPage} label="Matches pages" />
    </div>
  );
}
