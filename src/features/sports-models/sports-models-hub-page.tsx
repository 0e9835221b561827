import { LinkCard } from '../../components/link-card';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { linkTo } from '../../../contracts/route-manifest';

const ARTICLES = [
  {
    href: linkTo('/sports-models/sports-ranking-methods-colley-massey-elo'),
    title: 'Sports ranking methods: Colley, Massey and Elo',
    tag: 'Article',
    text: 'Three ways to turn results into a ranking, with a live table you can edit to see where they agree and differ.',
  },
  {
    href: linkTo('/sports-models/monte-carlo-simulation-sports-prediction'),
    title: 'Monte Carlo simulation for sports prediction',
    tag: 'Article',
    text: 'Simulate a season thousands of times to get probabilities, and watch an estimate converge live in your browser.',
  },
];

const TOOLS = [
  {
    href: linkTo('/sports-models/league-schedule-generator'),
    title: 'League schedule generator',
    tag: 'Tool',
    text: 'Round-robin fixtures by the circle method, with byes for odd numbers and repeatable shuffles.',
  },
  {
    href: linkTo('/sports-models/english-pool-monte-carlo-simulation'),
    title: 'English pool Monte Carlo simulation',
    tag: 'Simulator',
    text: 'Build a frame of pool in three stages (shot accuracy, break efficiency, fouls) and batch-simulate hundreds of games.',
  },
  {
    href: linkTo('/sports-models/golf'),
    title: 'Golf models',
    tag: 'Simulator',
    text: 'Simulate 500 rounds from a scoring average and spread and see the distribution of scores.',
  },
  {
    href: linkTo('/pool/matches'),
    title: 'Amateur Pool League Ratings',
    tag: 'Live data',
    text: 'Real results between friends, rated with a weighted Colley method and used for match predictions.',
  },
];

export default function SportsModelsHubPage() {
  usePageMeta({
    title: withBrand('Sports models'),
    description:
      'Sports modelling explained and running in your browser: Colley, Massey and Elo ratings, Monte Carlo simulation, league schedules, pool and golf simulators.',
    keywords: ['sports models', 'ranking methods', 'colley', 'massey', 'elo', 'monte carlo simulation'],
    canonicalPath: linkTo('/sports-models'),
  });
  return (
    <div className="page">
      <p className="text-sm font-semibold uppercase tracking-wide text-emerald-800">Modelling</p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Sports models</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        How to rate teams from their results, how to turn ratings into probabilities, and how to simulate what happens
        next. Every model here runs in your browser with seeded random numbers, so every result can be reproduced.
      </p>
      <h2 className="mt-10 text-2xl font-bold">Articles</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ARTICLES.map((a) => (
          <li key={a.href}>
            <LinkCard {...a} />
          </li>
        ))}
      </ul>
      <h2 className="mt-10 text-2xl font-bold">Simulators and tools</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {TOOLS.map((a) => (
          <li key={a.href}>
            <LinkCard {...a} />
          </li>
        ))}
      </ul>
    </div>
  );
}
