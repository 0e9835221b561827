import { useElementWidth } from '../../hooks/use-element-width';
import { MARGIN } from './chart-axes';

/**
 * The box of a chart drawn in real pixels on the shared axes (`MARGIN`): `ref` goes on the chart's wrapper, which
 * keeps the chart's height, so nothing moves when it draws; `ready` once its width is measured (draw nothing before).
 * `full` is the SVG's width (at least 260 px), `w` and `h` the plot's inside the margins. The width arrives with the
 * browser's own layout (ResizeObserver) and draws in a transition, so committing a chart forces no layout and its
 * drawing gives way to input.
 */
export function usePlotBox(height: number) {
  const [ref, width] = useElementWidth<HTMLDivElement>({ transition: true, observeOnly: true });
  const full = Math.max(width ?? 0, 260);
  return { ref, ready: width !== null, full, w: full - MARGIN.left - MARGIN.right, h: height - MARGIN.top - MARGIN.bottom };
}
