import { fixedHalfUp, formatNumber } from '../../../../common/number-text';
import { formatRating } from '../../../../workers/ratings/colley';

/** Display helpers shared by the league pages. A win percentage under a "Win %" header: "66.7", "-" for none. */
export const formatPct = (p: number | null) => (p === null ? '-' : fixedHalfUp(p, 1));

export const formatWeight = (w: number) => (Number.isInteger(w) ? String(w) : String(Math.round(w * 100) / 100));

/**
 * A head-to-head's best win and worst loss, each from the player's side (his score first, as a result is read), in
 * the spec's hyphenated head-to-head form: his best win over an opponent who scored 3 is "10-3", his worst loss when
 * he scored 2 is "2-10", so a heavy defeat never reads like a win; "-" when there is none (docs/decisions.md).
 */
export const bestWinText = (opponentScore: number | null) => (opponentScore === null ? '-' : `10-${opponentScore}`);
export const worstLossText = (ownScore: number | null) => (ownScore === null ? '-' : `${ownScore}-10`);

/** A rating's 90 % interval as shown: "48.10–56.90". */
export const formatInterval = ([low, high]: readonly [number, number]) => `${formatRating(low)}–${formatRating(high)}`;

/** A figure of the Colley walk-through: whole numbers as they are, others to 2 decimals. */
export const colleyFigure = (x: number) => formatNumber(x, Number.isInteger(x) ? 0 : 2, Number.isInteger(x) ? 0 : 2);
