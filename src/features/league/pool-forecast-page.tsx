import { useMemo, useState } from 'react';
import { useParams } from 'wouter';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { Spinner } from '../../components/spinner';
import { RunStatus } from '../../components/run-status';
import { workerPool } from '../../../workers/runtime/worker-pool';
import { freshSeed } from '../../../workers/core/rng';
import { useWorkerRun } from '../../hooks/use-worker-run';
import { optionCodec, useUrlParam } from '../../hooks/use-url-params';
import { DEFAULT_FORECAST_SIMS } from '../../../workers/season-forecast/simulate';
import { useForecastHistory, useForecastInput, useGroup } from '../../lib/league-queries';
import { runGamesThatMatter, runPageForecast, type ForecastRun } from './api/forecast-engine';
import { isNotFound } from './components/not-found-notice';
import { GroupBackLink, groupSubpageWait } from './components/group-subpage';
import { ForecastTable } from './components/forecast-table';
import { ForecastWhatIfs } from './components/forecast-what-ifs';
import { ForecastHistory } from './components/forecast-history';
import { ForecastMethod } from './components/forecast-method';
import { matterSentence, seedCodec, whatIfCodec } from './utils/forecast-format';
import { positionPossibility } from './utils/position-possibility';
import { formatDate } from '../../lib/format-date';
import type { WhatIf } from '../../../workers/season-forecast/types';
import { fixedHalfUp } from '../../../workers/core/number-text';

/** The seed of a link without one (the same as the command's default). */
export const DEFAULT_FORECAST_SEED = 'forecast';
const SIM_OPTIONS = [1_000, 10_000, 100_000] as const;
const simsCodec = optionCodec(SIM_OPTIONS);
const NO_WHAT_IFS: WhatIf[] = [];

