import { Link } from 'wouter';
import { RunStatus } from '../../../components/run-status';
import { SeedControl } from '../../../components/seed-control';
import { useSeedParam } from '../../../hooks/use-seed-param';
import { usePageMeta, withBrand } from '../../../lib/page-meta';
import { FixtureList, ResultList } from '../components/league/fixture-list';
import { useLeagueRuns } from '../components/league/league-runs';
import { LeagueTable } from '../components/league/league-table';
import { LeagueSummarySection } from '../components/league/league-summary-section';
import { PlayersTable } from '../components/league/players-table';
import { FRAME_PATHS } from '../paths';
import { formatNumber } from '../../../../common/number-text';

export const PREDICTION_PLAYERS = 5;
export const PREDICTION_ROUNDS = 4;
export const PREDICTION_SIMULATIONS = 100;

export default function LeaguePredictionsPage() {
  usePageMeta({
    title: withBrand('Pool League Predictions'),
    description: `Five random pool players play every opponent ${PREDICTION_ROUNDS} times; one simulated league table and a summary of ${PREDICTION_SIMULATIONS} simulated leagues with each player's chance of every position.`,
    keywords: ['pool league prediction', 'league simulation', 'Monte Carlo', 'position chances'],
  });
  const { seed, newSeed } = useSeedParam();
  const { players, single, summary } = useLeagueRuns(seed, PREDICTION_PLAYERS, PREDICTION_ROUNDS, PREDICTION_SIMULATIONS);
  return (
    <div className="page">
      <Link href={FRAME_PATHS.intro} className="link text-sm">
        English pool Monte Carlo simulation
      </Link>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">League predictions</h1>
      <p className="mt-4 max-w-3xl text-slate-800">
        Five players with random attributes meet every opponent {PREDICTION_ROUNDS} times. Each match is one Stage 3
        frame; a win is worth 2 points, and ties on points go to score difference. One league is played out in full,
        then the whole league is simulated {PREDICTION_SIMULATIONS} times to estimate each player's chance of every
        finishing position. Want to change the size? Try the{' '}
        <Link href={FRAME_PATHS.customLeague} className="link">
          custom league
        </Link>
        .
      </p>
      <div className="mt-6">
        <SeedControl seed={seed} onNewSeed={newSeed} />
      </div>
      {/* Each section keeps the height of its result while the workers run (measured at 375-1280 px): no jumps. */}
      <section className={`mt-8 ${players.data ? '' : 'min-h-[269px]'}`} aria-labelledby="lp-players">
        <h2 id="lp-players" className="mb-3 text-2xl font-bold">Players</h2>
        <RunStatus running={players.running} hasData={!!players.data} progress={null} error={players.error} label="Generating players..." />
        {players.data ? <PlayersTable players={players.data} /> : null}
      </section>
      <section className={`mt-8 ${single.data ? '' : 'min-h-[2108px] sm:min-h-[1332px] lg:min-h-[682px]'}`} aria-labelledby="lp-fixtures">
        <h2 id="lp-fixtures" className="mb-3 text-2xl font-bold">Fixtures ({PREDICTION_ROUNDS} rounds per pairing)</h2>
        {single.data ? <FixtureList rounds={single.data.rounds} headingLevel={3} /> : <RunStatus running={single.running} hasData={false} progress={null} error={single.error} label="Drawing fixtures..." />}
      </section>
      <LeagueSummarySection id="lp-summary" title={`${PREDICTION_SIMULATIONS} simulated leagues`} summary={summary} label={'Simulating leagues...'} csvName={`pool-league-predictions-seed-${seed}.csv`} players={PREDICTION_PLAYERS} />
      {/* Far below the first screen on a phone: laid out and painted when it nears the screen (content-visibility),
          its measured height standing in until then; its text is in the page all along. */}
      <section
        className={`mt-8 [content-visibility:auto] [contain-intrinsic-size:auto_1880px] sm:[contain-intrinsic-size:auto_1376px] lg:[contain-intrinsic-size:auto_846px] ${single.data ? '' : 'min-h-[1880px] sm:min-h-[1376px] lg:min-h-[846px]'}`}
        aria-labelledby="lp-single"
      >
        <h2 id="lp-single" className="mb-3 text-2xl font-bold">One simulated league</h2>
        <RunStatus running={single.running} hasData={!!single.data} progress={null} error={single.error} label="Simulating a league..." />
        {single.data ? (
          <div className="grid grid-cols-1 gap-6">
            <LeagueTable rows={single.data.table} />
            <div>
              <h3 className="mb-2 text-lg font-semibold">Results ({formatNumber(single.data.matches.length)} matches)</h3>
              <ResultList matches={single.data.matches} headingLevel={4} />
            </div>
          </div>
        ) : null}
      </section>
    </div>
  );
}
