import { serve, type ServerType } from '@hono/node-server';

/**
 * The Node HTTP server around the app. Slow clients are cut off: the request headers must arrive
 * within `headersTimeoutMs` and the whole request (headers and body) within `requestTimeoutMs` (30 s each by
 * default, instead of Node's 60 s / 300 s), checked every `checkIntervalMs`; a client that trickles its
 * request gets 408 and the connection is closed.
 */
export interface HttpServerOptions {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
  port: number;
  hostname: string;
  requestTimeoutMs?: number;
  headersTimeoutMs?: number;
  checkIntervalMs?: number;
  onListen?: (info: { port: number }) => void;
}

export const REQUEST_TIMEOUT_MS = 30_000;

export function startHttpServer(o: HttpServerOptions): ServerType {
  const requestTimeout = o.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  return serve(
    {
      fetch: o.fetch,
      port: o.port,
      hostname: o.hostname,
      serverOptions: {
        requestTimeout,
        headersTimeout: Math.min(o.headersTimeoutMs ?? REQUEST_TIMEOUT_MS, requestTimeout),
        connectionsCheckingInterval: o.checkIntervalMs ?? 2_000,
      },
    },
    o.onListen,
  );
}
