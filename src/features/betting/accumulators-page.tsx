import { articlePage } from '../../components/article-layout';
import { BETTING_HOME } from './betting-articles';
import Content from './content/how-to-maximise-sports-betting-accumulators.mdx';
import { linkTo } from '../../../contracts/route-manifest';
import { BetResponsibly } from './components/bet-responsibly';

export default articlePage(Content, {
  kicker: 'Betting',
  pill: BETTING_HOME,
  after: <BetResponsibly className="mt-10 max-w-3xl" />,
  lead: 'How accumulator odds and margins multiply, and how to get the best price on every leg.',
  meta: {
    title: 'How to maximise sports betting accumulators',
    description:
      'Worked accumulator examples, how bookmaker margins compound across legs, and an odds calculator for comparing two providers by decimal odds and implied probability.',
    keywords: ['accumulator', 'acca', 'parlay', 'odds calculator', 'implied probability', 'compare odds'],
    canonicalPath: linkTo('/betting/how-to-maximise-sports-betting-accumulators'),
  },
});
