/** The Kelly growth chart's viewBox, shared with the placeholder that holds its room while it loads. */
export const GROWTH_CHART_WIDTH = 420;
export const GROWTH_CHART_HEIGHT = 210;
