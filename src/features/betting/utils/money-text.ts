import { formatPence } from '../../../../workers/betting/bet-returns';
import { mul, rat, type Rat } from '../../../../workers/betting/bet-returns';
import { ratFixed } from '../../../../workers/betting/exact-money';

/** Whole pence as money ("£1,234.50", "−£0.45"). */
export const money = formatPence;
/** Pence with a sign ("+£3.33", "−£0.45", "£0.00"). */
export const signedMoney = (p: bigint) => (p > 0n ? `+${formatPence(p)}` : formatPence(p));
/** An exact share as a percentage, half up ("4.70 %"). */
export const ratPercent = (x: Rat, places = 2) => `${ratFixed(mul(x, rat(100)), places)} %`;
/** Exact pence as pounds with 4 decimals of a penny, for "before rounding" figures ("£48.926014" → "£48.9260"). */
export const exactPounds = (x: Rat) => {
  const t = ratFixed(mul(x, rat(1, 100)), 4);
  return t.startsWith('\u2212') ? `\u2212£${t.slice(1)}` : `£${t}`;
};
