import { Link } from 'wouter';
import type { CricketPlayer } from '../../api/cricket-types';
import { displayName } from '../../utils/player-name';
import { linkTo } from '../../../../../contracts/route-manifest';
import { countText, formatNumber } from '../../../../../common/number-text';

const years = (p: CricketPlayer) => {
  const a = p.first_test.slice(0, 4);
  const b = p.last_test.slice(0, 4);
  return a === b ? a : `${a}–${b}`;
};

function CardBody({ p }: { p: CricketPlayer }) {
  return (
    <>
      <span className="block font-semibold">{displayName(p)}</span>
      {displayName(p) !== p.name && <span className="block text-sm opacity-80">{p.name}</span>}
      <span className="mt-1 block text-sm opacity-80">
        {p.team} · {years(p)}
        {p.role && <span data-testid="player-role"> · {p.role}</span>}
      </span>
      <span className="mt-1 block text-sm opacity-80">
        {formatNumber(p.innings)} inns · {countText(p.runs, 'run')}{p.wickets > 0 ? ` · ${countText(p.wickets, 'wkt', 'wkts')}` : ''}
      </span>
      {p.may_be_longer && (
        <span className="mt-2 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900" data-testid="may-be-longer">
          Career may be longer than the archive
        </span>
      )}
    </>
  );
}

// h-full: cards in one grid row are as tall as the tallest (a second name line or the "may be longer" badge).
const base = 'block h-full w-full rounded-lg border p-4 text-left shadow-sm transition';

/** A player in the grid: a link normally, a select button in comparison mode. */
export function PlayerCard({
  p,
  mode,
  selected,
  blocked,
  onSelect,
}: {
  p: CricketPlayer;
  mode: 'link' | 'select';
  selected: boolean;
  blocked: boolean;
  onSelect: (p: CricketPlayer) => void;
}) {
  if (mode === 'link') {
    return (
      <Link href={linkTo('/cricket/player/:slug', { slug: p.url_slug })} className={`${base} border-slate-200 bg-white text-slate-900 hover:border-emerald-500 hover:shadow`}>
        <CardBody p={p} />
      </Link>
    );
  }
  const cls = selected
    ? 'border-emerald-600 bg-emerald-50 text-emerald-950 ring-2 ring-emerald-600'
    : blocked
      ? 'cursor-not-allowed border-red-300 bg-red-50 text-red-900'
      : 'border-slate-200 bg-white text-slate-900 hover:border-emerald-500';
  return (
    <button type="button" className={`${base} ${cls}`} aria-pressed={selected} disabled={blocked} onClick={() => onSelect(p)} data-testid="player-card">
      <CardBody p={p} />
    </button>
  );
}
