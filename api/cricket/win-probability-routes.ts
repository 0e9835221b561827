import { cricketMatchWinProbability, cricketWinProbabilityEvaluation } from '../../contracts/cricket-win-probability';
import type { AppEnv } from '../app-env';
import { EndpointRouter } from '../lib/endpoint-router';
import { cricketAnswer } from './cricket-answer';
import { matchWinProbability, winProbabilityEvaluation } from './win-probability';

/** GET /api/cricket/match/{match_id}/win_probability and /win_probability/evaluation, cached per cricket data version. */
export const winProbabilityRoutes = new EndpointRouter<AppEnv>('/api/cricket')
  .handle(cricketMatchWinProbability, (c) => cricketAnswer(c, c.req.path, (db) => matchWinProbability(db, c.req.valid('param').match_id)))
  .handle(cricketWinProbabilityEvaluation, (c) => cricketAnswer(c, c.req.path, winProbabilityEvaluation)).app;
