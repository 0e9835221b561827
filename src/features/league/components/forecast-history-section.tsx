import { LazySection } from '../../../components/lazy-section';
import { Spinner } from '../../../components/spinner';
import { useForecastHistory } from '../../../lib/league-queries';
import { ForecastHistory } from './forecast-history';

/**
 * "How the chances moved": the chart, and the query behind it, only once the section comes near the screen (it is
 * the page's last section but one), so the track record's arrival and its chart are no part of the page's load.
 * The place is held meanwhile, so nothing moves when it renders.
 */
export function ForecastHistorySection({ slug }: { slug: string }) {
  return (
    <section aria-labelledby="history-title" className="space-y-3">
      <h2 id="history-title" className="text-2xl font-semibold text-slate-900">
        How the chances moved
      </h2>
      <LazySection placeholderClassName={HISTORY_HEIGHT} testId="forecast-history-section">
        <ForecastHistoryContent slug={slug} />
      </LazySection>
    </section>
  );
}

/** The chart with its legend and the note below it, for a group of 8 (482 px at 375 px wide, 372 px from md up). */
const HISTORY_HEIGHT = 'min-h-[482px] md:min-h-[372px]';

function ForecastHistoryContent({ slug }: { slug: string }) {
  const history = useForecastHistory(slug);
  return history.data ? (
    <ForecastHistory history={history.data} />
  ) : history.error ? (
    <p className="text-slate-700">The track record is not available yet.</p>
  ) : (
    <div className={HISTORY_HEIGHT}>
      <Spinner label="Loading the track record..." />
    </div>
  );
}
