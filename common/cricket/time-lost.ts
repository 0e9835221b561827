/**
 * Whether a drawn Test bowled far fewer overs than its days allowed (time lost to weather or bad light), for the
 * scorecard's honesty note: the win-probability model knows no day, session or stoppage and assumes 90 overs a day,
 * so late in such a Test it overrates a result. Rule: a drawn Test whose legal balls come to less than 80 % of 90
 * six-ball overs for each of its days (first to last date). Pure and format-free (`oversPerDay` for other formats).
 */
const TIME_LOST_SHARE = 0.8;

export function timeLost(m: { startDate: string; endDate: string; drawn: boolean; legalBalls: number; oversPerDay?: number }): { bowled: number; allowed: number; days: number } | null {
  if (!m.drawn) return null;
  const days = Math.round((Date.parse(`${m.endDate}T00:00:00Z`) - Date.parse(`${m.startDate}T00:00:00Z`)) / 86_400_000) + 1;
  const allowed = days * (m.oversPerDay ?? 90);
  const bowled = Math.floor(m.legalBalls / 6);
  return bowled < TIME_LOST_SHARE * allowed ? { bowled, allowed, days } : null;
}
