import type { Context } from 'hono';
import {
  adminAddMember,
  adminCreateGroup,
  adminCreatePlayer,
  adminLeague,
  adminRemoveDemoLeague,
  adminRemoveGroup,
  adminRemoveMember,
  adminRemovePlayer,
  adminRenameGroup,
  adminRenamePlayer,
  adminRestoreGroup,
  adminRestorePlayer,
} from '../../../contracts/admin';
import type { AppEnv } from '../../app-env';
import { EndpointRouter } from '../../lib/endpoint-router';
import { ApiError } from '../../lib/errors';
import { MAX_GROUP_MEMBERS } from '../../../contracts/season-limits';
import { listGroupPlayers } from '../../league/entity-queries';
import { clientAddress } from '../../http/client-address';
import { deletePoolLeague, leagueStatus } from './demo-league-check';
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
import { checkRequester } from '../../auth/device-cookies';
import { listAdminPlayers, removeEntity, restoreEntity, type Kind } from './removal';
import { checkAdminPassword } from '../../auth/password-check';
import { putSetting } from '../../league/league-settings';
import { auditedWrite, auditAlone } from '../../audit/audited-write';

/**
 * The roster under /api/admin: the league overview, players, groups, membership, removing the demo league. Mounted
 * inside adminRoutes, so every route here has passed the anti-forgery guards and the bearer-token check; every
 * write and its audit row share one transaction.
 */

type Db = AppEnv['Variables']['db'];

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
  .handle(adminRemovePlayer, async (c) => c.json({ data: await removeRoute(c, 'player', c.req.valid('param').id, c.req.valid('json').adminPassword) }, 200))
  .handle(adminRemoveGroup, async (c) => c.json({ data: await removeRoute(c, 'group', c.req.valid('param').id, c.req.valid('json').adminPassword) }, 200))
  .handle(adminRestorePlayer, (c) => c.json({ data: restoreRoute(c, 'player', c.req.valid('param').id) }, 200))
  .handle(adminRestoreGroup, (c) => c.json({ data: restoreRoute(c, 'group', c.req.valid('param').id) }, 200))
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
