import { formatPence } from '../../../../workers/betting/bet-returns';
import { mul, rat, type Rat } from '../../../../workers/betting/bet-returns';
import { ratFixed } from '../../../../workers/betting/exact-money';

/** Whole pence as money ("£1,234.50", "−£0.45"). */
export const money = formatPence;
/** Pence with a sign ("+£3.33", "−£0.45", "£0.00"). */
export const signedMoney = (p: bigint) => (p > 0n ? `+${formatPence(p)}` : formatPence(p));
/** An exact share as a percentage, half up ("4.70 %"). */
export const ratPercent = (x: Rat, places = 2) => `${ratFixed(mul(x, rat(100)), places)} %`;
/**
 * An unrounded amount in pence as pounds, for "rounded from" figures beside money shown to the penny (docs/decisions.md
 * "Betting money"): its decimals as far as the fourth after the point (trailing zeros dropped down to the pence), and
 * "…" when the amount goes on past them (the digits shown are then its own, cut, not rounded), so no figure reads as
 * exact that is not: 965.25p → "£9.6525", 4,000/9p → "£4.4444…", 4,892.6014p → "£48.9260…", 5,107.4p → "£51.074".
 */
export const unroundedPounds = (x: Rat) => {
  const n = x.n < 0n ? -x.n : x.n;
  // Pounds × 10,000 = pence × 100, cut toward zero; the rest tells whether the amount goes on.
  const whole = (n * 100n) / x.d;
  const goesOn = (n * 100n) % x.d !== 0n;
  let digits = (whole % 10_000n).toString().padStart(4, '0');
  if (!goesOn) digits = digits.replace(/0{1,2}$/, '');
  const text = `${(whole / 10_000n).toLocaleString('en-GB')}.${digits}${goesOn ? '…' : ''}`;
  return x.n < 0n ? `\u2212£${text}` : `£${text}`;
};
/** "rounded to the penny from £9.6525": the unrounded amount beside a figure shown to the penny. */
export const roundedFrom = (x: Rat) => `rounded to the penny from ${unroundedPounds(x)}`;
