import { Link } from 'wouter';
import { usePageMeta, withBrand } from '../../../lib/page-meta';
import { StagePage } from '../components/stage-page';
import { BATCH_SIZE, FRAME_PATHS } from '../paths';

export default function BreakEfficiencyPage() {
  usePageMeta({
    title: withBrand('Stage 2: Break Efficiency | English Pool Monte Carlo'),
    description: `Add the break to the English pool simulation: break make chance, split benefit and split duration, with a break-conversion table over ${BATCH_SIZE} games.`,
    keywords: ['pool break', 'break efficiency', 'split', 'Monte Carlo', 'English pool simulation'],
  });
  return (
    <StagePage
      stage={2}
      intro={
        <header>
          <Link href={FRAME_PATHS.shotAccuracy} className="link text-sm">
            ← Back to Stage 1: Shot Accuracy
          </Link>
          <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Stage 2: break efficiency</h1>
          <p className="mt-4 max-w-3xl text-slate-800">
            Stage 2 adds the break. The breaker takes the first shot with their break make chance, and a good spread of
            the balls (the split) adds the breaker's split benefit to the make chance of the next few shots, whoever takes
            them. The single game picks the breaker at random from the seed; the batch alternates it, so each player
            breaks in half of the games. The{' '}
            <Link href={FRAME_PATHS.glossary} className="link">
              glossary
            </Link>{' '}
            explains the terms.
          </p>
        </header>
      }
    />
  );
}
