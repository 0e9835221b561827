import { Link } from 'wouter';
import { RunStatus } from '../../../components/run-status';
import { SeedControl } from '../../../components/seed-control';
import { useSeedParam } from '../../../hooks/use-seed-param';
import { optionCodec, useUrlParam } from '../../../hooks/use-url-params';
import { usePageMeta, withBrand } from '../../../lib/page-meta';
import { Accordion } from '../components/accordion';
import { FixtureList, ResultList } from '../components/league/fixture-list';
import { useLeagueRuns } from '../components/league/league-runs';
import { LeagueTable } from '../components/league/league-table';
import { LeagueSummarySection } from '../components/league/league-summary-section';
import { PlayersTable } from '../components/league/players-table';
import { FRAME_PATHS } from '../paths';
import { LABEL, LabelledField } from '../../../components/labelled-field';

export const PLAYER_COUNT_OPTIONS = [2, 3, 4, 5, 6, 7, 8, 9, 10];
export const ROUND_OPTIONS = [1, 2, 3, 4, 5, 6];
export const SIMULATION_OPTIONS = [10, 50, 100, 200, 500, 750];
/** Address-bar names of the settings (beside `seed`); defaults are left out of the link. */
export const LEAGUE_PARAMS = { players: 'players', rounds: 'rounds', simulations: 'sims' } as const;
const PLAYERS_CODEC = optionCodec(PLAYER_COUNT_OPTIONS);
const ROUNDS_CODEC = optionCodec(ROUND_OPTIONS);
const SIMS_CODEC = optionCodec(SIMULATION_OPTIONS);

function Select({ id, label, value, options, onChange }: { id: string; label: string; value: number; options: number[]; onChange: (v: number) => void }) {
  return (
    <LabelledField id={id} label={label} labelClassName={LABEL.bold}>
      {(control) => (
        <select {...control} className="input mt-1 !w-32" value={value} onChange={(e) => onChange(Number(e.target.value))}>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}

export default function CustomLeaguePage() {
  usePageMeta({
    title: withBrand('Custom Pool League Simulator'),
    description: 'Simulate your own pool league: choose 2 to 10 random players, 1 to 6 rounds per pairing and up to 750 simulated leagues, and see each player\'s chance of every position.',
    keywords: ['custom league simulator', 'pool league', 'Monte Carlo', 'position chances', 'round robin'],
  });
  const { seed, newSeed } = useSeedParam();
  const [playerCount, setPlayerCount] = useUrlParam(LEAGUE_PARAMS.players, PLAYERS_CODEC, 6);
  const [rounds, setRounds] = useUrlParam(LEAGUE_PARAMS.rounds, ROUNDS_CODEC, 2);
  const [simulations, setSimulations] = useUrlParam(LEAGUE_PARAMS.simulations, SIMS_CODEC, 100);
  const { players, single, summary } = useLeagueRuns(seed, playerCount, rounds, simulations);
  return (
    <div className="page">
      <Link href={FRAME_PATHS.leaguePredictions} className="link text-sm">
        ← League Predictions
      </Link>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Custom league</h1>
      <p className="mt-4 max-w-3xl text-slate-800">
        Pick how many random players enter, how many times each pair meets and how many leagues to simulate. Every
        change re-runs the simulation in your browser, in the background; a newer choice cancels the run in progress.
      </p>
      <div className="card mt-6 flex flex-wrap items-end gap-4" role="group" aria-label="League settings">
        <Select id="cl-players" label="Players" value={playerCount} options={PLAYER_COUNT_OPTIONS} onChange={setPlayerCount} />
        <Select id="cl-rounds" label="Rounds per pairing" value={rounds} options={ROUND_OPTIONS} onChange={setRounds} />
        <Select id="cl-sims" label="Simulations" value={simulations} options={SIMULATION_OPTIONS} onChange={setSimulations} />
        <div className="basis-full">
          <SeedControl seed={seed} onNewSeed={newSeed} />
        </div>
      </div>
      <LeagueSummarySection id="cl-summary" title={`${simulations} simulated leagues`} summary={summary} label={`Simulating ${simulations} leagues...`} csvName={`pool-custom-league-${playerCount}-players-${rounds}-rounds-${simulations}-seed-${seed}.csv`} players={playerCount} />
      {/* Until the players and the league exist, the two open panels keep the height of their tables (measured). */}
      <section
        className="mt-8 grid grid-cols-1 content-start gap-4"
        style={!players.data || !single.data ? { minHeight: 393 + 74 * playerCount } : undefined}
        aria-label="Players, fixtures and one league"
      >
        <Accordion title="Player attributes" headingLevel={2}>
          <RunStatus running={players.running} hasData={!!players.data} progress={null} error={players.error} label="Generating players..." />
          {players.data ? <PlayersTable players={players.data} /> : null}
        </Accordion>
        <Accordion title="One simulated league" headingLevel={2}>
          <RunStatus running={single.running} hasData={!!single.data} progress={null} error={single.error} label="Simulating a league..." />
          {single.data ? <LeagueTable rows={single.data.table} /> : null}
        </Accordion>
        <Accordion title="Fixtures" headingLevel={2} defaultOpen={false}>
          {single.data ? <FixtureList rounds={single.data.rounds} headingLevel={3} /> : null}
        </Accordion>
        <Accordion title="Results of the simulated league" headingLevel={2} defaultOpen={false}>
          {single.data ? <ResultList matches={single.data.matches} headingLevel={3} /> : null}
        </Accordion>
      </section>
    </div>
  );
}
