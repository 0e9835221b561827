import { useMemo } from 'react';
import { useParams } from 'wouter';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { optionCodec, useUrlParam } from '../../hooks/use-url-params';
import { DEFAULT_FORECAST_SIMS } from '../../../workers/season-forecast/simulate';
import { useForecastHistory, useForecastInput, useGroup } from '../../lib/league-queries';
import { isNotFound } from './components/not-found-notice';
import { GroupBackLink, groupSubpageWait } from './components/group-subpage';
import { ForecastWhatIfs } from './components/forecast-what-ifs';
import { ForecastHistory } from './components/forecast-history';
import { ForecastMethod } from './components/forecast-method';
import { seedCodec, whatIfCodec } from './utils/forecast-format';
import { ForecastChances } from './components/forecast-chances';
import { Spinner } from '../../components/spinner';
import { LazySection } from '../../components/lazy-section';
import { formatDate } from '../../lib/format-date';
import type { WhatIf } from '../../../workers/season-forecast/types';
import { AddToCalendar } from './components/add-to-calendar';

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
  const [seed, setSeed] = useUrlParam('seed', seedCodec, DEFAULT_FORECAST_SEED);
  const [sims, setSims] = useUrlParam('sims', simsCodec, DEFAULT_FORECAST_SIMS);
  const [rawWhatIfs, setWhatIfs] = useUrlParam('w', whatIfCodec, NO_WHAT_IFS);
  const name = group.data?.name;
  usePageMeta({
    title: withBrand(name ? `${name} Season Forecast` : 'Pool Season Forecast'),
    description: 'Title and bottom chances for every player from seeded season simulations, exact clinching, the games that matter and what-ifs.',
    keywords: ['season forecast', 'title chances', 'pool league', 'Monte Carlo', 'Colley rating'],
    card: group.data
      ? { path: `/api/card/pool/forecast/${group.data.url_slug}.png`, alt: `${group.data.name} season forecast: each player's chance of winning the title` }
      : undefined,
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
  // The season input answers 404 for an unknown group too.
  const wait = groupSubpageWait(isNotFound(input.error) ? input : group, [input], !!data && !!group.data, 'Loading the season...');
  if (wait || !data || !group.data) return wait;
  const played = data.table.reduce((s, r) => s + r.played, 0) / 2;
  const left = data.remaining.length;

  return (
    <div className="page space-y-10">
      <header className="space-y-3">
        <GroupBackLink slug={group.data.url_slug} name={name} />
        <h1 className="text-3xl font-bold text-slate-900">{name}: season forecast</h1>
        {data.season ? (
          <AddToCalendar
            feedPath={`/api/pool/group/${group.data.url_slug}/fixtures.ics`}
            fileName={`${group.data.url_slug}-fixtures.ics`}
            what="the season's fixtures"
          />
        ) : null}
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
          <ForecastChances
            slug={slug}
            input={data}
            names={names}
            seed={seed}
            sims={sims}
            simOptions={SIM_OPTIONS}
            whatIfs={whatIfs}
            onSeed={setSeed}
            onSims={setSims}
          />

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

          <ForecastHistorySection slug={slug} />
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

/**
 * "How the chances moved": the chart, and the query behind it, only once the section comes near the screen (it is
 * the page's last section but one), so the track record's arrival and its chart are no part of the page's load.
 * The place is held meanwhile, so nothing moves when it renders.
 */
function ForecastHistorySection({ slug }: { slug: string }) {
  return (
    <section aria-labelledby="history-title" className="space-y-3">
      <h2 id="history-title" className="text-2xl font-semibold text-slate-900">
        How the chances moved
      </h2>
      <LazySection placeholderClassName={HISTORY_HEIGHT} testId="forecast-history-section">
        <ForecastHistoryContent slug={slug} />
      </LazySection>
    </section>
  );
}

/** The chart with its legend and the note below it, for a group of 8 (482 px at 375 px wide, 372 px from md up). */
const HISTORY_HEIGHT = 'min-h-[482px] md:min-h-[372px]';

function ForecastHistoryContent({ slug }: { slug: string }) {
  const history = useForecastHistory(slug);
  return history.data ? (
    <ForecastHistory history={history.data} />
  ) : history.error ? (
    <p className="text-slate-700">The track record is not available yet.</p>
  ) : (
    <div className={HISTORY_HEIGHT}>
      <Spinner label="Loading the track record..." />
    </div>
  );
}
