import type { Plugin } from 'vite';

/**
 * The browser entry (src/main.tsx) loads React DOM and the app (src/boot.tsx) with dynamic imports so they are
 * evaluated in separate main-thread tasks. This plugin lists both chunks and everything they import statically as
 * `<link rel="modulepreload">` in index.html, so the browser fetches (and compiles off the main thread) all of them
 * at once with the entry instead of one after another.
 */
export function preloadBootChunks(entries: RegExp[]): Plugin {
  return {
    name: 'preload-boot-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const dep of byName.get(fileName)?.imports ?? []) visit(dep);
        };
        for (const c of chunks) {
          if (!c.isEntry && c.facadeModuleId && entries.some((re) => re.test(c.facadeModuleId!))) visit(c.fileName);
        }
        const entry = chunks.find((c) => c.isEntry);
        if (entry) for (const f of [entry.fileName, ...entry.imports]) files.delete(f); // Vite lists these itself
        return [...files].map((f) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
