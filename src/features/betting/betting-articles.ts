import { linkTo } from '../../../contracts/route-manifest';
/** The betting section's articles, in reading order (the first four are the hub's main articles). */
export const BETTING_HOME = { href: linkTo('/betting'), label: 'Betting Home' };

export const BETTING_ARTICLES = [
  {
    href: linkTo('/betting/understand-sports-betting'),
    title: 'Understand Sports Betting',
    tag: 'Start here',
    text: 'Decimal odds, implied probability and the bookmaker margin: how a price is built and why the house wins on average.',
  },
  {
    href: linkTo('/betting/how-to-find-value-betting-on-sports'),
    title: 'How to find value betting on sports',
    tag: 'Value',
    text: 'Value bets, break-even rates, betting exchanges and the discipline of only betting when your price beats theirs.',
  },
  {
    href: linkTo('/betting/how-to-maximise-sports-betting-accumulators'),
    title: 'How to maximise sports betting accumulators',
    tag: 'Accumulators',
    text: 'How accumulator odds multiply, how margins compound, and a calculator for comparing two providers leg by leg.',
  },
  {
    href: linkTo('/betting/sports-betting-bankroll-management-strategies'),
    title: 'Sports betting bankroll management strategies',
    tag: 'Bankroll',
    text: 'Flat staking, percentage staking and stop rules: how to size bets so a losing run never ends the season.',
  },
  {
    href: linkTo('/betting/kelly-criterion-bankroll-management'),
    title: 'The Kelly criterion for bankroll management',
    tag: 'Kelly',
    text: 'The stake that maximises long-run growth, why most people bet a fraction of it, and an interactive calculator.',
  },
] as const;

/** The betting tools, listed on the hub under "Calculators", one line each. */
export const BETTING_TOOLS = [
  {
    href: linkTo('/betting/fair-odds-calculator'),
    title: 'Fair odds calculator',
    tag: 'Tool',
    text: 'Take the margin out of a market by eight standard methods and see how far they disagree.',
  },
  {
    href: linkTo('/betting/odds-converter'),
    title: 'Odds converter',
    tag: 'Tool',
    text: 'Any price between fractional, decimal, American and implied probability, with the nearest traditional fraction.',
  },
  {
    href: linkTo('/betting/expected-value-calculator'),
    title: 'Expected value calculator',
    tag: 'Tool',
    text: 'The edge and expected profit of a bet from its price and your chance, or a fair price from any margin method.',
  },
  {
    href: linkTo('/betting/dutching-calculator'),
    title: 'Dutching calculator',
    tag: 'Tool',
    text: 'Stakes across several selections for the same profit whichever wins, by total stake or target profit, to the penny.',
  },
  {
    href: linkTo('/betting/arbitrage-calculator'),
    title: 'Arbitrage calculator',
    tag: 'Tool',
    text: 'Best prices across up to 10 books per outcome with exchange commission: is there a guaranteed profit after rounding?',
  },
  {
    href: linkTo('/betting/lay-bet-calculator'),
    title: 'Lay bet calculator',
    tag: 'Tool',
    text: 'Lay stake, liability and qualifying loss with commission, what a free bet is worth (stake not returned or returned), refund and extra-place each-way offers.',
  },
  {
    href: linkTo('/betting/hedge-calculator'),
    title: 'Hedge calculator',
    tag: 'Tool',
    text: 'Backs and lays you hold on one market and today\'s prices: the stakes that lock in the most whatever happens, or lock an amount and let one side run.',
  },
  {
    href: linkTo('/betting/asian-handicap-calculator'),
    title: 'Asian handicap calculator',
    tag: 'Tool',
    text: 'Every line from 0 to ±3, quarter lines split in half stakes: the outcome and return for every goal difference.',
  },
  {
    href: linkTo('/betting/score-model'),
    title: 'Football score model',
    tag: 'Tool',
    text: 'Expected goals from the 1X2 odds or a season of results (Dixon–Coles): every score\'s chance and the fair price of BTTS, totals, Asian lines and correct score.',
  },
  {
    href: linkTo('/betting/multi-kelly-calculator'),
    title: 'Kelly for several bets',
    tag: 'Tool',
    text: 'Kelly stakes for up to 15 bets at once, beside each bet\'s own Kelly and what ignoring the others costs.',
  },
  {
    href: linkTo('/betting/bet-returns-calculator'),
    title: 'Bet returns calculator',
    tag: 'Tool',
    text: 'Exact returns of singles, accumulators and full-cover bets, each way, with dead heats and Rule 4, every line listed.',
  },
  {
    href: linkTo('/betting/bet-ledger'),
    title: 'Bet ledger',
    tag: 'Tool',
    text: 'A private record of your bets, in your browser only: closing-line value and realised against expected profit.',
  },
  {
    href: linkTo('/betting/kelly-criterion-bankroll-management', {}, undefined, 'bankroll-lab'),
    title: 'Bankroll Lab',
    tag: 'Tool',
    text: 'Simulate 10,000 bettors at full, half or quarter Kelly: the median bank, the spread, and how often the bank halves.',
  },
] as const;
