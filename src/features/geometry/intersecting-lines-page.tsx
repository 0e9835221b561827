import { usePageMeta, withBrand } from '../../lib/page-meta';
import { clipLine, commonTangents, externalCentre, internalCentre } from './utils/tangents';
import { C1, C2, fmt, VIEW } from './utils/tangent-scene';
import { TangentFigure } from './components/tangent-figure';
import { TangentValues } from './components/tangent-values';
import { linkTo } from '../../../contracts/route-manifest';

export default function IntersectingLinesPage() {
  usePageMeta({
    title: withBrand('Intersecting lines and tangents'),
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

  return (
    <div className="page">
      <p className="text-sm font-semibold uppercase tracking-wide text-emerald-800">Geometry</p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Intersecting lines and tangents</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Two circles and the four lines that touch both of them. Nothing here is placed by hand: every line, touch point
        and intersection is computed from the two centres and radii.
      </p>
      <TangentFigure lines={lines} he={he} hi={hi} centreLine={centreLine} />

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
        <TangentValues lines={lines} he={he} hi={hi} d={d} />
      </div>
    </div>
  );
}
