import type { InningsRecord } from '../api/cricket-types';
import { venueType, type CareerInnings } from './summarise';
import { compareText } from '../../../../common/compare-text';
import { countText } from '../../../../common/number-text';

/**
 * The career page's filter bar: one set of filters applied to every table and chart, kept in the URL's query
 * (?opp=Australia&host=England&venue=away&from=2015&to=2020&inns=2) so a filtered view can be shared. Pure.
 */
export type VenueFilter = 'home' | 'away' | 'neutral';

export interface InningsFilters {
  opposition: string | null;
  host: string | null;
  venue: VenueFilter | null;
  from: number | null;
  to: number | null;
  inns: number | null;
}

export const NO_FILTERS: InningsFilters = { opposition: null, host: null, venue: null, from: null, to: null, inns: null };

const VENUES: readonly VenueFilter[] = ['home', 'away', 'neutral'];

const year = (s: string | null) => (s && /^\d{4}$/.test(s) ? Number(s) : null);
const text = (s: string | null) => (s && s.trim() ? s.trim().slice(0, 80) : null);

/** Reads the filters from a query string ("?a=b" or "a=b"); unknown or malformed values are ignored. */
export function parseFilters(search: string): InningsFilters {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const venue = q.get('venue')?.toLowerCase() ?? null;
  const inns = q.get('inns');
  let from = year(q.get('from'));
  let to = year(q.get('to'));
  if (from !== null && to !== null && from > to) [from, to] = [to, from];
  return {
    opposition: text(q.get('opp')),
    host: text(q.get('host')),
    venue: VENUES.includes(venue as VenueFilter) ? (venue as VenueFilter) : null,
    from,
    to,
    inns: inns && /^[1-4]$/.test(inns) ? Number(inns) : null,
  };
}

/**
 * The filters as a query string without "?" ('' when none), in a fixed order. Other parameters already in
 * `keep` (anything the filter bar does not own) are kept.
 */
export function filtersToSearch(f: InningsFilters, keep = ''): string {
  const q = new URLSearchParams(keep.startsWith('?') ? keep.slice(1) : keep);
  for (const k of ['opp', 'host', 'venue', 'from', 'to', 'inns']) q.delete(k);
  const set = (k: string, v: string | number | null) => {
    if (v !== null && v !== '') q.set(k, String(v));
  };
  set('opp', f.opposition);
  set('host', f.host);
  set('venue', f.venue);
  set('from', f.from);
  set('to', f.to);
  set('inns', f.inns);
  return q.toString();
}

export const isFiltered = (f: InningsFilters) => Object.values(f).some((v) => v !== null);

/**
 * The innings records (did-not-bat records included; or bowling innings; or whole Tests, which have no innings
 * number and so pass no innings filter) that pass every filter.
 */
export function filterInnings<T extends CareerInnings>(records: readonly T[], f: InningsFilters): T[] {
  if (!isFiltered(f)) return records as T[];
  return records.filter(
    (r) =>
      (f.opposition === null || r.opposition === f.opposition) &&
      (f.host === null || (r.host_country ?? 'Unknown') === f.host) &&
      (f.venue === null || venueType(r).toLowerCase() === f.venue) &&
      (f.from === null || r.match_year >= f.from) &&
      (f.to === null || r.match_year <= f.to) &&
      (f.inns === null || r.match_inns === f.inns),
  );
}

export interface FilterOptions {
  oppositions: string[];
  hosts: string[];
  years: number[];
  innings: number[];
}

/** The values the filter bar offers: those in the player's whole career, sorted. */
export function filterOptions(records: readonly CareerInnings[]): FilterOptions {
  const opp = new Set<string>();
  const hosts = new Set<string>();
  const years = new Set<number>();
  const inns = new Set<number>();
  for (const r of records) {
    opp.add(r.opposition);
    hosts.add(r.host_country ?? 'Unknown');
    years.add(r.match_year);
    if (r.match_inns !== undefined) inns.add(r.match_inns);
  }
  const alpha = compareText;
  return { oppositions: [...opp].sort(alpha), hosts: [...hosts].sort(alpha), years: [...years].sort((a, b) => a - b), innings: [...inns].sort((a, b) => a - b) };
}

const ORDINAL = ['1st', '2nd', '3rd', '4th'];

/** One player's innings counts beside the filter bar (innings batted as the summary counts them, and the rest). */
export interface InningsCount {
  /** The player's name; given when the bar filters more than one career (the compare view). */
  name?: string;
  /** Innings batted shown and in all. */
  shown: number;
  total: number;
  /** Did-not-bat (and absent hurt) records among those shown and in all. */
  dnbShown: number;
  dnbTotal: number;
}

/** ", plus 7 did not bat": the records the innings count leaves out, said out loud. */
const dnbNote = (n: number) => (n > 0 ? `, plus ${n} did not bat` : '');

/**
 * The filter bar's status, one line per entry. One career: "All 298 innings, plus 7 did not bat" or "Showing 12 of
 * 298 innings: v Australia" (or, counting Tests, "All 3 Tests", "Showing 1 of 3 Tests: away"). Several: "Showing v
 * Australia:" (when filtered), then "L Long: 3 of 4 innings" or "L Long: all 4 innings, plus 1 did not bat" per player.
 */
export function filterStatusLines(f: InningsFilters, counts: readonly InningsCount[], unit: 'innings' | 'Tests' = 'innings'): string[] {
  const on = isFiltered(f);
  const total = (n: number) => (unit === 'innings' ? `${n} innings` : countText(n, 'Test'));
  if (counts.length === 1 && counts[0].name === undefined) {
    const c = counts[0];
    return [on ? `Showing ${c.shown} of ${total(c.total)}${dnbNote(c.dnbShown)}: ${describeFilters(f)}` : `All ${total(c.total)}${dnbNote(c.dnbTotal)}`];
  }
  const lines = counts.map((c) =>
    on ? `${c.name}: ${c.shown} of ${c.total} innings${dnbNote(c.dnbShown)}` : `${c.name}: all ${c.total} innings${dnbNote(c.dnbTotal)}`,
  );
  return on ? [`Showing ${describeFilters(f)}:`, ...lines] : lines;
}

/** Innings batted (as the summary counts them) and did-not-bat records, shown and in all, for the filter bar. */
export function inningsCount(all: readonly InningsRecord[], shown: readonly InningsRecord[], name?: string): InningsCount {
  const batted = (rs: readonly InningsRecord[]) => rs.reduce((n, r) => n + (r.did_bat ? 1 : 0), 0);
  const b = batted(shown);
  const t = batted(all);
  return { ...(name === undefined ? {} : { name }), shown: b, total: t, dnbShown: shown.length - b, dnbTotal: all.length - t };
}

/** "v Australia, in England, away, 2015–2020, 2nd innings" ('' without filters). */
export function describeFilters(f: InningsFilters): string {
  const parts: string[] = [];
  if (f.opposition) parts.push(`v ${f.opposition}`);
  if (f.host) parts.push(`in ${f.host}`);
  if (f.venue) parts.push(f.venue);
  if (f.from !== null && f.to !== null) parts.push(f.from === f.to ? String(f.from) : `${f.from}–${f.to}`);
  else if (f.from !== null) parts.push(`from ${f.from}`);
  else if (f.to !== null) parts.push(`to ${f.to}`);
  if (f.inns !== null) parts.push(`${ORDINAL[f.inns - 1]} innings`);
  return parts.join(', ');
}
