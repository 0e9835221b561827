import { DataTable } from '../../components/data-table';
import { useElementWidth } from '../../hooks/use-element-width';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import {
  clipLine,
  commonTangents,
  externalCentre,
  internalCentre,
  type Circle,
  type Point,
  type TangentLine,
} from './utils/tangents';
import { linkTo } from '../../../contracts/route-manifest';
import { fixedHalfUp } from '../../../workers/core/number-text';

const VIEW = { x0: 0, y0: 0, x1: 760, y1: 440 };
const C1: Circle = { cx: 200, cy: 215, r: 110 };
const C2: Circle = { cx: 470, cy: 240, r: 45 };
const COLOURS = { external: '#047857', internal: '#1d4ed8' } as const;
const fmt = (x: number) => fixedHalfUp(x, 2);

/** A small right-angle mark at a tangent point, between the radius and the tangent. */
function rightAngle(touch: Point, centre: Point, line: TangentLine, size = 10): string {
  const rx = (centre.x - touch.x) / Math.hypot(centre.x - touch.x, centre.y - touch.y);
  const ry = (centre.y - touch.y) / Math.hypot(centre.x - touch.x, centre.y - touch.y);
  const tx = -line.b;
  const ty = line.a;
  const p1 = { x: touch.x + rx * size, y: touch.y + ry * size };
  const p2 = { x: p1.x + tx * size, y: p1.y + ty * size };
  const p3 = { x: touch.x + tx * size, y: touch.y + ty * size };
  return `M${p1.x},${p1.y} L${p2.x},${p2.y} L${p3.x},${p3.y}`;
}

