/** Words and figures the team league pages share. */
import { sharePercent } from '../../../../common/number-text';
import type { TeamDivision } from '../../../../contracts/team-league';

/** A simulated chance: never shown as 0 or 100 % unless the exact status says it is settled. */
export function chanceText(p: number, settled: 'yes' | 'no' | null): string {
  if (settled === 'no') return '–';
  if (settled === 'yes') return '100 %';
  if (p >= 0.9995) return '> 99.9 %';
  if (p > 0 && p < 0.0005) return '< 0.1 %';
  if (p === 0) return '< 0.1 %';
  return sharePercent(p, 1);
}

export const TIE_BREAKS =
  'Teams are ordered by points, then frame difference, then head to head (the points the level teams took against one another, then those matches\' frame difference), then frames won; a place level on all of these is shared.';

export function formatLine(d: TeamDivision): string {
  const f = d.format;
  const doubles = f.doublesFrames ? `, the last ${f.doublesFrames} doubles` : '';
  return `${f.frames} frames a match${doubles}, at most ${f.maxFramesPerPlayer} a player; ${f.framePoints} point${f.framePoints === 1 ? '' : 's'} a frame won, ${f.winPoints} for a match won, ${f.drawPoints} for a draw. Match night: ${d.night}.`;
}
