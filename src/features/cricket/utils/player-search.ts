import Fuse from 'fuse.js';

/**
 * Player search as fans type it: case, accents and punctuation do not matter ("orourke" finds "W O'Rourke"),
 * initials or first names go with a surname ("joe root", "j root", "je root" find "JE Root"), a surname or a
 * first name alone works, and with the people register's known names ("Virat Kohli", "Sachin Ramesh Tendulkar")
 * every name a player has been known by matches. Pure: no React, no DOM.
 *
 * Ranking (lower first; ties keep the input order, which is the list's order by runs):
 *   0  the query is one of the player's names in full ("je root", "virat kohli")
 *   1  the query ends with the exact surname ("root", "joe root", "steve smith")
 *   2  a given name, an initial run or the start of a surname ("virat", "joe ro", "roo")
 *   3  anywhere inside a name, spaces ignored ("ourk", "batter 1")
 */

/** One name split for matching. */
interface IndexedName {
  /** Lower-case, accent- and punctuation-free, single-spaced. */
  whole: string;
  /** `whole` without spaces. */
  compact: string;
  /** Name words before the surname: initials are expanded to one unit per letter. */
  given: { text: string; initial: boolean }[];
  surname: string;
}

export interface SearchEntry<T> {
  item: T;
  names: IndexedName[];
}

