import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SsrModule } from '../../contracts/ssr';

/**
 * The built server render entry, or null (with a warning) when the build has none: the site then falls back to
 * the app shell for every page, rendered in the browser.
 */
export async function loadSsrModule(file: string): Promise<SsrModule | null> {
  const path = resolve(file);
  if (!existsSync(path)) {
    console.warn(`Server rendering is off: ${file} is missing (run npm run build).`);
    return null;
  }
  return (await import(pathToFileURL(path).href)) as SsrModule;
}
