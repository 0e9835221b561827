import { Link } from 'wouter';
import { RunStatus } from '../../components/run-status';
import { SeedControl } from '../../components/seed-control';
import { useSeedParam } from '../../hooks/use-seed-param';
import { optionCodec, useUrlParam } from '../../hooks/use-url-params';
import { useWorkerRun } from '../../hooks/use-worker-run';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { generateSchedule } from './api/schedule-engine';

import { teamNames } from '../../../workers/schedule/schedule';
import { linkTo } from '../../../contracts/route-manifest';
import { LABEL, LabelledField } from '../../components/labelled-field';

export const ALL_TEAMS = teamNames(7);
export const DEFAULT_TEAM_COUNT = 5;
const COUNT_OPTIONS = [2, 3, 4, 5, 6, 7];
const COUNT_CODEC = optionCodec(COUNT_OPTIONS);

export default function ScheduleGeneratorPage() {
  usePageMeta({
    title: withBrand('League schedule generator'),
    description: 'Generate a fair round-robin league schedule with the circle method: every team meets every other once, a bye for an odd count, and shuffled, repeatable rounds.',
    keywords: ['league schedule generator', 'round robin', 'circle method', 'fixtures', 'bye'],
  });
  const { seed, newSeed } = useSeedParam();
  const [count, setCount] = useUrlParam('teams', COUNT_CODEC, DEFAULT_TEAM_COUNT);
  const teams = ALL_TEAMS.slice(0, count);
  const run = useWorkerRun(seed === null ? null : JSON.stringify([seed, count]), (ctx) => generateSchedule({ teamCount: count, seed: seed! }, ctx));
  const rounds = run.data?.rounds;
  const linear = run.data?.matches ?? [];
  return (
    <div className="page">
      <p className="text-sm font-semibold tracking-widest text-emerald-800 uppercase">Sports models</p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">League schedule generator</h1>
      <div className="prose-article max-w-3xl">
        <p>
          A round-robin schedule lets every team meet every other team exactly once. The classic way to build one is the
          <strong> circle method</strong>: fix one team, arrange the others in a circle, pair teams across the circle, then
          rotate the circle by one place for the next round. With <em>n</em> teams that gives <em>n</em> − 1 rounds in which
          every team plays once.
        </p>
        <p>
          With an odd number of teams one team must sit out each round, so a <strong>bye</strong> is added as a dummy
          team: whoever is paired with it rests. Finally, the order of the matches in each round (and who is listed
          first) is shuffled with a seeded random generator, so the schedule looks natural but the same seed always
          rebuilds the same schedule. The{' '}
          <Link href={linkTo('/sports-models/english-pool-monte-carlo-simulation/league-predictions')} className="link">
            pool league simulator
          </Link>{' '}
          uses this generator for its fixtures.
        </p>
      </div>
      <div className="card mt-6 flex flex-wrap items-end gap-4">
        <LabelledField id="sg-teams" label="Number of teams" labelClassName={LABEL.bold}>
          {(control) => (
            <select {...control} className="input mt-1 !w-52" value={count} onChange={(e) => setCount(Number(e.target.value))}>
              {COUNT_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {n} ({ALL_TEAMS.slice(0, n).join(', ')})
                </option>
              ))}
            </select>
          )}
        </LabelledField>
        <button type="button" className="btn-primary" onClick={newSeed}>
          Reshuffle
        </button>
        <div className="basis-full">
          <SeedControl seed={seed} onNewSeed={newSeed} />
        </div>
      </div>
      <section className="mt-6" aria-labelledby="sg-teams-h">
        <h2 id="sg-teams-h" className="text-xl font-bold">Teams</h2>
        <ul className="mt-2 flex flex-wrap gap-2" data-testid="teams">
          {ALL_TEAMS.map((t) => (
            <li
              key={t}
              className={`flex h-10 w-10 items-center justify-center rounded-full border text-lg font-bold ${
                teams.includes(t) ? 'border-emerald-700 bg-emerald-700 text-white' : 'border-slate-300 bg-white text-slate-600'
              }`}
              aria-label={`Team ${t}${teams.includes(t) ? '' : ' (not used)'}`}
            >
              {t}
            </li>
          ))}
        </ul>
      </section>
      <RunStatus running={run.running} hasData={!!rounds} progress={null} error={run.error} label="Generating schedule..." />
      {rounds ? (
        <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[2fr_1fr]">
          <section aria-labelledby="sg-rounds">
            <h2 id="sg-rounds" className="text-xl font-bold">Rounds</h2>
            <ol className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2" data-testid="rounds">
              {rounds.map((r) => (
                <li key={r.round} className="card !p-4">
                  <h3 className="text-sm font-semibold text-slate-700">Round {r.round}</h3>
                  <ul className="mt-2 grid grid-cols-1 gap-1">
                    {r.matches.map((m) => (
                      <li key={m.number} className="font-mono text-lg text-slate-900">
                        {m.home} <span className="font-sans text-sm text-slate-600">v</span> {m.away}
                      </li>
                    ))}
                    {r.bye ? (
                      <li className="text-sm text-slate-700">
                        <span className="font-mono text-lg text-slate-900">{r.bye}</span> has a bye
                      </li>
                    ) : null}
                  </ul>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="sg-linear">
            <h2 id="sg-linear" className="text-xl font-bold">All matches</h2>
            <ol className="mt-3 grid grid-cols-1 gap-1 rounded-xl border border-slate-200 bg-white p-4" data-testid="linear-matches">
              {linear.map((m) => (
                  <li key={m.number} className="flex justify-between gap-3 text-sm">
                    <span className="text-slate-600">
                      {m.number}. Round {m.round}
                    </span>
                    <span className="font-mono font-semibold text-slate-900">
                      {m.home} v {m.away}
                    </span>
                  </li>
                ))}
            </ol>
          </section>
        </div>
      ) : null}
    </div>
  );
}