export default function PoolForecastPage() {
  const { groupUrlSlug = '' } = useParams<{ groupUrlSlug: string }>();
  const slug = groupUrlSlug.toLowerCase();
  const group = useGroup(slug);
  const input = useForecastInput(slug);
  const history = useForecastHistory(slug);
  const [seed, setSeed] = useUrlParam('seed', seedCodec, DEFAULT_FORECAST_SEED);
  const [sims, setSims] = useUrlParam('sims', simsCodec, DEFAULT_FORECAST_SIMS);
  const [rawWhatIfs, setWhatIfs] = useUrlParam('w', whatIfCodec, NO_WHAT_IFS);
  const name = group.data?.name;
  usePageMeta({
    title: withBrand(name ? `${name} Season Forecast` : 'Pool Season Forecast'),
    description: 'Title and bottom chances for every player from seeded season simulations, exact clinching, the games that matter and what-ifs.',
    keywords: ['season forecast', 'title chances', 'pool league', 'Monte Carlo', 'Colley rating'],
  });

  const data = input.data;
  const names = useMemo(() => new Map((data?.table ?? []).map((r) => [r.player_id, r.name])), [data]);
  // What-ifs on fixtures that are no longer open (played since the link was shared) are dropped.
  const whatIfs = useMemo(() => {
    if (!data) return NO_WHAT_IFS;
    const open = new Map(data.remaining.map((f) => [f.fixture_id, f]));
    return rawWhatIfs.filter((w) => {
      const f = open.get(w.fixture_id);
      return f && (w.winner_id === f.player1_id || w.winner_id === f.player2_id);
    });
  }, [data, rawWhatIfs]);
  const run: ForecastRun | null = data && data.table.length > 0 ? { input: data, seed, sims, whatIfs } : null;
  const runKey = run ? JSON.stringify([slug, data, seed, sims, whatIfs]) : null;
  const [cancelledKey, setCancelledKey] = useState<string | null>(null);
  const cancelled = runKey !== null && cancelledKey === runKey;
  const forecast = useWorkerRun(cancelled ? null : runKey, async (ctx) => ({ key: runKey, run: run!, summary: await runPageForecast(workerPool(), run!, ctx) }));
  // The numbers of the current settings (not a previous run's still on screen).
  const current = forecast.data && !forecast.running && forecast.data.key === runKey ? forecast.data.summary : null;
  const base = current;
  const matterKey = base && !cancelled ? `${runKey}:matter` : null;
  const matter = useWorkerRun(matterKey, async (ctx) => ({ key: matterKey, list: await runGamesThatMatter(workerPool(), run!, base!, ctx) }));
  // Only the games that matter of the numbers on screen (never a previous run's list under new numbers).
  const matterList = matter.data && matter.data.key === matterKey && !matter.running ? matter.data.list : null;

  // Possibility is worked out for the numbers on screen (a previous run's, while a new one is going).
  const shown = forecast.data;
  const shownPossible = useMemo(() => (shown ? positionPossibility(shown.run.input, shown.run.whatIfs, shown.summary) : null), [shown]);

  // The season input answers 404 for an unknown group too.
  const wait = groupSubpageWait(isNotFound(input.error) ? input : group, [input], !!data && !!group.data, 'Loading the season...');
  if (wait || !data || !group.data) return wait;
  const played = data.table.reduce((s, r) => s + r.played, 0) / 2;
  const left = data.remaining.length;
  const running = forecast.running && !cancelled;

  return (
    <div className="page space-y-10">
      <header className="space-y-3">
        <GroupBackLink slug={group.data.url_slug} name={name} />
        <h1 className="text-3xl font-bold text-slate-900">{name}: season forecast</h1>
        {data.season ? (
          <p className="max-w-3xl text-slate-700">
            {data.season.name}, started {formatDate(data.season.start_date)}: {played} games played, {left} to play.
            Who will win it, who will finish bottom, and which games decide it. Every chance below comes from simulating
            the rest of the season in your browser; the status beside it is exact.
          </p>
        ) : (
          <p className="max-w-3xl text-slate-700">{name} has no season with fixtures yet, so there is nothing to forecast.</p>
        )}
        {data.season && played < 10 ? (
          <p className="max-w-3xl text-sm text-amber-900" data-testid="small-sample">
            Only {played} games of this season have been played: the ratings behind each game&apos;s chance rest on few
            matches, so read the chances as rough.
          </p>
        ) : null}
      </header>

      {data.season ? (
        <>
          <section aria-labelledby="chances-title" className="space-y-3">
            <h2 id="chances-title" className="text-2xl font-semibold text-slate-900">
              Position chances
            </h2>
            <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700" data-testid="forecast-controls">
              <span>
                Seed: <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-900" data-testid="seed-value">{seed}</code>
              </span>
              <button type="button" className="btn-secondary !px-3 !py-1" onClick={() => setSeed(String(freshSeed()))}>
                New seed
              </button>
              <label className="flex items-center gap-2">
                Simulations
                <select className="input" value={sims} onChange={(e) => setSims(Number(e.target.value))}>
                  {SIM_OPTIONS.map((o) => (
                    <option key={o} value={o}>
                      {o.toLocaleString('en-GB')}
                    </option>
                  ))}
                </select>
              </label>
              {running ? (
                <button type="button" className="btn-secondary !px-3 !py-1" onClick={() => setCancelledKey(runKey)}>
                  Cancel
                </button>
              ) : null}
              {cancelled ? (
                <button type="button" className="btn-primary !px-3 !py-1" onClick={() => setCancelledKey(null)}>
                  Run again
                </button>
              ) : null}
              <span className="text-xs text-slate-600">The seed and what-ifs are in the address: share the link to show the same numbers.</span>
            </div>
            {cancelled ? (
              <p role="status" className="text-sm text-slate-700">
                Cancelled.{base ? ' The numbers below are from the previous settings.' : ''}
              </p>
            ) : (
              <RunStatus running={running} hasData={!!base} progress={forecast.progress} error={forecast.error} label={`Simulating ${sims.toLocaleString('en-GB')} seasons...`} />
            )}
            <div data-testid="forecast-result" data-current={current ? 'true' : 'false'}>
              {forecast.data && shownPossible ? <ForecastTable summary={forecast.data.summary} possible={shownPossible} /> : null}
            </div>
          </section>

          <section aria-labelledby="matter-title" className="space-y-3">
            <h2 id="matter-title" className="text-2xl font-semibold text-slate-900">
              The games that matter
            </h2>
            {left === 0 ? (
              <p className="text-slate-700">The season is over: every game has been played.</p>
            ) : (
              <>
                {matterList ? null : <span hidden data-testid="games-that-matter-running" />}
                <RunStatus running={!matterList && !matter.error} hasData={!!matterList} progress={matter.running ? matter.progress : null} error={matter.error} label="Fixing each result in turn..." />
                {matterList ? (
                  <ol className="list-decimal space-y-1 pl-6 text-slate-800" data-testid="games-that-matter">
                    {matterList.map((g) => (
                      <li key={g.fixture_id}>
                        {matterSentence(names, g)}{' '}
                        <span className="text-sm text-slate-600">(swing {fixedHalfUp(g.swing, 1)} points)</span>
                      </li>
                    ))}
                  </ol>
                ) : null}
              </>
            )}
          </section>

          {left > 0 ? (
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
              <ForecastWhatIfs fixtures={data.remaining} names={names} whatIfs={whatIfs} onChange={setWhatIfs} />
            </section>
          ) : null}

          <section aria-labelledby="history-title" className="space-y-3">
            <h2 id="history-title" className="text-2xl font-semibold text-slate-900">
              How the chances moved
            </h2>
            {history.data ? (
              <ForecastHistory history={history.data} />
            ) : history.error ? (
              <p className="text-slate-700">The track record is not available yet.</p>
            ) : (
              <Spinner label="Loading the track record..." />
            )}
          </section>
        </>
      ) : null}

      <section aria-labelledby="method-title" className="space-y-3">
        <h2 id="method-title" className="text-2xl font-semibold text-slate-900">
          How the forecast works
        </h2>
        <ForecastMethod beta={data.beta} losingScores={data.losing_scores} />
      </section>
    </div>
  );
}
