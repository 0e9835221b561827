import type { BenchSuite } from './harness';
import { openDatabase, type Db } from '../api/db/database';
import { migrate } from '../api/db/migrate';
import { seedDemoLeagueIfEmpty } from '../api/league/demo-seed';
import { importCricsheet } from '../api/cricket/import/import';
import { createApp } from '../api/app';
import { cardSvg, renderCard, type CardNode } from '../api/cards/card-render';
import { bowlingCareerCard, recordsCard, scorecardCard, siteCard } from '../api/cards/card-layouts';
import { findPlayer, playerDetail } from '../api/cricket/queries/batting-queries';
import { playerBowling } from '../api/cricket/queries/bowling-queries';
import { matchScorecard } from '../api/cricket/queries/match-scorecard';
import { records } from '../api/cricket/queries/records-queries';
import { Resvg } from '@resvg/resvg-js';

/**
 * Share cards cold (api/cards/): each case raises the data version first (a write that changes nothing), so every
 * request draws its card afresh, standings, intervals and cricket queries included, as the first request after a
 * result or an import does. Target: 150 ms a card. Figures: wall time of the whole request, its median CPU time,
 * and for the cricket cards the split: the page's query, satori's layout (SVG) and resvg's raster (PNG).
 *
 * `SHARE_CARDS_DB=/tmp/copy.db` measures the cricket cards on a real-archive database instead of the fixtures (a
 * COPY: the version bumps write to it); the cards then are Broad's bowling, Lord's 2019 and the records tables.
 */
const cpuMs = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const round1 = (x: number) => Math.round(x * 10) / 10;

async function benchDb(): Promise<{ db: Db; real: boolean }> {
  const file = process.env.SHARE_CARDS_DB;
  const db = openDatabase(file ?? ':memory:');
  migrate(db);
  seedDemoLeagueIfEmpty(db);
  if (!file) {
    await importCricsheet(db, 'tests/fixtures/cricsheet');
    await importCricsheet(db, 'tests/fixtures/cricsheet-scorecards');
  }
  return { db, real: Boolean(file) };
}

export const shareCardsSuite: BenchSuite = {
  name: 'share-cards',
  cases: async () => {
    const { db, real } = await benchDb();
    const app = createApp({ db, allowedHosts: [] });
    const bump = db.prepare('UPDATE pool_groups SET name = name WHERE id = (SELECT MIN(id) FROM pool_groups)');
    const bumpCricket = db.prepare('UPDATE cricket_players SET name = name WHERE rowid = (SELECT MIN(rowid) FROM cricket_players)');
    const group = db.prepare<unknown[], string>("SELECT url_slug FROM pool_groups WHERE url_slug = 'banff' UNION ALL SELECT MIN(url_slug) FROM pool_groups").pluck().get()!;
    const poolPlayer = db.prepare<unknown[], number>('SELECT MIN(player_id) FROM pool_group_players').pluck().get()!;
    const bowler = real ? 'scj-broad' : 'j-shah';
    const match = real ? '1152847' : '1000101';
    const first = performance.now();
    await renderCard(siteCard('localhost'));
    const firstMs = performance.now() - first;
    const cards = [
      ['pool player', `/api/card/pool/player/${poolPlayer}.png`],
      ['pool group', `/api/card/pool/group/${group}.png`],
      ['season forecast', `/api/card/pool/forecast/${group}.png`],
      ['cricket career', `/api/card/cricket/player/${real ? 'scj-broad' : 'l-long'}.png`],
      ['bowling career', `/api/card/cricket/bowling/${bowler}.png`],
      ['scorecard', `/api/card/cricket/match/${match}.png`],
      ['records: most runs', '/api/card/cricket/records/most-runs.png'],
      ['records: most wickets', '/api/card/cricket/records/most-wickets.png'],
      ['records: highest scores', '/api/card/cricket/records/highest-scores.png'],
      ['records: best bowling average', '/api/card/cricket/records/best-bowling-average.png'],
      ['site', '/api/card/site.png'],
    ];
    /** The cricket cards' own steps, each timed alone: the page's query, then the card's SVG and PNG. */
    const p = findPlayer(db, bowler);
    const splits: [string, () => CardNode][] = [
      [
        'bowling career',
        () => {
          const d = playerDetail(db, p!, 'tests');
          return bowlingCareerCard('localhost', d.full_name ?? d.name, d.teams, '', playerBowling(db, p!.player_id, 'tests').summary);
        },
      ],
      ['scorecard', () => scorecardCard('localhost', matchScorecard(db, match)!)],
      ['records: most runs', () => recordsCard('localhost', records(db, 'most-runs', {}, { limit: 5, offset: 0 }, 'tests'))],
      ['records: highest scores', () => recordsCard('localhost', records(db, 'highest-scores', {}, { limit: 5, offset: 0 }, 'tests'))],
    ];
    return [
      {
        name: 'first card in a fresh process (fonts read, layout engine started)',
        runs: 1,
        warmup: 0,
        fn: () => ({ benchExtra: { ms: Math.round(firstMs) } }),
      },
      ...cards.map(([kind, url]) => {
        const cpu: number[] = [];
        return {
          name: `cold ${kind} card (new data version)${real ? ', real archive' : ''}`,
          runs: 10,
          warmup: 1,
          targetMs: 150,
          fn: async () => {
            bump.run();
            bumpCricket.run();
            const c0 = process.cpuUsage();
            const res = await app.request(`http://localhost${url}`);
            const bytes = (await res.arrayBuffer()).byteLength;
            cpu.push(cpuMs(process.cpuUsage(c0)));
            if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
            return { benchExtra: { medianCpuMs: round1(median(cpu)), bytes } };
          },
        };
      }),
      ...splits.map(([kind, build]) => {
        const steps: Record<'query' | 'svg' | 'png', number[]> = { query: [], svg: [], png: [] };
        return {
          name: `${kind} split, CPU: query, satori (SVG), resvg (PNG)${real ? ', real archive' : ''}`,
          runs: 5,
          warmup: 1,
          fn: async () => {
            bumpCricket.run();
            let c = process.cpuUsage();
            const tree = build();
            steps.query.push(cpuMs(process.cpuUsage(c)));
            c = process.cpuUsage();
            const svg = await cardSvg(tree);
            steps.svg.push(cpuMs(process.cpuUsage(c)));
            c = process.cpuUsage();
            new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
            steps.png.push(cpuMs(process.cpuUsage(c)));
            return { benchExtra: { queryMs: round1(median(steps.query)), svgMs: round1(median(steps.svg)), pngMs: round1(median(steps.png)) } };
          },
        };
      }),
    ];
  },
};
