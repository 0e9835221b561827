import type { Context } from 'hono';
import {
  adminAddMember,
  adminCreateGroup,
  adminCreatePlayer,
  adminEditMatch,
  adminLeague,
  adminMatches,
  adminRemoveDemoLeague,
  adminRemoveGroup,
  adminRemoveMember,
  adminRemovePlayer,
  adminRenameGroup,
  adminRenamePlayer,
  adminRestoreGroup,
  adminRestorePlayer,
} from '../../../contracts/admin';
import { adminExport, adminImport } from '../../../contracts/admin-import-export';
import type { AppEnv } from '../../app-env';
import { EndpointRouter } from '../../lib/endpoint-router';
import { ApiError } from '../../lib/errors';
import { MAX_GROUP_MEMBERS } from '../../../contracts/season-limits';
import { listGroupPlayers } from '../../league/entity-queries';
import { clientAddress } from '../../http/client-address';
import { deletePoolLeague, leagueStatus } from './demo-league-check';
import { exportLeague, exportLeagueCsv } from '../import-export/league-export';
import { commitImport } from '../import-export/import-runner';
import { planImportChunked } from '../import-export/league-import';
import { invalidCsvAnswer } from '../import-export/invalid-csv';
import {
  addMember,
  createGroup,
  createPlayer,
  getGroup,
  getPlayer,
  isMember,
  listGroupsWithMembers,
  removeMember,
  renameGroup,
  renamePlayer,
} from './roster-queries';
import { getMatchFields, matchWithNumbers, updateMatch } from '../matches/match-queries';
import { checkRequester } from '../auth/device-cookies';
import { listAdminMatches } from '../matches/match-list';
import { listAdminPlayers, removeEntity, requireActivePlayer, restoreEntity, type Kind } from './removal';
import { checkAdminPassword } from '../auth/password-check';
import { readText } from '../../http/request-body';
import { resultProblem } from '../../../common/match-rules';
import { putSetting } from '../../league/league-settings';
import { auditedWrite, auditAlone } from '../audited-write';

/**
 * League management under /api/admin: players, groups, membership, corrections, CSV import and
 * export, removing the demo league. Mounted inside adminRoutes, so every route here has passed the anti-forgery
 * guards and the bearer-token check; every write and its audit row share one transaction.
 */

type Db = AppEnv['Variables']['db'];

/** The stored fields of a match, as the audit row keeps them before and after a correction. */
function auditFields(f: { game_datetime: string; player_1_id: number; player_2_id: number; score_1: number; score_2: number; fixture_weight: number }) {
  const { game_datetime, player_1_id, player_2_id, score_1, score_2, fixture_weight } = f;
  return { game_datetime, player_1_id, player_2_id, score_1, score_2, fixture_weight };
}

function requirePlayer(db: Db, id: number, field: string) {
  const p = getPlayer(db, id);
  if (!p) throw new ApiError(404, 'not_found', `Player ${id} not found`, field);
  return p;
}

function requireGroup(db: Db, id: number, field = 'id') {
  const g = getGroup(db, id);
  if (!g) throw new ApiError(404, 'not_found', `Group ${id} not found`, field);
  return g;
}


type Ctx = Context<AppEnv>;

/**
 * DELETE /players/:id and /groups/:id with `{ adminPassword }`: deletes one with no matches, archives one with
 * matches; a wrong password is a 403 and an audit row, as for deleting a match.
 */
async function removeRoute(c: Ctx, kind: Kind, id: number, adminPassword: string) {
  const db = c.get('db');
  const address = clientAddress(c);
  if (!(await checkAdminPassword(db, adminPassword, checkRequester(c, address)))) {
    auditAlone(c, { action: 'delete_denied', detail: JSON.stringify({ kind, id, reason: 'wrong admin password' }) });
    throw new ApiError(403, 'wrong_password', 'The admin password is not correct', 'adminPassword');
  }
  const data = auditedWrite(c, (audit) => {
    const r = removeEntity(db, kind, id);
    audit({ action: `${r.outcome === 'deleted' ? 'delete' : 'archive'}_${kind}`, detail: JSON.stringify(r) });
    return r;
  });
  return data;
}

function restoreRoute(c: Ctx, kind: Kind, id: number) {
  const db = c.get('db');
  const data = auditedWrite(c, (audit) => {
    const r = restoreEntity(db, kind, id);
    audit({ action: `restore_${kind}`, detail: JSON.stringify(r) });
    return r;
  });
  return data;
}

