import { useId, useMemo, useState } from 'react';
import { DataTable } from '../../../components/data-table';
import type { ScoredGame } from '../../../../workers/ratings/scored-game';
import { fixedHalfUp, formatNumber, signed } from '../../../../common/number-text';
import { DEFAULT_RESULTS, TEAMS } from '../utils/example-results';
import { rankThreeWays, records, type RankedTeam, type RankingMethod } from '../utils/rank-three-ways';

const METHODS: { key: RankingMethod; label: string; note: string; format: (x: number) => string }[] = [
  { key: 'colley', label: 'Colley', note: 'wins and losses only (100 r)', format: (x) => fixedHalfUp(x, 2) },
  { key: 'massey', label: 'Massey', note: 'score margins (least squares)', format: (x) => signed(x, 2) },
  { key: 'elo', label: 'Elo', note: 'replayed in order, k = 32', format: (x) => formatNumber(x, 1, 1) },
];

const MAX_SCORE = 99;

/** Editable results table ranked by Colley, Massey and Elo side by side. */
export function RankingDemo() {
  const id = useId();
  const [games, setGames] = useState<ScoredGame[]>(DEFAULT_RESULTS);
  const [texts, setTexts] = useState(() => DEFAULT_RESULTS.map((g) => [String(g.homeScore), String(g.awayScore)]));

  const ranked = useMemo(() => rankThreeWays(games, TEAMS), [games]);
  const rec = useMemo(() => new Map(records(games, TEAMS).map((r) => [r.team, r])), [games]);

  const setScore = (row: number, side: 0 | 1, text: string) => {
    setTexts((t) => t.map((pair, i) => (i === row ? (side === 0 ? [text, pair[1]] : [pair[0], text]) : pair)));
    const n = Number(text);
    if (text.trim() === '' || !Number.isInteger(n) || n < 0 || n > MAX_SCORE) return;
    setGames((gs) => gs.map((g, i) => (i === row ? { ...g, [side === 0 ? 'homeScore' : 'awayScore']: n } : g)));
  };
  const invalid = (text: string) => {
    const n = Number(text);
    return text.trim() === '' || !Number.isInteger(n) || n < 0 || n > MAX_SCORE;
  };
  const reset = () => {
    setGames(DEFAULT_RESULTS);
    setTexts(DEFAULT_RESULTS.map((g) => [String(g.homeScore), String(g.awayScore)]));
  };

  return (
    <section className="card not-prose my-6" aria-labelledby={`${id}-title`} data-testid="ranking-demo" data-toc-skip>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${id}-title`} className="!mt-0 text-lg font-semibold">
          Live example: edit a score, watch the rankings move
        </h3>
        <button type="button" className="btn-secondary" onClick={reset}>
          Reset results
        </button>
      </div>
      <div className="mt-4 grid gap-5">
        <DataTable
          rows={games.map((g, i) => ({ g, i }))}
          columns={[
            { id: 'n', header: '#', label: 'Game', className: 'hidden text-slate-600 sm:table-cell', headerClassName: 'hidden sm:table-cell', render: ({ i }) => i + 1 },
            { id: 'home', header: 'Home', render: ({ g }) => g.home },
            {
              id: 'score',
              header: 'Score',
              nowrap: true,
              className: 'text-center',
              headerClassName: 'text-center',
              render: ({ g, i }) =>
                ([0, 1] as const).map((side) => (
                  <span key={side}>
                    {side === 1 && <span aria-hidden="true"> – </span>}
                    <input
                      type="number"
                      min={0}
                      max={MAX_SCORE}
                      step={1}
                      inputMode="numeric"
                      aria-label={`Game ${i + 1} ${side === 0 ? g.home : g.away} score`}
                      aria-invalid={invalid(texts[i][side]) || undefined}
                      className="w-11 rounded border border-slate-300 px-1 py-0.5 text-center tabular-nums aria-[invalid]:border-red-600"
                      value={texts[i][side]}
                      onChange={(e) => setScore(i, side, e.target.value)}
                    />
                  </span>
                )),
            },
            { id: 'away', header: 'Away', render: ({ g }) => g.away },
          ]}
          rowKey={({ i }) => i}
          label="Results, in the order they were played"
          sortable={false}
          stickyColumns={0}
          tableClassName="[&_td]:px-2 [&_th]:px-2"
          testId="results-table"
        />
        <div className="grid gap-3 sm:grid-cols-3">
          {METHODS.map((m) => (
            <RankList key={m.key} method={m} list={ranked[m.key]} rec={rec} />
          ))}
        </div>
      </div>
      <p className="mt-3 text-xs text-slate-600">
        Scores are whole numbers 0-{MAX_SCORE}; an invalid entry is outlined in red and ignored until corrected. A draw counts as
        half a win each in Colley and 0.5 in Elo.
      </p>
    </section>
  );
}

function RankList({
  method,
  list,
  rec,
}: {
  method: (typeof METHODS)[number];
  list: RankedTeam[];
  rec: Map<string, { wins: number; draws: number; losses: number }>;
}) {
  return (
    <div className="rounded-lg border border-slate-200" data-testid={`rank-${method.key}`}>
      <div className="border-b border-slate-200 bg-slate-50 px-3 py-2">
        <h4 className="font-semibold">{method.label}</h4>
        <p className="!my-0 text-xs text-slate-600">{method.note}</p>
      </div>
      <ol className="!my-0 !list-none divide-y divide-slate-100 !pl-0">
        {list.map((t) => {
          const r = rec.get(t.team)!;
          return (
            <li key={t.team} className="flex items-baseline gap-2 px-3 py-1.5 text-sm" data-team={t.team}>
              <span className="w-5 tabular-nums text-slate-600">{t.rank}</span>
              <span className="flex-1 font-medium text-slate-900">
                {t.team}
                <span className="ml-1 text-xs font-normal text-slate-600">
                  {r.wins}-{r.draws}-{r.losses}
                </span>
              </span>
              <span className="tabular-nums">{method.format(t.rating)}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
