import { formatDate } from '../../../lib/format-date';

/** "2025-11-04T19:05:00Z" -> "4 Nov 2025" (UTC, the league's calendar date; the site-wide format). */
export const formatMatchDate = (iso: string): string => formatDate(iso);