export const rosterRoutes = new EndpointRouter<AppEnv>('/api/admin')
  .handle(adminLeague, (c) => {
    const db = c.get('db');
    return c.json({ data: { status: leagueStatus(db), groups: listGroupsWithMembers(db), players: listAdminPlayers(db) } }, 200);
  })
  .handle(adminCreatePlayer, (c) => {
    const { name } = c.req.valid('json');
    const db = c.get('db');
    const player = auditedWrite(c, (audit) => {
      const p = createPlayer(db, name);
      audit({ action: 'create_player', detail: JSON.stringify(p) });
      return p;
    });
    return c.json({ data: player }, 201);
  })
  .handle(adminRenamePlayer, (c) => {
    const { id } = c.req.valid('param');
    const { name } = c.req.valid('json');
    const db = c.get('db');
    const player = auditedWrite(c, (audit) => {
      const r = renamePlayer(db, id, name);
      audit({ action: 'rename_player', detail: JSON.stringify(r) });
      return r.after;
    });
    return c.json({ data: player }, 200);
  })
  .handle(adminCreateGroup, (c) => {
    const { name } = c.req.valid('json');
    const db = c.get('db');
    const group = auditedWrite(c, (audit) => {
      const g = createGroup(db, name);
      audit({ action: 'create_group', detail: JSON.stringify(g) });
      return g;
    });
    return c.json({ data: group }, 201);
  })
  .handle(adminRenameGroup, (c) => {
    const { id } = c.req.valid('param');
    const { name } = c.req.valid('json');
    const db = c.get('db');
    const group = auditedWrite(c, (audit) => {
      const r = renameGroup(db, id, name);
      audit({ action: 'rename_group', detail: JSON.stringify(r) });
      return r.after;
    });
    return c.json({ data: group }, 200);
  })
  .handle(adminAddMember, (c) => {
    const { id: groupId } = c.req.valid('param');
    const { playerId } = c.req.valid('json');
    const db = c.get('db');
    const data = auditedWrite(c, (audit) => {
      const group = requireGroup(db, groupId);
      const player = requirePlayer(db, playerId, 'playerId');
      if (isMember(db, groupId, playerId)) {
        throw new ApiError(409, 'conflict', `${player.name} is already a member of ${group.name}`, 'playerId');
      }
      const members = listGroupPlayers(db, groupId).length;
      if (members >= MAX_GROUP_MEMBERS) {
        throw new ApiError(400, 'validation_error', `playerId: a group has at most ${MAX_GROUP_MEMBERS} members; ${group.name} has ${members}`, 'playerId');
      }
      addMember(db, groupId, playerId);
      audit({ action: 'add_member', detail: JSON.stringify({ group, player }) });
      return { groupId, playerId };
    });
    return c.json({ data }, 201);
  })
  .handle(adminRemoveMember, (c) => {
    const { id: groupId, playerId } = c.req.valid('param');
    const db = c.get('db');
    const data = auditedWrite(c, (audit) => {
      const group = requireGroup(db, groupId);
      const player = requirePlayer(db, playerId, 'playerId');
      if (!removeMember(db, groupId, playerId)) {
        throw new ApiError(404, 'not_found', `${player.name} is not a member of ${group.name}`, 'playerId');
      }
      audit({ action: 'remove_member', detail: JSON.stringify({ group, player }) });
      return { groupId, playerId };
    });
    return c.json({ data }, 200);
  })
  .handle(adminMatches, (c) => c.json(listAdminMatches(c.get('db'), c.req.valid('query')), 200))
  .handle(adminRemovePlayer, async (c) => c.json({ data: await removeRoute(c, 'player', c.req.valid('param').id, c.req.valid('json').adminPassword) }, 200))
  .handle(adminRemoveGroup, async (c) => c.json({ data: await removeRoute(c, 'group', c.req.valid('param').id, c.req.valid('json').adminPassword) }, 200))
  .handle(adminRestorePlayer, (c) => c.json({ data: restoreRoute(c, 'player', c.req.valid('param').id) }, 200))
  .handle(adminRestoreGroup, (c) => c.json({ data: restoreRoute(c, 'group', c.req.valid('param').id) }, 200))
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
  .handle(adminImport, async (c) => {
    const q = c.req.valid('query');
    const dryRun = q.dryRun === '1' || q.dryRun === 'true';
    const text = await readText(c);
    const db = c.get('db');
    if (dryRun) return c.json({ data: (await planImportChunked(db, text)).report }, 200);
    const outcome = await commitImport(db, text, clientAddress(c));
    if (!outcome.ok) return invalidCsvAnswer(c, outcome.report);
    return c.json({ data: outcome.report }, 200);
  })
  .handle(adminExport, (c) => {
    const { format = 'json' } = c.req.valid('query');
    const db = c.get('db');
    const day = new Date().toISOString().slice(0, 10);
    auditAlone(c, { action: 'export', detail: format });
    if (format === 'csv') {
      c.header('Content-Disposition', `attachment; filename="pool-league-${day}.csv"`);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      return c.body(exportLeagueCsv(db), 200);
    }
    c.header('Content-Disposition', `attachment; filename="pool-league-${day}.json"`);
    return c.json({ data: exportLeague(db) }, 200);
  })
  .handle(adminRemoveDemoLeague, async (c) => {
    const { adminPassword } = c.req.valid('json');
    const db = c.get('db');
    const address = clientAddress(c);
    const ok = await checkAdminPassword(db, adminPassword, checkRequester(c, address));
    if (!ok) {
      auditAlone(c, { action: 'remove_demo_denied', detail: 'wrong admin password' });
      throw new ApiError(403, 'wrong_password', 'The admin password is not correct', 'adminPassword');
    }
    const removed = auditedWrite(c, (audit) => {
      const status = leagueStatus(db);
      if (!status.demoOnly) {
        throw new ApiError(409, 'not_demo_league', 'The league holds data that is not the demo league; nothing was removed');
      }
      deletePoolLeague(db);
      putSetting(db, 'demo', 'removed');
      audit({ action: 'remove_demo_league', detail: JSON.stringify(status) });
      return status;
    });
    return c.json({ data: { removed } }, 200);
  });
