/**
 * Share cards (Open Graph / Twitter `summary_large_image` images) under /api/card: a 1200 × 630 PNG per page kind,
 * drawn on the server from the same read functions as the page's API answers (api/cards/). Each card's address is
 * its page's path with `.png` (`/api/card/pool/group/banff.png`); the Bowling and Fielding views of a career have
 * their own cards (`/api/card/cricket/bowling/{slug}.png`, `/api/card/cricket/fielding/{slug}.png`) and a records table is named by its `table` (`most-runs.png`). Cards are
 * prepared once per data version like the API's answers (ETag, 304, `Cache-Control: public, max-age=300`).
 *
 * One subject has one card address: another spelling (`BANFF.PNG`, a group's id for its slug, a player's Cricsheet id
 * for his slug) is answered 308 with the card's own address in `Location`, so every spelling shares one drawing.
 *
 * A file name ending in `.png` whose page key is malformed is a 400 naming the parameter; any other file name, or
 * a key that names nothing, is a 404. Both in the JSON error shape.
 */
import { createRoute, errors, notModified, z, type Endpoint } from './endpoint';
import { endpointPaths } from './endpoint-paths';
import { shown } from './errors';
import { GroupIdParam, PlayerIdParam } from './league';
import { PlayerKey } from './cricket-fields';
import { MatchId } from './cricket-matches';

const tags = ['Share cards'];

/** A PNG answer: the image's bytes. */
const png = (description: string) => ({
  description: `${description} A 1200 × 630 PNG.`,
  content: { 'image/png': { schema: z.string().openapi({ format: 'binary' }) } },
});

/** The page part of a card's file name (`banff` of `banff.png`), or null when the name does not end in `.png`. */
export const cardStem = (file: string): string | null => /^(.+)\.png$/i.exec(file)?.[1] ?? null;

/** A records table's name as its card's file name spells it: lower-case letters, digits and hyphens. */
const TABLE_RE = /^[a-z0-9][a-z0-9-]{0,59}$/;

/**
 * A card's file name `{key}.png` as a path parameter: a `.png` name whose key `valid` refuses is a 400 naming the
 * parameter (the key must be `what`); any other name passes here and is answered 404 (no such card).
 */
function pngFile(name: string, what: string, valid: (key: string) => boolean, example: string) {
  return z
    .string()
    .max(200)
    .superRefine((raw, ctx) => {
      const key = cardStem(raw);
      if (key !== null && !valid(key)) {
        ctx.addIssue({ code: 'custom', message: `${name} must be ${what} and ".png" (got "${shown(raw)}")`, params: { code: 'bad_request', whole: true } });
      }
    })
    .openapi({ param: { name, in: 'path' }, description: `${what[0].toUpperCase()}${what.slice(1)}, then ".png".`, example });
}

const ok = (schema: z.ZodType) => (key: string) => schema.safeParse(key).success;
const playerPng = z.object({ playerPng: pngFile('playerPng', "a player's id", ok(PlayerIdParam), '1.png') });
const groupPng = z.object({ groupPng: pngFile('groupPng', "a group's numeric id or url slug", ok(GroupIdParam), 'banff.png') });
const slugPng = z.object({ slugPng: pngFile('slugPng', "a cricket player's url slug or Cricsheet id", ok(PlayerKey), 'je-root.png') });
const matchPng = z.object({ matchPng: pngFile('matchPng', "a Test's Cricsheet match id (digits)", ok(MatchId), '1152847.png') });
const tablePng = z.object({
  tablePng: pngFile('tablePng', "a records table's name (most-runs, most-wickets, ...)", (key) => TABLE_RE.test(key), 'most-wickets.png'),
});

/** A page's card: its method and path come from its entry in the endpoint table (`endpointPaths.cardPoolGroup`). */
const card = <const E extends Pick<Endpoint, 'method' | 'path'>, P extends z.ZodObject>(entry: E, summary: string, params: P, description: string, missing: { 400: string; 404: string }) =>
  createRoute({
    ...entry,
    tags,
    summary,
    request: { params },
    responses: {
      200: png(description),
      ...notModified,
      308: { description: "Another spelling of the card's address (letter case, a group's id for its slug): `Location` names the card's own address." },
      ...errors({ ...missing, 503: 'Too many cards are being drawn at once; try again after `Retry-After` seconds.' }),
    },
  });

export const cardSite = createRoute({
  ...endpointPaths.cardSite,
  tags,
  summary: "The site's card",
  responses: { 200: png('The card of every page without one of its own.'), ...notModified },
});

export const cardCricketWinProbability = createRoute({
  ...endpointPaths.cardCricketWinProbability,
  tags,
  summary: 'The win-probability method page\'s card ("How sure is the model?")',
  responses: {
    200: png("The model's mean ranked probability score over every Test with a result beside the base rates', or that the model is not fitted yet."),
    ...notModified,
  },
});

export const cardPoolPlayer = card(
  endpointPaths.cardPoolPlayer,
  "A pool player's card",
  playerPng,
  'The player, his rating, rank, games and 90 % range in each group, and his recent form.',
  { 400: 'The player id is malformed (field `playerPng`).', 404: 'No such player, or the name does not end in `.png`.' },
);

