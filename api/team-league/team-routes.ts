/**
 * The team league's endpoints (contracts/team-league.ts): the public reads under /api/pool (mounted in
 * api/league/routes.ts, answers prepared once per pool data version), the captains' card endpoints under
 * /api/player (mounted in api/players/player-routes.ts, behind its session and write guards) and the admin's under
 * /api/admin (mounted in api/admin/admin-routes.ts, behind the token and write guards).
 */
import type { TypedResponse } from 'hono';
import type { AppEnv } from '../app-env';
import {
  adminEnterTeamCard,
  adminTeamRollover,
  playerConfirmCard,
  playerDisputeCard,
  playerSubmitCard,
  poolPlayerTeams,
  poolTeam,
  poolTeamFixturesFeed,
  poolTeamLeague,
  poolTeamLeagues,
  poolTeamMatch,
} from '../../contracts/team-league';
import type { SessionRow } from '../players/sessions/player-session';
import { auditedWrite } from '../audit/audited-write';
import { clientAddress } from '../http/client-address';
import { EndpointRouter } from '../lib/endpoint-router';
import { versionedAnswer } from '../lib/answer-cache';
import { ApiError } from '../lib/errors';
import { siteOrigin } from '../lib/site-origin';
import { poolAnswer } from '../league/pool-answer';
import { adminEnterCard, confirmCard, disputeCard, submitCard } from './card-flow';
import { answerRearrangement, proposeRearrangement } from './rearrangements';
import { playerAnswerRearrangement, playerProposeRearrangement } from '../../contracts/team-rearrangements';
import { rolloverSeason } from './season-rollover';
import { scheduleTeamChances } from '../players/results/effects-queue';
import { teamFixturesFeed } from './team-feed';
import { findCard, listTeams } from './team-queries';
import { leagueOr404, playerTeamsAnswer, teamLeagueAnswer, teamLeaguesAnswer, teamMatchAnswer, teamPageAnswer } from './team-read-model';

type FeedResponse = Response & (TypedResponse<string, 200, 'text'> | TypedResponse<null, 304, 'body'>);

export const teamReadRoutes = new EndpointRouter<AppEnv>('/api/pool')
  .handle(poolTeamLeagues, (c) => poolAnswer(c, teamLeaguesAnswer))
  .handle(poolTeamLeague, (c) => poolAnswer(c, (db) => teamLeagueAnswer(db, c.req.valid('param').leagueSlug)))
  .handle(poolTeam, (c) => poolAnswer(c, (db) => teamPageAnswer(db, c.req.valid('param').leagueSlug, c.req.valid('param').teamSlug)))
  .handle(poolTeamMatch, (c) => poolAnswer(c, (db) => teamMatchAnswer(db, c.req.valid('param').leagueSlug, c.req.valid('param').fixtureId)))
  .handle(poolPlayerTeams, (c) => poolAnswer(c, (db) => playerTeamsAnswer(db, c.req.valid('param').playerId)))
  .handle(poolTeamFixturesFeed, (c) => {
    const origin = siteOrigin(c);
    const { leagueSlug, teamSlug } = c.req.valid('param');
    return versionedAnswer(c, {
      domain: 'pool',
      key: `${c.req.path}@${origin}`,
      maxAge: 0,
      contentType: 'text/calendar; charset=utf-8',
      build: () => {
        const db = c.get('db');
        const page = teamPageAnswer(db, leagueSlug, teamSlug);
        const venues = new Map(listTeams(db, leagueOr404(db, leagueSlug).id).map((t) => [t.id, t.venue]));
        return teamFixturesFeed(page, venues, { origin, now: c.get('now')() });
      },
    }) as FeedResponse;
  });

interface PlayerEnv {
  Variables: AppEnv['Variables'] & { session: SessionRow | null };
}

const captain = (c: { get: (k: 'session') => SessionRow | null }): SessionRow => {
  const s = c.get('session');
  if (!s) throw new ApiError(401, 'unauthorized', 'Sign in first: open the invite link the admin gave you, or sign in with your passkey');
  return s;
};

const cardState = (db: AppEnv['Variables']['db'], id: number) => {
  const card = findCard(db, id)!;
  return { id, state: card.state as 'awaiting' | 'disputed' | 'confirmed' };
};

export const teamCardPlayerRoutes = new EndpointRouter<PlayerEnv>('/api/player')
  .handle(playerSubmitCard, (c) => {
    const s = captain(c);
    const db = c.get('db');
    const body = c.req.valid('json');
    const id = submitCard(db, { kind: 'player', address: clientAddress(c), playerId: s.player_id, session: s.id }, body.fixtureId, body.frames, c.get('now')());
    return c.json({ data: cardState(db, id) }, 201);
  })
  .handle(playerConfirmCard, (c) => {
    const s = captain(c);
    const db = c.get('db');
    const { id } = c.req.valid('param');
    confirmCard(db, id, { kind: 'player', address: clientAddress(c), playerId: s.player_id, session: s.id }, c.get('now')());
    return c.json({ data: cardState(db, id) }, 200);
  })
  .handle(playerDisputeCard, (c) => {
    const s = captain(c);
    const db = c.get('db');
    const { id } = c.req.valid('param');
    disputeCard(db, id, { kind: 'player', address: clientAddress(c), playerId: s.player_id, session: s.id }, c.req.valid('json').reason, c.get('now')());
    return c.json({ data: cardState(db, id) }, 200);
  })
  .handle(playerProposeRearrangement, (c) => {
    const s = captain(c);
    const actor = { kind: 'player' as const, address: clientAddress(c), playerId: s.player_id, session: s.id };
    return c.json({ data: proposeRearrangement(c.get('db'), actor, c.req.valid('param').id, c.req.valid('json').dates, c.get('now')()) }, 201);
  })
  .handle(playerAnswerRearrangement, (c) => {
    const s = captain(c);
    const actor = { kind: 'player' as const, address: clientAddress(c), playerId: s.player_id, session: s.id };
    return c.json({ data: answerRearrangement(c.get('db'), actor, c.req.valid('param').id, c.req.valid('json'), c.get('now')()) }, 200);
  });

export const teamAdminRoutes = new EndpointRouter<AppEnv>('/api/admin')
  .handle(adminEnterTeamCard, (c) => {
    const db = c.get('db');
    const id = adminEnterCard(db, { kind: 'admin', address: clientAddress(c) }, c.req.valid('param').id, c.req.valid('json').frames, c.get('now')());
    return c.json({ data: cardState(db, id) }, 201);
  })
  .handle(adminTeamRollover, (c) => {
    const body = c.req.valid('json');
    const today = new Date(c.get('now')()).toISOString().slice(0, 10);
    const plan = body.dryRun
      ? rolloverSeason(c.get('db'), c.req.valid('param').id, body, null, today)
      : auditedWrite(c, (audit) => rolloverSeason(c.get('db'), c.req.valid('param').id, body, audit, today));
    if (plan.season_id !== null) scheduleTeamChances(c.get('db'), plan.season_id);
    return c.json({ data: plan }, 200);
  });
