/** The site's one date format (common/date-text.ts, shared with the server's share cards). */
export { formatDate, formatDateTime, parseDate } from '../../common/date-text';
