/** Common tangents of two circles, computed from their centres and radii. */
export interface Point {
  x: number;
  y: number;
}

export interface Circle {
  cx: number;
  cy: number;
  r: number;
}

export interface TangentLine {
  kind: 'external' | 'internal';
  /** Unit normal (a, b) and offset c of the line a x + b y + c = 0. */
  a: number;
  b: number;
  c: number;
  /** Where the line touches the first and second circle. */
  touch1: Point;
  touch2: Point;
}

function validate(c1: Circle, c2: Circle) {
  for (const c of [c1, c2])
    if (![c.cx, c.cy, c.r].every(Number.isFinite) || c.r <= 0)
      throw new RangeError('circles need finite centres and positive radii');
}

/**
 * For signs s1, s2 we need a unit normal n with n.C1 + c = s1 r1 and n.C2 + c = s2 r2.
 * Subtracting: n.D = s2 r2 - s1 r1 = R with D = C2 - C1. Writing n = u cos t + v sin t
 * (u = D/|D|, v its perpendicular) gives cos t = R / |D|, two solutions (+/- sin t).
 * s1 = s2 gives the external tangents, s1 = -s2 the internal ones.
 */
function tangentPair(c1: Circle, c2: Circle, kind: TangentLine['kind']): TangentLine[] {
  const s1 = 1;
  const s2 = kind === 'external' ? 1 : -1;
  const dx = c2.cx - c1.cx;
  const dy = c2.cy - c1.cy;
  const d = Math.hypot(dx, dy);
  const R = s2 * c2.r - s1 * c1.r;
  if (d === 0 || Math.abs(R) > d) return [];
  const ux = dx / d;
  const uy = dy / d;
  const cos = R / d;
  const sin = Math.sqrt(Math.max(0, 1 - cos * cos));
  const signs = sin === 0 ? [1] : [1, -1];
  return signs.map((sg) => {
    const a = ux * cos - uy * sin * sg;
    const b = uy * cos + ux * sin * sg;
    const c = s1 * c1.r - (a * c1.cx + b * c1.cy);
    return {
      kind,
      a,
      b,
      c,
      touch1: { x: c1.cx - s1 * c1.r * a, y: c1.cy - s1 * c1.r * b },
      touch2: { x: c2.cx - s2 * c2.r * a, y: c2.cy - s2 * c2.r * b },
    };
  });
}

/** External and internal common tangents (0 to 4 lines depending on how the circles lie). */
export function commonTangents(c1: Circle, c2: Circle): TangentLine[] {
  validate(c1, c2);
  return [...tangentPair(c1, c2, 'external'), ...tangentPair(c1, c2, 'internal')];
}

/** Signed distance of a point from a line with unit normal. */
export const distanceToLine = (line: Pick<TangentLine, 'a' | 'b' | 'c'>, p: Point) =>
  line.a * p.x + line.b * p.y + line.c;

/** Intersection of two lines, or null when they are parallel. */
export function intersectLines(
  l1: Pick<TangentLine, 'a' | 'b' | 'c'>,
  l2: Pick<TangentLine, 'a' | 'b' | 'c'>,
): Point | null {
  const det = l1.a * l2.b - l2.a * l1.b;
  if (Math.abs(det) < 1e-12) return null;
  return { x: (l1.b * l2.c - l2.b * l1.c) / det, y: (l2.a * l1.c - l1.a * l2.c) / det };
}

/** The external homothetic centre (where the external tangents meet); null for equal radii. */
export function externalCentre(c1: Circle, c2: Circle): Point | null {
  if (c1.r === c2.r) return null;
  return { x: (c2.r * c1.cx - c1.r * c2.cx) / (c2.r - c1.r), y: (c2.r * c1.cy - c1.r * c2.cy) / (c2.r - c1.r) };
}

/** The internal homothetic centre (where the internal tangents meet). */
export function internalCentre(c1: Circle, c2: Circle): Point {
  return { x: (c2.r * c1.cx + c1.r * c2.cx) / (c1.r + c2.r), y: (c2.r * c1.cy + c1.r * c2.cy) / (c1.r + c2.r) };
}

/** The segment of a line inside a rectangle (for drawing), or null if it misses it. */
export function clipLine(
  line: Pick<TangentLine, 'a' | 'b' | 'c'>,
  box: { x0: number; y0: number; x1: number; y1: number },
): [Point, Point] | null {
  const pts: Point[] = [];
  const { a, b, c } = line;
  if (Math.abs(b) > 1e-12)
    for (const x of [box.x0, box.x1]) {
      const y = -(a * x + c) / b;
      if (y >= box.y0 - 1e-9 && y <= box.y1 + 1e-9) pts.push({ x, y });
    }
  if (Math.abs(a) > 1e-12)
    for (const y of [box.y0, box.y1]) {
      const x = -(b * y + c) / a;
      if (x >= box.x0 - 1e-9 && x <= box.x1 + 1e-9) pts.push({ x, y });
    }
  if (pts.length < 2) return null;
  pts.sort((p, q) => p.x - q.x || p.y - q.y);
  return [pts[0], pts[pts.length - 1]];
}
