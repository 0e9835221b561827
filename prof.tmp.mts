import { openDatabase } from './api/db/database';
import { migrate } from './api/db/migrate';
import { createApp } from './api/app';
import { records } from './api/cricket/records-queries';
import { matchScorecard } from './api/cricket/match-scorecard';
import { playerBowling } from './api/cricket/bowling-queries';
import { findPlayer, playerDetail } from './api/cricket/queries';
import { recordsCard, scorecardCard } from './api/cards/card-layouts';
import { cardSvg } from './api/cards/card-render';
import { Resvg } from '@resvg/resvg-js';
const db = openDatabase('/tmp/cards.db'); migrate(db);
const app = createApp({ db, allowedHosts: [] });
const bump = db.prepare('UPDATE cricket_players SET name = name WHERE rowid = (SELECT MIN(rowid) FROM cricket_players)');
const cpu = (f: () => unknown) => { const c0 = process.cpuUsage(); const t0 = performance.now(); const r = f(); const c = process.cpuUsage(c0); return [r, Math.round(performance.now() - t0), Math.round((c.user + c.system) / 1000)] as const; };
await app.request('http://localhost/api/card/site.png');
for (const u of ['/api/card/cricket/bowling/scj-broad.png', '/api/card/cricket/match/1152847.png', '/api/card/cricket/records/most-runs.png', '/api/card/cricket/records/highest-scores.png', '/api/card/cricket/records/best-bowling-average.png', '/api/card/cricket/records/most-wickets.png', '/api/card/cricket/player/scj-broad.png']) {
  const out = [];
  for (let i = 0; i < 4; i++) { bump.run(); const c0 = process.cpuUsage(); const t0 = performance.now(); const r = await app.request('http://localhost' + u); await r.arrayBuffer(); const c = process.cpuUsage(c0); out.push(`${Math.round(performance.now() - t0)}/${Math.round((c.user + c.system) / 1000)}`); }
  console.log(u, 'wall/cpu ms', out.join(' '));
}
for (const t of ['most-runs', 'highest-scores', 'best-bowling-average', 'most-wickets'] as const) {
  const q = []; for (let i = 0; i < 3; i++) q.push(cpu(() => records(db, t, {}, { limit: 5, offset: 0 })).slice(1).join('/'));
  console.log('records query', t, q.join(' '));
}
console.log('scorecard query', [0,1,2].map(() => cpu(() => matchScorecard(db, '1152847')).slice(1).join('/')).join(' '));
const p = findPlayer(db, 'scj-broad')!;
console.log('bowling query', [0,1,2].map(() => cpu(() => playerBowling(db, p.player_id)).slice(1).join('/')).join(' '));
console.log('detail query', [0,1,2].map(() => cpu(() => playerDetail(db, p)).slice(1).join('/')).join(' '));
const tree = recordsCard('localhost', records(db, 'highest-scores', {}, { limit: 5, offset: 0 }));
for (let i = 0; i < 3; i++) {
  const c0 = process.cpuUsage(); const t0 = performance.now(); const svg = await cardSvg(tree); const t1 = performance.now(); const c1 = process.cpuUsage(c0);
  new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng(); const c2 = process.cpuUsage(c0);
  console.log('records card satori', Math.round(t1 - t0), 'ms', Math.round((c1.user + c1.system) / 1000), 'cpu; resvg', Math.round(performance.now() - t1), 'ms', Math.round((c2.user + c2.system - c1.user - c1.system) / 1000), 'cpu', svg.length, 'svg bytes');
}
