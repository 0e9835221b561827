import { useEffect, useId, useMemo, useState } from 'react';
import type { GolfResult } from '../../../../workers/golf/round-simulator';
import { atOrUnder, GOLF_SCORE_RANGE, parseScore } from '../../../../workers/golf/at-or-under';
import { sharePercent } from '../../../../common/number-text';
import { LABEL, LabelledField } from '../../../components/labelled-field';

/** The score box's range and default (`score` in the address). */
export const TARGET = { min: GOLF_SCORE_RANGE.min, max: GOLF_SCORE_RANGE.max, step: 1, default: 70 } as const;

/** What a result shows while the score typed is invalid (an en dash). */
const NO_VALUE = '\u2013';

/**
 * The chance of a round at or under a chosen score: simulated share and the model's chance. The score is a
 * whole stroke the sliders can produce (GOLF_SCORE_RANGE); anything else is marked invalid (aria-invalid and
 * the browser's constraint styling) and the answers show "–" until it is valid again (no message, no stale figure).
 */
export function AtOrUnderCard({ result, score, onScore }: { result: GolfResult; score: number; onScore: (s: number) => void }) {
  const id = useId();
  const [text, setText] = useState(String(score));
  useEffect(() => setText((t) => (parseScore(t) === score ? t : String(score))), [score]);
  const typed = parseScore(text);
  const a = useMemo(() => (typed === null ? null : atOrUnder(result, typed)), [result, typed]);
  return (
    <section className="card mt-6" aria-labelledby={`${id}-h`} data-testid="golf-at-or-under">
      <h2 id={`${id}-h`} className="text-xl font-bold">Chance of a round at or under a score</h2>
      <div className="mt-3 flex flex-wrap items-end gap-x-6 gap-y-3">
        <LabelledField id={`${id}-score`} label="Score (strokes)" labelClassName={LABEL.bold}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              className="input mt-1 !w-28"
              min={TARGET.min}
              max={TARGET.max}
              step={TARGET.step}
              required
              aria-invalid={typed === null}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                const v = parseScore(e.target.value);
                if (v !== null) onScore(v);
              }}
              data-testid="golf-target"
            />
          )}
        </LabelledField>
        <p className="text-slate-800" aria-live="polite">
          <strong className="text-2xl tabular-nums text-slate-900" data-testid="golf-at-or-under-share">
            {a ? sharePercent(a.share, 1) : NO_VALUE}
          </strong>{' '}
          of simulated rounds ({a ? a.rounds : NO_VALUE} of {result.rounds}) were {a ? a.score : NO_VALUE} or better; the model's chance is{' '}
          <strong className="tabular-nums" data-testid="golf-at-or-under-model">{a ? sharePercent(a.modelChance, 1) : NO_VALUE}</strong>.
        </p>
      </div>
    </section>
  );
}
