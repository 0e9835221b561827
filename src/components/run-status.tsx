import { ErrorMessage } from './error-message';
import { Spinner } from './spinner';
import { sharePercent } from '../../common/number-text';

/** A progress bar for long simulation runs. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const pct = Math.round(value * 100);
    return (
    <div className="w-full" data-testid="progress">
      <div className="mb-1 flex justify-between text-xs text-slate-700">
        <span>{label}</span>
        <span>{sharePercent(value, 0)}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-emerald-700 transition-[width] duration-150" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

/**
 * What a simulation section shows besides its result: a loading indicator
 * until the first result exists, a progress bar or "updating" note while a
 * newer run is going, and the error of a failed run.
 */
export function RunStatus({
  running,
  hasData,
  progress,
  error,
  label = 'Simulating...',
  compact = false,
}: {
  running: boolean;
  hasData: boolean;
  progress: number | null;
  error: Error | null;
  label?: string;
  /**
   * One line (28 px) high in every state, including when there is nothing to say, and a line of text instead of
   * the large spinner: for a section that holds its result's place itself, so nothing below moves as a run
   * starts, progresses and ends.
   */
  compact?: boolean;
}) {
  const status = runStatusContent(running, hasData, progress, error, label, compact);
  return compact ? <div className="min-h-7">{status}</div> : status;
}

function runStatusContent(running: boolean, hasData: boolean, progress: number | null, error: Error | null, label: string, compact: boolean) {
  if (error) return <ErrorMessage error={error} />;
  // Until the first result exists there is always a loading indicator (also
  // while the run waits for its inputs, e.g. the seed or the players).
  const waiting = compact ? (
    <p role="status" className="text-sm text-slate-600">
      {label}
    </p>
  ) : (
    <Spinner label={label} />
  );
  if (!running) return hasData ? null : waiting;
  if (progress !== null) return <ProgressBar value={progress} label={label} />;
  if (!hasData) return waiting;
  return (
    <p role="status" className="text-sm text-slate-600">
      Updating...
    </p>
  );
}
