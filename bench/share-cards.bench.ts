import type { BenchSuite } from './harness';
import { openDatabase } from '../api/db/database';
import { migrate } from '../api/db/migrate';
import { seedDemoLeagueIfEmpty } from '../api/league/demo-seed';
import { importCricsheet } from '../api/cricket/import';
import { createApp } from '../api/app';
import { cardSvg, renderCard } from '../api/cards/card-render';
import { siteCard } from '../api/cards/card-layouts';
import { Resvg } from '@resvg/resvg-js';

/**
 * Share cards cold (api/cards/): each case raises the data version first (a write that changes nothing), so every
 * request draws its card afresh, standings and intervals included, as the first request after a result does.
 * Target: 150 ms a card. Figures: wall and CPU time of the whole request, and the SVG (satori) / PNG (resvg) split.
 */
export const shareCardsSuite: BenchSuite = {
  name: 'share-cards',
  cases: async () => {
    const db = openDatabase(':memory:');
    migrate(db);
    seedDemoLeagueIfEmpty(db);
    await importCricsheet(db, 'tests/fixtures/cricsheet');
    const app = createApp({ db, allowedHosts: [] });
    const bump = db.prepare("UPDATE pool_groups SET name = name WHERE url_slug = 'banff'");
    const bumpCricket = db.prepare('UPDATE cricket_players SET name = name WHERE rowid = (SELECT MIN(rowid) FROM cricket_players)');
    const first = performance.now();
    await renderCard(siteCard('localhost'));
    const firstMs = performance.now() - first;
    const cards = [
      ['pool player', '/api/card/pool/player/1.png'],
      ['pool group', '/api/card/pool/group/banff.png'],
      ['season forecast', '/api/card/pool/forecast/banff.png'],
      ['cricket career', '/api/card/cricket/player/l-long.png'],
      ['site', '/api/card/site.png'],
    ];
    return [
      {
        name: 'first card in a fresh process (fonts read, layout engine started)',
        runs: 1,
        warmup: 0,
        fn: () => ({ benchExtra: { ms: Math.round(firstMs) } }),
      },
      ...cards.map(([kind, url]) => ({
        name: `cold ${kind} card (new data version)`,
        runs: 10,
        warmup: 1,
        targetMs: 150,
        fn: async () => {
          bump.run();
          bumpCricket.run();
          const c0 = process.cpuUsage();
          const res = await app.request(`http://localhost${url}`);
          const bytes = (await res.arrayBuffer()).byteLength;
          const cpu = process.cpuUsage(c0);
          if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
          return { benchExtra: { cpuMs: Math.round((cpu.user + cpu.system) / 1000), bytes } };
        },
      })),
      {
        name: 'site card split: satori (SVG) then resvg (PNG)',
        runs: 10,
        fn: async () => {
          const t0 = performance.now();
          const svg = await cardSvg(siteCard('localhost'));
          const t1 = performance.now();
          new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
          const t2 = performance.now();
          return { benchExtra: { svgMs: Math.round(t1 - t0), pngMs: Math.round(t2 - t1) } };
        },
      },
    ];
  },
};
