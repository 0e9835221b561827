import { useMemo, useState } from 'react';
import { LabelledField } from '../../../components/labelled-field';
import { DataTable } from '../../../components/data-table';
import { ErrorMessage } from '../../../components/error-message';
import { Spinner } from '../../../components/spinner';
import { useGroupMatches, useGroupPlayers } from '../../../lib/league-queries';
import type { PoolPlayer } from '../../../../contracts/league';
import { formatRating } from '../../../../workers/ratings/colley';
import { previewForGroup, type PreviewRow } from '../utils/rating-preview';
import { compareText } from '../../../../common/compare-text';
import { signed } from '../../../../common/number-text';

function PlayerSelect({
  label,
  value,
  other,
  players,
  onChange,
}: {
  label: string;
  value: string;
  other: string;
  players: PoolPlayer[];
  onChange: (v: string) => void;
}) {
  return (
    <LabelledField label={label}>
      {(control) => (
        <select {...control} className="input mt-1" value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">Select a player</option>
          {players.map((p) => {
            const taken = String(p.id) === other;
            return (
              <option key={p.id} value={p.id} disabled={taken}>
                {taken ? `${p.name} (already selected)` : p.name}
              </option>
            );
          })}
        </select>
      )}
    </LabelledField>
  );
}

function change(oldValue: number, newValue: number, digits = 2) {
  const d = newValue - oldValue;
  const text = signed(d, digits);
  if (!/^[+−]/.test(text)) return null; // rounds to zero: no change to show
  return <span className={d > 0 ? 'text-emerald-800' : 'text-red-700'}> ({text})</span>;
}

function PreviewTable({ title, rows, highlight }: { title: string; rows: PreviewRow[]; highlight: Set<number> }) {
  return (
    <div className="min-w-0">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <div className="mt-2">
        <DataTable
          rows={rows}
          columns={[
            { id: 'player', header: 'Player', rowHeader: true, value: (r) => r.name },
            { id: 'old-rating', header: 'Old rating', numeric: true, value: (r) => r.oldRating, render: (r) => formatRating(r.oldRating) },
            {
              id: 'new-rating',
              header: 'New rating',
              numeric: true,
              nowrap: true,
              value: (r) => r.newRating,
              render: (r) => (
                <>
                  {formatRating(r.newRating)}
                  {change(r.oldRating, r.newRating)}
                </>
              ),
            },
            { id: 'old-rank', header: 'Old rank', numeric: true, value: (r) => r.oldRank, firstDirection: 'ascending' },
            { id: 'new-rank', header: 'New rank', numeric: true, value: (r) => r.newRank, firstDirection: 'ascending' },
          ]}
          rowKey={(r) => r.playerId}
          label={title}
          rowProps={(r) => ({ className: highlight.has(r.playerId) ? 'bg-emerald-50 font-semibold' : undefined })}
        />
      </div>
    </div>
  );
}

/** Pick two players of the group and see every rating and rank if either wins the next match. */
export function MatchSimulator({ groupId }: { groupId: number }) {
  const players = useGroupPlayers(groupId);
  const matches = useGroupMatches(groupId);
  const [a, setA] = useState('');
  const [b, setB] = useState('');

  const preview = useMemo(() => {
    if (!players.data || !matches.data || a === '' || b === '' || a === b) return null;
    return previewForGroup(players.data, matches.data, Number(a), Number(b));
  }, [players.data, matches.data, a, b]);

  const name = (id: string) => players.data?.find((p) => String(p.id) === id)?.name ?? '';
  const sorted = useMemo(() => [...(players.data ?? [])].sort((x, y) => compareText(x.name, y.name)), [players.data]);

  return (
    <section aria-labelledby="simulator-heading" className="card">
      <h2 id="simulator-heading" className="text-xl font-bold">
        Match simulator
      </h2>
      <p className="mt-1 text-sm text-slate-600">Ratings and ranks after one more match (fixture weight 1) between two players.</p>
      {players.isPending || matches.isPending ? (
        <Spinner label="Loading players..." />
      ) : players.isError ? (
        <p role="alert" className="mt-3 text-red-700">
          Error loading players
        </p>
      ) : matches.isError ? (
        <div className="mt-3">
          <ErrorMessage error={matches.error} prefix="Error loading matches: " />
        </div>
      ) : (
        <>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <PlayerSelect label="Player A" value={a} other={b} players={sorted} onChange={setA} />
            <PlayerSelect label="Player B" value={b} other={a} players={sorted} onChange={setB} />
          </div>
          {preview ? (
            <div className="mt-4 grid gap-4 lg:grid-cols-2" data-testid="rating-preview">
              <PreviewTable title={`If ${name(a)} wins`} rows={preview.ifAWins} highlight={new Set([Number(a), Number(b)])} />
              <PreviewTable title={`If ${name(b)} wins`} rows={preview.ifBWins} highlight={new Set([Number(a), Number(b)])} />
            </div>
          ) : (
            <p className="mt-4 text-sm text-slate-600">Choose two players to preview the ratings.</p>
          )}
        </>
      )}
    </section>
  );
}
