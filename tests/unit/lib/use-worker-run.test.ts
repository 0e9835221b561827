/**
 * The run hook (src/hooks/use-worker-run.ts) rendered by React itself (react-dom's client renderer on a stand-in
 * container: the hook renders nothing, so no DOM is needed), with jobs whose promises the test settles by hand,
 * in any order. What a page shows must only ever be the result of its current inputs or, while the current run
 * goes, an earlier result marked as running; a superseded run's answer, whenever it arrives, never shows.
 */
import { act, createElement } from 'react';
import { hookRoot, withActEnvironment } from './hook-root';
import { afterEach, describe, expect, it } from 'vitest';
import { RUN_STOPPED_MESSAGE, useWorkerRun, type RunContext, type WorkerRunState } from '../../../src/hooks/use-worker-run';

interface Deferred {
  key: string;
  signal: AbortSignal;
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
}

withActEnvironment();

/** A root that renders nothing but the hook, and every state it rendered. */
function harness() {
  const root = hookRoot();
  const runs: Deferred[] = [];
  const seen: { key: string | null; state: WorkerRunState<string> }[] = [];
  const job = (key: string) => (ctx: RunContext) =>
    new Promise<string>((resolve, reject) => {
      runs.push({ key, signal: ctx.signal, resolve, reject });
    });
  function Probe({ runKey }: { runKey: string | null }) {
    const state = useWorkerRun(runKey, job(runKey ?? ''));
    seen.push({ key: runKey, state });
    return null;
  }
  const show = (runKey: string | null) => act(async () => root.render(createElement(Probe, { runKey })));
  const last = () => seen[seen.length - 1].state;
  return { root, runs, seen, show, last };
}

let unmount: (() => Promise<void>) | null = null;
afterEach(async () => {
  await unmount?.();
  unmount = null;
});

function setUp() {
  const h = harness();
  unmount = () => act(async () => h.root.unmount());
  return h;
}

const abortError = () => new DOMException('The run was superseded', 'AbortError');
const run = (h: ReturnType<typeof harness>, key: string) => h.runs.find((r) => r.key === key)!;

describe('useWorkerRun: a superseded result never survives its inputs', () => {
  it('two superseded runs resolving out of order, after the current one: only the current result shows', async () => {
    const h = setUp();
    await h.show('a');
    await h.show('b');
    await h.show('c');
    expect(h.runs.map((r) => r.key)).toEqual(['a', 'b', 'c']);
    expect(run(h, 'a').signal.aborted && run(h, 'b').signal.aborted).toBe(true);
    expect(run(h, 'c').signal.aborted).toBe(false);

    await act(async () => run(h, 'c').resolve('result of c'));
    await act(async () => run(h, 'b').resolve('result of b'));
    await act(async () => run(h, 'a').resolve('result of a'));
    expect(h.last()).toEqual({ data: 'result of c', running: false, progress: null, error: null });
    expect(h.seen.map((s) => s.state.data)).not.toContain('result of a');
    expect(h.seen.map((s) => s.state.data)).not.toContain('result of b');
  });

  it('two superseded runs resolving out of order before the current one: neither shows while it runs', async () => {
    const h = setUp();
    await h.show('a');
    await h.show('b');
    await h.show('c');
    await act(async () => run(h, 'b').resolve('result of b'));
    await act(async () => run(h, 'a').resolve('result of a'));
    expect(h.last()).toEqual({ data: undefined, running: true, progress: null, error: null });
    await act(async () => run(h, 'c').resolve('result of c'));
    expect(h.last().data).toBe('result of c');
    expect(h.seen.some((s) => s.state.data === 'result of a' || s.state.data === 'result of b')).toBe(false);
  });

  it('a result that arrived for earlier inputs is gone once the current run ends, even when that run fails', async () => {
    const h = setUp();
    await h.show('a');
    await act(async () => run(h, 'a').resolve('result of a'));
    await h.show('b');
    // While b runs, a's result stays on screen marked as running (pages keep their height).
    expect(h.last()).toMatchObject({ data: 'result of a', running: true });
    await act(async () => run(h, 'b').reject(new Error('engine error')));
    expect(h.last()).toEqual({ data: undefined, running: false, progress: null, error: new Error('engine error') });
  });

  it('an AbortError the current run did not ask for is an error, not a run left going forever', async () => {
    const h = setUp();
    await h.show('a');
    await act(async () => run(h, 'a').resolve('result of a'));
    await h.show('b');
    await act(async () => run(h, 'b').reject(abortError()));
    expect(h.last().running).toBe(false);
    expect(h.last().data).toBeUndefined();
    expect(h.last().error?.message).toBe(RUN_STOPPED_MESSAGE);
  });

  it('the same inputs again start a fresh run whose result shows; the run they replaced is dropped', async () => {
    const h = setUp();
    await h.show('a');
    await h.show('b');
    await h.show('a');
    expect(h.runs.map((r) => r.key)).toEqual(['a', 'b', 'a']);
    await act(async () => h.runs[2].resolve('second a'));
    await act(async () => h.runs[0].resolve('first a'));
    await act(async () => h.runs[1].resolve('b'));
    expect(h.last().data).toBe('second a');
  });

  it('null inputs start nothing', async () => {
    const h = setUp();
    await h.show(null);
    expect(h.runs).toHaveLength(0);
    expect(h.last()).toEqual({ data: undefined, running: false, progress: null, error: null });
  });
});
