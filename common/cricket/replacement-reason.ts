/**
 * Why a player came into a side during a match, in words, from Cricsheet's `replacements.match[].reason`. Every
 * replacement shown states its reason; a reason this table does not know is shown as the file writes it (underscores
 * as spaces), and a replacement whose reason is not held says so.
 */
const REASONS: Readonly<Record<string, string>> = {
  concussion_substitute: 'as a concussion substitute',
  covid_replacement: 'as a COVID-19 replacement',
  injury_substitute: 'as an injury substitute',
  national_duty: 'when the player he replaced left for national duty',
  supersub: 'as a super-sub',
  impact_player: 'as an impact player',
};

/** "as a concussion substitute"; null reason: the archive does not hold it. */
export function replacementReasonText(reason: string | null): string {
  if (reason === null) return '(the match file gives no reason)';
  return REASONS[reason] ?? `(reason: ${reason.replace(/_/g, ' ')})`;
}
