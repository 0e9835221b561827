import type { TableStats } from '../../utils/bowling-table';

/** Cards or Table: how the players page lists the players. */
export function PlayersViewSwitch({ view, onShow }: { view: 'cards' | 'table'; onShow: (v: 'cards' | 'table') => void }) {
  return (
    <div className="mt-6 flex gap-2" role="group" aria-label="View" data-testid="view-switch">
      {(['cards', 'table'] as const).map((v) => (
        <button key={v} type="button" className={view === v ? 'btn-primary' : 'btn-secondary'} aria-pressed={view === v} onClick={() => onShow(v)}>
          {v === 'cards' ? 'Cards' : 'Table'}
        </button>
      ))}
    </div>
  );
}

/** Batting, Bowling or Fielding: which figures the players table shows. */
export function PlayersStatsSwitch({ stats, onShow }: { stats: TableStats; onShow: (s: TableStats) => void }) {
  return (
    <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label="Figures" data-testid="stats-switch">
      {(['batting', 'bowling', 'fielding'] as const).map((s) => (
        <button key={s} type="button" className={stats === s ? 'btn-primary' : 'btn-secondary'} aria-pressed={stats === s} onClick={() => onShow(s)}>
          {s === 'batting' ? 'Batting' : s === 'bowling' ? 'Bowling' : 'Fielding'}
        </button>
      ))}
    </div>
  );
}
