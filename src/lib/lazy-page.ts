import { lazy, type ComponentType } from 'react';

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

/**
 * A page component loaded on demand. A chunk that fails, or takes longer than
 * 120 s, rejects with a ChunkLoadError naming the type and URL; the route
 * error boundary shows it with a retry.
 */
export function lazyPage<P extends object>(
  loader: () => Promise<{ default: ComponentType<P> }>,
  name: string,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
) {
  return lazy(
    () =>
      new Promise<{ default: ComponentType<P> }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new ChunkLoadError('timeout', name)), timeoutMs);
        loader().then(
          (mod) => {
            clearTimeout(timer);
            resolve(mod);
          },
          (e: unknown) => {
            clearTimeout(timer);
            reject(new ChunkLoadError('error', urlFromError(e, name), e));
          },
        );
      }),
  );
}
