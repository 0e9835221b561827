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
