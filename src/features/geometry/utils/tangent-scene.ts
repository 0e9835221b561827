import type { Circle } from './tangents';
import { fixedHalfUp } from '../../../../common/number-text';

/** The figure's drawing area (SVG units) and its two circles (centres and radii). */
export const VIEW = { x0: 0, y0: 0, x1: 760, y1: 440 };
export const C1: Circle = { cx: 200, cy: 215, r: 110 };
export const C2: Circle = { cx: 470, cy: 240, r: 45 };
export const COLOURS = { external: '#047857', internal: '#1d4ed8' } as const;
/** Coordinates and lengths on the page: 2 decimals, rounded half up. */
export const fmt = (x: number) => fixedHalfUp(x, 2);
