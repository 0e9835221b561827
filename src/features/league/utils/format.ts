import { fixedHalfUp, formatNumber } from '../../../../common/number-text';
import { formatRating } from '../../../../workers/ratings/colley';

/** Display helpers shared by the league pages. A win percentage under a "Win %" header: "66.7", "-" for none. */
export const formatPct = (p: number | null) => (p === null ? '-' : fixedHalfUp(p, 1));

export const formatWeight = (w: number) => (Number.isInteger(w) ? String(w) : String(Math.round(w * 100) / 100));

/** The spec's "10-" + value for best win / worst loss; "-" when there is none. */
export const tenMinus = (v: number | null) => (v === null ? '-' : `10-${v}`);

/** A rating's 90 % interval as shown: "48.10–56.90". */
export const formatInterval = ([low, high]: readonly [number, number]) => `${formatRating(low)}–${formatRating(high)}`;

/** A figure of the Colley walk-through: whole numbers as they are, others to 2 decimals. */
export const colleyFigure = (x: number) => formatNumber(x, Number.isInteger(x) ? 0 : 2, Number.isInteger(x) ? 0 : 2);
