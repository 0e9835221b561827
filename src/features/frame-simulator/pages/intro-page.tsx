import { Link } from 'wouter';
import { ChevronRight } from '../../../components/icons';
import { usePageMeta, withBrand } from '../../../lib/page-meta';
import { BATCH_SIZE, FRAME_PATHS } from '../paths';

const STAGES = [
  {
    href: FRAME_PATHS.shotAccuracy,
    stage: 'Stage 1',
    title: 'Shot Accuracy',
    text: 'Each player pots with one observed accuracy. Make and keep the table, miss and hand it over: how much does a 10 % edge in accuracy change who wins?',
  },
  {
    href: FRAME_PATHS.breakEfficiency,
    stage: 'Stage 2',
    title: 'Break Efficiency',
    text: 'Add the break: a break make chance, and a split that makes the following shots easier for a few shots. Who benefits from a good spread?',
  },
  {
    href: FRAME_PATHS.foulImpact,
    stage: 'Stage 3',
    title: 'Foul Impact',
    text: 'Add fouls: two visits for the opponent, and the black that can go down on a foul and lose the frame. Then turn the results into betting odds.',
  },
];

export default function PoolIntroPage() {
  usePageMeta({
    title: withBrand('English pool Monte Carlo simulation'),
    description:
      'Simulate English pool frames shot by shot in your browser: shot accuracy, break efficiency and foul impact, with batches of 850 games and betting odds.',
    keywords: ['English pool', 'Monte Carlo simulation', 'pool simulation', 'sports modelling', 'betting odds'],
  });
  return (
    <div className="page">
      <p className="text-sm font-semibold tracking-widest text-emerald-800 uppercase">Sports models</p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">English pool Monte Carlo simulation</h1>
      <Link
        href={FRAME_PATHS.foulImpact}
        className="mt-5 inline-flex items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-2 text-sm font-semibold text-emerald-900 hover:bg-emerald-100"
      >
        Latest: Stage 3: Foul Impact <ChevronRight aria-hidden="true" />
      </Link>

      <section className="prose-article mt-6 max-w-3xl" aria-labelledby="what-is-mc">
        <h2 id="what-is-mc">What is a Monte Carlo simulation?</h2>
        <p>
          A Monte Carlo simulation answers a question that is hard to solve on paper by playing it out many times with
          random numbers. Instead of deriving the exact chance that Player 1 wins a frame, we describe how a single shot
          works (how often a player pots, what the break does, how often a foul happens), then let the computer play
          hundreds of frames shot by shot. The share of frames each player wins estimates the true chance, and the
          estimate gets tighter as the number of games grows: with {BATCH_SIZE} games a win share is usually within
          about 3 percentage points of the truth.
        </p>
        <p>
          The same runs give far more than a winner. They show how long frames last, how often a player clears several
          balls in one visit, how much a good break is worth, and how fouls swing a match. Those distributions are what
          a bookmaker needs to price a market, and what a player needs to know where to practise.
        </p>
        <p>
          Every simulation on these pages runs in your browser, in the background, from a seed shown on the page.
          The seed is kept in the address, so a shared link replays exactly the same games.
        </p>
        <h2>The three stages</h2>
        <p>
          The model is built up in three steps. Each stage adds one part of the game, and each offers a single simulated
          game with a shot-by-shot report and a batch of {BATCH_SIZE} games with charts and tables.
        </p>
      </section>

      <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-3" aria-label="Simulation stages">
        {STAGES.map((s) => (
          <li key={s.href}>
            <Link href={s.href} className="card block h-full transition-shadow hover:shadow-md">
              <span className="text-xs font-semibold tracking-widest text-emerald-800 uppercase">{s.stage}</span>
              <span className="mt-1 block text-xl font-bold text-slate-900">{s.title}</span>
              <span className="mt-2 block text-sm text-slate-700">{s.text}</span>
              <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-emerald-800">
                Open {s.stage} <ChevronRight aria-hidden="true" />
              </span>
            </Link>
          </li>
        ))}
      </ul>

      <section className="prose-article mt-8 max-w-3xl" aria-labelledby="beyond">
        <h2 id="beyond">Beyond a single frame</h2>
        <p>
          The Stage 3 frame model also drives a league. Random players get attributes drawn from the same option lists,
          play every opponent several times, and the whole league is simulated again and again to give each player's
          chance of finishing in every position.
        </p>
      </section>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link href={FRAME_PATHS.playerModel} className="btn-primary">
          View Player Model
        </Link>
        <Link href={FRAME_PATHS.leaguePredictions} className="btn-secondary">
          Simulate League Predictions
        </Link>
        <Link href={FRAME_PATHS.glossary} className="btn-secondary">
          Glossary
        </Link>
      </div>
    </div>
  );
}
