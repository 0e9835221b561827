import type { Plugin } from 'vite';

/** V8's file-level compile hint (Chrome 136+): compile every function in the file eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The banner for one chunk: the hint when its facade module matches `entries`, else nothing. */
export function compileHintBanner(entries: RegExp[]) {
  return (chunk: { facadeModuleId: string | null }): string => {
    const id = chunk.facadeModuleId;
    return id !== null && entries.some((re) => re.test(id)) ? COMPILE_HINT : '';
  };
}

/**
 * Marks the chunks whose code nearly all runs while a page loads (React DOM, the app's start-up) with V8's
 * explicit compile hint. Chromium then compiles their functions on a background thread while the file streams in,
 * instead of on the main thread the first time each function is called (during React DOM's evaluation and
 * hydration). Other browsers ignore the comment. The hint must be the file's first line, so it is added to the
 * finished chunk (after minification, which drops comments, and after Vite's own preload helper, which goes
 * first; the file name's hash, computed before, does not cover it: harmless, as the comment changes no behaviour).
 * Client build only; `entries` match a chunk's facade module.
 */
export function compileHints(entries: RegExp[]): Plugin {
  const banner = compileHintBanner(entries);
  return {
    name: 'compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && banner(chunk) !== '') chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
  };
}
