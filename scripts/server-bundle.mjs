// The API server and its worker threads bundled by esbuild into one folder: dist-server/ in `npm run build`
// (scripts/build-server.mjs), a scratch folder for the tests that start real server processes
// (bench/server-process.ts). Packages stay external: they load from the node_modules above the folder at run time.
import { build } from 'esbuild';

/** Bundle api/server.ts and the worker threads it starts (loaded beside server.js, api/lib/thread-worker.ts) into `outdir`. */
export function bundleServer(outdir) {
  return build({
    entryPoints: {
      server: 'api/server.ts',
      'track-record-worker': 'api/league/track-record-worker.ts',
      'answer-lane-worker': 'api/answer-lanes/answer-lane-worker.ts',
      'win-probability-worker': 'api/cricket/win-probability/win-probability-worker.ts',
      'card-render-worker': 'api/cards/card-render-worker.ts',
      'wal-checkpoint-worker': 'api/db/wal-checkpoint-worker.ts',
      'effects-worker': 'api/players/results/effects-worker.ts',
    },
    outdir,
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
}
