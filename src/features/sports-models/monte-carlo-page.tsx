import { articlePage } from '../../components/article-layout';
import Content from './content/monte-carlo-simulation-sports-prediction.mdx';
import { linkTo } from '../../../contracts/route-manifest';

export default articlePage(Content, {
  kicker: 'Sports models',
  pill: { href: linkTo('/sports-models'), label: 'Sports models' },
  lead: 'Play an event thousands of times with random numbers and count what happens, with a live demo.',
  meta: {
    title: 'Monte Carlo simulation for sports prediction',
    description:
      'How Monte Carlo simulation predicts sports outcomes: the four steps, a best-of-seven worked example, how accuracy grows with the number of runs, seeds, and a live convergence demo.',
    keywords: ['monte carlo simulation', 'sports prediction', 'probability', 'standard error', 'seeded random numbers'],
    canonicalPath: linkTo('/sports-models/monte-carlo-simulation-sports-prediction'),
  },
});
