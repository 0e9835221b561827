import { useMemo } from 'react';
import { useParams } from 'wouter';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { optionCodec, useUrlParam } from '../../hooks/use-url-params';
import { DEFAULT_FORECAST_SEED, DEFAULT_FORECAST_SIMS } from '../../../workers/season-forecast/simulate';
import { useQuery } from '@tanstack/react-query';
import { forecastPageQueries } from './api/page-queries';
import { isNotFound } from './components/not-found-notice';
import { GroupBackLink, groupSubpageWait } from './components/group-subpage';
import { WhatIfSection } from './components/what-if-section';
import { ForecastHistorySection } from './components/forecast-history-section';
import { ForecastMethod } from './components/forecast-method';
import { seedCodec, whatIfCodec } from './utils/forecast-format';
import { ForecastChances } from './components/forecast-chances';
import { formatDate } from '../../lib/format-date';
import type { WhatIf } from '../../../workers/season-forecast/types';
import { AddToCalendar } from './components/add-to-calendar';
import { DemoLeagueNotice } from './components/demo-league-notice';
import { apiUrl } from '../../lib/api-client';
import { slugKey } from '../../../common/slug-key';

const SIM_OPTIONS = [1_000, 10_000, 100_000] as const;
const simsCodec = optionCodec(SIM_OPTIONS);
const NO_WHAT_IFS: WhatIf[] = [];

export default function PoolForecastPage() {
  const { groupUrlSlug = '' } = useParams<{ groupUrlSlug: string }>();
  const slug = slugKey(groupUrlSlug);
  const q = forecastPageQueries(groupUrlSlug);
  const group = useQuery(q.group);
  const input = useQuery(q.forecast);
  const [seed, setSeed] = useUrlParam('seed', seedCodec, DEFAULT_FORECAST_SEED);
  const [sims, setSims] = useUrlParam('sims', simsCodec, DEFAULT_FORECAST_SIMS);
  const [rawWhatIfs, setWhatIfs] = useUrlParam('w', whatIfCodec, NO_WHAT_IFS);
  const name = group.data?.name;
  usePageMeta({
    title: withBrand(name ? `${name} Season Forecast` : 'Pool Season Forecast'),
    description: 'Title and bottom chances for every player from seeded season simulations, exact clinching, the games that matter and what-ifs.',
    keywords: ['season forecast', 'title chances', 'pool league', 'Monte Carlo', 'Colley rating'],
    card: group.data
      ? { path: apiUrl('cardPoolForecast', { params: { groupPng: `${group.data.url_slug}.png` } }), alt: `${group.data.name} season forecast: each player's chance of winning the title` }
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
        <DemoLeagueNotice />
        {data.season ? (
          <AddToCalendar
            feedPath={apiUrl('poolGroupFixturesFeed', { params: { groupId: group.data.url_slug } })}
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
            <WhatIfSection fixtures={data.remaining} names={names} whatIfs={whatIfs} setWhatIfs={setWhatIfs} />
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
