/**
 * The admin's set-up of team leagues under /api/admin (contracts/team-league-admin.ts), mounted in
 * api/admin/admin-routes.ts behind the token and write guards: the set-up read, and the league, division, team and
 * squad writes of team-setup.ts, each one audited transaction answering the set-up as it now stands.
 */
import {
  adminAddSquadPlayer,
  adminCreateTeam,
  adminCreateTeamDivision,
  adminCreateTeamLeague,
  adminEditSquadPlayer,
  adminEditTeam,
  adminEditTeamDivision,
  adminEditTeamLeague,
  adminGenerateTeamFixtures,
  adminImportTeamSquads,
  adminTeamLeagueSetup,
  adminTeamSquadsCsv,
} from '../../contracts/team-league-admin';
import type { AppEnv } from '../app-env';
import { auditedWrite } from '../audit/audited-write';
import { EndpointRouter } from '../lib/endpoint-router';
import { drawSeasonFixtures } from './team-fixture-draw';
import { decideRearrangement, leagueRearrangements } from './rearrangements';
import { adminDecideRearrangement, adminTeamRearrangements } from '../../contracts/team-rearrangements';
import { clientAddress } from '../http/client-address';
import { currentTeamSeason } from './team-queries';
import { importTeamSquads, teamSquadsCsv } from './team-csv';
import { readText } from '../http/request-body';
import { auditAlone } from '../audit/audited-write';
import { invalidCsvAnswer } from '../http/invalid-csv';
import { scheduleTeamChances } from '../players/results/effects-queue';
import { addSquadPlayer, createDivision, createTeam, createTeamLeague, editDivision, editSquadPlayer, editTeam, editTeamLeague, teamLeagueSetup } from './team-setup';

export const teamSetupRoutes = new EndpointRouter<AppEnv>('/api/admin')
  .handle(adminTeamLeagueSetup, (c) => c.json({ data: teamLeagueSetup(c.get('db'), c.req.valid('param').id) }, 200))
  .handle(adminCreateTeamLeague, (c) => {
    const id = auditedWrite(c, (audit) => createTeamLeague(c.get('db'), c.req.valid('json'), audit));
    return c.json({ data: teamLeagueSetup(c.get('db'), id) }, 201);
  })
  .handle(adminEditTeamLeague, (c) => {
    const { id } = c.req.valid('param');
    auditedWrite(c, (audit) => editTeamLeague(c.get('db'), id, c.req.valid('json'), audit));
    return c.json({ data: teamLeagueSetup(c.get('db'), id) }, 200);
  })
  .handle(adminCreateTeamDivision, (c) => {
    const { id } = c.req.valid('param');
    auditedWrite(c, (audit) => createDivision(c.get('db'), id, c.req.valid('json'), audit));
    return c.json({ data: teamLeagueSetup(c.get('db'), id) }, 201);
  })
  .handle(adminEditTeamDivision, (c) => {
    const league = auditedWrite(c, (audit) => editDivision(c.get('db'), c.req.valid('param').id, c.req.valid('json'), audit));
    return c.json({ data: teamLeagueSetup(c.get('db'), league) }, 200);
  })
  .handle(adminCreateTeam, (c) => {
    const { id } = c.req.valid('param');
    auditedWrite(c, (audit) => createTeam(c.get('db'), id, c.req.valid('json'), audit));
    return c.json({ data: teamLeagueSetup(c.get('db'), id) }, 201);
  })
  .handle(adminEditTeam, (c) => {
    const league = auditedWrite(c, (audit) => editTeam(c.get('db'), c.req.valid('param').id, c.req.valid('json'), audit));
    return c.json({ data: teamLeagueSetup(c.get('db'), league) }, 200);
  })
  .handle(adminAddSquadPlayer, (c) => {
    const league = auditedWrite(c, (audit) => addSquadPlayer(c.get('db'), c.req.valid('param').id, c.req.valid('json'), audit));
    return c.json({ data: teamLeagueSetup(c.get('db'), league) }, 201);
  })
  .handle(adminEditSquadPlayer, (c) => {
    const league = auditedWrite(c, (audit) => editSquadPlayer(c.get('db'), c.req.valid('param').id, c.req.valid('json'), audit));
    return c.json({ data: teamLeagueSetup(c.get('db'), league) }, 200);
  })
  .handle(adminGenerateTeamFixtures, (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const out = body.dryRun ? drawSeasonFixtures(c.get('db'), id, body, null) : auditedWrite(c, (audit) => drawSeasonFixtures(c.get('db'), id, body, audit));
    if (!body.dryRun) scheduleTeamChances(c.get('db'), out.seasonId);
    return c.json({ data: out.plan }, 200);
  })
  .handle(adminTeamSquadsCsv, (c) => {
    const { csv, slug } = teamSquadsCsv(c.get('db'), c.req.valid('param').id);
    auditAlone(c, { action: 'export', detail: `team squads ${slug}` });
    c.header('Content-Disposition', `attachment; filename="${slug}-squads.csv"`);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    return c.body(csv, 200);
  })
  .handle(adminImportTeamSquads, async (c) => {
    const q = c.req.valid('query');
    const dryRun = q.dryRun === '1' || q.dryRun === 'true';
    const text = await readText(c);
    const report = auditedWrite(c, (audit) => importTeamSquads(c.get('db'), c.req.valid('param').id, text, dryRun, audit));
    if (!dryRun && !report.committed) return invalidCsvAnswer(c, report);
    const season = currentTeamSeason(c.get('db'), c.req.valid('param').id);
    if (report.committed && season) scheduleTeamChances(c.get('db'), season.id);
    return c.json({ data: report }, 200);
  })
  .handle(adminTeamRearrangements, (c) => c.json({ data: leagueRearrangements(c.get('db'), c.req.valid('param').id) }, 200))
  .handle(adminDecideRearrangement, (c) =>
    c.json({ data: decideRearrangement(c.get('db'), clientAddress(c), c.req.valid('param').id, c.req.valid('json').approve, c.get('now')()) }, 200),
  );
