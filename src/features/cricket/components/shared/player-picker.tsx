import { useId, useMemo, useState } from 'react';
import { usePlayers } from '../../api/get-players';
import type { CricketPlayer } from '../../api/cricket-types';
import { displayName } from '../../utils/player-name';
import { buildSearchIndex, searchIndex } from '../../utils/player-search';

const MAX_OPTIONS = 8;

/** Every name search matches for a player (Cricsheet names and, with the register, full and other names). */
export const playerNames = (p: CricketPlayer) => [p.name, p.full_name, ...(p.known_names ?? [])];

/**
 * A search box that suggests players as you type (the players list's search rules) and hands the chosen one
 * to `onPick`. Keyboard: arrows move, Enter picks, Escape closes.
 */
export function PlayerPicker({ label, exclude = [], onPick, autoFocus, testId }: { label: string; exclude?: string[]; onPick: (p: CricketPlayer) => void; autoFocus?: boolean; testId?: string }) {
  const players = usePlayers();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const id = useId();
  // Built once the box has text (not when the picker mounts): indexing a thousand players is a long task on a phone.
  const typed = text.trim() !== '';
  const index = useMemo(() => (typed ? buildSearchIndex(players.data ?? [], playerNames) : []), [players.data, typed]);
  const options = useMemo(
    () => (text.trim() ? searchIndex(index, text).filter((p) => !exclude.includes(p.url_slug)).slice(0, MAX_OPTIONS) : []),
    [index, text, exclude],
  );
  const expanded = open && options.length > 0;
  const pick = (p: CricketPlayer) => {
    setOpen(false);
    setText('');
    onPick(p);
  };
  return (
    <div className="relative" data-testid={testId}>
      <label htmlFor={`${id}-input`} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={expanded ? `${id}-opt-${active}` : undefined}
        autoComplete="off"
        autoFocus={autoFocus}
        className="input mt-1"
        placeholder={players.isPending ? 'Loading players...' : 'Type a name, e.g. joe root'}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && options.length) {
            e.preventDefault();
            setOpen(true);
            setActive((a) => (a + 1) % options.length);
          } else if (e.key === 'ArrowUp' && options.length) {
            e.preventDefault();
            setActive((a) => (a - 1 + options.length) % options.length);
          } else if (e.key === 'Enter' && expanded) {
            e.preventDefault();
            pick(options[Math.min(active, options.length - 1)]);
          } else if (e.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      {text.trim() && open && options.length === 0 && players.isSuccess && <p className="mt-1 text-sm text-slate-600">No player matches.</p>}
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={`${label}: suggestions`}
        hidden={!expanded}
        className="absolute z-30 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {options.map((p, i) => (
          <li
            key={p.player_id}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            className={`cursor-pointer px-3 py-2 ${i === active ? 'bg-emerald-50 text-emerald-950' : 'text-slate-900'}`}
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => setActive(i)}
            onClick={() => pick(p)}
          >
            <span className="font-medium">{displayName(p)}</span>
            <span className="ml-2 text-sm text-slate-600">
              {p.team} · {p.first_test.slice(0, 4)}–{p.last_test.slice(0, 4)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
