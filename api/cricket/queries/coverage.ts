import type { ArchiveCoverage, CareerCoverageNote, MissingTestInfo, TeamMissingTests } from '../../../contracts/cricket-coverage';
import type { Db } from '../../db/database';
import { WITHHELD_TESTS, withheldTest } from '../../../common/cricket/withheld-tests';
import { CRICKET_FORMAT_KEYS, cricketFormat, type CricketFormatKey } from '../../../common/cricket/formats';
import { perVersion } from './team-data';
import { careerGaps, deriveGaps, seriesKey, teamGaps, type CoverageMatch, type MissingTest, type TeamGap } from './coverage-gaps';

interface MatchRow {
  test_number: number;
  start_date: string;
  team1: string;
  team2: string;
  season: string | null;
  event_name: string | null;
  event_detail: string | null;
  event_match_number: number | null;
}

/** "The Ashes (New Zealand in Australia), 2015/16". */
const seriesLabel = (r: MatchRow) =>
  r.event_name ? `${r.event_name}${r.event_detail ? ` (${r.event_detail})` : ''}${r.season ? `, ${r.season}` : ''}` : null;

/** The held numbered Tests as the coverage derivation reads them. */
function coverageMatches(db: Db, fmt: CricketFormatKey): CoverageMatch[] {
  const rows = db
    .prepare<unknown[], MatchRow>(
      `SELECT test_number, start_date, team1, team2, season, event_name, event_detail, event_match_number
       FROM cricket_matches WHERE fmt = ? AND test_number IS NOT NULL`,
    )
    .all(fmt);
  return rows.map(
    (r): CoverageMatch => ({
      testNumber: r.test_number,
      startDate: r.start_date,
      teams: [r.team1, r.team2],
      seriesName: seriesLabel(r),
      seriesKey: seriesKey(r.event_name, r.event_detail, r.season),
      matchNumber: r.event_match_number,
    }),
  );
}

/** The withheld matches a format knows of (Cricsheet's withheld men's Tests of Afghanistan; none listed for the others). */
const withheldOf = (fmt: CricketFormatKey) => (fmt === 'tests' ? WITHHELD_TESTS : []);

/**
 * Derive the missing matches of every format from the matches held (each format's official numbers) and store them
 * (replaced whole); run after every import.
 */
