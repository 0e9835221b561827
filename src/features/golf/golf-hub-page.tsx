import { Link } from 'wouter';
import { ChevronRight } from '../../components/icons';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { linkTo } from '../../../contracts/route-manifest';

export default function GolfHubPage() {
  usePageMeta({
    title: withBrand('Golf models'),
    description: 'Golf prediction models: simulate round scores from a player\'s scoring average and consistency.',
    keywords: ['golf model', 'golf prediction', 'round score simulation'],
  });
  return (
    <div className="page">
      <p className="text-sm font-semibold tracking-widest text-emerald-800 uppercase">Sports models</p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Golf models</h1>
      <div className="prose-article max-w-3xl">
        <p>
          Golf is a sport of small margins and long tails. A player's scoring average tells you where their rounds
          centre, but the spread around it decides how often they shoot the low round that wins a tournament, or the high
          one that misses the cut. The models here start from those two numbers.
        </p>
      </div>
      <ul className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-2" aria-label="Golf models">
        <li>
          <Link href={linkTo('/sports-models/golf/round-prediction')} className="card block h-full transition-shadow hover:shadow-md">
            <span className="text-xs font-semibold tracking-widest text-emerald-800 uppercase">Simulator</span>
            <span className="mt-1 block text-xl font-bold text-slate-900">Round score prediction</span>
            <span className="mt-2 block text-sm text-slate-700">
              Set a scoring average and a spread, simulate 500 rounds and see how often each score comes up.
            </span>
            <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-emerald-800">
              Open the simulator <ChevronRight aria-hidden="true" />
            </span>
          </Link>
        </li>
      </ul>
    </div>
  );
}
