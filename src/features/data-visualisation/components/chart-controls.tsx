import type { Dispatch, SetStateAction } from 'react';
import { PALETTE, pickSwatch, selectSlot, swatchName, type ChartHeight, type PickerState } from '../utils/demo-data';

const SLOT_LABELS = ['Low', 'Breakpoint', 'High'];

/** The demo's controls: chart height, colour breakpoint, and the three colour slots with the palette to fill them. */
export function ChartControls({ height, setHeight, breakpoint, setBreakpoint, picker, setPicker }: { height: ChartHeight; setHeight: Dispatch<SetStateAction<ChartHeight>>; breakpoint: number; setBreakpoint: (b: number) => void; picker: PickerState; setPicker: Dispatch<SetStateAction<PickerState>> }) {
  return (
    <section aria-labelledby="controls-title" className="card mt-6">
      <h2 id="controls-title" className="text-lg font-semibold">
        Controls
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-3">
        <div>
          <p className="text-sm font-medium text-slate-700" id="height-label">
            Chart height
          </p>
          <button
            type="button"
            className="btn-secondary mt-2"
            aria-describedby="height-label"
            aria-pressed={height === 400}
            data-testid="height-toggle"
            onClick={() => setHeight((h) => (h === 300 ? 400 : 300))}
          >
            Height: {height}px (switch to {height === 300 ? 400 : 300})
          </button>
        </div>
        <div>
          <label htmlFor="breakpoint" className="text-sm font-medium text-slate-700">
            Colour breakpoint: <output data-testid="breakpoint-value">{breakpoint}</output>
          </label>
          <input
            id="breakpoint"
            type="range"
            min={0}
            max={100}
            step={1}
            value={breakpoint}
            onChange={(e) => setBreakpoint(Number(e.target.value))}
            className="mt-3 w-full accent-emerald-700"
          />
        </div>
        <div>
          <p className="text-sm font-medium text-slate-700" id="slots-label">
            Colours {picker.selected === null ? '(select a slot to change it)' : `(pick a colour for ${SLOT_LABELS[picker.selected]})`}
          </p>
          <div className="mt-2 flex gap-2" role="group" aria-labelledby="slots-label">
            {picker.colours.map((c, i) => (
              <button
                key={i}
                type="button"
                aria-pressed={picker.selected === i}
                aria-label={`${SLOT_LABELS[i]} colour: ${swatchName(c)}`}
                data-testid={`colour-slot-${i}`}
                data-colour={c}
                onClick={() => setPicker((p) => selectSlot(p, i))}
                className={`flex items-center gap-2 rounded-lg border px-2 py-1 text-xs font-medium text-slate-800 ${
                  picker.selected === i ? 'border-slate-900 ring-2 ring-slate-900' : 'border-slate-300'
                }`}
              >
                <span className="h-5 w-5 rounded border border-slate-400" style={{ background: c }} aria-hidden="true" />
                {SLOT_LABELS[i]}
              </button>
            ))}
          </div>
          <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label="Palette">
            {PALETTE.map((s) => (
              <button
                key={s.hex}
                type="button"
                aria-label={s.name}
                title={s.name}
                disabled={picker.selected === null}
                data-testid={`swatch-${s.name.toLowerCase()}`}
                onClick={() => setPicker((p) => pickSwatch(p, s.hex))}
                className="h-7 w-7 rounded-full border-2 border-white shadow ring-1 ring-slate-400 transition hover:scale-110 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:scale-100"
                style={{ background: s.hex }}
              />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
