/**
 * The site's chart palette for series: Okabe-Ito (safe for the common colour-vision deficiencies), with the hues
 * that are too light on white (orange, sky blue, yellow) darkened so every colour keeps at least 3:1 contrast
 * on white (WCAG non-text contrast). Order matters: neighbours differ in lightness as well as hue, and the first
 * two (blue, vermillion) are the classic pair for two players. Lines past the fourth also get a dash pattern
 * (SERIES_DASHES) so they are told apart by more than colour.
 */
export const SERIES_COLORS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#1F2937', '#A36A00', '#2B86BF', '#6B7280'];
/** strokeDasharray per series index (solid for the first four). */
export const SERIES_DASHES = [undefined, undefined, undefined, undefined, '6 3', '2 3', '8 3 2 3', '4 4'];
export const seriesColor = (i: number) => SERIES_COLORS[i % SERIES_COLORS.length];
export const seriesDash = (i: number) => SERIES_DASHES[i % SERIES_DASHES.length];
export const AXIS_COLOR = '#334155';
export const GRID_COLOR = '#e2e8f0';
export const MARKER_COLOR = '#b91c1c';
/** Chart text never goes below this size (px), at any width. */
export const CHART_FONT_MIN = 11;
export const CHART_FONT = 12;
