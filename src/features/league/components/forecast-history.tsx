import type { ForecastHistoryAnswer } from '../../../../contracts/forecast';
import { RatingHistoryChart } from './rating-history-chart';
import { shortChance } from '../utils/forecast-format';
import { formatNumber } from '../../../../common/number-text';

/** "How the chances moved": each player's title chance as kept after each round (server-side, fixed seed). */
export function ForecastHistory({ history }: { history: ForecastHistoryAnswer['data'] }) {
  const snapshots = history.snapshots;
  if (snapshots.length < 2) {
    return <p className="text-slate-700">The forecast is kept after each round; the chart appears once two rounds have been kept ({snapshots.length} so far).</p>;
  }
  const labels = new Map(snapshots.map((s) => [s.round, s.label]));
  const series = history.players.map((p) => ({
    id: p.player_id,
    name: p.name,
    points: snapshots.flatMap((s) => {
      const row = s.players.find((r) => r.player_id === p.player_id);
      return row ? [{ x: s.round, rating: row.title }] : [];
    }),
  }));
  return (
    <div data-testid="forecast-history">
      <RatingHistoryChart
        series={series}
        height={320}
        xLabel="Round"
        yLabel="Title chance (%)"
        yRange={[0, 100]}
        tipTitle={(x) => labels.get(x) ?? `Round ${x}`}
        formatValue={shortChance}
      />
      <p className="mt-2 text-sm text-slate-600">
        Each point is the forecast as it stood after that round ({formatNumber(snapshots[0].sims)} simulations, replay code {snapshots[0].seed}).
      </p>
    </div>
  );
}
