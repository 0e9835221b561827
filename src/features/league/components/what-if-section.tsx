import type { ForecastFixture, WhatIf } from '../../../../workers/season-forecast/types';
import { ForecastWhatIfs } from './forecast-what-ifs';

/** What if?: set the result of any upcoming fixture; the forecast is recomputed with the what-ifs (and they can be cleared). */
export function WhatIfSection({ fixtures, names, whatIfs, setWhatIfs }: { fixtures: ForecastFixture[]; names: Map<number, string>; whatIfs: WhatIf[]; setWhatIfs: (w: WhatIf[]) => void }) {
  return (
    <section aria-labelledby="what-if-title" className="space-y-3">
      <h2 id="what-if-title" className="text-2xl font-semibold text-slate-900">
        What if?
      </h2>
      <p className="max-w-3xl text-slate-700">Set the result of any upcoming fixture and the forecast is recomputed with it.</p>
      {whatIfs.length ? (
        <button type="button" className="btn-secondary !px-3 !py-1" onClick={() => setWhatIfs([])}>
          Clear {whatIfs.length} what-if{whatIfs.length > 1 ? 's' : ''}
        </button>
      ) : null}
      <ForecastWhatIfs fixtures={fixtures} names={names} whatIfs={whatIfs} onChange={setWhatIfs} />
    </section>
  );
}
