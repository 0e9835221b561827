import { cricketMatchPlayout, cricketMatchWinProbability, cricketPlayerWpa, cricketWinProbabilityEvaluation } from '../../../contracts/cricket-win-probability';
import type { AppEnv } from '../../app-env';
import { EndpointRouter } from '../../lib/endpoint-router';
import { cricketAnswer, playerOr404 } from '../routes/cricket-answer';
import { matchWinProbability, playerWpa, winProbabilityEvaluation } from './win-probability';
import { matchPlayout } from './playout';

/** GET /api/cricket/match/{match_id}/win_probability and /playout, /win_probability/evaluation and /player_wpa/{slug}, cached per cricket data version. */
export const winProbabilityRoutes = new EndpointRouter<AppEnv>('/api/cricket')
  .handle(cricketMatchWinProbability, (c) => cricketAnswer(c, c.req.path, (db) => matchWinProbability(db, c.req.valid('param').match_id)))
  .handle(cricketMatchPlayout, (c) => {
    const { match_id } = c.req.valid('param');
    const seq = c.req.valid('query').seq ?? 0;
    return cricketAnswer(c, `${c.req.path}?seq=${seq}`, (db) => matchPlayout(db, match_id, seq));
  })
  .handle(cricketWinProbabilityEvaluation, (c) => cricketAnswer(c, c.req.path, (db, fmt) => winProbabilityEvaluation(db, fmt)))
  .handle(cricketPlayerWpa, (c) => cricketAnswer(c, c.req.path, (db) => playerWpa(db, playerOr404(db, c.req.valid('param').slug, 'slug').player_id))).app;
