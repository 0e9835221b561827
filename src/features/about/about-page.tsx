import { usePageMeta, withBrand } from '../../lib/page-meta';
import { SITE_DESCRIPTION } from '../../lib/site';

const SIMILAR = ['stat-head', 'number cruncher', 'sabermetrician', 'modeller', 'data nerd'];

export default function AboutPage() {
  usePageMeta({
    title: withBrand('About'),
    description: SITE_DESCRIPTION,
    keywords: ['about', 'sports analytics', 'machine learning', 'sports modelling'],
  });
  return (
    <div className="page-narrow">
      <h1 className="text-3xl font-bold">About</h1>
      <article className="card mt-6" aria-labelledby="entry-word">
        <p className="text-sm text-slate-600">noun</p>
        <h2 id="entry-word" className="mt-1 font-serif text-4xl font-bold text-slate-900">
          sport·a·lyst
        </h2>
        <p className="mt-1 font-mono text-sm text-slate-600">/ˈspɔːt(ə)lɪst/</p>
        <p className="mt-4 text-lg text-slate-800">
          A person who is passionate about sports analytics: someone who watches a match and sees distributions,
          probabilities and the quiet story told by the numbers behind every shot, innings and result.
        </p>
        <div className="mt-5">
          <p className="text-sm font-semibold text-slate-700">similar:</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {SIMILAR.map((s) => (
              <li key={s} className="rounded-full border border-slate-300 bg-slate-50 px-3 py-1 text-sm text-slate-700">
                {s}
              </li>
            ))}
          </ul>
        </div>
        <ol className="mt-6 list-decimal space-y-2 pl-5 text-slate-700">
          <li>
            <q>Only a true sportalyst would turn a pub pool league into a weighted Colley rating system.</q>
          </li>
          <li>
            <q>The sportalyst in her ran ten thousand simulations before deciding the bet had no value.</q>
          </li>
        </ol>
      </article>
      <section className="prose-article mt-8">
        <h2>What this site is</h2>
        <p>
          This site predicts and reports sports performance using analytics, machine learning and sports modelling.
          Every project here is built to be explored: the cricket explorer reads real ball-by-ball Test data, the pool
          league ratings are recomputed from every recorded frame, and the simulators run entirely in your browser with
          seeded random numbers, so any result you see can be reproduced exactly.
        </p>
      </section>
    </div>
  );
}
