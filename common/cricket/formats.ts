/**
 * The formats of international cricket the explorer covers, format and sex as ONE dimension, written once.
 * Everything else derives from this list: the importer (which files belong to which format), the database's `fmt`
 * column on every cricket table, the contracts' `format` query parameter, the server's cache keys, the page state
 * and the route manifest. Men's Tests are the default, so every address without `format` answers as it always did.
 * A new format is one entry here (and its archive in the importer's source list).
 */

/** Cricsheet's `info.match_type` for each kind of match. */
export type CricsheetMatchType = 'Test' | 'ODI' | 'T20';
export type CricketSex = 'male' | 'female';

export interface CricketFormat {
  /** The key: the database's `fmt` value and the `format` query parameter. */
  key: string;
  matchType: CricsheetMatchType;
  sex: CricketSex;
  /** "Tests", "Women's ODIs": the control's words and the pages' headings. */
  label: string;
  /** One match: "Test", "ODI", "T20I". */
  matchWord: string;
  /** Cricsheet's download of the format (https://cricsheet.org/downloads/<file>). */
  file: string;
  /** Overs a side in a full match; null for Tests (no limit). */
  overs: number | null;
  /**
   * The phases of an innings by over (1-based, inclusive), for limited-overs formats: the powerplay (the mandatory
   * fielding restrictions of a full match), the middle overs and the death overs. Null for Tests.
   */
  phases: { powerplay: [number, number]; middle: [number, number]; death: [number, number] } | null;
}

export const CRICKET_FORMATS = [
  { key: 'tests', matchType: 'Test', sex: 'male', label: 'Tests', matchWord: 'Test', file: 'tests_male_json.zip', overs: null, phases: null },
  {
    key: 'odis',
    matchType: 'ODI',
    sex: 'male',
    label: 'ODIs',
    matchWord: 'ODI',
    file: 'odis_male_json.zip',
    overs: 50,
    phases: { powerplay: [1, 10], middle: [11, 40], death: [41, 50] },
  },
  {
    key: 't20is',
    matchType: 'T20',
    sex: 'male',
    label: 'T20Is',
    matchWord: 'T20I',
    file: 't20s_male_json.zip',
    overs: 20,
    phases: { powerplay: [1, 6], middle: [7, 15], death: [16, 20] },
  },
  { key: 'women-tests', matchType: 'Test', sex: 'female', label: "Women's Tests", matchWord: 'Test', file: 'tests_female_json.zip', overs: null, phases: null },
  {
    key: 'women-odis',
    matchType: 'ODI',
    sex: 'female',
    label: "Women's ODIs",
    matchWord: 'ODI',
    file: 'odis_female_json.zip',
    overs: 50,
    phases: { powerplay: [1, 10], middle: [11, 40], death: [41, 50] },
  },
  {
    key: 'women-t20is',
    matchType: 'T20',
    sex: 'female',
    label: "Women's T20Is",
    matchWord: 'T20I',
    file: 't20s_female_json.zip',
    overs: 20,
    phases: { powerplay: [1, 6], middle: [7, 15], death: [16, 20] },
  },
] as const satisfies readonly CricketFormat[];

export type CricketFormatKey = (typeof CRICKET_FORMATS)[number]['key'];

/** The keys in the list's order (the control's, the sitemap's, the cache key's). */
export const CRICKET_FORMAT_KEYS = CRICKET_FORMATS.map((f) => f.key) as unknown as readonly [CricketFormatKey, ...CricketFormatKey[]];

/** Men's Tests: what every address without `format` shows (the explorer's only format before). */
export const DEFAULT_CRICKET_FORMAT: CricketFormatKey = 'tests';

/** The limited-overs formats (ODIs and T20Is, men's and women's): each has its own win-probability model. */
export const LIMITED_OVERS_FORMAT_KEYS: readonly CricketFormatKey[] = CRICKET_FORMATS.filter((f) => f.overs !== null).map((f) => f.key);

const BY_KEY = new Map<string, CricketFormat>(CRICKET_FORMATS.map((f) => [f.key, f]));


export function cricketFormat(key: CricketFormatKey): CricketFormat {
  return BY_KEY.get(key)!;
}


/** The format of a Cricsheet match file (`info.match_type`, `info.gender`), or null when the explorer has none. */
export function formatOfMatch(matchType: unknown, gender: unknown): CricketFormatKey | null {
  const f = CRICKET_FORMATS.find((x) => x.matchType === matchType && x.sex === gender);
  return f ? f.key : null;
}

/** The phase of an over (1-based) in a limited-overs format; null for Tests. */
export type InningsPhase = 'powerplay' | 'middle' | 'death';

export function phaseOfOver(key: CricketFormatKey, over: number): InningsPhase | null {
  const p = cricketFormat(key).phases;
  if (!p) return null;
  if (over <= p.powerplay[1]) return 'powerplay';
  if (over < p.death[0]) return 'middle';
  return 'death';
}

/** The query parameter that carries the format on every cricket page and answer (absent: men's Tests). */
export const CRICKET_FORMAT_PARAM = 'format';

/** The format an address asks for (`?format=`): a known key, else men's Tests (an unknown value reads as none). */
export function formatFromSearch(search: string): CricketFormatKey {
  const v = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get(CRICKET_FORMAT_PARAM);
  return v !== null && BY_KEY.has(v) ? (v as CricketFormatKey) : DEFAULT_CRICKET_FORMAT;
}

/** The `format` query of a request: none for men's Tests (the requests and addresses of before). */
export const formatQueryOf = (fmt: CricketFormatKey): { format?: CricketFormatKey } => (fmt === DEFAULT_CRICKET_FORMAT ? {} : { format: fmt });

/**
 * An address within the cricket section with the format set (men's Tests: no `format`); other parameters kept.
 */
export function withFormat(href: string, fmt: CricketFormatKey): string {
  const hashAt = href.indexOf('#');
  const hash = hashAt >= 0 ? href.slice(hashAt) : '';
  const rest = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const qAt = rest.indexOf('?');
  const path = qAt >= 0 ? rest.slice(0, qAt) : rest;
  const params = new URLSearchParams(qAt >= 0 ? rest.slice(qAt + 1) : '');
  if (fmt === DEFAULT_CRICKET_FORMAT) params.delete(CRICKET_FORMAT_PARAM);
  else params.set(CRICKET_FORMAT_PARAM, fmt);
  const q = params.toString();
  return `${path}${q ? `?${q}` : ''}${hash}`;
}

/**
 * The format stays with the visitor: a link to a cricket page that names no format takes the one of the page the
 * visitor is on (`search`, its query string). Any other link is left as it is.
 */
export function carryFormat(href: string, search: string): string {
  if (!/^\/cricket(\/|\?|#|$)/i.test(href) || /[?&]format=/.test(href)) return href;
  const fmt = formatFromSearch(search);
  return fmt === DEFAULT_CRICKET_FORMAT ? href : withFormat(href, fmt);
}

/** "Men's Tests", "Women's T20Is": a format named with its sex, as pages and headings write it. */
export function formatName(key: CricketFormatKey): string {
  const f = cricketFormat(key);
  return f.sex === 'male' ? `Men's ${f.label}` : f.label;
}
