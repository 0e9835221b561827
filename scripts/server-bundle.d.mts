import type { BuildResult } from 'esbuild';

/** Bundle api/server.ts and the worker threads it starts into `outdir` (scripts/server-bundle.mjs). */
export function bundleServer(outdir: string): Promise<BuildResult>;
