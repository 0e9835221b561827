import { articlePage } from '../../components/article-layout';
import { BETTING_HOME } from './betting-articles';
import Content from './content/sports-betting-bankroll-management-strategies.mdx';
import { linkTo } from '../../../contracts/route-manifest';
import { BetResponsibly } from './components/bet-responsibly';

export default articlePage(Content, {
  kicker: 'Betting',
  pill: BETTING_HOME,
  after: <BetResponsibly className="mt-10 max-w-3xl" />,
  lead: 'Units, flat and percentage staking, losing runs and the rules that keep a bankroll alive.',
  meta: {
    title: 'Sports betting bankroll management strategies',
    description:
      'How to set a betting bankroll, compare flat, percentage and Kelly staking, how long losing runs really get, and why martingale fails.',
    keywords: ['bankroll management', 'staking plan', 'flat staking', 'percentage staking', 'martingale', 'losing streak'],
    canonicalPath: linkTo('/betting/sports-betting-bankroll-management-strategies'),
  },
});
