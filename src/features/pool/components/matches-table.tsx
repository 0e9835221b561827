import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import type { PoolMatch } from '../../../lib/pool-types';
import { formatDate, formatWeight } from '../utils/format';
import { Pager } from './pager';

interface Props {
  matches: PoolMatch[];
  /** Rows per page; omit to show all rows. */
  pageSize?: number;
  showFixtureWeight?: boolean;
  /** Called after a page change (the group page scrolls to its section). */
  onPageChange?: () => void;
  caption: string;
  /** Controlled sort (server-paged lists): newest first when true; the toggle calls onSortChange. */
  sortDesc?: boolean;
  onSortChange?: (desc: boolean) => void;
}

/**
 * Matches with a Game Date sort toggle (default descending; ties by match number in the same direction).
 * Player names link to their pages; the winner's score is highlighted.
 */
export function MatchesTable({ matches, pageSize, showFixtureWeight = false, onPageChange, caption, sortDesc, onSortChange }: Props) {
  const [descState, setDescState] = useState(true);
  const desc = sortDesc ?? descState;
  const setDesc = (next: (d: boolean) => boolean) => (onSortChange ? onSortChange(next(desc)) : setDescState(next));
  const [page, setPage] = useState(1);
  const sorted = useMemo(() => {
    const dir = desc ? -1 : 1;
    return [...matches].sort(
      (a, b) => dir * (a.game_datetime < b.game_datetime ? -1 : a.game_datetime > b.game_datetime ? 1 : a.new_id - b.new_id),
    );
  }, [matches, desc]);
  const pageCount = pageSize ? Math.max(1, Math.ceil(sorted.length / pageSize)) : 1;
  const current = Math.min(page, pageCount);
  const rows = pageSize ? sorted.slice((current - 1) * pageSize, current * pageSize) : sorted;
  const score = (m: PoolMatch, which: 1 | 2) => {
    const s = which === 1 ? m.score_1 : m.score_2;
    const won = m.winner_player_id === (which === 1 ? m.player_1_id : m.player_2_id);
    return (
      <td className={`num ${won ? 'font-bold text-emerald-800' : ''}`} data-winner={won ? 'true' : undefined}>
        {won ? <span className="rounded bg-emerald-100 px-1.5 py-0.5">{s}</span> : s}
      </td>
    );
  };
  return (
    <div>
      <div className="table-wrap relative">
        <table className="data-table" data-testid="matches-table">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th className="num">Game #</th>
              <th>Player 1</th>
              <th className="num">Score 1</th>
              <th className="num">Score 2</th>
              <th>Player 2</th>
              <th aria-sort={desc ? 'descending' : 'ascending'}>
                <button
                  type="button"
                  className="inline-flex items-center gap-1 font-semibold hover:text-emerald-700"
                  onClick={() => {
                    setDesc((d) => !d);
                    setPage(1);
                  }}
                >
                  Game Date <span aria-hidden="true">{desc ? '▼' : '▲'}</span>
                  <span className="sr-only">{desc ? '(newest first, select to show oldest first)' : '(oldest first, select to show newest first)'}</span>
                </button>
              </th>
              {showFixtureWeight ? <th className="num">Fixture Weight</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((m) => (
              <tr key={m.match_id} data-testid="match-row">
                <td className="num">{m.new_id}</td>
                <td>
                  <Link href={`/pool/player/${m.player_1_id}`} className="link">
                    {m.player_1}
                  </Link>
                </td>
                {score(m, 1)}
                {score(m, 2)}
                <td>
                  <Link href={`/pool/player/${m.player_2_id}`} className="link">
                    {m.player_2}
                  </Link>
                </td>
                <td className="whitespace-nowrap" data-testid="match-date">
                  <time dateTime={m.game_datetime}>{formatDate(m.game_datetime)}</time>
                </td>
                {showFixtureWeight ? <td className="num">{formatWeight(m.fixture_weight)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pageSize ? (
        <Pager
          page={current}
          pageCount={pageCount}
          onChange={(p) => {
            setPage(p);
            onPageChange?.();
          }}
        />
      ) : null}
    </div>
  );
}
