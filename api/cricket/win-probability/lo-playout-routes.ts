import { cricketMatchLoPlayout } from '../../../contracts/cricket-lo-playout';
import type { AppEnv } from '../../app-env';
import { EndpointRouter } from '../../lib/endpoint-router';
import { cricketAnswer } from '../routes/cricket-answer';
import { loMatchPlayout } from './lo-playout';

/** GET /api/cricket/match/{match_id}/playout_limited, cached per cricket data version. */
export const loPlayoutRoutes = new EndpointRouter<AppEnv>('/api/cricket').handle(cricketMatchLoPlayout, (c) => {
  const { match_id } = c.req.valid('param');
  const seq = c.req.valid('query').seq ?? 0;
  return cricketAnswer(c, `${c.req.path}?seq=${seq}`, (db) => loMatchPlayout(db, match_id, seq));
}).app;