export const cardPoolGroup = card(
  endpointPaths.cardPoolGroup,
  "A pool group's card",
  groupPng,
  'The top five of the standings, with games, provisional marks and 90 % ranges.',
  { 400: 'The group id or slug is malformed (field `groupPng`).', 404: 'No such group, or the name does not end in `.png`.' },
);

const cupPng = z.object({ cupPng: pngFile('cupPng', "a cup's url slug", (key) => /^[a-z][a-z0-9-]{0,59}$/.test(key.toLowerCase()), 'hurricane-cup.png') });

export const cardPoolCup = card(
  endpointPaths.cardPoolCup,
  "A knockout cup's card",
  cupPng,
  "The five best chances of winning the cup (or its winner).",
  { 400: 'The cup slug is malformed (field `cupPng`).', 404: 'No such cup, or the name does not end in `.png`.' },
);

export const cardPoolForecast = card(
  endpointPaths.cardPoolForecast,
  "A season forecast's card",
  groupPng,
  "The title chances of the group's latest kept forecast (the season table until there is one).",
  { 400: 'The group id or slug is malformed (field `groupPng`).', 404: 'No such group, or the name does not end in `.png`.' },
);

const noCricketPlayer = {
  400: 'The player slug is malformed (field `slugPng`).',
  404: 'No cricket player with that slug or id, or the name does not end in `.png`.',
};

export const cardCricketBatting = card(
  endpointPaths.cardCricketBatting,
  'A Test batting career card',
  slugPng,
  'Tests, runs, average, hundreds and highest score.',
  noCricketPlayer,
);

export const cardCricketBowling = card(
  endpointPaths.cardCricketBowling,
  'A Test bowling career card',
  slugPng,
  'Tests, wickets, average, economy, best bowling in an innings and five-wicket innings (the career page with `?view=bowling`).',
  noCricketPlayer,
);

export const cardCricketFielding = card(
  endpointPaths.cardCricketFielding,
  'A Test fielding career card',
  slugPng,
  'Tests, catches (caught and bowled among them), stumpings and run outs (the career page with `?view=fielding`).',
  noCricketPlayer,
);

export const cardCricketMatch = card(
  endpointPaths.cardCricketMatch,
  "A Test scorecard's card",
  matchPng,
  "The teams, the ground and dates, the result and each innings' total.",
  { 400: 'The match id is malformed (field `matchPng`).', 404: 'No Test with that match id in the archive, or the name does not end in `.png`.' },
);

export const cardCricketRecords = card(
  endpointPaths.cardCricketRecords,
  "A records table's card",
  tablePng,
  "The table's title and its top five over every Test in the archive (the records page's filters are not applied).",
  { 400: 'The table name is malformed (field `tablePng`).', 404: 'No records table of that name, or the name does not end in `.png`.' },
);

/** A team's, series' or ground's page slug: letters, digits and hyphens. */
const SUBJECT_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;
const subjectKey = (key: string) => key.length <= 160 && SUBJECT_RE.test(key);
const teamPng = z.object({ teamPng: pngFile('teamPng', "a Test team's slug", subjectKey, 'england.png') });
const pairPng = z.object({ pairPng: pngFile('pairPng', 'two team slugs joined by "-v-"', (key) => subjectKey(key) && key.includes('-v-'), 'england-v-india.png') });
const seriesPng = z.object({ seriesPng: pngFile('seriesPng', "a series' slug", subjectKey, '2023-the-ashes.png') });
const groundPng = z.object({ groundPng: pngFile('groundPng', "a ground's slug", subjectKey, 'lords.png') });

export const cardCricketTeam = card(
  endpointPaths.cardCricketTeam,
  "A Test team's card",
  teamPng,
  'Tests, won, lost, drawn and win % in the Tests the archive holds.',
  { 400: 'The team slug is malformed (field `teamPng`).', 404: 'No team with that slug, or the name does not end in `.png`.' },
);

export const cardCricketHeadToHead = card(
  endpointPaths.cardCricketHeadToHead,
  'A head-to-head card',
  pairPng,
  "Tests between the two, each side's wins and the draws (the head-to-head page's address is /cricket/head-to-head/{team}/{opposition}).",
  { 400: 'The pair is malformed (field `pairPng`).', 404: 'No such team, the two never met, or the name does not end in `.png`.' },
);

export const cardCricketSeries = card(
  endpointPaths.cardCricketSeries,
  "A series' card",
  seriesPng,
  'The result (or that it is not known from the archive) and the Tests held.',
  { 400: 'The series slug is malformed (field `seriesPng`).', 404: 'No series with that slug, or the name does not end in `.png`.' },
);

export const cardCricketGround = card(
  endpointPaths.cardCricketGround,
  "A ground's card",
  groundPng,
  'Tests played and the results of the side batting first.',
  { 400: 'The ground slug is malformed (field `groundPng`).', 404: 'No ground with that slug, or the name does not end in `.png`.' },
);

/** The share cards' endpoints, in the order the reference lists them. */
export const cardEndpoints = {
  cardSite,
  cardPoolPlayer,
  cardPoolGroup,
  cardPoolForecast,
  cardPoolCup,
  cardCricketBatting,
  cardCricketBowling,
  cardCricketFielding,
  cardCricketMatch,
  cardCricketRecords,
  cardCricketTeam,
  cardCricketHeadToHead,
  cardCricketSeries,
  cardCricketGround,
  cardCricketWinProbability,
};
