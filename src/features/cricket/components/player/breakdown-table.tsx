import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { DataTable, type DataColumn } from '../../../../components/data-table';
import type { InningsRecord } from '../../api/cricket-types';
import { breakdown, fmtAverage, fmtRate, GROUPINGS, type GroupSummary, type Grouping } from '../../utils/summarise';
import { groundLink, h2hLink } from '../../utils/team-columns';

/**
 * The pages a breakdown row links to: an Opposition row to the head-to-head of his team against it (the team he
 * played it for, latest first), a Ground row to the ground's page.
 */
export function breakdownLinks(innings: readonly { team: string; opposition: string }[]): (g: Grouping, key: string) => string | null {
  const teamAgainst = new Map<string, string>();
  for (const i of innings) teamAgainst.set(i.opposition, i.team);
  return (g, key) => {
    if (g === 'ground') return groundLink(key);
    const team = g === 'opposition' ? teamAgainst.get(key) : undefined;
    return team ? h2hLink(team, key) : null;
  };
}

const num = (id: string, header: string, value: (r: GroupSummary) => number | null, format?: (n: number | null) => string): DataColumn<GroupSummary> => ({
  id,
  header,
  value,
  render: format ? (r) => format(value(r)) : undefined,
  numeric: true,
});

const FIGURES: DataColumn<GroupSummary>[] = [
  num('innings', 'Innings', (r) => r.innings),
  num('runs', 'Runs', (r) => r.runs),
  num('balls', 'Balls', (r) => r.balls_faced),
  num('average', 'Average', (r) => r.average, fmtAverage),
  num('sr', 'SR', (r) => r.strike_rate, fmtRate),
  num('fifties', '50s', (r) => r.fifties),
  num('hundreds', '100s', (r) => r.centuries),
];

/**
 * A career split by one grouping at a time (Year by default), chosen with a row of buttons: the batting and the
 * bowling breakdowns alike, each with its own groupings and figures.
 */
export function GroupedBreakdown<S extends { key: string }>({
  groupings,
  rowsFor,
  figures,
  testId,
  linkFor,
}: {
  groupings: readonly Grouping[];
  rowsFor: (g: Grouping) => S[];
  figures: DataColumn<S>[];
  testId: string;
  /** A row's page (the head-to-head of an Opposition row, a Ground row's ground), or null. */
  linkFor?: (g: Grouping, key: string) => string | null;
}) {
  const [grouping, setGrouping] = useState<Grouping>(groupings[0]);
  const rows = useMemo(() => rowsFor(grouping), [grouping, rowsFor]);
  const shown = GROUPINGS.filter((g) => groupings.includes(g.id));
  const column = GROUPINGS.find((g) => g.id === grouping)!.column;
  const columns = useMemo<DataColumn<S>[]>(
    () => [
      {
        id: 'key',
        header: column,
        value: (r) => r.key,
        rowHeader: true,
        render: (r) => {
          const href = linkFor?.(grouping, r.key);
          return href ? (
            <Link href={href} className="link">
              {r.key}
            </Link>
          ) : (
            r.key
          );
        },
      },
      ...figures,
    ],
    [column, figures, grouping, linkFor],
  );
  return (
    <div>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Group innings by">
        {shown.map((g) => (
          <button
            key={g.id}
            type="button"
            aria-pressed={grouping === g.id}
            onClick={() => setGrouping(g.id)}
            className={
              grouping === g.id
                ? 'rounded-md border border-emerald-700 bg-emerald-700 px-3 py-1.5 text-sm font-semibold text-white'
                : 'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50'
            }
          >
            {g.label}
          </button>
        ))}
      </div>
      <div className="mt-3">
        {/* Keyed by grouping: a sort on one grouping's column means nothing in another. */}
        <DataTable key={grouping} rows={rows} columns={columns} rowKey={(r) => r.key} label={`Career by ${column}`} testId={testId} />
      </div>
    </div>
  );
}

const BATTING_GROUPINGS = GROUPINGS.map((g) => g.id);

/** Career split by Year (default), Opposition, Batting Pos., Ground, Host Country and more. */
export function BreakdownTable({ innings }: { innings: readonly InningsRecord[] }) {
  const rowsFor = useMemo(() => (g: Grouping) => breakdown(g, innings), [innings]);
  const linkFor = useMemo(() => breakdownLinks(innings), [innings]);
  return <GroupedBreakdown groupings={BATTING_GROUPINGS} rowsFor={rowsFor} figures={FIGURES} testId="breakdown-table" linkFor={linkFor} />;
}
