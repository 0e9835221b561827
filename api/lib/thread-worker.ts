/**
 * A worker thread answering requests one message at a time (request id in, `{ id, ok, value | error }` out), for
 * work that must never run on the thread that answers HTTP requests. The entry is the bundled `<name>.js` beside
 * the server (dist-server/, scripts/build-server.mjs), else (development, tests) the TypeScript source loaded
 * through tsx's loader, registered inside the worker first. A worker that exits fails its pending requests and is
 * started again at the next request. Workers are unref'd: they never keep the process alive.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type TransferListItem } from 'node:worker_threads';

export type WorkerReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

export interface ThreadWorker<Req> {
  request(msg: Req, transfer?: readonly TransferListItem[]): Promise<unknown>;
  stop(): Promise<void>;
}

/**
 * `bundled`: the entry beside the bundled server (`new URL('./x.js', import.meta.url)` in the caller);
 * `source`: the TypeScript entry beside the caller's source file.
 */
export function threadWorker<Req extends object>(
  bundled: URL,
  source: URL,
  workerData: unknown,
  name: string,
  opts: { idleMs?: number } = {},
): ThreadWorker<Req> {
  let worker: Worker | null = null;
  let next = 1;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  // `idleMs`: a worker with nothing to do for that long is stopped (its whole heap given back) and started again at
  // the next request (a track-record pass held a copy of a large league's matches for good).
  let idle: NodeJS.Timeout | null = null;
  const armIdle = () => {
    if (!opts.idleMs || pending.size > 0 || !worker) return;
    if (idle) clearTimeout(idle);
    const w = worker;
    idle = setTimeout(() => {
      idle = null;
      if (worker === w && pending.size === 0) {
        worker = null;
        void w.terminate();
      }
    }, opts.idleMs);
    idle.unref();
  };
  const spawn = () => {
    let w: Worker;
    if (existsSync(fileURLToPath(bundled))) w = new Worker(bundled, { workerData });
    else {
      const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
      const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(source.href)}); });`;
      w = new Worker(boot, { eval: true, workerData });
    }
    w.unref();
    w.on('message', (m: WorkerReply) => {
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      if (m.ok) p.resolve(m.value);
      else p.reject(new Error(m.error));
      armIdle();
    });
    w.on('error', (err) => console.error(`The ${name} worker stopped:`, err));
    w.on('exit', () => {
      if (worker === w) worker = null;
      for (const p of pending.values()) p.reject(new Error(`The ${name} worker exited`));
      pending.clear();
    });
    return w;
  };
  return {
    request(msg, transfer) {
      if (idle) {
        clearTimeout(idle);
        idle = null;
      }
      worker ??= spawn();
      const w = worker;
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        w.postMessage({ id, ...msg }, transfer);
      });
    },
    async stop() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}

/** The worker side: answer each request with `handle`'s value (awaited), or its error's message. */
export function serveRequests<Req>(port: import('node:worker_threads').MessagePort, handle: (msg: Req) => unknown | Promise<unknown>, transferOf?: (value: unknown) => TransferListItem[]) {
  port.on('message', async (msg: Req & { id: number }) => {
    try {
      const value = await handle(msg);
      port.postMessage({ id: msg.id, ok: true, value } satisfies WorkerReply, transferOf?.(value));
    } catch (err) {
      port.postMessage({ id: msg.id, ok: false, error: err instanceof Error ? err.message : String(err) } satisfies WorkerReply);
    }
  });
}
