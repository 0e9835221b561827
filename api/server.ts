import { createApp } from './app';
import { startHttpServer } from './http-server';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { runStartupTasks } from './startup';
import { loadSsrModule } from './ssr/load-ssr-module';
import { productionOriginProblem } from './lib/site-origin';

const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || '0.0.0.0';
const staticRoot = process.env.STATIC_ROOT || 'dist';

// One origin: pages, share cards, the sitemap and feeds print the site's address and are
// cached under it, so a production server must be told it rather than take each request's Host header.
const missingOrigin = productionOriginProblem(process.env);
if (missingOrigin) {
  console.error(missingOrigin);
  process.exit(2);
}

const db = openDatabase();
const applied = migrate(db);
if (applied.length) console.log(`Database migrated to version ${applied[applied.length - 1]}`);
await runStartupTasks(db);

// React reads NODE_ENV when the server render entry first imports it: unset, it loads its development build, which
// renders pages two to three times slower and checks every element for warnings nobody reads (measured in
// the git history of bench/README.md). This is the production server (development runs Vite), so production unless told otherwise.
process.env.NODE_ENV ??= 'production';
const ssr = await loadSsrModule(process.env.SSR_ENTRY || 'dist-ssr/entry-server.js');
const app = createApp({
  db,
  staticRoot,
  ssr,
  log: process.env.LOG_REQUESTS !== '0',
  publicOrigin: process.env.PUBLIC_ORIGIN || undefined,
});
const server = startHttpServer({
  fetch: app.fetch,
  port,
  hostname: host,
  onListen: (info) => {
    const shown = host === '0.0.0.0' ? 'localhost' : host;
    console.log(`Site running at http://${shown}:${info.port}/`);
  },
});

let closing = false;
function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal} received, shutting down`);
  const force = setTimeout(() => process.exit(1), 5000);
  force.unref();
  server.close(() => {
    db.close();
    process.exit(0);
  });
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
