import type { CricketPlayer } from '../../api/cricket-types';
import { PlayerCard } from './player-card';
import { formatNumber } from '../../../../../common/number-text';

/** The players' cards (links, or choices in comparison mode) and the button that shows the next page of them. */
export function PlayerGrid({
  visible,
  total,
  chosen,
  comparing,
  onSelect,
  onMore,
}: {
  visible: readonly CricketPlayer[];
  total: number;
  chosen: readonly CricketPlayer[];
  comparing: boolean;
  onSelect: (p: CricketPlayer) => void;
  onMore: () => void;
}) {
  return (
    <>
      <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-3" data-testid="player-grid">
        {visible.map((p) => {
          const selected = chosen.some((c) => c.player_id === p.player_id);
          return (
            <li key={p.player_id}>
              <PlayerCard p={p} mode={comparing ? 'select' : 'link'} selected={selected} blocked={comparing && chosen.length >= 2 && !selected} onSelect={onSelect} />
            </li>
          );
        })}
      </ul>
      {total > visible.length && (
        <div className="mt-6 flex flex-col items-center gap-2" data-testid="players-pager">
          <p className="text-sm text-slate-700">
            Showing {formatNumber(visible.length)} of {formatNumber(total)} players
          </p>
          <button type="button" className="btn-secondary" onClick={onMore}>
            Show more players
          </button>
        </div>
      )}
    </>
  );
}
