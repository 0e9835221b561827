/**
 * Share-card images, mounted at /api/card: `GET /api/card/{page path}.png` for the pages that have their own card
 * (a pool player, a pool group, a season forecast, a cricket career) and `/api/card/site.png` for every other page.
 * Each PNG is drawn from the same read functions as the page's API answers, and prepared once per data version and
 * site origin (the card shows the site's address) like those answers: ETag, 304, `image/png`, not recompressed.
 * A write raises the version, so the next request draws the card afresh: a new result changes the cards it
 * touches. The forecast card shows the latest kept forecast (the track record, written after a result without a
 * version change), so its key also names that forecast.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { DataDomain } from '../lib/data-version';
import { versionedAnswer } from '../lib/answer-cache';
import { notFound } from '../lib/errors';
import { siteOrigin } from '../lib/site-origin';
import { resolveGroup, resolvePlayer } from '../league/params';
import { listPlayerGroups } from '../league/entity-queries';
import { playerMatchesView } from '../league/read-model';
import { groupStandings } from '../league/standings-model';
import { trackRecord } from '../league/track-record';
import { groupSeason } from '../league/season-queries';
import { findPlayer as findCricketPlayer, playerDetail } from '../cricket/queries';
import { recentForm } from '../../workers/ratings/player-stats';
import { renderCard, type CardNode } from './card-render';
import { cricketCareerCard, forecastCard, groupCard, playerCard, siteCard } from './card-layouts';

type Ctx = Context<AppEnv>;

/** How long a browser or crawler may keep a card without asking again (seconds). */
export const CARD_MAX_AGE = 300;

/** The page part of `{x}.png`, or a 404. */
function stem(c: Ctx): string {
  const file = c.req.param('file') ?? '';
  const m = /^(.+)\.png$/i.exec(file);
  if (!m) throw notFound(`Card "${file}"`);
  return m[1];
}

function card(c: Ctx, domain: DataDomain, draw: (host: string) => CardNode, keyExtra = '') {
  const origin = siteOrigin(c);
  return versionedAnswer(c, {
    domain,
    key: `${c.req.path}@${origin}${keyExtra}`,
    maxAge: CARD_MAX_AGE,
    contentType: 'image/png',
    compress: false,
    build: () => renderCard(draw(new URL(origin).host)),
  });
}

export const cardRoutes = new Hono<AppEnv>()
  // The site card has no data; the pool domain's version is as good a key as any (it changes rarely).
  .get('/site.png', (c) => card(c, 'pool', (host) => siteCard(host)))
  .get('/pool/player/:file', (c) => {
    const db = c.get('db');
    const player = resolvePlayer(db, stem(c));
    return card(c, 'pool', (host) => {
      const groups = listPlayerGroups(db, player.id).map((g) => {
        const rows = groupStandings(db, g.id);
        return { name: g.name, row: rows.find((r) => r.player_id === player.id && r.games > 0), size: rows.length };
      });
      return playerCard(host, player.name, groups, recentForm(player.id, playerMatchesView(db, player.id)));
    });
  })
  .get('/pool/group/:file', (c) => {
    const db = c.get('db');
    const group = resolveGroup(db, stem(c));
    return card(c, 'pool', (host) => groupCard(host, group.name, groupStandings(db, group.id)));
  })
  .get('/pool/forecast/:file', (c) => {
    const db = c.get('db');
    const group = resolveGroup(db, stem(c));
    const record = trackRecord(db, group.id);
    const last = record.snapshots.at(-1);
    const names = new Map(record.players.map((p) => [p.player_id, p.name]));
    const chances = last ? last.players.map((p) => ({ name: names.get(p.player_id) ?? `#${p.player_id}`, titlePercent: p.title })) : null;
    const asOf = last ? (last.round === 0 ? 'before the first game' : `after round ${last.round}`) : null;
    return card(
      c,
      'pool',
      (host) => forecastCard(host, group.name, record.season?.name ?? null, chances, asOf, chances ? [] : groupSeason(db, group.id).table),
      `#${last ? `${last.date}/${last.round}/${last.sims}/${last.seed}` : 'none'}`,
    );
  })
  .get('/cricket/player/:file', (c) => {
    const db = c.get('db');
    const slug = stem(c);
    const p = findCricketPlayer(db, slug);
    if (!p) throw notFound(`Player "${slug}"`);
    return card(c, 'cricket', (host) => {
      const d = playerDetail(db, p);
      const span = d.first_test && d.last_test ? `${d.first_test.date.slice(0, 4)}–${d.last_test.date.slice(0, 4)}` : '';
      return cricketCareerCard(host, d.full_name ?? d.name, d.teams, span, d.summary);
    });
  });
