import { startTransition, useEffect, useRef, useState } from 'react';
import { isAbortError } from '../../workers/runtime/scatter';

export interface RunContext {
  /** Aborted when the inputs change or the component unmounts. */
  signal: AbortSignal;
  /** Report progress as a fraction 0..1. */
  onProgress: (fraction: number) => void;
}

export interface WorkerRunState<T> {
  /**
   * The current inputs' result; while a run for new inputs goes, the previous result (with `running` true), so the
   * page keeps its height. A superseded run's result never arrives here, and once the current run ends (result or
   * error) nothing of earlier inputs is left.
   */
  data: T | undefined;
  /** True while a run is going. */
  running: boolean;
  /** Progress of the current run, 0..1, or null when it reports none. */
  progress: number | null;
  /** The newest run's error, if it failed. */
  error: Error | null;
}

/** What a visitor reads when a run stopped without being asked to (a worker lost on the way). */
export const RUN_STOPPED_MESSAGE = 'The simulation stopped before it finished. Change an input or reload the page to run it again.';

/**
 * Runs a job (normally on the simulation workers) whenever `key` changes. A run whose
 * inputs were superseded is aborted and its result, if it still arrives, is
 * dropped: only the newest result is shown. Errors are surfaced, never
 * swallowed: only the abort this hook asked for is quiet; an AbortError the
 * current run did not ask for is an error like any other (it would otherwise
 * leave the previous inputs' result on screen for good).
 * `key === null` means "not ready yet" (e.g. no seed).
 */
export function useWorkerRun<T>(key: string | null, job: (ctx: RunContext) => Promise<T>): WorkerRunState<T> {
  const [state, setState] = useState<WorkerRunState<T>>({ data: undefined, running: key !== null, progress: null, error: null });
  const jobRef = useRef(job);
  jobRef.current = job;
  const runId = useRef(0);

  useEffect(() => {
    if (key === null) return;
    const id = ++runId.current;
    const controller = new AbortController();
    setState((s) => ({ ...s, running: true, progress: null, error: null }));
    // Progress re-renders the page: at most one update per 100 ms (and the last).
    let lastProgress = -1;
    let lastAt = 0;
    const onProgress = (fraction: number) => {
      if (id !== runId.current) return;
      const f = Math.max(0, Math.min(1, fraction));
      const now = performance.now();
      if (f < 1 && (f - lastProgress < 0.01 || now - lastAt < 100)) return;
      lastProgress = f;
      lastAt = now;
      setState((s) => ({ ...s, progress: f }));
    };
    jobRef.current({ signal: controller.signal, onProgress }).then(
      (data) => {
        if (id !== runId.current) return;
        // A transition: React renders a large result in small slices, so the
        // main thread stays responsive while charts and tables are built.
        startTransition(() => setState({ data, running: false, progress: null, error: null }));
      },
      (e: unknown) => {
        if (id !== runId.current || controller.signal.aborted) return;
        const error = isAbortError(e) ? new Error(RUN_STOPPED_MESSAGE) : e instanceof Error ? e : new Error(String(e));
        // The previous inputs' result does not stand for these inputs: it goes with the failed run.
        setState({ data: undefined, running: false, progress: null, error });
      },
    );
    return () => {
      controller.abort();
    };
  }, [key]);

  return state;
}
