import type { PlayerEffect, ResultEffect } from '../../contracts/player';
import { formatDate, formatDateTime } from '../lib/format-date';
import { fixedHalfUp, percent } from '../../common/number-text';

/** How often a page showing a result whose effects are still being measured asks again. */
export const EFFECTS_POLL_MS = 3_000;

/** True while any of these results' effects are still being measured (the page asks again every EFFECTS_POLL_MS). */
export const effectsPending = (effects: readonly ResultEffect[] | undefined) => (effects ?? []).some((e) => !e.effects_ready);

// "opponent": the player the result was entered against confirmed it (said so to both players, who may be him).
const HOW = { opponent: 'confirmed by the player it was entered against', auto: 'confirmed when the window ran out', admin: 'confirmed by the admin' } as const;

/** "rating 52.31 → 54.02 · place in the all-time ratings 3 → 2 · season title chance 12.3 % → 18.9 %" for one player. */
export function effectText(p: PlayerEffect): string {
  const parts = [
    `rating ${p.rating_before === null ? 'new' : fixedHalfUp(p.rating_before, 2)} → ${fixedHalfUp(p.rating_after, 2)}`,
    `place in the all-time ratings ${p.rank_before ?? 'new'} → ${p.rank_after}`,
  ];
  if (p.title_before !== null || p.title_after !== null) parts.push(`season title chance ${percent(p.title_before)} → ${percent(p.title_after)}`);
  return parts.join(' · ');
}

/**
 * What a result counted as in its group's season: its fixture, or a friendly (the ratings only). Empty when the
 * group had no season then.
 */
export function countedAsText(c: ResultEffect['counted_as']): string {
  if (!c) return '';
  if (c.kind === 'fixture') return `Played as the fixture of ${formatDate(c.fixture_date!)} in ${c.season}: it counts in the ratings and the season's table.`;
  return `Counted as a friendly: it counts in the ratings but not in ${c.season}'s table (no fixture between the two dated on or before its day was left to play).`;
}

/** A confirmed result and what it changed for both players (the player's page, the group page). */
export function ResultEffectItem({ effect, showGroup = false }: { effect: ResultEffect; showGroup?: boolean }) {
  return (
    <li className="py-3" data-testid="result-effect">
      <p className="font-semibold text-slate-900">
        {effect.player_1} {effect.score_1}–{effect.score_2} {effect.player_2}
      </p>
      <p className="text-sm text-slate-600">
        {formatDateTime(effect.game_datetime)} UTC{showGroup ? ` · ${effect.group_name}` : ''} · {HOW[effect.decided_by]}
      </p>
      {effect.counted_as ? (
        <p className={`text-sm ${effect.counted_as.kind === 'friendly' ? 'text-amber-900' : 'text-slate-600'}`} data-testid="counted-as">
          {countedAsText(effect.counted_as)}
        </p>
      ) : null}
      {effect.effects_ready ? (
        <ul className="mt-1 space-y-0.5 text-sm text-slate-800">
          {effect.players.map((p) => (
            <li key={p.player_id}>
              <span className="font-medium">{p.name}</span>: {effectText(p)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-700" data-testid="result-effect-pending">
          It counts now. What it changed (ratings, places, title chances) is being worked out and appears here shortly.
        </p>
      )}
    </li>
  );
}
