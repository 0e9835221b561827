import type { MiddlewareHandler } from 'hono';
import {
  adminAddFixture,
  adminCreateSeason,
  adminEditFixture,
  adminImportFixtures,
  adminRemoveFixture,
  adminSeason,
  adminSeasons,
  adminTrackRecord,
} from '../../../contracts/season';
import type { AppEnv } from '../../app-env';
import { EndpointRouter } from '../../lib/endpoint-router';
import { ApiError } from '../../lib/errors';
import { listGroupPlayers } from '../../league/entity-queries';
import { MAX_SEASON_FIXTURES, roundRobinFixtures, tooManyFixtures } from '../../../contracts/season-limits';
import { getGroup, getPlayer, isMember } from '../roster/roster-queries';
import { readText } from '../../http/request-body';
import { invalidCsvAnswer } from '../../http/invalid-csv';
import { applyFixtureImport, planFixtureImport } from '../import-export/fixture-file';
import {
  generateRoundRobin,
  getFixture,
  insertFixture,
  insertSeason,
  listSeasons,
  requireSeason,
  seasonDetail,
  seasonFixtureCount,
  seasonNameTaken,
  softDeleteFixture,
  updateFixture,
} from './season-admin-queries';
import { computeTrackRecordNow, scheduleTrackRecord, seasonHasFixtures } from '../../league/track-record';
import { auditAlone, auditedWrite } from '../../audit/audited-write';

/**
 * Seasons and fixtures under /api/admin. Mounted inside adminRoutes, so every route here has passed
 * the anti-forgery guards and the bearer-token check; every write and its audit row share one transaction, and
 * every write answers the season as it now stands (AdminSeasonDetail).
 *
 * GET /seasons, GET /seasons/{id}, POST /seasons (name, start date, optionally a generated round robin),
 * POST /seasons/{id}/fixtures, PATCH /fixtures/{id} (move: date and/or players), DELETE /fixtures/{id} (soft),
 * POST /seasons/{id}/import[?dryRun=1] (text/csv: date,player1,player2), POST /seasons/{id}/track-record (compute the
 * forecast track record now; it is otherwise brought up to date in the background after every admin write).
 */

/** After any admin write that succeeded, bring the track record up to date in the background. */
export const trackRecordAfterWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.req.method !== 'GET' && c.res.status < 300) scheduleTrackRecord(c.get('db'));
};

type Db = AppEnv['Variables']['db'];

function checkFixturePlayers(db: Db, groupId: number, f: { player1Id: number; player2Id: number; date: string }, startDate: string) {
  if (f.player1Id === f.player2Id) throw new ApiError(400, 'validation_error', 'player2Id: Players must be different', 'player2Id');
  if (f.date < startDate) throw new ApiError(400, 'validation_error', `date: ${f.date} is before the season starts (${startDate})`, 'date');
  const group = getGroup(db, groupId)!;
  for (const [field, pid] of [
    ['player1Id', f.player1Id],
    ['player2Id', f.player2Id],
  ] as const) {
    const p = getPlayer(db, pid);
    if (!p) throw new ApiError(404, 'not_found', `Player ${pid} not found`, field);
    if (!isMember(db, groupId, pid)) throw new ApiError(400, 'validation_error', `${field}: ${p.name} is not a member of ${group.name}`, field);
  }
}

