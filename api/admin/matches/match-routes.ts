import {
  adminAddResult,
  adminDeletedMatches,
  adminDeleteMatch,
  adminEditMatch,
  adminMatches,
  adminRestoreMatch,
} from '../../../contracts/admin';
import type { AppEnv } from '../../app-env';
import { EndpointRouter } from '../../lib/endpoint-router';
import { ApiError } from '../../lib/errors';
import { clientAddress } from '../../http/client-address';
import { resultProblem } from '../../../common/match-rules';
import { checkRequester } from '../../auth/device-cookies';
import { checkAdminPassword } from '../../auth/password-check';
import { requireActivePlayer } from '../../league/writes/active-player';
import { insertMatch, playerExists } from '../../league/writes/insert-match';
import { auditedWrite, auditAlone } from '../../audit/audited-write';
import { listAdminMatches } from './match-list';
import {
  getMatch,
  getMatchFields,
  listDeletedMatches,
  matchWithNumbers,
  restoreMatch,
  softDeleteMatch,
  updateMatch,
} from './match-queries';

/**
 * The admin's match endpoints under /api/admin: adding a result, correcting, deleting and restoring a match, the
 * admin's match list and the deleted list. Mounted inside adminRoutes, so every route here has passed the
 * anti-forgery guards and the bearer-token check; every write and its audit row share one transaction.
 */

type Db = AppEnv['Variables']['db'];

/** The stored fields of a match, as the audit row keeps them before and after a correction. */
function auditFields(f: { game_datetime: string; player_1_id: number; player_2_id: number; score_1: number; score_2: number; fixture_weight: number }) {
  const { game_datetime, player_1_id, player_2_id, score_1, score_2, fixture_weight } = f;
  return { game_datetime, player_1_id, player_2_id, score_1, score_2, fixture_weight };
}

function requirePlayer(db: Db, id: number, field: string) {
  if (!playerExists(db, id)) throw new ApiError(404, 'not_found', `Player ${id} not found`, field);
}

export const matchRoutes = new EndpointRouter<AppEnv>('/api/admin')
  .handle(adminAddResult, (c) => {
    const body = c.req.valid('json');
    const db = c.get('db');
    const match = auditedWrite(c, (audit) => {
      requirePlayer(db, body.player1Id, 'player1Id');
      requirePlayer(db, body.player2Id, 'player2Id');
      requireActivePlayer(db, body.player1Id, 'player1Id');
      requireActivePlayer(db, body.player2Id, 'player2Id');
      const matchId = insertMatch(db, { ...body, fixtureWeight: body.fixtureWeight ?? 1, gameDatetime: body.gameDate });
      audit({
        action: 'add_result',
        matchId,
        detail: `${body.player1Id} ${body.score1}-${body.score2} ${body.player2Id}${body.gameDate ? ` on ${body.gameDate}` : ''}${
          body.fixtureWeight !== undefined ? ` weight ${body.fixtureWeight}` : ''
        }`,
      });
      return matchWithNumbers(db, matchId);
    });
    return c.json({ data: match }, 201);
  })
  .handle(adminEditMatch, (c) => {
    const body = c.req.valid('json');
    const db = c.get('db');
    const match = auditedWrite(c, (audit) => {
      const before = getMatchFields(db, body.matchId);
      if (!before) throw new ApiError(404, 'not_found', `Match ${body.matchId} not found`, 'matchId');
      if (before.deleted_at !== null) {
        throw new ApiError(409, 'match_deleted', `Match ${body.matchId} is deleted; restore it before correcting it`, 'matchId');
      }
      const merged = {
        player1Id: body.player1Id ?? before.player_1_id,
        player2Id: body.player2Id ?? before.player_2_id,
        score1: body.score1 ?? before.score_1,
        score2: body.score2 ?? before.score_2,
        fixtureWeight: body.fixtureWeight ?? before.fixture_weight,
        gameDatetime: body.gameDate ?? before.game_datetime,
      };
      // The merged correction meets the same result rule as a new result (common/match-rules.ts).
      const problem = resultProblem(merged);
      if (problem) throw new ApiError(400, 'validation_error', `${problem.field}: ${problem.message}`, problem.field);
      requirePlayer(db, merged.player1Id, 'player1Id');
      requirePlayer(db, merged.player2Id, 'player2Id');
      if (body.player1Id !== undefined) requireActivePlayer(db, body.player1Id, 'player1Id');
      if (body.player2Id !== undefined) requireActivePlayer(db, body.player2Id, 'player2Id');
      updateMatch(db, body.matchId, merged);
      const after = getMatchFields(db, body.matchId)!;
      audit({
        action: 'edit_match',
        matchId: body.matchId,
        detail: JSON.stringify({ before: auditFields(before), after: auditFields(after) }),
      });
      return matchWithNumbers(db, body.matchId);
    });
    return c.json({ data: match }, 200);
  })
  .handle(adminDeleteMatch, async (c) => {
    const body = c.req.valid('json');
    const db = c.get('db');
    const address = clientAddress(c);
    const ok = await checkAdminPassword(db, body.adminPassword, checkRequester(c, address));
    if (!ok) {
      auditAlone(c, { action: 'delete_denied', matchId: body.matchId, detail: 'wrong admin password' });
      throw new ApiError(403, 'wrong_password', 'The admin password is not correct', 'adminPassword');
    }
    const match = auditedWrite(c, (audit) => {
      if (!softDeleteMatch(db, body.matchId)) {
        throw new ApiError(404, 'not_found', `Match ${body.matchId} not found or already deleted`, 'matchId');
      }
      audit({ action: 'delete_match', matchId: body.matchId });
      return getMatch(db, body.matchId)!;
    });
    return c.json({ data: match }, 200);
  })
  .handle(adminRestoreMatch, (c) => {
    const body = c.req.valid('json');
    const db = c.get('db');
    const match = auditedWrite(c, (audit) => {
      if (!restoreMatch(db, body.matchId)) {
        throw new ApiError(404, 'not_found', `Match ${body.matchId} not found or not deleted`, 'matchId');
      }
      audit({ action: 'restore_match', matchId: body.matchId });
      return matchWithNumbers(db, body.matchId);
    });
    return c.json({ data: match }, 200);
  })
  .handle(adminMatches, (c) => c.json(listAdminMatches(c.get('db'), c.req.valid('query')), 200))
  .handle(adminDeletedMatches, (c) => {
    const q = c.req.valid('query');
    return c.json({ data: listDeletedMatches(c.get('db'), q.limit ?? 20) }, 200);
  });
