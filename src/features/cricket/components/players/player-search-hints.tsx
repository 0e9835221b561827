import { WITHHELD_TEAM } from '../../../../../common/cricket/withheld-tests';
import type { CricketPlayer } from '../../api/cricket-types';
import { displayName } from '../../utils/player-name';
import { countLine } from '../../utils/summarise';

/**
 * What the name search covers, the count of players it lists, and, when it finds nothing, either the names it
 * might have meant or why a first name alone finds no one.
 */
export function PlayerSearchHints({
  search,
  total,
  shown,
  nothing,
  suggestions,
  registerLoaded,
  onSuggest,
}: {
  search: string;
  total: number;
  shown: number;
  nothing: boolean;
  suggestions: readonly CricketPlayer[];
  registerLoaded: boolean;
  onSuggest: (name: string) => void;
}) {
  return (
    <>
      {!registerLoaded && (
        <p className="mt-2 text-sm text-slate-600" data-testid="search-covers">
          Search covers the names used in the match files (&ldquo;SR Tendulkar&rdquo;, &ldquo;V Kohli&rdquo;): a surname finds the player; a
          first name alone (&ldquo;sachin&rdquo;) does not, because this copy of the site has only the names the match files use, not players&apos; full names.
        </p>
      )}
      <p className="mt-4 text-slate-700" data-testid="player-count" aria-live="polite">
        {countLine(total, shown, search.trim() !== '')}
      </p>
      {nothing && (
        <p className="mt-2 text-sm text-slate-700" data-testid="withheld-players-hint">
          {WITHHELD_TEAM}&apos;s players are not in the archive: Cricsheet withholds {WITHHELD_TEAM}&apos;s matches.
        </p>
      )}
      {nothing && suggestions.length === 0 && !registerLoaded && (
        <p className="mt-2 text-slate-800" data-testid="first-name-hint">
          No name in the match files is close to &ldquo;{search.trim()}&rdquo;. If that is a first name: the match files
          name players by initials and surname (&ldquo;SR Tendulkar&rdquo;), so try the surname. This copy of the site has only
          those names, not players&apos; full names.
        </p>
      )}
      {nothing && suggestions.length > 0 && (
        <p className="mt-2 text-slate-800" data-testid="did-you-mean">
          Did you mean{' '}
          {suggestions.map((p, i) => (
            <span key={p.player_id}>
              {i > 0 && (i === suggestions.length - 1 ? ' or ' : ', ')}
              <button type="button" className="link" onClick={() => onSuggest(displayName(p))}>
                {displayName(p)}
              </button>
            </span>
          ))}
          ?
        </p>
      )}
    </>
  );
}
