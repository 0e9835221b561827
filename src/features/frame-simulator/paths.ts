import { linkTo } from '../../../contracts/route-manifest';

/** The frame simulator's pages (addresses from the route manifest). */
export const FRAME_PATHS = {
  intro: linkTo('/sports-models/english-pool-monte-carlo-simulation'),
  shotAccuracy: linkTo('/sports-models/english-pool-monte-carlo-simulation/shot-accuracy'),
  breakEfficiency: linkTo('/sports-models/english-pool-monte-carlo-simulation/break-efficiency'),
  foulImpact: linkTo('/sports-models/english-pool-monte-carlo-simulation/foul-impact'),
  glossary: linkTo('/sports-models/english-pool-monte-carlo-simulation/glossary'),
  playerModel: linkTo('/sports-models/english-pool-monte-carlo-simulation/player-model'),
  leaguePredictions: linkTo('/sports-models/english-pool-monte-carlo-simulation/league-predictions'),
  customLeague: linkTo('/sports-models/english-pool-monte-carlo-simulation/league-predictions/custom'),
} as const;

/** Batch size of every stage page. */
export const BATCH_SIZE = 850;
