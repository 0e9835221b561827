/** The site's one date format (workers/core/date-text.ts, shared with the server's share cards). */
export { formatDate, formatDateTime, parseDate } from '../../workers/core/date-text';
