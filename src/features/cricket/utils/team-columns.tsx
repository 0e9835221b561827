/**
 * The columns of the team, head-to-head, series and ground tables: each cell's text as the page shows it
 * and as its CSV holds it, figures through the one number module.
 */
import { linkTo } from '../../../../contracts/route-manifest';
import { formatNumber, percent } from '../../../../common/number-text';
import { groundSlug, teamSlug } from '../../../../common/cricket/cricket-slugs';
import type { LeadingBatter, LeadingBowler, ResultCounts, TeamChase, TeamTotal, TeamWin, TestRow } from '../api/cricket-types';
import { overText } from '../../../../common/cricket/over-text';
import type { CsvColumn } from '../components/shared/csv-table';
import { fmtDate } from './summarise';
import { matchTitle } from '../../../../common/cricket/match-title';

export const num = (n: number) => formatNumber(n);
export const avg = (x: number | null) => (x === null ? '-' : formatNumber(x, 2, 2));

/** Tests, won, lost, drawn, tied and win % (an awarded Test marked in the won and lost counts). */
export function resultColumns<T extends ResultCounts>(): CsvColumn<T>[] {
  return [
    { id: 'tests', header: 'Tests', text: (r) => num(r.tests), numeric: true },
    { id: 'won', header: 'Won', text: (r) => `${num(r.won)}${r.awarded_won ? '†' : ''}`, numeric: true },
    { id: 'lost', header: 'Lost', text: (r) => `${num(r.lost)}${r.awarded > r.awarded_won ? '†' : ''}`, numeric: true },
    { id: 'drawn', header: 'Drawn', text: (r) => num(r.drawn), numeric: true },
    { id: 'tied', header: 'Tied', text: (r) => num(r.tied), numeric: true },
    { id: 'win_pct', header: 'Win %', text: (r) => percent(r.win_pct, 1), numeric: true },
  ];
}

export const teamLink = (team: string) => linkTo('/cricket/team/:team', { team: teamSlug(team) });
export const groundLink = (ground: string) => linkTo('/cricket/ground/:ground', { ground: groundSlug(ground) });
export const h2hLink = (team: string, opposition: string) => linkTo('/cricket/head-to-head/:team/:opposition', { team: teamSlug(team), opposition: teamSlug(opposition) });
export const matchLink = (matchId: string) => linkTo('/cricket/match/:matchId', { matchId });
export const playerLink = (slug: string) => linkTo('/cricket/player/:slug', { slug: slug });
export const seriesLink = (slug: string) => linkTo('/cricket/series/:series', { series: slug });

/** "512/7d", "58" (all out), "120/3". */
export const totalText = (t: Pick<TeamTotal, 'runs' | 'wickets' | 'declared'>) => (t.wickets >= 10 ? `${t.runs}` : `${t.runs}/${t.wickets}${t.declared ? 'd' : ''}`);

/**
 * A table of team totals: the total, then its date (the key columns, on a phone's first screen), the teams, the
 * innings and the ground; `withGround` false on a ground's own page (every row is that ground).
 */
export function totalColumns(withTeam: boolean, withGround = true): CsvColumn<TeamTotal>[] {
  return [
    { id: 'total', header: 'Total', text: totalText, href: (r) => matchLink(r.match_id), nowrap: true },
    { id: 'date', header: 'Date', text: (r) => fmtDate(r.start_date), nowrap: true },
    ...(withTeam ? [{ id: 'team', header: 'Team', text: (r: TeamTotal) => r.team, href: (r: TeamTotal) => teamLink(r.team) }] : []),
    { id: 'opposition', header: 'Opposition', text: (r) => r.opposition, href: (r) => teamLink(r.opposition) },
    { id: 'inning', header: 'Inns', text: (r) => String(r.inning), numeric: true },
    ...(withGround ? [{ id: 'ground', header: 'Ground', text: (r: TeamTotal) => r.ground, href: (r: TeamTotal) => groundLink(r.ground) }] : []),
  ];
}

/** A successful chase: its total, the target the file states ("-" where it gives none), overs, then as a total. */
export const chaseColumns: CsvColumn<TeamChase>[] = [
  ...totalColumns(true).slice(0, 1),
  { id: 'target', header: 'Target', text: (r) => (r.target === null ? '-' : num(r.target)), numeric: true },
  { id: 'overs', header: 'Overs', text: (r) => overText(r.balls), numeric: true },
  ...(totalColumns(true).slice(1) as unknown as CsvColumn<TeamChase>[]),
];