export const seasonRoutes = new EndpointRouter<AppEnv>('/api/admin')
  .handle(adminSeasons, (c) => c.json({ data: listSeasons(c.get('db')) }, 200))
  .handle(adminSeason, (c) => c.json({ data: seasonDetail(c.get('db'), c.req.valid('param').id) }, 200))
  .handle(adminCreateSeason, (c) => {
    const body = c.req.valid('json');
    const db = c.get('db');
    const detail = auditedWrite(c, (audit) => {
      const group = getGroup(db, body.groupId);
      if (!group) throw new ApiError(404, 'not_found', `Group ${body.groupId} not found`, 'groupId');
      if (seasonNameTaken(db, group.id, body.name)) {
        throw new ApiError(409, 'conflict', `${group.name} already has a season called "${body.name}"`, 'name');
      }
      if (body.generate) {
        const members = listGroupPlayers(db, group.id).length;
        const would = roundRobinFixtures(members, body.generate.meetings);
        if (would > MAX_SEASON_FIXTURES) {
          throw new ApiError(
            400,
            'validation_error',
            `generate.meetings: ${tooManyFixtures(would)} (${members} members meeting ${body.generate.meetings} times); choose fewer meetings`,
            'generate.meetings',
          );
        }
      }
      const seasonId = insertSeason(db, group.id, body.name, body.startDate);
      const fixtures = body.generate ? generateRoundRobin(db, seasonId, group.id, body.startDate, body.generate) : 0;
      audit({
        action: 'create_season',
        detail: JSON.stringify({ seasonId, group: group.name, name: body.name, startDate: body.startDate, generate: body.generate ?? null, fixtures }),
      });
      return seasonDetail(db, seasonId);
    });
    return c.json({ data: detail }, 201);
  })
  .handle(adminAddFixture, (c) => {
    const { id: seasonId } = c.req.valid('param');
    const body = c.req.valid('json');
    const db = c.get('db');
    const detail = auditedWrite(c, (audit) => {
      const season = requireSeason(db, seasonId);
      checkFixturePlayers(db, season.group_id, body, season.start_date);
      const held = seasonFixtureCount(db, seasonId);
      if (held + 1 > MAX_SEASON_FIXTURES) throw new ApiError(400, 'validation_error', `date: ${tooManyFixtures(held + 1)}`, 'date');
      const fixtureId = insertFixture(db, seasonId, body);
      audit({ action: 'add_fixture', detail: JSON.stringify({ seasonId, fixtureId, ...body }) });
      return seasonDetail(db, seasonId);
    });
    return c.json({ data: detail }, 201);
  })
  .handle(adminEditFixture, (c) => {
    const { id: fixtureId } = c.req.valid('param');
    const body = c.req.valid('json');
    const db = c.get('db');
    const detail = auditedWrite(c, (audit) => {
      const before = getFixture(db, fixtureId);
      if (!before || before.deleted_at !== null) throw new ApiError(404, 'not_found', `Fixture ${fixtureId} not found`, 'id');
      const season = requireSeason(db, before.season_id);
      const after = {
        date: body.date ?? before.fixture_date,
        player1Id: body.player1Id ?? before.player_1_id,
        player2Id: body.player2Id ?? before.player_2_id,
      };
      checkFixturePlayers(db, season.group_id, after, season.start_date);
      updateFixture(db, fixtureId, after);
      audit({
        action: 'edit_fixture',
        detail: JSON.stringify({
          seasonId: season.id,
          fixtureId,
          before: { date: before.fixture_date, player1Id: before.player_1_id, player2Id: before.player_2_id },
          after,
        }),
      });
      return seasonDetail(db, season.id);
    });
    return c.json({ data: detail }, 200);
  })
  .handle(adminRemoveFixture, (c) => {
    const { id: fixtureId } = c.req.valid('param');
    const db = c.get('db');
    const detail = auditedWrite(c, (audit) => {
      const f = getFixture(db, fixtureId);
      if (!f || !softDeleteFixture(db, fixtureId)) throw new ApiError(404, 'not_found', `Fixture ${fixtureId} not found or already removed`, 'id');
      audit({
        action: 'remove_fixture',
        detail: JSON.stringify({ seasonId: f.season_id, fixtureId, date: f.fixture_date, player1Id: f.player_1_id, player2Id: f.player_2_id }),
      });
      return seasonDetail(db, f.season_id);
    });
    return c.json({ data: detail }, 200);
  })
  .handle(adminImportFixtures, async (c) => {
    const { id: seasonId } = c.req.valid('param');
    const q = c.req.valid('query');
    const dryRun = q.dryRun === '1' || q.dryRun === 'true';
    const text = await readText(c);
    const db = c.get('db');
    if (dryRun) return c.json({ data: planFixtureImport(db, seasonId, text).report }, 200);
    const outcome = auditedWrite(c, (audit) => {
      const plan = planFixtureImport(db, seasonId, text);
      if (plan.report.errors.length > 0) return { ok: false as const, report: { ...plan.report, dryRun: false } };
      const report = applyFixtureImport(db, seasonId, plan);
      audit({
        action: 'import_fixtures',
        detail: JSON.stringify({ seasonId, rowsRead: report.rowsRead, fixturesAdded: report.fixturesToAdd, fixturesAlreadyPresent: report.fixturesAlreadyPresent }),
      });
      return { ok: true as const, report };
    });
    if (!outcome.ok) return invalidCsvAnswer(c, outcome.report);
    return c.json({ data: outcome.report }, 200);
  })
  .handle(adminTrackRecord, async (c) => {
    const { id: seasonId } = c.req.valid('param');
    const db = c.get('db');
    requireSeason(db, seasonId);
    if (!seasonHasFixtures(db, seasonId)) {
      throw new ApiError(409, 'season_empty', 'This season has no fixtures yet, so there is nothing to forecast: add fixtures first', 'id');
    }
    // On the track-record worker's thread when the server has one; only the snapshots' writes take the write lock.
    const t0 = performance.now();
    const result = await computeTrackRecordNow(db, seasonId);
    const ms = Math.round(performance.now() - t0);
    auditAlone(c, { action: 'track_record', detail: JSON.stringify({ seasonId, ...result, ms }) });
    return c.json({ data: { seasonId, computed: result.computed, ms } }, 200);
  });
