/** Height of the Kelly growth chart in px, shared with the placeholder that holds its room while it loads. */
export const GROWTH_CHART_HEIGHT = 240;
