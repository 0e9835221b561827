/** Display helpers shared by the pool pages. */
export const formatPct = (p: number | null) => (p === null ? '-' : (Math.round(p * 10) / 10 + 0).toFixed(1));

export const formatWeight = (w: number) => (Number.isInteger(w) ? String(w) : String(Math.round(w * 100) / 100));

/** The spec's "10-" + value for best win / worst loss; "-" when there is none. */
export const tenMinus = (v: number | null) => (v === null ? '-' : `10-${v}`);

export const signed = (x: number, digits = 2) => `${x > 0 ? '+' : x < 0 ? '−' : ''}${Math.abs(x).toFixed(digits)}`;
