import { DataTable } from '../../../components/data-table';
import type { Point, TangentLine } from '../utils/tangents';
import { C1, C2, fmt } from '../utils/tangent-scene';

/** The computed touch points of each tangent, the tangent lengths, and the centres of similitude E and I. */
export function TangentValues({ lines, he, hi, d }: { lines: TangentLine[]; he: Point | null; hi: Point; d: number }) {
  return (
    <section>
      <h2 className="text-2xl font-bold">Computed values</h2>
      <div className="mt-3">
        <DataTable
          rows={lines.map((l, i) => ({ l, i }))}
          columns={[
            { id: 'tangent', header: 'Tangent', rowHeader: true, className: 'capitalize', render: ({ l, i }) => `${l.kind} ${i % 2 === 0 ? 1 : 2}` },
            { id: 'o1', header: 'Touches O1 at', numeric: true, nowrap: true, render: ({ l }) => `(${fmt(l.touch1.x)}, ${fmt(l.touch1.y)})` },
            { id: 'o2', header: 'Touches O2 at', numeric: true, nowrap: true, render: ({ l }) => `(${fmt(l.touch2.x)}, ${fmt(l.touch2.y)})` },
          ]}
          rowKey={({ i }) => i}
          label="Tangent lines and where they touch each circle"
          sortable={false}
          testId="tangent-table"
        />
      </div>
      <dl className="mt-4 grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        <div className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
          <dt className="text-slate-600">External tangent length</dt>
          <dd className="font-semibold tabular-nums">√(d² − (r1 − r2)²) = {fmt(Math.sqrt(d * d - (C1.r - C2.r) ** 2))}</dd>
        </div>
        <div className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
          <dt className="text-slate-600">Internal tangent length</dt>
          <dd className="font-semibold tabular-nums">√(d² − (r1 + r2)²) = {fmt(Math.sqrt(d * d - (C1.r + C2.r) ** 2))}</dd>
        </div>
        {he && (
          <div className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
            <dt className="text-slate-600">E (external centre)</dt>
            <dd className="font-semibold tabular-nums">
              ({fmt(he.x)}, {fmt(he.y)})
            </dd>
          </div>
        )}
        <div className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
          <dt className="text-slate-600">I (internal centre)</dt>
          <dd className="font-semibold tabular-nums">
            ({fmt(hi.x)}, {fmt(hi.y)})
          </dd>
        </div>
      </dl>
    </section>
  );
}