export function storeGaps(db: Db) {
  const all = CRICKET_FORMAT_KEYS.map((fmt) => ({ fmt, gaps: deriveGaps(coverageMatches(db, fmt), withheldOf(fmt), cricketFormat(fmt).matchType === 'Test') }));
  const insert = db.prepare(
    `INSERT INTO cricket_missing_matches (fmt, test_number, after_date, before_date, team1, team2, series, series_match)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    db.prepare('DELETE FROM cricket_missing_matches').run();
    for (const { fmt, gaps } of all) {
      for (const m of gaps?.missing ?? []) insert.run(fmt, m.testNumber, m.after, m.before, m.teams?.[0] ?? null, m.teams?.[1] ?? null, m.series, m.seriesMatch);
    }
  })();
}

function missingTests(db: Db, fmt: CricketFormatKey): MissingTestInfo[] {
  const rows = db
    .prepare<unknown[], { test_number: number; after_date: string; before_date: string; team1: string | null; team2: string | null; series: string | null; series_match: number | null }>('SELECT test_number, after_date, before_date, team1, team2, series, series_match FROM cricket_missing_matches WHERE fmt = ? ORDER BY test_number')
    .all(fmt);
  return rows.map((r) => ({
    test_number: r.test_number,
    after_date: r.after_date,
    before_date: r.before_date,
    teams: r.team1 && r.team2 ? [r.team1, r.team2] : null,
    series: r.series,
    series_match: r.series_match,
    withheld: fmt === 'tests' && withheldTest(r.test_number) !== null,
  }));
}

export function archiveCoverage(db: Db, fmt: CricketFormatKey): ArchiveCoverage {
  const held = db
    .prepare<unknown[], { n: number; d: string }>(
      `SELECT test_number AS n, MIN(start_date) AS d FROM cricket_matches WHERE fmt = @fmt AND test_number IS NOT NULL
       GROUP BY test_number ORDER BY test_number`,
    )
    .all({ fmt });
  const unnumbered = db.prepare<unknown[], number>('SELECT COUNT(*) FROM cricket_matches WHERE fmt = ? AND test_number IS NULL').pluck().get(fmt)!;
  const stretches: ArchiveCoverage['stretches'] = [];
  for (const { n, d } of held) {
    const s = stretches[stretches.length - 1];
    if (s && s.to_number === n - 1) {
      s.to_number = n;
      s.to_date = d;
      s.tests++;
    } else stretches.push({ from_number: n, to_number: n, from_date: d, to_date: d, tests: 1 });
  }
  const first = held[0] ?? null;
  const last = held[held.length - 1] ?? null;
  return {
    held: held.length,
    total: first && last ? last.n - first.n + 1 : 0,
    first_number: first?.n ?? null,
    last_number: last?.n ?? null,
    first_date: first?.d ?? null,
    last_date: last?.d ?? null,
    unnumbered,
    stretches,
    missing: missingTests(db, fmt),
  };
}

const toGap = (m: MissingTestInfo): MissingTest => ({
  testNumber: m.test_number,
  after: m.after_date,
  before: m.before_date,
  teams: m.teams,
  series: m.series,
  seriesMatch: m.series_match,
  withheld: m.withheld,
});

const gapInfo = (g: TeamGap): TeamMissingTests => ({
  teams: g.teams,
  series: g.series,
  series_matches: g.seriesMatches,
  tests: g.count,
  test_numbers: g.testNumbers,
  withheld: g.withheld,
  after_date: g.after,
  before_date: g.before,
});

/**
 * Every team's known missing Tests (series gaps and withheld Tests; api/cricket/queries/coverage-gaps.ts teamGaps), derived
 * from the held Tests with the stored missing Tests: the one place careers and team pages read them from; once per data
 * version (shared: never changed by a caller).
 */
export function knownTeamGaps(db: Db, fmt: CricketFormatKey): { gaps: readonly TeamGap[]; missing: readonly MissingTest[] } {
  return perVersion(db, `teamGaps|${fmt}`, (d) => deriveTeamGaps(d, fmt));
}

function deriveTeamGaps(db: Db, fmt: CricketFormatKey): { gaps: TeamGap[]; missing: MissingTest[] } {
  const missing = missingTests(db, fmt).map(toGap);
  const input = coverageMatches(db, fmt);
  const numbers = input.map((m) => m.testNumber);
  if (!numbers.length) return { gaps: [], missing };
  const first = Math.min(...numbers);
  const last = Math.max(...numbers);
  return { gaps: teamGaps(input, { first, last, held: numbers.length, missing, stretches: [] }, cricketFormat(fmt).matchType === 'Test'), missing };
}

/** Per player, the coverage note of every player (null when nothing to say). One pass over the appearances. */
export function careerNotes(db: Db, onlyPlayer: string | undefined, fmt: CricketFormatKey): Map<string, CareerCoverageNote> {
  const missing = missingTests(db, fmt);
  const out = new Map<string, CareerCoverageNote>();
  if (missing.length === 0 && !db.prepare('SELECT 1 FROM cricket_matches WHERE fmt = ? AND test_number IS NOT NULL LIMIT 1').get(fmt)) return out;
  const teamNumbers = new Map<string, number[]>();
  for (const [team, n] of db
    .prepare<unknown[], [string, number]>(
      `SELECT team1, test_number FROM cricket_matches WHERE fmt = @fmt AND test_number IS NOT NULL
       UNION SELECT team2, test_number FROM cricket_matches WHERE fmt = @fmt AND test_number IS NOT NULL ORDER BY 2`,
    )
    .raw()
    .all({ fmt })) {
    const list = teamNumbers.get(team) ?? [];
    list.push(n);
    teamNumbers.set(team, list);
  }
  const apps = db
    .prepare<unknown[], [string, string, number]>(
      `SELECT mp.player_id, mp.team, m.test_number FROM cricket_match_players mp JOIN cricket_matches m ON m.match_id = mp.match_id
       WHERE m.fmt = @fmt AND m.test_number IS NOT NULL ${onlyPlayer ? 'AND mp.player_id = @id' : ''}
       ORDER BY mp.player_id, m.test_number`,
    )
    .raw()
    .all(onlyPlayer ? { id: onlyPlayer, fmt } : { fmt });
  const { gaps, missing: allMissing } = knownTeamGaps(db, fmt);
  const byPlayer = new Map<string, Map<string, number[]>>();
  for (const [id, team, n] of apps) {
    let teams = byPlayer.get(id);
    if (!teams) byPlayer.set(id, (teams = new Map()));
    const list = teams.get(team) ?? [];
    list.push(n);
    teams.set(team, list);
  }
  for (const [id, teams] of byPlayer) {
    for (const [team, numbers] of teams) {
      const g = careerGaps(team, numbers, teamNumbers.get(team) ?? [], gaps, allMissing);
      if (!g) continue;
      out.set(id, {
        team,
        starts_with_archive: g.startsWithArchive,
        first_test_number: g.firstNumber,
        before: g.before.map(gapInfo),
        inside: g.inside.map(gapInfo),
        unknown_inside: g.unknownInside,
      });
      break;
    }
  }
  return out;
}
