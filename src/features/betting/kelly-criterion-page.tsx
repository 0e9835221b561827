import { articlePage } from '../../components/article-layout';
import { BETTING_HOME } from './betting-articles';
import Content from './content/kelly-criterion-bankroll-management.mdx';
import { linkTo } from '../../../contracts/route-manifest';
import { BetResponsibly } from './components/bet-responsibly';

export default articlePage(Content, {
  kicker: 'Betting',
  pill: BETTING_HOME,
  after: <BetResponsibly className="mt-10 max-w-3xl" />,
  lead: 'The stake that grows a bankroll fastest, why most people bet a fraction of it, and a calculator to try it.',
  meta: {
    title: 'The Kelly criterion for bankroll management',
    description:
      'The Kelly criterion explained with worked examples: fraction = (b*p - q)/b, when it says no bet, expected log growth, fractional Kelly and an interactive Kelly calculator.',
    keywords: ['kelly criterion', 'kelly formula', 'fractional kelly', 'bankroll management', 'stake sizing'],
    canonicalPath: linkTo('/betting/kelly-criterion-bankroll-management'),
  },
});
