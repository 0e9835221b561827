/**
 * The real-archive recount of Every team's won / lost / drawn, every head-to-head and every series
 * result, counted straight from the raw Cricsheet JSON (format: https://cricsheet.org/format/json/) with none of the
 * importer's code, then compared with the site's answers (api/cricket/queries/team-queries.ts, series-queries.ts).
 * Read from each match file: `info.teams`, `info.outcome` (`winner`, or `result` "draw" / "tie"; an awarded Test
 * has `method: "Awarded"` and a winner), `info.dates`, `info.venue`, `info.season`, `info.event.name` and
 * `match_number`. The host country comes from the ground alias table (api/cricket/import/venues.ts), the reviewed
 * definition of a ground; a series is the Tests sharing event name, season, pairing and host country.
 */
import type { CricketFormatKey } from '../common/cricket/formats';
import type { Db } from '../api/db/database';
import { groundsMatching } from '../api/cricket/import/venues';
import { headToHead, listTeams } from '../api/cricket/queries/team-queries';
import { listSeries } from '../api/cricket/queries/series-queries';
import { teamSlug } from '../common/cricket/cricket-slugs';
import type { SeriesRow } from '../contracts/cricket-teams';

interface Tally {
  tests: number;
  won: number;
  lost: number;
  drawn: number;
  tied: number;
}

interface RawSeries {
  name: string;
  season: string;
  pair: [string, string];
  first: string;
  tests: number;
  wins: Map<string, number>;
  drawn: number;
  tied: number;
  numbers: (number | null)[];
}

type Raw = {
  info?: {
    teams?: string[];
    dates?: string[];
    venue?: string;
    season?: string | number;
    outcome?: { winner?: string; result?: string; method?: string };
    event?: { name?: string; match_number?: number };
  };
};

const emptyTally = (): Tally => ({ tests: 0, won: 0, lost: 0, drawn: 0, tied: 0 });

export class TeamRecount {
  readonly teams = new Map<string, Tally>();
  /** "A|B" (alphabetical) -> tally from A's side. */
  readonly pairs = new Map<string, Tally>();
  readonly series = new Map<string, RawSeries>();

  add(doc: unknown) {
    const info = (doc as Raw).info ?? {};
    const [a, b] = [...(info.teams ?? [])].sort((x, y) => x.localeCompare(y));
    if (!a || !b) return;
    const o = info.outcome ?? {};
    const resultOf = (team: string): keyof Omit<Tally, 'tests'> | null =>
      o.winner ? (o.winner === team ? 'won' : 'lost') : o.result === 'draw' ? 'drawn' : o.result === 'tie' ? 'tied' : null;
    for (const team of [a, b]) {
      const t = this.teams.get(team) ?? emptyTally();
      t.tests += 1;
      const r = resultOf(team);
      if (r) t[r] += 1;
      this.teams.set(team, t);
    }
    const p = this.pairs.get(`${a}|${b}`) ?? emptyTally();
    p.tests += 1;
    const r = resultOf(a);
    if (r) p[r] += 1;
    this.pairs.set(`${a}|${b}`, p);

    const name = info.event?.name?.trim();
    if (!name) return;
    const season = info.season === undefined ? '' : String(info.season);
    const grounds = groundsMatching(info.venue ?? '');
    const host = grounds.length === 1 ? grounds[0].country : '?';
    const key = [name, season, a, b, host].join('|');
    const first = [...(info.dates ?? [])].sort()[0] ?? '';
    const s = this.series.get(key) ?? { name, season, pair: [a, b] as [string, string], first, tests: 0, wins: new Map<string, number>(), drawn: 0, tied: 0, numbers: [] };
    s.tests += 1;
    if (first < s.first) s.first = first;
    if (o.winner) s.wins.set(o.winner, (s.wins.get(o.winner) ?? 0) + 1);
    else if (o.result === 'draw') s.drawn += 1;
    else if (o.result === 'tie') s.tied += 1;
    s.numbers.push(Number.isInteger(info.event?.match_number) ? info.event!.match_number! : null);
    this.series.set(key, s);
  }
}

/** Numbered 1..n with none missing (and every Test numbered when there are two or more). */
function completeByNumbering(numbers: (number | null)[]): boolean {
  if (numbers.length === 1 && numbers[0] === null) return true;
  if (numbers.some((n) => n === null)) return false;
  const sorted = (numbers as number[]).slice().sort((x, y) => x - y);
  return sorted.every((n, i) => n === i + 1);
}

