// Second half of `npm run build` (after the client build into dist/):
// 1. the server render entry (src/entry-server.tsx), built by Vite in SSR mode into dist-ssr/;
// 2. the API server (TypeScript) bundled by esbuild into one ESM file Node 20 can run (dist-server/server.js);
// 3. every page that needs no server data prerendered into dist/ (scripts/prerender.mjs).
// Packages stay external in both bundles: they are loaded from node_modules at run time.
import { build } from 'esbuild';
import { build as viteBuild } from 'vite';
import { prerender, readTemplate } from './prerender.mjs';

// Read before the SSR build empties dist-ssr/ (where a rebuild finds it once dist/index.html is the home page).
const template = readTemplate();

await viteBuild({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: false,
  },
});
console.log('Server render entry built to dist-ssr/entry-server.js');

await build({
  // Worker threads are their own entries, loaded beside server.js (api/lib/thread-worker.ts).
  entryPoints: {
    server: 'api/server.ts',
    'track-record-worker': 'api/league/track-record-worker.ts',
    'pool-answer-worker': 'api/league/pool-answer-worker.ts',
  },
  outdir: 'dist-server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
console.log('Server bundled to dist-server/server.js');

await prerender({ template });
