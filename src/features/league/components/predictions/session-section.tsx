import { useState } from 'react';
import { DataTable, type DataColumn } from '../../../../components/data-table';
import { formatDate } from '../../../../lib/format-date';
import { signed } from '../../../../../common/number-text';
import { formatRating } from '../../../../../workers/ratings/colley';
import type { GroupAnalysis } from '../../../../../workers/ratings/group-analysis';

/** One player's rating at the start and end of each session they played. */
export function SessionSection({ replay, names, dates }: { replay: GroupAnalysis['replay']; names: ReadonlyMap<number, string>; dates: ReadonlyMap<number, string> }) {
  const [sessionPlayer, setSessionPlayer] = useState<number | null>(null);
  const chosen = sessionPlayer ?? replay.playerIds[replay.final.indexOf(Math.max(...replay.final))] ?? null;
  const chosenIdx = chosen === null ? -1 : replay.playerIds.indexOf(chosen);
  const sessions = replay.sessions.filter((s) => chosen !== null && s.played.includes(chosen)).reverse();
  type Session = (typeof sessions)[number];
  const change = (se: Session) => se.end[chosenIdx] - se.start[chosenIdx];
  const sessionColumns: DataColumn<Session>[] = [
    { id: 'session', header: 'Session', numeric: true, value: (se) => se.sessionId },
    {
      id: 'date',
      header: 'Date',
      nowrap: true,
      value: (se) => dates.get(se.sessionId),
      render: (se) => (dates.get(se.sessionId) ? formatDate(dates.get(se.sessionId)!) : ''),
    },
    { id: 'games', header: 'Games #', numeric: true, nowrap: true, value: (se) => se.firstNewId, render: (se) => `${se.firstNewId}–${se.lastNewId}` },
    { id: 'start', header: 'Start', numeric: true, value: (se) => se.start[chosenIdx], render: (se) => formatRating(se.start[chosenIdx]) },
    { id: 'end', header: 'End', numeric: true, value: (se) => se.end[chosenIdx], render: (se) => formatRating(se.end[chosenIdx]) },
    {
      id: 'change',
      header: 'Change',
      numeric: true,
      value: change,
      render: (se) => signed(change(se), 2),
      cellProps: (se) => ({ className: change(se) > 0.005 ? 'text-emerald-800' : change(se) < -0.005 ? 'text-red-800' : undefined }),
    },
  ];

  return (
    <section aria-labelledby="sessions-title" className="space-y-3">
      <h2 id="sessions-title" className="text-2xl font-semibold text-slate-900">
        Session by session
      </h2>
      <label className="flex max-w-sm flex-col gap-1 text-sm font-medium text-slate-800">
        Player
        <select className="input" value={chosen ?? ''} onChange={(e) => setSessionPlayer(Number(e.target.value))}>
          {replay.playerIds.map((id) => (
            <option key={id} value={id}>
              {names.get(id)}
            </option>
          ))}
        </select>
      </label>
      <DataTable
        rows={sessions}
        columns={sessionColumns}
        rowKey={(se) => se.sessionId}
        label="Rating at the start and end of each session"
        testId="session-table"
      />
    </section>
  );
}