export const winColumns: CsvColumn<TeamWin>[] = [
  { id: 'margin', header: 'Margin', text: (r) => r.by.replace(/^by /, ''), href: (r) => matchLink(r.match_id), nowrap: true },
  { id: 'winner', header: 'Winner', text: (r) => r.winner, href: (r) => teamLink(r.winner) },
  { id: 'loser', header: 'Opposition', text: (r) => r.loser, href: (r) => teamLink(r.loser) },
  { id: 'ground', header: 'Ground', text: (r) => r.ground, href: (r) => groundLink(r.ground) },
  { id: 'date', header: 'Date', text: (r) => fmtDate(r.start_date), nowrap: true },
];

export function batterColumns(withTeam: boolean): CsvColumn<LeadingBatter>[] {
  return [
    { id: 'name', header: 'Player', text: (r) => r.name, href: (r) => (r.url_slug ? playerLink(r.url_slug) : null) },
    ...(withTeam ? [{ id: 'team', header: 'Team', text: (r: LeadingBatter) => r.team }] : []),
    { id: 'matches', header: 'Tests', text: (r) => num(r.matches), numeric: true },
    { id: 'innings', header: 'Inns', text: (r) => num(r.innings), numeric: true },
    { id: 'runs', header: 'Runs', text: (r) => num(r.runs), numeric: true },
    { id: 'average', header: 'Avg', text: (r) => avg(r.average), numeric: true },
    { id: 'hundreds', header: '100s', text: (r) => num(r.hundreds), numeric: true },
    { id: 'highest', header: 'HS', text: (r) => num(r.highest), numeric: true },
  ];
}

export function bowlerColumns(withTeam: boolean): CsvColumn<LeadingBowler>[] {
  return [
    { id: 'name', header: 'Player', text: (r) => r.name, href: (r) => (r.url_slug ? playerLink(r.url_slug) : null) },
    ...(withTeam ? [{ id: 'team', header: 'Team', text: (r: LeadingBowler) => r.team }] : []),
    { id: 'matches', header: 'Tests', text: (r) => num(r.matches), numeric: true },
    { id: 'wickets', header: 'Wkts', text: (r) => num(r.wickets), numeric: true },
    { id: 'runs', header: 'Runs', text: (r) => num(r.runs), numeric: true },
    { id: 'average', header: 'Avg', text: (r) => avg(r.average), numeric: true },
    { id: 'best', header: 'Best', text: (r) => r.best, numeric: true },
  ];
}

/** A Test's result from the first team's side ("Won", "Lost †" for the awarded Test), or the outcome. */
const resultWord = (r: TestRow) => (r.result ? `${r.result[0].toUpperCase()}${r.result.slice(1)}${r.awarded ? ' †' : ''}` : r.outcome);

export function testColumns(opts: { result: boolean; series: boolean; number: boolean; pom: boolean }): CsvColumn<TestRow>[] {
  return [
    { id: 'date', header: 'Date', text: (r) => fmtDate(r.start_date), href: (r) => matchLink(r.match_id), nowrap: true },
    ...(opts.number ? [{ id: 'number', header: 'Test', text: (r: TestRow) => (r.match_number === null ? '-' : String(r.match_number)), numeric: true }] : []),
    { id: 'teams', header: 'Match', text: matchTitle },
    ...(opts.result ? [{ id: 'result', header: 'Result', text: resultWord }] : []),
    { id: 'outcome', header: 'Outcome', text: (r) => r.outcome },
    { id: 'ground', header: 'Ground', text: (r) => r.ground, href: (r) => groundLink(r.ground) },
    ...(opts.series ? [{ id: 'series', header: 'Series', text: (r: TestRow) => r.series ?? '-', href: (r: TestRow) => (r.series_slug ? seriesLink(r.series_slug) : null) }] : []),
    ...(opts.pom ? [{ id: 'pom', header: 'Player of the match', text: (r: TestRow) => (r.player_of_match.length ? r.player_of_match.map((p) => p.name).join(', ') : '-') }] : []),
  ];
}
