import { startTransition } from 'react';
import { formatNumber } from '../../../../../common/number-text';
import { freshSeed } from '../../../../../workers/core/rng';
import { LABEL, LabelledField } from '../../../../components/labelled-field';
import { SeededRun } from '../../../../components/seed-control';

/** Address-bar names: the ball (its seq), the number of playouts and the seed. */
export const PLAYOUT_PARAMS = { ball: 'po_ball', runs: 'po_n', seed: 'po_seed' } as const;
export const PLAYOUT_RUNS = [1_000, 10_000, 100_000];
export const DEFAULT_PLAYOUT_RUNS = 10_000;
const P = PLAYOUT_PARAMS;

type Update = (changes: Record<string, string | null>, opts?: { push?: boolean }) => void;

/**
 * The ball the playouts start from (picked on the chart above: its readout's "Play it out from here", or a turning
 * point's link) and the number of playouts.
 */
export function PlayoutPicker({ id, fromLabel, runs, update }: { id: string; fromLabel: string; runs: number; update: Update }) {
  return (
    <div className="mt-3 flex flex-wrap items-end gap-3">
      <p className="min-w-0 flex-1 basis-56 text-sm text-slate-800" data-testid="po-from">
        <span className="font-medium">From:</span> {fromLabel}{' '}
        <span className="text-slate-600">(pick another ball on the chart above)</span>
      </p>
      <LabelledField label="Playouts" id={`${id}-runs`} labelClassName={LABEL.medium}>
        {(control) => (
          <select
            {...control}
            className="input mt-1"
            value={runs}
            onChange={(e) => update({ [P.runs]: Number(e.target.value) === DEFAULT_PLAYOUT_RUNS ? null : e.target.value, [P.seed]: null })}
            data-testid="po-runs"
          >
            {PLAYOUT_RUNS.map((r) => (
              <option key={r} value={r}>
                {formatNumber(r)}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
    </div>
  );
}

/** Play (with a fresh seed), the replay code, and Cancel while the playouts run. */
export function PlayoutRunButtons({ seed, busy, update }: { seed: number | null; busy: boolean; update: Update }) {
  return (
    <SeededRun
      seed={seed === null ? null : String(seed)}
      label="Play it out"
      againLabel="Play it out again with a new code"
      what="play-outs"
      testId="po"
      running={busy}
      onRun={() => startTransition(() => update({ [P.seed]: String(freshSeed()) }, { push: true }))}
      onCancel={() => update({ [P.seed]: null })}
    />
  );
}
