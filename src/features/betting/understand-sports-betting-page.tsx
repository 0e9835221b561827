import { articlePage } from '../../components/article-layout';
import { BETTING_HOME } from './betting-articles';
import Content from './content/understand-sports-betting.mdx';
import { linkTo } from '../../../contracts/route-manifest';
import { BetResponsibly } from './components/bet-responsibly';

export default articlePage(Content, {
  kicker: 'Betting',
  pill: BETTING_HOME,
  after: <BetResponsibly className="mt-10 max-w-3xl" />,
  lead: 'Odds, implied probability and the bookmaker margin: the intuition behind every price.',
  meta: {
    title: 'Understand sports betting: odds, probability and margins',
    description:
      'Learn how decimal odds map to implied probability, how bookmakers build a margin (overround) into every market and how to remove it to find fair odds.',
    keywords: ['sports betting', 'decimal odds', 'implied probability', 'overround', 'bookmaker margin'],
    canonicalPath: linkTo('/betting/understand-sports-betting'),
  },
});
