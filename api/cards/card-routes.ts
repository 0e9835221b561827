/**
 * Share-card images, mounted at /api/card and registered from their declarations (contracts/cards.ts):
 * `GET /api/card/{page path}.png` for the pages that have their own card (a pool player, a pool group, a season
 * forecast, a cricket career, a scorecard, a records table), `/api/card/cricket/bowling/{slug}.png` and
 * `/api/card/cricket/fielding/{slug}.png` for a career's Bowling and Fielding views, and `/api/card/site.png` for every other page. Each PNG is drawn from the same read functions as
 * the page's API answers, and prepared once per data version and site origin (the card shows the site's address)
 * like those answers: ETag, 304, `image/png`, not recompressed. A write raises the version, so the next request
 * draws the card afresh: a new result changes the cards it touches. The forecast card shows the latest kept
 * forecast (the track record, written after a result without a version change), so its key also names that
 * forecast.
 */
import type { Context, TypedResponse } from 'hono';
import { cardEndpoints as cards, cardStem } from '../../contracts/cards';
import { RECORD_TABLES, type RecordTable } from '../../common/cricket/record-tables';
import type { AppEnv } from '../app-env';
import { EndpointRouter } from '../lib/endpoint-router';
import type { DataDomain } from '../lib/data-version';
import { versionedAnswer } from '../lib/answer-cache';
import { ApiError, notFound, shown } from '../lib/errors';
import { siteOrigin } from '../lib/site-origin';
import { resolveGroup, resolvePlayer } from '../league/params';
import { cupBySlug } from '../league/cup-model';
import { shareInPercent } from '../../common/number-text';
import { listPlayerGroups } from '../league/entity-queries';
import { playerMatchesView } from '../league/read-model';
import { groupStandings } from '../league/standings-model';
import { trackRecord } from '../league/track-record';
import { groupSeason } from '../league/season-reads';
import { playerDetail } from '../cricket/queries/batting-queries';
import { playerBowling, playerFielding } from '../cricket/queries/bowling-queries';
import { playerOr404, requestFormat } from '../cricket/routes/cricket-answer';
import type { CricketFormatKey } from '../../common/cricket/formats';
import { findMatch, matchScorecard } from '../cricket/queries/match-scorecard';
import { records } from '../cricket/queries/records-queries';
import { headToHead, teamDetail } from '../cricket/queries/team-queries';
import { seriesDetail } from '../cricket/queries/series-queries';
import { groundDetail } from '../cricket/queries/ground-queries';
import { groundCard, headToHeadCard, seriesCard, teamCard, winProbabilityCard } from './cricket-team-cards';
import { testEvaluation } from '../cricket/win-probability/win-probability';
import type { Db } from '../db/database';
import { recentForm } from '../../workers/ratings/player-stats';
import type { CardNode } from './card-render';
import { drawCard } from './card-render-pool';
import { bowlingCareerCard, cricketCareerCard, cupCard, fieldingCareerCard, forecastCard, groupCard, playerCard, recordsCard, scorecardCard, siteCard } from './card-layouts';

type Ctx = Context<AppEnv>;

/** How long a browser or crawler may keep a card without asking again (seconds). */
export const CARD_MAX_AGE = 300;

/** The page key of a card's file name (`banff` of `banff.png`), or a 404: no other file is a card. */
function stem(file: string): string {
  const key = cardStem(file);
  if (key === null) throw notFound(`Card "${shown(file)}"`);
  return key;
}

/** A card as its endpoint declares it (a PNG, a 304 on revalidation, or a 308 to its canonical address). */
type CardAnswer = TypedResponse<unknown, 200 | 304, string>;

/** How long a client may keep a card address's redirect to its canonical spelling (seconds). */
export const CARD_REDIRECT_MAX_AGE = 86_400;

/**
 * A card, keyed by its subject and the site's origin, never by the address's spelling:
 * `canonical` is the card's own address for the subject the request resolved to (`/api/card/pool/group/banff.png`
 * for `BANFF.PNG` or `7.png`); any other spelling is answered 308 to it, so one subject is one card and one render.
 * The PNG is drawn on the render pool (card-render-pool.ts) and kept in the cards' own bounded cache, so cards
 * never push API answers out.
 */
