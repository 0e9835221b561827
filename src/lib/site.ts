import { linkTo } from '../../contracts/route-manifest';
/** Brand and project list shared by the shell, Home and page metadata. */
export const BRAND = 'Sportalytics';

export const SITE_DESCRIPTION =
  'Predicting and reporting sports performance using analytics, machine learning and sports modelling.';

export interface Project {
  title: string;
  href: string;
  blurb: string;
}

/** The six projects of the navigation's Projects menu. */
export const PROJECTS: Project[] = [
  { title: 'Sports models', href: linkTo('/sports-models'), blurb: 'Ranking methods, Monte Carlo simulation, schedules and golf.' },
  { title: 'Betting', href: linkTo('/betting'), blurb: 'Margins, value, accumulators, bankroll and the Kelly criterion.' },
  { title: 'Cricket', href: linkTo('/cricket'), blurb: "Men's Tests ball by ball: batting, bowling and fielding careers, scorecards and records." },
  { title: 'Dynamic Chart Demo', href: linkTo('/data-visualisation/dynamic-d3-components'), blurb: 'Reusable D3 components that react to their inputs.' },
  { title: 'Pool League', href: linkTo('/pool/matches'), blurb: 'An amateur English-pool league with Colley ratings.' },
  { title: 'Analytics Schemas', href: linkTo('/analytics/designing-analytics-schemas'), blurb: 'Designing schemas that answer the business question.' },
];
