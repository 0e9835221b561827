import { Link } from 'wouter';
import { usePageMeta, withBrand } from '../../../lib/page-meta';
import { StagePage } from '../components/stage-page';
import { BATCH_SIZE, FRAME_PATHS } from '../paths';

export default function ShotAccuracyPage() {
  usePageMeta({
    title: withBrand('Stage 1: Shot Accuracy | English Pool Monte Carlo'),
    description: `Simulate English pool frames from each player's observed shot accuracy: a single game shot by shot and a batch of ${BATCH_SIZE} games with accuracy, length and streak charts.`,
    keywords: ['pool shot accuracy', 'Monte Carlo', 'English pool simulation', 'pool statistics'],
  });
  return (
    <StagePage
      stage={1}
      intro={
        <header>
          <Link href={FRAME_PATHS.intro} className="link text-sm">
            English pool Monte Carlo simulation
          </Link>
          <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Stage 1: shot accuracy</h1>
          <blockquote className="mt-4 max-w-3xl border-l-4 border-emerald-300 pl-4 text-lg text-slate-800 italic">
            <p>“In God we trust; all others must bring data.”</p>
            <footer className="mt-1 text-sm text-slate-700 not-italic">W. Edwards Deming</footer>
          </blockquote>
          <p className="mt-4 max-w-3xl text-slate-800">
            The simplest model of a frame: each player pots with one observed accuracy. A made shot keeps the player at
            the table, a miss hands it over, and the first to 10 wins (7 colours, then the black for 10). Player 1 shoots
            first in the single game; in the batch the first shooter alternates. New to the scoring? Read the{' '}
            <Link href={FRAME_PATHS.glossary} className="link">
              glossary
            </Link>
            .
          </p>
        </header>
      }
    />
  );
}
