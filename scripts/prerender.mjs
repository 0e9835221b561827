// Build-time prerendering: every route that needs no server data (home, about, hubs, articles, simulation pages'
// explanatory text, demos...) rendered to HTML with its head tags, written where the server looks for it
// (dist/<path>/index.html, dist/index.html for /, dist/404.html for the not-found page). The client build's
// index.html is kept as the render template in dist-ssr/template.html first.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const RAW_ROOT = /<div id="root"><\/div>/;

export function pageFile(distDir, path) {
  return path === '/' ? join(distDir, 'index.html') : join(distDir, ...path.split('/').filter(Boolean), 'index.html');
}

export async function prerender({ distDir = 'dist', ssrDir = 'dist-ssr' } = {}) {
  const templateFile = join(ssrDir, 'template.html');
  const built = join(distDir, 'index.html');
  if (existsSync(built) && RAW_ROOT.test(readFileSync(built, 'utf8'))) copyFileSync(built, templateFile);
  if (!existsSync(templateFile)) throw new Error(`No render template: run the client build (vite build) first.`);
  const template = readFileSync(templateFile, 'utf8');

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