export default function IntersectingLinesPage() {
  const [figureRef, measuredWidth] = useElementWidth<HTMLDivElement>();
  // The figure scales to its box (viewBox), so it never overflows; before measuring, label sizes assume 760 px.
  const figureWidth = measuredWidth || 760;
  usePageMeta({
    title: withBrand('Intersecting Lines and Tangents'),
    description:
      'A precise SVG illustration of two circles with their external and internal common tangents, computed from the centres and radii, and where the tangent lines intersect.',
    keywords: ['geometry', 'common tangents', 'circles', 'homothetic centre', 'svg'],
    canonicalPath: linkTo('/intersecting-lines'),
  });
  const lines = commonTangents(C1, C2);
  const he = externalCentre(C1, C2);
  const hi = internalCentre(C1, C2);
  const d = Math.hypot(C2.cx - C1.cx, C2.cy - C1.cy);
  const centreLine = clipLine(
    { a: -(C2.cy - C1.cy) / d, b: (C2.cx - C1.cx) / d, c: ((C2.cy - C1.cy) * C1.cx - (C2.cx - C1.cx) * C1.cy) / d },
    VIEW,
  );

  // Labels stay at least 12 px on screen: the figure is scaled to its box, so grow the font in viewBox units.
  const labelSize = Math.max(14, (12 * (VIEW.x1 - VIEW.x0)) / figureWidth);

  return (
    <div className="page">
      <p className="text-sm font-semibold uppercase tracking-wide text-emerald-800">Geometry</p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Intersecting Lines and Tangents</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Two circles and the four lines that touch both of them. Nothing here is placed by hand: every line, touch point
        and intersection is computed from the two centres and radii.
      </p>
      <figure className="card mt-6 p-2 sm:p-4">
        <div ref={figureRef}>
        <svg
          viewBox={`${VIEW.x0} ${VIEW.y0} ${VIEW.x1 - VIEW.x0} ${VIEW.y1 - VIEW.y0}`}
          className="h-auto w-full"
          role="img"
          aria-label="Two circles with two external common tangents meeting at the external centre of similitude and two internal common tangents crossing between the circles"
          data-testid="tangent-figure"
        >
          {centreLine && (
            <line x1={centreLine[0].x} y1={centreLine[0].y} x2={centreLine[1].x} y2={centreLine[1].y} stroke="#94a3b8" strokeDasharray="6 5" />
          )}
          {lines.map((l, i) => {
            const seg = clipLine(l, VIEW);
            return seg ? (
              <line
                key={i}
                data-kind={l.kind}
                x1={seg[0].x}
                y1={seg[0].y}
                x2={seg[1].x}
                y2={seg[1].y}
                stroke={COLOURS[l.kind]}
                strokeWidth={1.6}
              />
            ) : null;
          })}
          {[C1, C2].map((c, i) => (
            <circle key={i} cx={c.cx} cy={c.cy} r={c.r} fill={i === 0 ? '#ecfdf5' : '#eff6ff'} fillOpacity={0.7} stroke="#0f172a" strokeWidth={1.6} />
          ))}
          {lines.map((l, i) => (
            <g key={i}>
              {([
                [l.touch1, C1],
                [l.touch2, C2],
              ] as const).map(([p, c], j) => (
                <g key={j}>
                  <line x1={c.cx} y1={c.cy} x2={p.x} y2={p.y} stroke="#64748b" strokeWidth={0.8} />
                  <path d={rightAngle(p, { x: c.cx, y: c.cy }, l, c.r > 60 ? 10 : 7)} fill="none" stroke="#64748b" strokeWidth={0.8} />
                  <circle cx={p.x} cy={p.y} r={3.5} fill={COLOURS[l.kind]} />
                </g>
              ))}
            </g>
          ))}
          {[C1, C2].map((c, i) => (
            <g key={i}>
              <circle cx={c.cx} cy={c.cy} r={3} fill="#0f172a" />
              <text x={c.cx + 6} y={c.cy - 6} fontSize={labelSize} fill="#0f172a">{`O${i + 1}`}</text>
            </g>
          ))}
          {he && (
            <g>
              <circle cx={he.x} cy={he.y} r={4.5} fill="#fff" stroke={COLOURS.external} strokeWidth={2} />
              <text x={he.x + 2} y={he.y + 22} fontSize={labelSize} fill={COLOURS.external}>E</text>
            </g>
          )}
          <circle cx={hi.x} cy={hi.y} r={4.5} fill="#fff" stroke={COLOURS.internal} strokeWidth={2} />
          <text x={hi.x - 4} y={hi.y + 24} fontSize={labelSize} fill={COLOURS.internal}>I</text>
        </svg>
        </div>
        <figcaption className="mt-2 flex flex-wrap gap-x-6 gap-y-1 px-2 text-sm text-slate-700">
          <span>
            <span className="mr-1 inline-block h-0.5 w-6 align-middle" style={{ background: COLOURS.external }} aria-hidden="true" />
            External tangents (meet at E)
          </span>
          <span>
            <span className="mr-1 inline-block h-0.5 w-6 align-middle" style={{ background: COLOURS.internal }} aria-hidden="true" />
            Internal tangents (cross at I)
          </span>
          <span>Dashed: the line of centres, which passes through E and I</span>
        </figcaption>
      </figure>

      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <section className="prose-article">
          <h2 className="!mt-0">The construction</h2>
          <p>
            Circle O1 has centre ({C1.cx}, {C1.cy}) and radius {C1.r}; circle O2 has centre ({C2.cx}, {C2.cy}) and
            radius {C2.r} (SVG coordinates, y pointing down). Their centres are d = {fmt(d)} apart. Because d is larger
            than the sum of the radii ({C1.r + C2.r}), the circles are separate and have four common tangents.
          </p>
          <p>
            Write a line as a·x + b·y + c = 0 with a² + b² = 1; then a·x + b·y + c is the signed distance of a point from
            the line. A line touches a circle when the distance of its centre equals the radius. Asking for distance r1
            from O1 and r2 from O2 <em>on the same side</em> gives the external tangents; asking for them on opposite
            sides gives the internal ones. Subtracting the two conditions leaves n·(O2 − O1) = ±r2 − r1 for the unit
            normal n, which fixes the angle between n and the line of centres: cos θ = (±r2 − r1) / d. The two signs of
            sin θ give the two lines of each pair.
          </p>
          <p>
            Each radius drawn to a touch point meets its tangent at a right angle, which is how the figure can be checked
            by eye. The two external tangents intersect at E, the external centre of similitude, which divides O1O2
            externally in the ratio r1 : r2; the internal tangents cross at I, which divides it internally in the same
            ratio. Both lie on the line of centres.
          </p>
        </section>
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
      </div>
    </div>
  );
}
