import { createElement, lazy, type ComponentType } from 'react';

/** Script load timeout the spec fixes for a lazily loaded page chunk. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(
    readonly type: 'timeout' | 'error',
    readonly url: string,
    cause?: unknown,
  ) {
    super(`Loading chunk failed (${type}: ${url})`);
    this.name = 'ChunkLoadError';
    if (cause !== undefined) (this as { cause?: unknown }).cause = cause;
  }
}

function urlFromError(e: unknown, fallback: string): string {
  const msg = e instanceof Error ? e.message : String(e);
  const m = msg.match(/(https?:\/\/[^\s'"]+|\/assets\/[^\s'"]+)/);
  return m ? m[1] : fallback;
}

/** A lazily loaded page: renders like the page itself, and can be loaded ahead of rendering. */
export type LazyPage<P extends object> = ComponentType<P> & {
  /** Loads the page's chunk; once it resolves the page renders synchronously (no Suspense fallback). */
  preload: () => Promise<void>;
};

/**
 * A page component loaded on demand. A chunk that fails, or takes longer than
 * 120 s, rejects with a ChunkLoadError naming the type and URL; the route
 * error boundary shows it with a retry.
 *
 * `preload()` loads the chunk up front. The browser calls it for the current
 * route before hydrating server-rendered HTML, so the first client render
 * matches the server's markup without suspending; the server render entry
 * calls it so the page renders in one pass.
 */
export function lazyPage<P extends object>(
  loader: () => Promise<{ default: ComponentType<P> }>,
  name: string,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const load = () => {
    if (!pending) {
      pending = new Promise<{ default: ComponentType<P> }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new ChunkLoadError('timeout', name)), timeoutMs);
        loader().then(
          (mod) => {
            clearTimeout(timer);
            loaded = mod.default;
            resolve(mod);
          },
          (e: unknown) => {
            clearTimeout(timer);
            pending = null; // a later navigation may try again
            reject(new ChunkLoadError('error', urlFromError(e, name), e));
          },
        );
      });
    }
    return pending;
  };
  const Lazy = lazy(load);
  const Page = ((props: P) => createElement((loaded ?? Lazy) as ComponentType<P>, props)) as LazyPage<P>;
  Page.displayName = `LazyPage(${name})`;
  Page.preload = () => load().then(() => undefined);
  return Page;
}
