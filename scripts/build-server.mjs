// Second half of `npm run build` (after the client build into dist/):
// 1. the server render entry (src/entry-server.tsx), built by Vite in SSR mode into dist-ssr/;
// 2. the API server (TypeScript) bundled by esbuild into one ESM file Node 20 can run (dist-server/server.js);
// 3. every page that needs no server data prerendered into dist/ (scripts/prerender.mjs).
// Packages stay external in both bundles: they are loaded from node_modules at run time.
import { build as viteBuild } from 'vite';
import { prerender, readTemplate } from './prerender.mjs';
import { bundleServer } from './server-bundle.mjs';

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

// Worker threads are their own entries, loaded beside server.js (api/lib/thread-worker.ts).
await bundleServer('dist-server');
console.log('Server bundled to dist-server/server.js');

await prerender({ template });
