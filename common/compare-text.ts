/**
 * Natural, case- and accent-insensitive text order ("Player 2" before "Player 10", "émile" beside "Emile"), the
 * order of `Intl.Collator('en', { numeric: true, sensitivity: 'base' })` for the names, years and labels the site
 * sorts, without touching Intl: a page's first Intl call loads the browser's ICU data, a 30-130 ms main-thread task.
 *
 * Digit runs compare by value (leading zeros ignored); otherwise characters compare as spaces and punctuation
 * first, then digits, then letters, then anything else, each group in code-point order.
 */
const isDigit = (c: number) => c >= 48 && c <= 57;

const fold = (s: string) =>
  (/[\u0080-\uffff]/.test(s) ? s.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : s).toLowerCase();

/** Rank of a (folded) non-digit character: spaces and punctuation, then letters, then everything else. */
const rank = (c: number) => (c >= 97 && c <= 122 ? 1000 + c : c < 128 ? c : 2000 + c);

export function compareText(a: string, b: string): number {
  const x = fold(a);
  const y = fold(b);
  let i = 0;
  let j = 0;
  while (i < x.length && j < y.length) {
    const cx = x.charCodeAt(i);
    const cy = y.charCodeAt(j);
    const dx = isDigit(cx);
    const dy = isDigit(cy);
    if (dx && dy) {
      let ei = i;
      while (ei < x.length && isDigit(x.charCodeAt(ei))) ei++;
      let ej = j;
      while (ej < y.length && isDigit(y.charCodeAt(ej))) ej++;
      const nx = x.slice(i, ei).replace(/^0+(?=\d)/, '');
      const ny = y.slice(j, ej).replace(/^0+(?=\d)/, '');
      if (nx.length !== ny.length) return nx.length - ny.length;
      if (nx !== ny) return nx < ny ? -1 : 1;
      i = ei;
      j = ej;
      continue;
    }
    if (dx !== dy) {
      // digits after spaces and punctuation, before letters and the rest
      const other = dx ? cy : cx;
      const otherFirst = rank(other) < 128;
      return dx === otherFirst ? 1 : -1;
    }
    if (cx !== cy) return rank(cx) - rank(cy);
    i++;
    j++;
  }
  return x.length - i - (y.length - j);
}
