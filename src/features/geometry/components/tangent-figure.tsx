import { useElementWidth } from '../../../hooks/use-element-width';
import { clipLine, type Point, type TangentLine } from '../utils/tangents';
import { C1, C2, COLOURS, VIEW } from '../utils/tangent-scene';

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

/** The two circles, their four common tangents with radii and right-angle marks at the touch points, the line of centres, E and I, and the legend. */
export function TangentFigure({ lines, he, hi, centreLine }: { lines: TangentLine[]; he: Point | null; hi: Point; centreLine: [Point, Point] | null }) {
  const [figureRef, measuredWidth] = useElementWidth<HTMLDivElement>();
  // The figure scales to its box (viewBox), so it never overflows; before measuring, label sizes assume 760 px.
  const figureWidth = measuredWidth || 760;
  // Labels stay at least 12 px on screen: the figure is scaled to its box, so grow the font in viewBox units.
  const labelSize = Math.max(14, (12 * (VIEW.x1 - VIEW.x0)) / figureWidth);
  return (
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
  );
}
