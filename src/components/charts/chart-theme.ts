/** Chart colours with at least 3:1 contrast on white (WCAG non-text contrast). */
export const SERIES_COLORS = ['#047857', '#b45309', '#1d4ed8', '#9d174d', '#6d28d9', '#475569', '#a16207', '#be123c', '#155e75', '#4d7c0f'];
export const AXIS_COLOR = '#334155';
export const GRID_COLOR = '#e2e8f0';
export const MARKER_COLOR = '#b91c1c';
export const AXIS_TICK = { fill: AXIS_COLOR, fontSize: 12 };
export const TOOLTIP_STYLE = { borderRadius: 8, borderColor: '#cbd5e1', fontSize: 13 };
