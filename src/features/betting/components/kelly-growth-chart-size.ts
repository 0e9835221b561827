/** The Kelly growth chart's height in pixels, shared with the placeholder that holds its room while it loads. */
export const GROWTH_CHART_HEIGHT = 240;
