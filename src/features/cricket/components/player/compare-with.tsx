import { useState } from 'react';
import { useLocation } from 'wouter';
import { PlayerPicker } from '../shared/player-picker';
import { linkTo } from '../../../../../contracts/route-manifest';

/** "Compare with…": pick a second player and open the compare view with this one first. */
export function CompareWith({ slug, name }: { slug: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  return (
    <div className="mt-3" data-testid="compare-with">
      {open ? (
        <div className="flex max-w-md items-end gap-2">
          <div className="min-w-0 flex-1">
            <PlayerPicker label={`Compare ${name} with`} exclude={[slug]} autoFocus onPick={(p) => navigate(linkTo('/cricket/compare/:first/:second', { first: slug, second: p.url_slug }))} />
          </div>
          <button type="button" className="btn-secondary" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </div>
      ) : (
        <button type="button" className="btn-secondary" onClick={() => setOpen(true)}>
          Compare with…
        </button>
      )}
    </div>
  );
}
