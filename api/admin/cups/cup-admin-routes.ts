/**
 * Cups under /api/admin, mounted inside adminRoutes (anti-forgery guards and the bearer token already
 * checked): POST /cups draws a cup from a group's players, POST /cups/{id}/remove removes one (soft; its results are
 * ordinary league results and stay). Each write and its audit row share one transaction.
 */
import { adminCreateCup, adminRemoveCup } from '../../../contracts/cup';
import { adminSetHandicapStarts } from '../../../contracts/handicap';
import type { AppEnv } from '../../app-env';
import { EndpointRouter } from '../../lib/endpoint-router';
import { ApiError } from '../../lib/errors';
import { auditedWrite } from '../../audit/audited-write';
import { findGroupById, listGroupPlayers } from '../../league/entity-queries';
import { groupStandings } from '../../league/standings-model';
import { cupAnswerCached, findCupById } from '../../league/cup-model';
import { bracketSize, roundCount, seedField } from '../../../workers/cups/bracket';
import { freshSeed } from '../../../workers/core/rng';

const bad = (field: string, message: string) => new ApiError(400, 'validation_error', `${field}: ${message}`, field);

/** A url slug from a name: "Winter Cup 2026" -> "winter-cup-2026". */
export function slugFromName(name: string): string {
  const s = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return /^[a-z]/.test(s) ? s : `cup-${s}`.slice(0, 60).replace(/-+$/, '');
}

const isDay = (d: string) => {
  const t = Date.parse(`${d}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === d;
};

export const cupAdminRoutes = new EndpointRouter<AppEnv>('/api/admin')
  .handle(adminCreateCup, (c) => {
    const body = c.req.valid('json');
    const db = c.get('db');
    const today = new Date(c.get('now')()).toISOString().slice(0, 10);
    const startsOn = body.startsOn ?? today;
    if (!isDay(startsOn)) throw bad('startsOn', `${startsOn} is not a calendar day`);
    const slug = body.urlSlug ?? slugFromName(body.name);
    const cup = auditedWrite(c, (audit) => {
      const group = findGroupById(db, body.groupId);
      if (!group) throw new ApiError(404, 'not_found', `Group ${body.groupId} not found`, 'groupId');
      const members = listGroupPlayers(db, group.id);
      const memberIds = new Set(members.map((m) => m.id));
      const chosen = body.playerIds ?? members.map((m) => m.id);
      if (new Set(chosen).size !== chosen.length) throw bad('playerIds', 'a player is listed twice');
      for (const pid of chosen) if (!memberIds.has(pid)) throw bad('playerIds', `player ${pid} is not a member of ${group.name}`);
      if (chosen.length < 2) throw bad('playerIds', `a cup needs at least 2 players (${group.name} has ${chosen.length})`);
      const rounds = roundCount(bracketSize(chosen.length));
      if (body.raceTo.length !== rounds) {
        throw bad('raceTo', `${chosen.length} players make a bracket of ${rounds} ${rounds === 1 ? 'round' : 'rounds'}: give ${rounds} race ${rounds === 1 ? 'length' : 'lengths'} (got ${body.raceTo.length})`);
      }
      if (db.prepare('SELECT 1 FROM pool_cups WHERE url_slug = ?').get(slug)) {
        throw new ApiError(409, 'conflict', `Another cup has the address "${slug}"; choose another name or urlSlug`, 'urlSlug');
      }
      const ratings = new Map(groupStandings(db, group.id).map((r) => [r.player_id, r.rating]));
      const field = members.filter((m) => chosen.includes(m.id)).map((m) => ({ ...m, rating: ratings.get(m.id) ?? 50 }));
      const drawSeed = body.seeding === 'random' ? (body.drawSeed ?? String(freshSeed())) : null;
      const ordered = seedField(field, body.seeding, drawSeed ?? undefined);
      const { id } = db
        .prepare<unknown[], { id: number }>('INSERT INTO pool_cups (group_id, name, url_slug, seeding, draw_seed, starts_on) VALUES (?, ?, ?, ?, ?, ?) RETURNING id')
        .get(group.id, body.name, slug, body.seeding, drawSeed, startsOn)!;
      const insE = db.prepare('INSERT INTO pool_cup_entrants (cup_id, seed, player_id, rating) VALUES (?, ?, ?, ?)');
      ordered.forEach((p, k) => insE.run(id, k + 1, p.id, p.rating));
      const insR = db.prepare('INSERT INTO pool_cup_rounds (cup_id, round, race_to) VALUES (?, ?, ?)');
      body.raceTo.forEach((n, r) => insR.run(id, r + 1, n));
      audit({
        action: 'create_cup',
        detail: JSON.stringify({ id, name: body.name, url_slug: slug, group: { id: group.id, name: group.name }, seeding: body.seeding, draw_seed: drawSeed, entrants: ordered.length }),
      });
      return findCupById(db, id)!;
    });
    return c.json({ data: cupAnswerCached(db, cup) }, 201);
  })
  .handle(adminRemoveCup, (c) => {
    const { id } = c.req.valid('param');
    const db = c.get('db');
    auditedWrite(c, (audit) => {
      const cup = findCupById(db, id);
      if (!cup) throw new ApiError(404, 'not_found', `Cup ${id} not found`, 'id');
      db.prepare("UPDATE pool_cups SET deleted_at = strftime('%Y-%m-%d %H:%M:%S', 'now') WHERE id = ?").run(id);
      audit({ action: 'remove_cup', detail: JSON.stringify({ id, name: cup.name }) });
    });
    return c.json({ data: { id, removed: true as const } }, 200);
  })
  .handle(adminSetHandicapStarts, (c) => {
    const { id } = c.req.valid('param');
    const { enabled } = c.req.valid('json');
    const db = c.get('db');
    auditedWrite(c, (audit) => {
      const group = findGroupById(db, id);
      if (!group) throw new ApiError(404, 'not_found', `Group ${id} not found`, 'id');
      db.prepare('UPDATE pool_groups SET handicap_starts = ? WHERE id = ?').run(enabled ? 1 : 0, id);
      audit({ action: 'set_handicap_starts', detail: JSON.stringify({ group: { id, name: group.name }, enabled }) });
    });
    return c.json({ data: { id, handicap_starts: enabled } }, 200);
  });
