import type { AdminMatch } from '../../../../contracts/admin';
import { formatDate } from '../../../lib/format-date';

/** "2025-11-04T19:05:00Z" -> "4 Nov 2025" (UTC, the league's calendar date; the site-wide format). */
export const formatMatchDate = (iso: string): string => formatDate(iso);

/** "Game 12 in Banff, game 841 in the league": every number says what it counts. */
export function gameNumbers(m: AdminMatch): string {
  const parts = m.groups.map((g) => `game ${g.new_id} in ${g.group_name}`);
  if (m.new_id !== null) parts.push(`game ${m.new_id} in the league`);
  return parts.length ? parts.join(', ') : 'deleted (no game number)';
}