function card(c: Ctx, domain: DataDomain, canonical: string, draw: (host: string) => CardNode, keyExtra = ''): Promise<CardAnswer> {
  if (c.req.path !== canonical) {
    return Promise.resolve(
      c.body(null, 308, { Location: canonical, 'Cache-Control': `public, max-age=${CARD_REDIRECT_MAX_AGE}` }),
    ) as unknown as Promise<CardAnswer>;
  }
  const origin = siteOrigin(c);
  return Promise.resolve(
    versionedAnswer(c, {
      domain,
      store: 'cards',
      key: `${canonical}@${origin}${keyExtra}`,
      maxAge: CARD_MAX_AGE,
      contentType: 'image/png',
      compress: false,
      build: () => drawCard(draw(new URL(origin).host)),
    }),
  ) as unknown as Promise<CardAnswer>;
}

/** A card's own address: the declared path with its one `{...Png}` parameter filled (`/api/card/pool/group/banff.png`). */
const cardPath = (route: { path: string }, key: string | number) => route.path.replace(/\{\w+\}/, () => `${key}.png`);

/** A cricket career's name, teams and span as its cards write them. */
function career(db: Db, slug: string, fmt: CricketFormatKey) {
  const d = playerDetail(db, playerOr404(db, slug, 'slugPng'), fmt);
  const span = d.first_test && d.last_test ? `${d.first_test.date.slice(0, 4)}–${d.last_test.date.slice(0, 4)}` : '';
  return { d, name: d.full_name ?? d.name, span };
}

