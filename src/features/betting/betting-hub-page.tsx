import { LinkCard } from '../../components/link-card';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { BETTING_ARTICLES, BETTING_TOOLS } from './betting-articles';
import { linkTo } from '../../../contracts/route-manifest';
import { BetResponsibly } from './components/bet-responsibly';

export default function BettingHubPage() {
  usePageMeta({
    title: withBrand('Sports Betting Education'),
    description:
      'Sports betting explained with numbers: odds and margins, value betting, accumulators, bankroll management and the Kelly criterion, with interactive calculators.',
    keywords: ['sports betting', 'odds', 'value betting', 'accumulators', 'bankroll management', 'kelly criterion'],
    canonicalPath: linkTo('/betting'),
  });
  const [main, extra] = [BETTING_ARTICLES.slice(0, 4), BETTING_ARTICLES.slice(4)];
  return (
    <div className="page">
      <p className="text-sm font-semibold uppercase tracking-wide text-emerald-800">Education</p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Sports betting, by the numbers</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        A bookmaker&apos;s price is a probability with a margin on top. These articles show how to read it, when a bet
        is worth making, and how much to stake so that good decisions survive bad luck. Nothing here is a tip: it is
        the arithmetic behind every bet.
      </p>
      <h2 className="mt-10 text-2xl font-bold">Core articles</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="betting-articles">
        {main.map((a) => (
          <li key={a.href}>
            <LinkCard {...a} />
          </li>
        ))}
      </ul>
      <h2 className="mt-10 text-2xl font-bold">Going further</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {extra.map((a) => (
          <li key={a.href}>
            <LinkCard {...a} />
          </li>
        ))}
      </ul>
      <h2 className="mt-10 text-2xl font-bold">Calculators</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="betting-tools">
        {BETTING_TOOLS.map((a) => (
          <li key={a.href}>
            <LinkCard {...a} action="Open" />
          </li>
        ))}
      </ul>
      <BetResponsibly />
    </div>
  );
}
