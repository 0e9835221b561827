import { useMemo } from 'react';
import type { PoolMatch } from '../../../../../contracts/league';
import { fairestHandicap, frameChance, MAX_RACE, raceChance, raceTable } from '../../../../../workers/ratings/match-up-odds';
import { optionCodec, useUrlParam } from '../../../../hooks/use-url-params';
import { formatRating } from '../../../../../workers/ratings/colley';
import { DataTable } from '../../../../components/data-table';
import { sharePercent } from '../../../../../common/number-text';
import { PROVISIONAL_GAMES } from '../../../../../workers/ratings/rating-interval';
import type { StandingsRow } from '../../../../../contracts/league';
import { formatInterval } from '../../utils/format';

const pct1 = (p: number) => sharePercent(p, 1);

/**
 * Odds for any match-up: two players picked from the group, the model's chance of each winning a
 * frame (logistic on the current Colley gap with the fitted β), the exact chance of winning a race to N for
 * N = 1..11 (a sum of binomial terms, no simulation), the fairest handicap race, and how many matches the
 * ratings rest on. The two players are in the address (`a`, `b`), so a player page can link here.
 */
export function MatchUpOdds({
  playerIds,
  ratings,
  names,
  beta,
  matches,
  standings,
}: {
  playerIds: number[];
  /** Current ratings, in playerIds order. */
  ratings: number[];
  names: ReadonlyMap<number, string>;
  beta: number;
  matches: readonly PoolMatch[];
  /** The group's standings (each rating's games and 90 % range); the range of chances is left out without them. */
  standings?: readonly StandingsRow[];
}) {
  const byRating = useMemo(() => playerIds.map((id, i) => ({ id, r: ratings[i] })).sort((x, y) => y.r - x.r), [playerIds, ratings]);
  const idCodec = useMemo(() => optionCodec(playerIds), [playerIds]);
  const [a, setA] = useUrlParam('a', idCodec, byRating[0]?.id ?? 0);
  const [b0, setB] = useUrlParam('b', idCodec, byRating.find((x) => x.id !== a)?.id ?? 0);
  const b = b0 === a ? (byRating.find((x) => x.id !== a)?.id ?? b0) : b0;
  const [raceTo, setRaceTo] = useUrlParam('race', optionCodec(Array.from({ length: MAX_RACE }, (_, i) => i + 1)), 5);
  if (playerIds.length < 2) return <p className="text-slate-700">The group needs two players for a match-up.</p>;
  const ra = ratings[playerIds.indexOf(a)];
  const rb = ratings[playerIds.indexOf(b)];
  const p = frameChance(beta, ra, rb);
  const name = (id: number) => names.get(id) ?? `#${id}`;
  const played = (id: number) => matches.filter((m) => m.player_1_id === id || m.player_2_id === id).length;
  const met = matches.filter((m) => (m.player_1_id === a && m.player_2_id === b) || (m.player_1_id === b && m.player_2_id === a)).length;
  const rowA = standings?.find((r) => r.player_id === a);
  const rowB = standings?.find((r) => r.player_id === b);
  // Each rating anywhere in its 90 % range: A's frame chance is lowest with A at the bottom of A's range and B at
  // the top of B's, and highest the other way round.
  const pRange =
    rowA && rowB
      ? [frameChance(beta, rowA.rating_interval[0], rowB.rating_interval[1]), frameChance(beta, rowA.rating_interval[1], rowB.rating_interval[0])]
      : null;
  const favourite = p >= 0.5 ? a : b;
  const underdog = favourite === a ? b : a;
  const handicap = fairestHandicap(Math.max(p, 1 - p), raceTo);
  const level = raceChance(Math.max(p, 1 - p), raceTo, raceTo);
  const select = (label: string, value: number, onChange: (id: number) => void, testId: string) => (
    <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
      {label}
      <select className="input" value={value} onChange={(e) => onChange(Number(e.target.value))} data-testid={testId}>
        {playerIds.map((id) => (
          <option key={id} value={id}>
            {name(id)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div className="space-y-4" data-testid="match-up">
      <div className="flex flex-wrap gap-4">
        {select('One side', a, setA, 'match-up-a')}
        {select('Other side', b, setB, 'match-up-b')}
      </div>
      {a === b ? (
        <p className="text-slate-700">Pick two different players.</p>
      ) : (
        <>
          <p className="text-slate-800" data-testid="match-up-frame">
            {name(a)} ({formatRating(ra)}) v {name(b)} ({formatRating(rb)}): {name(a)} wins a frame with {pct1(p)}, {name(b)} with {pct1(1 - p)}.
          </p>
          {pRange && rowA && rowB ? (
            <p className="text-slate-800" data-testid="match-up-range">
              How sure: with {name(a)}&apos;s rating anywhere in its 90 % range ({formatInterval(rowA.rating_interval)}) and{' '}
              {name(b)}&apos;s in its own ({formatInterval(rowB.rating_interval)}), {name(a)}&apos;s chance of a frame lies
              between {pct1(pRange[0])} and {pct1(pRange[1])}; level races to {raceTo} between{' '}
              {pct1(raceChance(pRange[0], raceTo, raceTo))} and {pct1(raceChance(pRange[1], raceTo, raceTo))}.
              {rowA.provisional || rowB.provisional ? ` A provisional rating (under ${PROVISIONAL_GAMES} games) is in the pair.` : ''}
            </p>
          ) : null}
          <p className="text-sm text-slate-600" data-testid="match-up-sample">
            The ratings rest on {played(a)} matches of {name(a)} and {played(b)} of {name(b)} in this group; they have met {met}{' '}
            {met === 1 ? 'time' : 'times'}.{played(a) < 10 || played(b) < 10 ? ' With so few matches the chance is rough.' : ''}
          </p>
          <DataTable
            rows={raceTable(p)}
            columns={[
              { id: 'n', header: 'Race to', rowHeader: true, render: (r) => r.n },
              { id: 'a', header: name(a), numeric: true, render: (r) => pct1(r.chance) },
              { id: 'b', header: name(b), numeric: true, render: (r) => pct1(1 - r.chance) },
            ]}
            rowKey={(r) => r.n}
            label="Exact chance of winning a race to N frames"
            showCaption
            sortable={false}
            testId="race-table"
          />
          <div className="flex flex-wrap items-end gap-3">
            <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
              Favourite races to
              <select className="input" value={raceTo} onChange={(e) => setRaceTo(Number(e.target.value))} data-testid="race-to">
                {Array.from({ length: MAX_RACE }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <p className="text-slate-800" data-testid="handicap">
              {p === 0.5
                ? `Level race: ${name(a)} to ${raceTo} v ${name(b)} to ${raceTo} is exactly 50/50.`
                : `${name(favourite)} to ${handicap.favouriteTo} v ${name(underdog)} to ${handicap.underdogTo} is the closest to 50/50 (${name(favourite)} ${pct1(handicap.favouriteChance)}; level at ${raceTo}: ${pct1(level)}).`}
            </p>
          </div>
        </>
      )}
    </div>
  );
}
