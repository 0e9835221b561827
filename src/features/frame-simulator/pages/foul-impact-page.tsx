import { Link } from 'wouter';
import { usePageMeta, withBrand } from '../../../lib/page-meta';
import { StagePage } from '../components/stage-page';
import { BATCH_SIZE, FRAME_PATHS } from '../paths';

const SYMBOLS: [string, string][] = [
  ['✓', 'made shot'],
  ['✗', 'missed shot'],
  ['B', 'the break'],
  ['F', 'foul: the opponent gets two visits'],
  ['☠', 'frame-losing foul (the black went down)'],
  ['+n %', 'split benefit added to the shot'],
];

export default function FoulImpactPage() {
  usePageMeta({
    title: withBrand('Stage 3: Foul Impact | English Pool Monte Carlo'),
    description: `The full English pool frame model with fouls and two visits, simulated ${BATCH_SIZE} times, with betting odds, an over/under market on frame length and break conversion.`,
    keywords: ['pool fouls', 'two visits', 'pool betting odds', 'over under', 'Monte Carlo', 'English pool simulation'],
  });
  return (
    <StagePage
      stage={3}
      intro={
        <header>
          <Link href={FRAME_PATHS.breakEfficiency} className="link text-sm">
            ← Back to Stage 2: Break Efficiency
          </Link>
          <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Stage 3: foul impact</h1>
          <p className="mt-4 max-w-3xl text-slate-800">
            Stage 3 completes the model with fouls. Any shot, made or missed, can foul. A foul hands the opponent two
            visits, and the black can go down on a foul, losing the frame on the spot. The batch turns the win counts into
            betting odds and prices an over/under market on the frame length. Full rules are in the{' '}
            <Link href={FRAME_PATHS.glossary} className="link">
              glossary
            </Link>
            .
          </p>
          <div className="card mt-4 max-w-3xl !p-4">
            <h2 className="text-base font-semibold">Symbols in the reports</h2>
            <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
              {SYMBOLS.map(([s, t]) => (
                <div key={s} className="flex gap-2">
                  <dt className="w-10 shrink-0 font-mono font-bold text-slate-900">{s}</dt>
                  <dd className="text-slate-700">{t}</dd>
                </div>
              ))}
            </dl>
          </div>
        </header>
      }
    />
  );
}
