// Redoc's standalone bundle as this site serves it (api/routes/api-reference.ts), shared with the build step that
// writes it precompressed beside the site (scripts/precompress.mjs). Plain JavaScript so that script can import it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Redoc's sidebar logo, the one thing its bundle would fetch from another origin (cdn.redoc.ly). */
const REDOC_LOGO = /\w\?\w\.createElement\("img",\{alt:"redocly logo",[^}]*"https:\/\/cdn\.redoc\.ly\/[^"]*"\}\):null/;

/** Where the build writes the bundle (and its .br/.gz copies) under the built site's folder. */
export const REDOC_BUILT_PATH = 'api-docs/redoc.standalone.js';

/** Redoc's standalone bundle without its sidebar logo (the "API docs by Redocly" link stays, as text). */
export function patchedRedocBundle() {
  const bundle = readFileSync(createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js'), 'utf8');
  const patched = bundle.replace(REDOC_LOGO, 'null');
  if (patched.includes('cdn.redoc.ly')) throw new Error('Redoc bundle: its logo from cdn.redoc.ly is no longer where this server removes it');
  return patched;
}
