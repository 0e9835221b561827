import { useMemo, useState } from 'react';
import { DataTable, type DataColumn } from '../../../../components/data-table';
import { ErrorMessage } from '../../../../components/error-message';
import { Spinner } from '../../../../components/spinner';
import { inningsKey, sumMatchups } from '../../../../../workers/cricket/batting-profile';
import type { InningsRecord } from '../../api/cricket-types';
import { usePlayerMatchupInnings, usePlayerMatchups } from '../../api/get-player-matchups';
import { matchupAverage, matchupDotShare, matchupStrikeRate, pickMatchups, type MatchupFigures } from '../../utils/matchup-picks';
import { fmtAverage, fmtRate } from '../../utils/summarise';
import { normaliseName } from '../../utils/player-search';
import { percentText } from '../../../../../common/cricket/exact-round';
import { ownedLabel, ownedTableClass, type SectionOwner } from '../../utils/section-owner';
import { Section } from './ball-by-ball-sections';
import { formatNumber } from '../../../../../common/number-text';

/** A match-up on fewer balls than this is marked: too small a sample to read much into. */
const FEW_BALLS = 30;

const COLUMNS: DataColumn<MatchupFigures>[] = [
  { id: 'bowler', header: 'Bowler', value: (m) => m.bowler, rowHeader: true },
  { id: 'balls', header: 'Balls', value: (m) => m.balls, numeric: true },
  { id: 'runs', header: 'Runs', value: (m) => m.runs, numeric: true },
  { id: 'dismissals', header: 'Dismissals', value: (m) => m.dismissals, numeric: true },
  { id: 'average', header: 'Average', value: matchupAverage, render: (m) => fmtAverage(matchupAverage(m)), numeric: true },
  { id: 'sr', header: 'SR', value: matchupStrikeRate, render: (m) => fmtRate(matchupStrikeRate(m)), numeric: true },
  { id: 'dots', header: 'Dot %', value: matchupDotShare, render: (m) => percentText(m.dots, m.balls), numeric: true },
  { id: 'fours', header: '4s', value: (m) => m.fours, numeric: true },
  { id: 'sixes', header: '6s', value: (m) => m.sixes, numeric: true },
  {
    id: 'sample',
    header: 'Sample',
    value: (m) => (m.balls < FEW_BALLS ? 0 : 1),
    render: (m) => (m.balls < FEW_BALLS ? <span className="text-xs text-slate-600" data-testid="few-balls">few balls</span> : ''),
  },
];

const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

function PickLine({ kind, m }: { kind: 'best' | 'worst'; m: MatchupFigures }) {
  const avg = matchupAverage(m);
  return (
    <li className={`rounded-lg border px-4 py-3 ${kind === 'best' ? 'border-emerald-200 bg-emerald-50' : 'border-red-200 bg-red-50'}`} data-testid={`matchup-${kind}`}>
      <span className="block text-sm font-semibold text-slate-700">{kind === 'best' ? 'Most successful against' : 'Least successful against'}</span>
      <span className="block text-lg font-bold text-slate-900">{m.bowler}</span>
      <span className="block text-sm text-slate-800">
        {formatNumber(m.runs)} runs off {formatNumber(m.balls)} balls, {m.dismissals ? `out ${times(m.dismissals)}` : 'never out'}
        {avg !== null ? ` (average ${fmtAverage(avg)})` : ''}
      </span>
    </li>
  );
}

/**
 * "Against each bowler": every bowler faced, sortable, the most and least successful match-ups picked out.
 * Unfiltered it reads GET /api/cricket/player_matchups/{slug}; with filters, the per-innings rows summed over
 * the filtered innings.
 */
export function MatchupsSection({ slug, innings, filtered, owner }: { slug: string; innings: readonly InningsRecord[]; filtered: boolean; owner?: SectionOwner }) {
  const whole = usePlayerMatchups(slug, !filtered);
  const perInnings = usePlayerMatchupInnings(slug, filtered);
  const rows = useMemo<MatchupFigures[] | undefined>(() => {
    if (!filtered) return whole.data;
    if (!perInnings.data) return undefined;
    const keep = new Set(innings.map(inningsKey));
    return sumMatchups(perInnings.data.rows, perInnings.data.bowlers, keep);
  }, [filtered, whole.data, perInnings.data, innings]);
  const q = filtered ? perInnings : whole;
  const picks = useMemo(() => (rows ? pickMatchups(rows) : null), [rows]);
  const pickIds = new Set([picks?.best?.bowler_id, picks?.worst?.bowler_id].filter(Boolean));
  const [bowlerQuery, setBowlerQuery] = useState('');
  // Searches every page of the table: the rows are filtered before the table pages them.
  const shownRows = useMemo(() => {
    const q = normaliseName(bowlerQuery);
    return !rows || !q ? rows : rows.filter((m) => normaliseName(m.bowler).replace(/ /g, '').includes(q.replace(/ /g, '')));
  }, [rows, bowlerQuery]);

  return (
    <Section
      id="matchups-heading"
      title="Against each bowler"
      testId="matchups"
      owner={owner}
      intro={
        <>
          Every bowler he faced: balls faced (wides excluded), his runs, and dismissals credited to the bowler (bowled, caught, lbw, stumped, hit wicket).
          Rows marked &ldquo;few balls&rdquo; rest on fewer than {FEW_BALLS} balls: too few to read much into.
        </>
      }
    >
      {q.error ? (
        <div className="mt-3">
          <ErrorMessage error={q.error} />
        </div>
      ) : !rows || !picks ? (
        <Spinner label="Loading match-ups..." />
      ) : rows.length === 0 ? (
        <p className="mt-3 text-slate-700">No ball-by-ball match-ups for these innings.</p>
      ) : (
        <>
          {(picks.best || picks.worst) && (
            <>
              <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                {picks.best && <PickLine kind="best" m={picks.best} />}
                {picks.worst && <PickLine kind="worst" m={picks.worst} />}
              </ul>
              <p className="mt-2 text-xs text-slate-600">Picked among bowlers he faced for at least {picks.minBalls} balls, by batting average against them.</p>
            </>
          )}
          <label className="mt-4 flex max-w-sm flex-col text-sm text-slate-800">
            Find a bowler
            <input
              type="search"
              className="input mt-1"
              value={bowlerQuery}
              onChange={(e) => setBowlerQuery(e.target.value)}
              placeholder="Bowler name..."
              data-testid="bowler-search"
            />
          </label>
          {bowlerQuery.trim() !== '' && (
            <p className="mt-2 text-sm text-slate-700" aria-live="polite" data-testid="bowler-search-count">
              {shownRows?.length === 1 ? '1 bowler matches' : `${shownRows?.length ?? 0} bowlers match`} &ldquo;{bowlerQuery.trim()}&rdquo;
            </p>
          )}
          <div className="mt-4">
            <DataTable
              rows={shownRows ?? []}
              columns={COLUMNS}
              rowKey={(m) => m.bowler_id}
              // Not the section's name: the table's scroll region is a landmark of its own.
              label={ownedLabel('Every bowler he faced', owner)}
              defaultSort={{ column: 'balls', direction: 'descending' }}
              pageSize={20}
              testId="matchups-table"
              className={ownedTableClass(owner)}
              rowProps={(m) =>
                pickIds.has(m.bowler_id)
                  ? { className: m.bowler_id === picks.best?.bowler_id ? 'bg-emerald-50!' : 'bg-red-50!', 'data-pick': m.bowler_id === picks.best?.bowler_id ? 'best' : 'worst' }
                  : {}
              }
            />
          </div>
        </>
      )}
    </Section>
  );
}
