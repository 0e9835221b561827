import { articlePage } from '../../components/article-layout';
import { BETTING_HOME } from './betting-articles';
import Content from './content/how-to-find-value-betting-on-sports.mdx';
import { linkTo } from '../../../contracts/route-manifest';
import { BetResponsibly } from './components/bet-responsibly';

export default articlePage(Content, {
  kicker: 'Betting',
  pill: BETTING_HOME,
  after: <BetResponsibly className="mt-10 max-w-3xl" />,
  lead: 'Value bets, break-even win rates, betting exchanges and the discipline that keeps an edge alive.',
  meta: {
    title: 'How to find value betting on sports',
    description:
      'What a value bet is, how to work out the break-even win rate of any price, how exchanges and commission change the maths, and the discipline value betting needs.',
    keywords: ['value betting', 'expected value', 'break-even', 'betting exchange', 'closing line value'],
    canonicalPath: linkTo('/betting/how-to-find-value-betting-on-sports'),
  },
});