/** Compares the recount with the site's answers; returns the differences ("[teams] ...") and prints a summary. */
export function compareTeams(db: Db, raw: TeamRecount, fmt: CricketFormatKey = 'tests'): string[] {
  const bad: string[] = [];
  const site = new Map(listTeams(db, fmt).map((t) => [t.team, t]));
  let teamsOk = 0;
  for (const [team, t] of raw.teams) {
    const s = site.get(team);
    const diffs = (['tests', 'won', 'lost', 'drawn', 'tied'] as const).filter((k) => s?.[k] !== t[k]);
    if (diffs.length) bad.push(`[teams] ${team}: ${diffs.map((k) => `${k} raw ${t[k]} vs site ${s?.[k]}`).join(', ')}`);
    else teamsOk++;
  }
  if (site.size !== raw.teams.size) bad.push(`[teams] raw count ${raw.teams.size} teams, site ${site.size}`);

  let pairsOk = 0;
  for (const [key, t] of raw.pairs) {
    const [a, b] = key.split('|');
    let s: Tally | undefined;
    try {
      s = headToHead(db, teamSlug(a), teamSlug(b), fmt).overall;
    } catch (e) {
      bad.push(`[teams] head-to-head ${a} v ${b}: ${(e as Error).message}`);
      continue;
    }
    const diffs = (['tests', 'won', 'lost', 'drawn', 'tied'] as const).filter((k) => s[k] !== t[k]);
    if (diffs.length) bad.push(`[teams] ${a} v ${b}: ${diffs.map((k) => `${k} raw ${t[k]} vs site ${s[k]}`).join(', ')}`);
    else pairsOk++;
  }

  const siteSeries = (listSeries(db, {}, null, fmt).data as SeriesRow[]).map((r) => ({ r, used: false }));
  let seriesOk = 0;
  let rawComplete = 0;
  let siteComplete = 0;
  for (const s of raw.series.values()) {
    const match = siteSeries.find((x) => !x.used && x.r.name === s.name && x.r.season === s.season && x.r.teams[0] === s.pair[0] && x.r.teams[1] === s.pair[1] && x.r.first_date === s.first);
    const label = `${s.name}, ${s.season} (${s.pair.join(' v ')}, from ${s.first})`;
    if (!match) {
      bad.push(`[teams] series ${label}: not on the site`);
      continue;
    }
    match.used = true;
    const r = match.r;
    const wins: [number, number] = [s.wins.get(s.pair[0]) ?? 0, s.wins.get(s.pair[1]) ?? 0];
    const complete = completeByNumbering(s.numbers);
    if (complete) rawComplete++;
    if (r.result.complete) siteComplete++;
    const diffs: string[] = [];
    if (r.tests !== s.tests) diffs.push(`Tests raw ${s.tests} vs site ${r.tests}`);
    if (r.result.wins[0] !== wins[0] || r.result.wins[1] !== wins[1]) diffs.push(`wins raw ${wins.join('-')} vs site ${r.result.wins.join('-')}`);
    if (r.result.drawn !== s.drawn || r.result.tied !== s.tied) diffs.push(`drawn/tied raw ${s.drawn}/${s.tied} vs site ${r.result.drawn}/${r.result.tied}`);
    // The site may know more missing Tests than the numbering shows (the coverage derivation), never fewer.
    if (r.result.complete && !complete) diffs.push('site claims a result the numbering does not allow');
    if (!r.result.complete && complete && !r.result.gaps.some((g) => g.startsWith('Test no. '))) diffs.push('site withholds a result the numbering allows');
    if (complete && r.result.complete) {
      const [hi, lo] = wins[0] >= wins[1] ? [wins[0], wins[1]] : [wins[1], wins[0]];
      const text = wins[0] === wins[1] ? `Drawn ${hi}\u2013${lo}` : `${wins[0] > wins[1] ? s.pair[0] : s.pair[1]} won ${hi}\u2013${lo}`;
      if (r.result.text !== text) diffs.push(`result raw "${text}" vs site "${r.result.text}"`);
    }
    if (diffs.length) bad.push(`[teams] series ${label}: ${diffs.join(', ')}`);
    else seriesOk++;
  }
  for (const x of siteSeries) if (!x.used) bad.push(`[teams] series ${x.r.slug} on the site has no raw counterpart`);
  console.log(
    `teams: raw recount of ${raw.teams.size} teams, ${raw.pairs.size} pairings and ${raw.series.size} series; agree: ${teamsOk} teams, ${pairsOk} pairings, ` +
      `${seriesOk} series (${rawComplete} complete by their numbering, ${siteComplete} with a result claimed on the site)`,
  );
  return bad;
}
