/**
 * The site's one heading case (docs/shared-ui.md "Headings"): sentence case. A heading starts with a capital and
 * every later word is lower case, after a colon too ("Test records: most runs"), except
 * - names: people, teams, grounds, groups, cups, leagues and seasons as the data spells them (passed in), and the
 *   names the site's own words use (`PROPER_WORDS`: Test as the format, Kelly, Monte Carlo, Elo ...);
 * - initialisms and figures (CSV, D3, KPI, DRS, 3rd), and single letters that stand for something ("matrix C");
 * - the headings the specification quotes, which keep its words exactly (`SPEC_HEADINGS`).
 * `tests/unit/ssr/csv-on-every-table.test.ts` (the page walk) checks every heading of every page kind with it.
 */

/** Words the site always writes with a capital: the format, people's and places' names, methods named after people. */
const PROPER_WORDS = new Set([
  'Test', 'Tests', 'Kelly', 'Monte', 'Carlo', 'Elo', 'Colley', 'Massey', 'Brier', 'Poisson', 'Dixon', 'Coles', 'Newton',
  'Kaplan', 'Meier', 'Student', 'English', 'Asian', 'Cricsheet', 'Cricinfo', 'Sportalytics', 'Stage', 'Duckworth',
  'Lewis', 'Stern', 'Rule', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec',
  'January', 'February', 'March', 'April', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
  'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'I',
]);

/**
 * Headings the specification quotes (docs/specification.md): kept exactly as written there, whatever their case.
 * "sport·a·lyst" is the about page's dictionary headword, lower case as a dictionary prints it.
 */
const SPEC_HEADINGS: ReadonlySet<string> = new Set([
  'Explore Test Match Batting Careers',
  'Current Standings',
  'All Matches',
  'Recent Form',
  'Head To Head',
  'Group Players',
  'Simulate A Single Game',
  'Batch Simulate 850 Games',
  'sport·a·lyst',
]);

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’·-]*/gu;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A word that may keep its capital wherever it stands. */
function mayBeCapital(word: string): boolean {
  const bare = word.replace(/['’]s$/, '');
  if (PROPER_WORDS.has(bare)) return true;
  // Initialisms and figures: CSV, KPIs, D3, 3rd, T20I; a single letter other than the article "A" (a symbol).
  if (/\p{N}/u.test(bare) || /^\p{Lu}{2,}s?$/u.test(bare)) return true;
  return bare.length === 1 && bare !== 'A';
}

/**
 * What breaks the heading case in `heading`, or null: `names` are the data's names (a player, a team, a ground ...),
 * taken out before the check, longest first, since the data spells them.
 */
export function headingCaseProblem(heading: string, names: readonly string[] = []): string | null {
  const text = heading.replace(/\s+/g, ' ').trim();
  if (!text || SPEC_HEADINGS.has(text)) return null;
  // The first word is the first with a letter ("5. How sure a rating is").
  const first = (text.match(WORD) ?? []).find((w) => /\p{L}/u.test(w));
  // A heading that starts with a figure goes on as a sentence would: "5 random players", "5. How sure a rating is".
  if (first && /^\p{Ll}/u.test(first) && !/^\p{N}/u.test(text)) return `"${text}" starts with a small letter ("${first}")`;
  let rest = text;
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    if (name.length > 1 && rest.includes(name)) rest = rest.replace(new RegExp(`(?<![\\p{L}])${escape(name)}(?![\\p{L}])`, 'gu'), ' ');
  }
  const restWords = (rest.match(WORD) ?? []).filter((w) => /\p{L}/u.test(w));
  // The first word keeps its capital (unless it was a name, taken out above).
  const later = first !== undefined && restWords[0] === first && rest.indexOf(first) === text.indexOf(first) ? restWords.slice(1) : restWords;
  const wrong = later.filter((w) => /^\p{Lu}/u.test(w) && !mayBeCapital(w));
  return wrong.length ? `"${text}" has a capital in the middle (${wrong.map((w) => `"${w}"`).join(', ')}): headings are in sentence case` : null;
}
