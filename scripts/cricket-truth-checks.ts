/**
 * The real-archive checks of what the site says about the data itself, counted from the raw Cricsheet JSON
 * (https://cricsheet.org/format/json/) with none of the importer's code:
 * - result words: no result text on the site reads "1 wickets" or "1 runs", and every one-wicket or one-run win of
 *   the raw files (`info.outcome.by`) reads "by 1 wicket" / "by 1 run";
 * - the Tests Cricsheet withholds (common/cricket/withheld-tests.ts): each official number is absent from the raw
 *   files and its date lies between the held Tests either side;
 * - the career coverage badge against published career lengths (Cricinfo): a career the raw files hold whole
 *   carries no badge, one they hold in part carries it (AN Cook 161 Tests, all held; HM Amla 124, 2 missing).
 * Series completeness is checked with the series recount (scripts/cricket-team-recount.ts).
 */
import type { Db } from '../api/db/database';
import { matchResult } from '../api/cricket/queries/match-scorecard';
import { careerNotes } from '../api/cricket/queries/coverage';
import { WITHHELD_TESTS } from '../common/cricket/withheld-tests';
import type { CricketFormatKey } from '../common/cricket/formats';

/** Published Test career lengths (Cricinfo), for the badge check. */
const PUBLISHED_CAREERS: readonly [string, number][] = [
  ['AN Cook', 161],
  ['HM Amla', 124],
];

type Raw = {
  info?: {
    match_type_number?: number;
    dates?: string[];
    outcome?: { winner?: string; by?: { runs?: number; wickets?: number; innings?: number } };
    players?: Record<string, string[]>;
    registry?: { people?: Record<string, string> };
  };
};

export class TruthRecount {
  /** Match id -> the raw one-unit margin ("wicket" or "run"), for one-wicket and one-run wins (not by an innings). */
  readonly oneMargins = new Map<string, 'wicket' | 'run'>();
  /** Official number -> start date. */
  readonly numbers = new Map<number, string>();
  /** Player name -> registry id and his Tests in the raw files. */
  readonly careers = new Map<string, { id: string; tests: number }>();

  add(matchId: string, doc: unknown) {
    const info = (doc as Raw).info ?? {};
    const by = info.outcome?.by;
    if (info.outcome?.winner && by && by.innings === undefined) {
      if (by.wickets === 1) this.oneMargins.set(matchId, 'wicket');
      if (by.runs === 1) this.oneMargins.set(matchId, 'run');
    }
    if (Number.isInteger(info.match_type_number)) this.numbers.set(info.match_type_number!, [...(info.dates ?? [])].sort()[0] ?? '');
    const people = info.registry?.people ?? {};
    for (const [name] of PUBLISHED_CAREERS) {
      const played = Object.values(info.players ?? {}).some((list) => list.includes(name));
      if (!played || !people[name]) continue;
      const c = this.careers.get(name) ?? { id: people[name], tests: 0 };
      c.tests += 1;
      this.careers.set(name, c);
    }
  }
}

export function compareTruth(db: Db, raw: TruthRecount, fmt: CricketFormatKey = 'tests'): string[] {
  const bad: string[] = [];
  const rows = db.prepare<unknown[], { match_id: string; outcome: string; winner: string | null; result: string | null }>('SELECT match_id, outcome, winner, result FROM cricket_matches').all();
  let plural = 0;
  for (const r of rows) {
    const text = matchResult(r).text;
    if (/\b1 (wickets|runs)\b/.test(text)) {
      plural++;
      bad.push(`[truth] ${r.match_id}: result reads "${text}"`);
    }
    const unit = raw.oneMargins.get(r.match_id);
    // The method may follow the margin: "won by 1 run (D/L)".
    if (unit && !new RegExp(`\\bby 1 ${unit}( \\(.+\\))?$`).test(text)) bad.push(`[truth] ${r.match_id}: a one-${unit} win reads "${text}"`);
  }
  // The withheld matches and the published careers are men's Tests.
  const withheld = fmt === 'tests' ? WITHHELD_TESTS : [];
  const careers = fmt === 'tests' ? PUBLISHED_CAREERS : [];
  const sorted = [...raw.numbers.keys()].sort((a, b) => a - b);
  for (const w of withheld) {
    if (raw.numbers.has(w.number)) bad.push(`[truth] withheld Test #${w.number} is in the archive`);
    const before = sorted.filter((n) => n < w.number).pop();
    const after = sorted.find((n) => n > w.number);
    if (before === undefined || after === undefined) continue;
    const [from, to] = [raw.numbers.get(before)!, raw.numbers.get(after)!];
    if (w.date < from || w.date > to) bad.push(`[truth] withheld Test #${w.number} dated ${w.date}, outside ${from} to ${to} (Tests #${before} and #${after})`);
  }
  const notes = careerNotes(db, undefined, fmt);
  const badges: string[] = [];
  for (const [name, published] of careers) {
    const c = raw.careers.get(name);
    if (!c) {
      badges.push(`${name} not in this archive (not checked)`);
      continue;
    }
    const badge = notes.has(c.id);
    badges.push(`${name} ${c.tests} of ${published} held, badge ${badge ? 'shown' : 'not shown'}`);
    if (c.tests === published && badge) bad.push(`[truth] ${name}: all ${published} Tests held, yet the career is badged as possibly longer`);
    if (c.tests < published && !badge) bad.push(`[truth] ${name}: ${c.tests} of ${published} Tests held, yet no badge says the career may be longer`);
  }
  console.log(
    `truth: ${rows.length} result texts, ${plural} with "1 wickets" or "1 runs", ${raw.oneMargins.size} one-wicket or one-run wins in the raw files; ` +
      `${withheld.length} withheld Tests checked against the official numbers; badges: ${badges.join('; ')}`,
  );
  return bad;
}
