/** "2025-11-04T19:05:00Z" -> "4 Nov 2025" (UTC, the league's calendar date). */
export function formatMatchDate(iso: string): string {
  const d = new Date(iso.includes('T') ? iso : `${iso.replace(' ', 'T')}Z`);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

export const formatRating = (r: number) => (Math.round(r * 100) / 100 + 0).toFixed(2);
