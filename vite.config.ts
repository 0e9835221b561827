import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import mdx from '@mdx-js/rollup';
import remarkGfm from 'remark-gfm';
import { compileHints } from './scripts/vite-compile-hints';
import { preloadBootChunks } from './scripts/vite-preload-boot-chunks';

/** The chunks every page runs while it loads: React DOM and the app's start-up (src/boot.tsx). */
const START_UP_CHUNKS = [/[\\/]src[\\/]boot\.tsx$/, /[\\/]react-dom[\\/]client\.js$/];

// One config for the client build (vite build) and the unit tests (vitest run).
export default defineConfig({
  plugins: [
    { enforce: 'pre', ...mdx({ remarkPlugins: [remarkGfm] }) },
    react({ include: /\.(mdx|tsx|ts|jsx|js)$/ }),
    tailwindcss(),
    preloadBootChunks(START_UP_CHUNKS),
    compileHints(START_UP_CHUNKS),
  ],
  optimizeDeps: {
    include: ['comlink'],
  },
  worker: {
    format: 'es',
  },
  build: {
    outDir: 'dist',
    // A dynamic import (a page's chunk, a lazy section's) does not add a <link rel="modulepreload"> per chunk it
    // imports: Chromium spends several ms of main thread on each such link, and a page's 20-odd made one task of
    // 150-500 ms (4x slower CPU) just before hydration, the longest of the simulator pages' first load. The browser
    // fetches a chunk's imports itself once it has the chunk. Stylesheets are still preloaded (no unstyled flash).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((d) => d.endsWith('.css')) : deps) },
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // Without groups every d3 module shared by two pages lands in one common chunk, so a page that needs a
        // linear scale and a line (the Kelly article) loaded all of it. Small d3 chunks by purpose instead
        //: scales and their helpers, shapes, and the DOM side (selection, transitions, axes).
        codeSplitting: {
          groups: [
            { name: 'd3-scale', test: /node_modules[\\/]d3-(?:scale|array|interpolate|color|format|time|time-format)[\\/]/ },
            { name: 'd3-shape', test: /node_modules[\\/]d3-(?:shape|path)[\\/]/ },
            { name: 'd3-dom', test: /node_modules[\\/]d3-(?:selection|transition|axis|dispatch|timer|ease|drag|zoom|brush)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
    },
  },
  test: {
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'workers/**/*.test.ts',
      'common/**/*.test.ts',
      'api/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
    ],
    exclude: ['tests/e2e/**', 'node_modules/**', 'dist/**'],
    environment: 'node',
    // One module graph per worker instead of one per test file: the files build their own apps and databases
    // (createApp({ db })) and restore what they change in process.env, so nothing leaks between them; halves the
    // suite's CPU time spent importing (bench/README.md, "Test suite time").
    isolate: false,
    // A young generation of up to 3 x 32 MB instead of V8's 3 x 16 MB: the worker allocates fast (apps, databases,
    // server renders) and scavenges less often. Over tests/unit/ssr and tests/unit/api: 41.1 CPU-s without, 35.6 and
    // 41.3 with it, at load 28-30: at most a few per cent, within the noise of a loaded machine (bench/README.md,
    // "Test suite time"); to be confirmed on a quiet one.
    execArgv: ['--max-semi-space-size=32'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
