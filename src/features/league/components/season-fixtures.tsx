import type { SeasonFixture } from '../../../../contracts/season';
import { formatDate } from '../../../lib/format-date';

/**
 * A list of fixtures: date, the two players, and the result when a recorded match fulfilled it, else
 * `openLabel` ("to play", or "overdue" in the list of fixtures whose date has passed).
 */
export function SeasonFixtureList({
  fixtures,
  label,
  testId,
  openLabel = 'to play',
}: {
  fixtures: SeasonFixture[];
  label: string;
  testId: string;
  openLabel?: string;
}) {
  return (
    <ul className="divide-y divide-slate-200 text-sm" aria-label={label} data-testid={testId}>
      {fixtures.map((f) => (
        <li key={f.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-1.5" data-fixture-id={f.id}>
          <span className="tabular-nums text-slate-600">{formatDate(f.date)}</span>
          <span className="min-w-0 flex-1 text-slate-900">
            {f.player_1} <span className="text-slate-500">v</span> {f.player_2}
          </span>
          {f.result ? (
            <span className="tabular-nums font-medium text-slate-800" data-testid="fixture-result">
              {f.result.player_1_score}–{f.result.player_2_score}
              {f.result.game_date !== f.date ? <span className="font-normal text-slate-500"> on {formatDate(f.result.game_date)}</span> : null}
            </span>
          ) : (
            <span className="text-slate-500">
              {openLabel}
              {f.start ? (
                <span className="text-slate-700" data-testid="fixture-start" title={f.start.text}>
                  {' '}
                  · {f.start.player_id === f.player_1_id ? f.player_1 : f.player_2} starts {f.start.balls} {f.start.balls === 1 ? 'ball' : 'balls'} up
                </span>
              ) : null}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
