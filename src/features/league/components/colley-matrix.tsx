import { DataTable } from '../../../components/data-table';
import { colleyFigure as fmt } from '../utils/format';

/** A square table of one figure per pair of players, the diagonal shaded; columns headed by initials. */
export function Matrix({ title, names, cells, testId, note }: { title: string; names: string[]; cells: number[][]; testId: string; note?: string }) {
  return (
    <div className="space-y-2">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      {note ? <p className="text-sm text-slate-700">{note}</p> : null}
      <DataTable
        rows={cells.map((row, i) => ({ i, row }))}
        columns={[
          { id: 'player', header: 'Player', rowHeader: true, nowrap: true, className: 'font-medium', render: ({ i }) => names[i] },
          ...names.map((n, j) => ({
            id: `c${j}`,
            header: (
              <abbr title={n} className="no-underline">
                {initials(n)}
              </abbr>
            ),
            label: n,
            numeric: true,
            render: ({ row }: { row: number[] }) => fmt(row[j]),
            cellProps: ({ i }: { i: number }) => ({ className: i === j ? 'bg-slate-100 font-semibold' : undefined }),
          })),
        ]}
        rowKey={({ i }) => names[i]}
        label={title}
        sortable={false}
        testId={testId}
      />
    </div>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('');
