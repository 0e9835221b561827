import { linkTo } from '../../../contracts/route-manifest';
/** The eight tiles of the Home page, in the spec's order. */
export interface HomeTile {
  title: string;
  href: string;
  text: string;
  tag: string;
}

export const HOME_TILES: HomeTile[] = [
  {
    title: 'Sports models',
    href: linkTo('/sports-models'),
    tag: 'Modelling',
    text: 'Colley, Massey and Elo ratings, Monte Carlo prediction, league schedules and golf scoring models.',
  },
  {
    title: 'Betting',
    href: linkTo('/betting'),
    tag: 'Education',
    text: 'How bookmakers build a margin, how to spot value, and how to size stakes without going broke.',
  },
  {
    title: 'Cricket Test Careers',
    href: linkTo('/cricket'),
    tag: 'Data explorer',
    text: "Every men's Test batting career in the archive: scoring shape, splits by year, opponent and ground.",
  },
  {
    title: 'Dynamic D3 components',
    href: linkTo('/data-visualisation/dynamic-d3-components'),
    tag: 'Visualisation',
    text: 'Reusable D3 charts that resize, recolour and animate as their inputs change.',
  },
  {
    title: 'Pool League Ratings',
    href: linkTo('/pool/matches'),
    tag: 'League ratings',
    text: 'An amateur English-pool league with weighted Colley ratings, head-to-heads and predictions.',
  },
  {
    title: 'Designing analytics schemas',
    href: linkTo('/analytics/designing-analytics-schemas'),
    tag: 'Data engineering',
    text: 'Start from the business case, keep historic states and build aggregate KPI tables that answer it.',
  },
  {
    title: 'English Pool Monte Carlo',
    href: linkTo('/sports-models/english-pool-monte-carlo-simulation'),
    tag: 'Simulation',
    text: 'Simulate frames shot by shot: accuracy, break efficiency and fouls, with odds from thousands of games.',
  },
  {
    title: 'Maximising Accumulators',
    href: linkTo('/betting/how-to-maximise-sports-betting-accumulators'),
    tag: 'Calculator',
    text: 'Why small differences in odds compound across an accumulator, with a two-provider odds calculator.',
  },
];