export const cardRoutes = new EndpointRouter<AppEnv>('/api/card')
  // The site card has no data; the pool domain's version is as good a key as any (it changes rarely).
  .handle(cards.cardSite, (c) => card(c, 'pool', cards.cardSite.path, (host) => siteCard(host)))
  .handle(cards.cardPoolPlayer, (c) => {
    const db = c.get('db');
    const player = resolvePlayer(db, stem(c.req.valid('param').playerPng));
    return card(c, 'pool', cardPath(cards.cardPoolPlayer, player.id), (host) => {
      const groups = listPlayerGroups(db, player.id).map((g) => {
        const rows = groupStandings(db, g.id);
        return { name: g.name, row: rows.find((r) => r.player_id === player.id && r.games > 0), size: rows.length };
      });
      return playerCard(host, player.name, groups, recentForm(player.id, playerMatchesView(db, player.id)));
    });
  })
  .handle(cards.cardPoolGroup, (c) => {
    const db = c.get('db');
    const group = resolveGroup(db, stem(c.req.valid('param').groupPng));
    return card(c, 'pool', cardPath(cards.cardPoolGroup, group.url_slug), (host) => groupCard(host, group.name, groupStandings(db, group.id)));
  })
  .handle(cards.cardPoolForecast, (c) => {
    const db = c.get('db');
    const group = resolveGroup(db, stem(c.req.valid('param').groupPng));
    const record = trackRecord(db, group.id);
    const last = record.snapshots.at(-1);
    const names = new Map(record.players.map((p) => [p.player_id, p.name]));
    const chances = last ? last.players.map((p) => ({ name: names.get(p.player_id) ?? `#${p.player_id}`, titlePercent: p.title })) : null;
    const asOf = last ? (last.round === 0 ? 'before the first game' : `after round ${last.round}`) : null;
    return card(
      c,
      'pool',
      cardPath(cards.cardPoolForecast, group.url_slug),
      (host) => forecastCard(host, group.name, record.season?.name ?? null, chances, asOf, chances ? [] : groupSeason(db, group.id).table),
      `#${last ? `${last.date}/${last.round}/${last.sims}/${last.seed}` : 'none'}`,
    );
  })
  .handle(cards.cardPoolCup, (c) => {
    const db = c.get('db');
    const slug = stem(c.req.valid('param').cupPng);
    const cup = cupBySlug(db, slug);
    const R = cup.rounds.length;
    const champion = cup.entrants.find((e) => e.player_id === cup.champion_id)?.name ?? null;
    const alive = cup.entrants.filter((e) => e.alive).length;
    return card(c, 'pool', cardPath(cards.cardPoolCup, cup.url_slug), (host) =>
      cupCard(
        host,
        cup.name,
        cup.group.name,
        cup.entrants.map((e) => ({ name: e.name, percent: shareInPercent(e.chances[R - 1]) })),
        champion,
        champion ? `${cup.entrants.length} players` : `${alive} of ${cup.entrants.length} players still in`,
      ),
    );
  })
  .handle(cards.cardCricketBatting, (c) => {
    const db = c.get('db');
    const slug = playerOr404(db, stem(c.req.valid('param').slugPng), 'slugPng').url_slug;
    const fmt = requestFormat(c);
    return card(c, 'cricket', cardPath(cards.cardCricketBatting, slug), (host) => {
      const { d, name, span } = career(db, slug, fmt);
      return cricketCareerCard(host, name, d.teams, span, d.summary);
    }, `|${fmt}`);
  })
  .handle(cards.cardCricketBowling, (c) => {
    const db = c.get('db');
    const p = playerOr404(db, stem(c.req.valid('param').slugPng), 'slugPng');
    const slug = p.url_slug;
    const fmt = requestFormat(c);
    return card(c, 'cricket', cardPath(cards.cardCricketBowling, slug), (host) => {
      const { d, name, span } = career(db, slug, fmt);
      return bowlingCareerCard(host, name, d.teams, span, playerBowling(db, p.player_id, fmt).summary);
    }, `|${fmt}`);
  })
  .handle(cards.cardCricketFielding, (c) => {
    const db = c.get('db');
    const p = playerOr404(db, stem(c.req.valid('param').slugPng), 'slugPng');
    const slug = p.url_slug;
    const fmt = requestFormat(c);
    return card(c, 'cricket', cardPath(cards.cardCricketFielding, slug), (host) => {
      const { d, name, span } = career(db, slug, fmt);
      return fieldingCareerCard(host, name, d.teams, span, playerFielding(db, p.player_id, fmt).summary);
    }, `|${fmt}`);
  })
  .handle(cards.cardCricketMatch, (c) => {
    const db = c.get('db');
    const id = stem(c.req.valid('param').matchPng);
    const match = findMatch(db, id);
    if (!match) throw notFound(`Test "${shown(id)}"`);
    return card(c, 'cricket', cardPath(cards.cardCricketMatch, match.match_id), (host) => scorecardCard(host, matchScorecard(db, match.match_id)!));
  })
  .handle(cards.cardCricketRecords, (c) => {
    const db = c.get('db');
    const table = stem(c.req.valid('param').tablePng);
    if (!(RECORD_TABLES as readonly string[]).includes(table)) throw notFound(`Records table "${shown(table)}"`);
    const fmt = requestFormat(c);
    return card(c, 'cricket', cardPath(cards.cardCricketRecords, table), (host) => recordsCard(host, records(db, table as RecordTable, {}, { limit: 5, offset: 0 }, fmt)), `|${fmt}`);
  })
  // Teams, head-to-head, series and grounds: the subject is found (or 404) before the card is keyed.
  .handle(cards.cardCricketTeam, (c) => {
    const db = c.get('db');
    const fmt = requestFormat(c);
    const d = teamDetail(db, stem(c.req.valid('param').teamPng), fmt);
    return card(c, 'cricket', cardPath(cards.cardCricketTeam, d.slug), (host) => teamCard(host, d), `|${fmt}`);
  })
  .handle(cards.cardCricketHeadToHead, (c) => {
    const db = c.get('db');
    const key = stem(c.req.valid('param').pairPng).toLowerCase();
    const at = key.indexOf('-v-');
    if (at < 0) throw notFound(`Head-to-head "${shown(key)}"`);
    const fmt = requestFormat(c);
    const x = headToHead(db, key.slice(0, at), key.slice(at + 3), fmt);
    return card(c, 'cricket', cardPath(cards.cardCricketHeadToHead, `${x.team_slug}-v-${x.opposition_slug}`), (host) => headToHeadCard(host, x), `|${fmt}`);
  })
  .handle(cards.cardCricketSeries, (c) => {
    const db = c.get('db');
    const fmt = requestFormat(c);
    const s = seriesDetail(db, stem(c.req.valid('param').seriesPng), fmt);
    return card(c, 'cricket', cardPath(cards.cardCricketSeries, s.slug), (host) => seriesCard(host, s), `|${fmt}`);
  })
  .handle(cards.cardCricketGround, (c) => {
    const db = c.get('db');
    const fmt = requestFormat(c);
    const g = groundDetail(db, stem(c.req.valid('param').groundPng), fmt);
    return card(c, 'cricket', cardPath(cards.cardCricketGround, g.slug), (host) => groundCard(host, g), `|${fmt}`);
  })
  // The method page's: drawn also before the first fit (then it says so), so the page's card never fails.
  .handle(cards.cardCricketWinProbability, (c) =>
    card(c, 'cricket', cards.cardCricketWinProbability.path, (host) => {
      let ev = null;
      try {
        ev = testEvaluation(c.get('db'));
      } catch (e) {
        if (!(e instanceof ApiError && e.status === 404)) throw e;
      }
      return winProbabilityCard(host, ev);
    }),
  ).app;
