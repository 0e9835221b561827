/**
 * A simulation's replay code (its seed) in a visitor's words: "Replay code 31", with what the code is for. The same
 * code gives the same simulated results, so a shared link shows the same numbers.
 */
export function ReplayCode({ code, what, testId }: { code: string | number | null; what: string; testId: string }) {
  return (
    <span title={`The same replay code gives the same ${what}`}>
      {/* The code's box is as wide as the longest code (10 digits) from the first paint, so the code arriving after the
          page is live (a prerendered page draws "…") moves nothing below it. */}
      Replay code <code className="inline-block min-w-[calc(10ch+0.75rem)] rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-900" data-testid={testId}>{code ?? '…'}</code>{' '}
      <span className="text-xs text-slate-600">(the same code gives the same {what})</span>
    </span>
  );
}

/** Shows the replay code (seed) a page used and a button to draw a new one. */
export function SeedControl({ seed, onNewSeed, disabled }: { seed: number | null; onNewSeed: () => void; disabled?: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700" data-testid="seed-control">
      <ReplayCode code={seed} what="games" testId="seed-value" />
      <button type="button" className="btn-secondary !px-3 !py-1" onClick={onNewSeed} disabled={disabled}>
        New code
      </button>
      <span className="text-xs text-slate-600">The code is in the address: share the link to replay the same games.</span>
    </div>
  );
}

/**
 * A seeded simulation's run button ("Run", then "Run again with a new code"), the replay code of the run once there
 * is one, and Cancel while it runs. Test ids: `{testId}-run`, `{testId}-seed`, `{testId}-cancel`.
 */
export function SeededRun({
  seed,
  label,
  againLabel,
  what,
  testId,
  running,
  onRun,
  onCancel,
}: {
  seed: string | null;
  label: string;
  againLabel: string;
  /** What the code replays ("play-outs"). */
  what: string;
  testId: string;
  running: boolean;
  onRun: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <button type="button" className="btn-primary" onClick={onRun} data-testid={`${testId}-run`}>
        {seed === null ? label : againLabel}
      </button>
      {seed !== null ? (
        <>
          <span className="text-sm text-slate-700">
            <ReplayCode code={seed} what={what} testId={`${testId}-seed`} />
          </span>
          {running ? (
            <button type="button" className="btn-secondary" onClick={onCancel} data-testid={`${testId}-cancel`}>
              Cancel
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
