// Build-time prerendering: every route that needs no server data (home, about, hubs, articles, simulation pages'
// explanatory text, demos...) rendered to HTML with its head tags, written where the server looks for it
// (dist/<path>/index.html, dist/index.html for /, dist/404.html for the not-found page). The client build's
// index.html is kept as the render template in dist-ssr/template.html first.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const RAW_ROOT = /<div id="root"><\/div>/;

export function pageFile(distDir, path) {
  return path === '/' ? join(distDir, 'index.html') : join(distDir, ...path.split('/').filter(Boolean), 'index.html');
}

/**
 * The render template: the client build's index.html while it is unrendered, else the copy kept in dist-ssr/ (when
 * only the server half of the build runs again after prerendering replaced dist/index.html with the home page).
 */
export function readTemplate({ distDir = 'dist', ssrDir = 'dist-ssr' } = {}) {
  const built = join(distDir, 'index.html');
  if (existsSync(built) && RAW_ROOT.test(readFileSync(built, 'utf8'))) return readFileSync(built, 'utf8');
  const kept = join(ssrDir, 'template.html');
  if (existsSync(kept)) return readFileSync(kept, 'utf8');
  throw new Error('No render template: run the client build (vite build) first.');
}

export async function prerender({ distDir = 'dist', ssrDir = 'dist-ssr', template = readTemplate({ distDir, ssrDir }) } = {}) {
  mkdirSync(ssrDir, { recursive: true });
  writeFileSync(join(ssrDir, 'template.html'), template);
  const ssr = await import(pathToFileURL(resolve(ssrDir, 'entry-server.js')).href);
  const started = Date.now();
  const pages = [...ssr.staticPaths().map((p) => [p, pageFile(distDir, p)]), ['/404-not-found', join(distDir, '404.html')]];
  for (const [path, file] of pages) {
    const result = await ssr.render(path);
    const expected = path === '/404-not-found' ? 404 : 200;
    if (result.status !== expected) throw new Error(`Prerendering ${path} gave status ${result.status}`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, ssr.pageHtml(template, result));
  }
  console.log(`Prerendered ${pages.length} pages into ${distDir}/ in ${Date.now() - started} ms`);
}
