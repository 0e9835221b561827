import { sharePercent } from '../../../../common/number-text';

/** k of n as a percent ("25.0 %"), "-" when n is 0. */
export function shareOf(k: number, n: number, digits = 1): string {
  return n > 0 ? sharePercent(k / n, digits) : '-';
}
