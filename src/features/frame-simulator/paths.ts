/** Where the pool simulation pages live. */
export const POOL_BASE = '/sports-models/english-pool-monte-carlo-simulation';
export const POOL_PATHS = {
  intro: POOL_BASE,
  shotAccuracy: `${POOL_BASE}/shot-accuracy`,
  breakEfficiency: `${POOL_BASE}/break-efficiency`,
  foulImpact: `${POOL_BASE}/foul-impact`,
  glossary: `${POOL_BASE}/glossary`,
  playerModel: `${POOL_BASE}/player-model`,
  leaguePredictions: `${POOL_BASE}/league-predictions`,
  customLeague: `${POOL_BASE}/league-predictions/custom`,
} as const;

/** Batch size of every stage page. */
export const BATCH_SIZE = 850;
