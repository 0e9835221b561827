import type { CricketPlayer } from '../../api/cricket-types';
import { displayName } from '../../utils/player-name';

const PLACEHOLDERS = ['Select First Player...', 'Select Second Player...'];

/**
 * The "Players to Compare" panel: two slots, remove buttons and the Compare button.
 * From md up it sticks under the (shrunk) site nav so Compare stays reachable while scrolling the grid.
 */
export function ComparePanel({ chosen, onRemove, onCompare }: { chosen: CricketPlayer[]; onRemove: (id: string) => void; onCompare: () => void }) {
  const ready = chosen.length === 2;
  return (
    <section
      className="card mt-4 border-emerald-200 bg-emerald-50 md:sticky md:top-12 md:z-40 md:shadow-md" aria-labelledby="compare-heading" data-testid="compare-panel">
      <h2 id="compare-heading" className="text-lg font-semibold text-slate-900">
        Players to Compare
      </h2>
      <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-center">
        {PLACEHOLDERS.map((ph, i) => {
          const p = chosen[i];
          return (
            <div key={ph} className="flex min-h-11 items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 py-2" data-testid={`compare-slot-${i + 1}`}>
              {p ? (
                <>
                  <span className="font-medium text-slate-900">{displayName(p)}</span>
                  <button type="button" className="rounded px-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900" aria-label={`Remove ${displayName(p)}`} onClick={() => onRemove(p.player_id)}>
                    ×
                  </button>
                </>
              ) : (
                <span className="text-slate-600">{ph}</span>
              )}
            </div>
          );
        })}
        <button type="button" className="btn-primary disabled:cursor-not-allowed disabled:opacity-60" disabled={!ready} onClick={onCompare}>
          {ready ? 'Compare' : 'Selecting...'}
        </button>
      </div>
    </section>
  );
}
