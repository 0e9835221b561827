import { Link } from 'wouter';
import { ChevronRight } from '../../components/icons';
import { usePageMeta } from '../../lib/page-meta';
import { BRAND, SITE_DESCRIPTION } from '../../lib/site';
import { HOME_TILES } from './home-tiles';
import { linkTo } from '../../../contracts/route-manifest';

export default function HomePage() {
  usePageMeta({
    title: `${BRAND}: sports analytics, modelling and betting education`,
    description: SITE_DESCRIPTION,
    keywords: ['sports analytics', 'sports modelling', 'cricket statistics', 'pool ratings', 'Monte Carlo simulation', 'betting'],
    canonicalPath: linkTo('/'),
  });
  return (
    <div>
      <section className="border-b border-slate-200 bg-gradient-to-b from-slate-900 to-slate-800 text-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <p className="text-sm font-semibold tracking-widest text-emerald-300 uppercase">Sports analytics portfolio</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
            Numbers that explain the game, and models that predict it.
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-200">
            Explore Test cricket careers ball by ball, follow an amateur pool league rated by the Colley method, run
            thousands of simulated frames in your browser, and learn how betting odds really work.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href={linkTo('/cricket')} className="btn bg-emerald-400 text-slate-900 hover:bg-emerald-300">
              Explore cricket careers
            </Link>
            <Link
              href={linkTo('/sports-models/english-pool-monte-carlo-simulation')}
              className="btn border border-slate-500 text-white hover:bg-slate-700"
            >
              Run a simulation
            </Link>
          </div>
        </div>
      </section>
      <section className="page" aria-labelledby="projects-heading">
        <h2 id="projects-heading" className="text-2xl font-bold">
          Projects
        </h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="home-tiles">
          {HOME_TILES.map((tile) => (
            <li key={tile.href}>
              <Link
                href={tile.href}
                className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-emerald-300 hover:shadow-md"
              >
                <span className="text-xs font-semibold tracking-wider text-emerald-700 uppercase">{tile.tag}</span>
                <span className="mt-2 text-lg font-bold text-slate-900">{tile.title}</span>
                <span className="mt-2 flex-1 text-sm text-slate-600">{tile.text}</span>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-emerald-800 group-hover:gap-2">
                  Open <ChevronRight />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