/** Lower case, no accents, apostrophes and full stops dropped, any other punctuation a space. */
export function normaliseName(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[ø]/gi, 'o')
    .replace(/[æ]/gi, 'ae')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .replace(/['’‘`´.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** "JE", "SPD", "AB": a short all-capitals word is a run of initials. */
const isInitials = (raw: string) => /^[A-Z]{1,4}$/.test(raw.replace(/[.'’]/g, ''));

export function indexName(raw: string): IndexedName | null {
  const rawWords = raw.trim().split(/[\s-]+/).filter(Boolean);
  const words = rawWords.map((w) => ({ raw: w, text: normaliseName(w).replace(/ /g, '') })).filter((w) => w.text);
  if (words.length === 0) return null;
  const surname = words[words.length - 1].text;
  const given: IndexedName['given'] = [];
  for (const w of words.slice(0, -1)) {
    if (words.length > 1 && isInitials(w.raw)) for (const ch of w.text) given.push({ text: ch, initial: true });
    else given.push({ text: w.text, initial: false });
  }
  const whole = words.map((w) => w.text).join(' ');
  return { whole, compact: whole.replace(/ /g, ''), given, surname };
}

/** Index the players once (the list is long; the query changes on every key press). */
export function buildSearchIndex<T>(items: readonly T[], namesOf: (item: T) => readonly (string | null | undefined)[]): SearchEntry<T>[] {
  return items.map((item) => {
    const seen = new Set<string>();
    const names: IndexedName[] = [];
    for (const raw of namesOf(item)) {
      if (!raw) continue;
      const n = indexName(raw);
      if (n && !seen.has(n.whole)) {
        seen.add(n.whole);
        names.push(n);
      }
    }
    return { item, names };
  });
}

/**
 * Do the query's given words match the name's given units in order (units may be skipped)? A word matches a
 * word unit it starts ("steve" / "steven"), a run of initials it spells ("je" / J, E) or one initial it starts
 * with ("joe" / J).
 */
function givenMatch(words: readonly string[], units: IndexedName['given']): boolean {
  let u = 0;
  for (const w of words) {
    let matched = false;
    while (u < units.length && !matched) {
      const unit = units[u];
      if (!unit.initial) {
        matched = unit.text.startsWith(w);
        u++;
      } else {
        // A run of initials typed together: "je", "spd".
        let k = 0;
        while (k < w.length && u + k < units.length && units[u + k].initial && units[u + k].text === w[k]) k++;
        if (k === w.length && k > 1) {
          matched = true;
          u += k;
        } else {
          matched = unit.text === w[0];
          u++;
        }
      }
    }
    if (!matched) return false;
  }
  return true;
}

/** Rank of one name for the query (see the file comment), or null when it does not match. */
function rankName(q: string, qWords: readonly string[], n: IndexedName): number | null {
  if (n.whole === q) return 0;
  const last = qWords[qWords.length - 1];
  const before = qWords.slice(0, -1);
  if (givenMatch(before, n.given)) {
    if (n.surname === last) return 1;
    if (n.surname.startsWith(last)) return 2;
  }
  if (qWords.length === 1 && n.given.some((g) => !g.initial && g.text.startsWith(last))) return 2;
  // Several surname words ("de villiers", "ul haq"): the query's words in order at the end of the name.
  if (qWords.length > 1 && n.whole.endsWith(` ${q}`)) return 1;
  if (n.compact.includes(q.replace(/ /g, ''))) return 3;
  return null;
}

/** The best rank of any of the entry's names, or null. */
export function matchRank<T>(entry: SearchEntry<T>, query: string): number | null {
  const q = normaliseName(query);
  if (!q) return 0;
  const words = q.split(' ');
  let best: number | null = null;
  for (const n of entry.names) {
    const r = rankName(q, words, n);
    if (r !== null && (best === null || r < best)) best = r;
    if (best === 0) break;
  }
  return best;
}

/** The matching items, best rank first, the input order within a rank. An empty query returns every item. */
export function searchIndex<T>(index: readonly SearchEntry<T>[], query: string): T[] {
  if (!normaliseName(query)) return index.map((e) => e.item);
  const hits: { item: T; rank: number; i: number }[] = [];
  index.forEach((e, i) => {
    const rank = matchRank(e, query);
    if (rank !== null) hits.push({ item: e.item, rank, i });
  });
  hits.sort((a, b) => a.rank - b.rank || a.i - b.i);
  return hits.map((h) => h.item);
}

/**
 * Typo-tolerant suggestions for a query the search above finds nothing for ("smth", "rooot", "de vileirs"):
 * Fuse.js (Bitap) over every known name of every entry, best score first, ties in the list's order (runs,
 * most first), one suggestion per player. Build once per list (`fuzzyIndex`), then query on each key press.
 * Fuse.js rather than uFuzzy: of the two, only Fuse.js finds "de vileirs" (two slips; uFuzzy allows one), and its
 * extra size and time are paid only when the search above finds nothing.
 */
export interface FuzzyIndex<T> {
  fuse: Fuse<{ i: number; name: string }>;
  entries: readonly SearchEntry<T>[];
}

/** Bitap threshold: 0 exact .. 1 anything. 0.4 finds "de vileirs" and "rooot" without drowning short queries. */
const FUZZY_THRESHOLD = 0.4;

export function fuzzyIndex<T>(entries: readonly SearchEntry<T>[]): FuzzyIndex<T> {
  const list = entries.flatMap((e, i) => e.names.map((n) => ({ i, name: n.whole })));
  return { fuse: new Fuse(list, { keys: ['name'], threshold: FUZZY_THRESHOLD, ignoreLocation: true, includeScore: true }), entries };
}

/** Edit distance with adjacent transpositions (optimal string alignment): "rooot" / "root" = 1, "vileirs" / "villiers" = 2. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** Distance from the query to the name's last words (as many as the query has): a surname typed with a slip. */
function tailDistance(q: string, whole: string): number {
  const k = q.split(' ').length;
  return editDistance(q, whole.split(' ').slice(-k).join(' '));
}

/**
 * The most slips a suggestion may be from what was typed (edit distance to the name's end): one for a short query,
 * two up to eight letters, three beyond. "rooot" / "root" and "de vileirs" / "de villiers" are within it; "sachin" /
 * "saini" (three) is not a plausible reading of what was typed, so it is not offered.
 */
export const maxSlips = (q: string) => (q.length <= 4 ? 1 : q.length <= 8 ? 2 : 3);

/**
 * Fuse.js finds the candidates; only names within `maxSlips` of the query are kept, ranked by the edit distance
 * from the query to the end of the name (the surname, or as many last words as the query has), then Fuse's score,
 * then the list order.
 */
export function fuzzySuggestions<T>(index: FuzzyIndex<T>, query: string, limit = 5): T[] {
  const q = normaliseName(query);
  if (q.length < 3) return [];
  const best = new Map<number, [number, number]>();
  for (const h of index.fuse.search(q)) {
    const key: [number, number] = [tailDistance(q, h.item.name), h.score ?? 1];
    if (key[0] > maxSlips(q)) continue;
    const prev = best.get(h.item.i);
    if (!prev || key[0] < prev[0] || (key[0] === prev[0] && key[1] < prev[1])) best.set(h.item.i, key);
  }
  return [...best]
    .sort((a, b) => a[1][0] - b[1][0] || a[1][1] - b[1][1] || a[0] - b[0])
    .slice(0, limit)
    .map(([i]) => index.entries[i].item);
}
