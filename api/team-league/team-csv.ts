/**
 * A team league's squads as CSV (GET .../squads.csv, POST .../squads-import): one line a squad membership of the
 * current season, `division,team,venue,player,captain,joined_on,left_on` (a team with nobody yet: a line with no
 * player), teams with nobody first, then the memberships in the order the players joined. The export is what the import reads, so a season's teams and squads round-trip.
 *
 * The import applies each line with the set-up's own rules (team-setup.ts: a new team enters the named division,
 * a new venue replaces the old, a player in another team's squad moves by a dated transfer, a leaving date after
 * his last frame), so a file can do nothing the forms cannot. Divisions are named, never created (their format is
 * set on the form). Players are matched by name ignoring case and accents and created when new (a name that can be
 * mistaken for another player's is refused). A membership already present (same team, player and joining date) is
 * left as it is, so importing a file twice changes nothing the second time.
 *
 * The whole file runs in one transaction, each line in its own savepoint: a line that breaks a rule is reported
 * with its line number and reason and changes nothing; a dry run, or a file with any bad line, is rolled back
 * whole, so the report of a dry run is exactly what the import would do.
 */
import type { TeamImportReport } from '../../contracts/team-league-admin';
import { parseCsv, toCsv } from '../../common/csv';
import { checkName, confusableKey, nameKey } from '../../contracts/names';
import type { Db } from '../db/database';
import type { Audit } from '../audit/audited-write';
import { stmt } from '../db/statement-cache';
import { ApiError } from '../lib/errors';
import { addSquadPlayer, createTeam, editSquadPlayer, editTeam } from './team-setup';
import { currentTeamSeason, findLeague, listDivisions, listSquads, listTeams, seasonEntries } from './team-queries';

export const TEAM_CSV_COLUMNS = ['division', 'team', 'venue', 'player', 'captain', 'joined_on', 'left_on'] as const;

/** The current season's teams and squads as the import reads them. */
export function teamSquadsCsv(db: Db, leagueId: number): { csv: string; slug: string } {
  const league = findLeague(db, leagueId);
  if (!league) throw new ApiError(404, 'not_found', `Team league ${leagueId} not found`, 'id');
  const season = currentTeamSeason(db, leagueId);
  const entries = season ? seasonEntries(db, season.id) : new Map<number, number>();
  const squads = season ? listSquads(db, season.id) : [];
  const divisions = listDivisions(db, leagueId);
  const teams = listTeams(db, leagueId);
  const division = new Map(divisions.map((d) => [d.id, d.name]));
  const byId = new Map(teams.map((t) => [t.id, t]));
  // Teams with nobody first, then every membership in the order the players joined, so an import replays the
  // season's transfers in order.
  const rows: (string | null)[][] = teams.filter((t) => entries.has(t.id) && !squads.some((s) => s.team_id === t.id)).map((t) => [division.get(entries.get(t.id)!)!, t.name, t.venue, null, null, null, null]);
  for (const m of [...squads].sort((a, b) => a.joined_on.localeCompare(b.joined_on) || a.id - b.id)) {
    const t = byId.get(m.team_id)!;
    rows.push([division.get(entries.get(t.id)!)!, t.name, t.venue, m.name, m.captain ? 'yes' : 'no', m.joined_on, m.left_on]);
  }
  return { csv: toCsv(TEAM_CSV_COLUMNS, rows), slug: league.url_slug };
}

class RollBack extends Error {}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0', '']);

interface Line {
  line: number;
  division: string;
  team: string;
  venue: string;
  player: string;
  captain: string;
  joined_on: string;
  left_on: string;
}

function readLines(text: string): { lines: Line[]; errors: { line: number; reason: string }[] } {
  const parsed = parseCsv(text, { unescapeFormulas: true });
  if (!parsed.ok) return { lines: [], errors: [{ line: parsed.line, reason: parsed.reason }] };
  const records = parsed.records.filter((r) => r.fields.some((f) => f.trim() !== ''));
  const head = records[0]?.fields.map((f) => f.trim().toLowerCase()) ?? [];
  if (!head.includes('team')) return { lines: [], errors: [{ line: records[0]?.line ?? 1, reason: `the first line names the columns: ${TEAM_CSV_COLUMNS.join(',')}` }] };
  const unknown = head.find((h) => !(TEAM_CSV_COLUMNS as readonly string[]).includes(h));
  if (unknown !== undefined) return { lines: [], errors: [{ line: records[0].line, reason: `unknown column "${unknown}" (the columns: ${TEAM_CSV_COLUMNS.join(',')})` }] };
  const at = (r: string[], c: string) => (head.indexOf(c) >= 0 ? (r[head.indexOf(c)] ?? '').trim() : '');
  return {
    lines: records.slice(1).map((r) => ({ line: r.line, ...(Object.fromEntries(TEAM_CSV_COLUMNS.map((c) => [c, at(r.fields, c)])) as Omit<Line, 'line'>) })),
    errors: [],
  };
}

/** The import: the report, and whether it was written (a commit with no bad line). */
export function importTeamSquads(db: Db, leagueId: number, text: string, dryRun: boolean, audit: Audit): TeamImportReport {
  const league = findLeague(db, leagueId);
  if (!league) throw new ApiError(404, 'not_found', `Team league ${leagueId} not found`, 'id');
  const { lines, errors } = readLines(text);
  const report: TeamImportReport = { dryRun, committed: false, rowsRead: lines.length, teamsToCreate: [], playersToCreate: [], joins: 0, transfers: 0, alreadyPresent: 0, errors };
  if (errors.length) return report;
  const quiet: Audit = () => {};
  try {
    db.transaction(() => {
      for (const l of lines) {
        try {
          db.transaction(() => applyLine(db, league.id, l, report, quiet))();
        } catch (err) {
          if (!(err instanceof ApiError)) throw err;
          report.errors.push({ line: l.line, reason: err.field ? `${columnOf(err.field)}: ${err.message.replace(/^[a-zA-Z]+: /, '')}` : err.message });
        }
      }
      if (dryRun || report.errors.length) throw new RollBack();
      audit({ action: 'team_league_edit', detail: JSON.stringify({ what: 'squads imported', league: league.id, ...report, errors: undefined }) });
    })();
    report.committed = true;
  } catch (err) {
    if (!(err instanceof RollBack)) throw err;
  }
  return report;
}

/** The CSV column a set-up field stands for. */
const columnOf = (field: string) => ({ name: 'team', divisionId: 'division', playerId: 'player', joinedOn: 'joined_on', leftOn: 'left_on' })[field] ?? field;

function playerIdFor(db: Db, name: string, report: TeamImportReport): number {
  const checked = checkName(name);
  if (!checked.ok) throw new ApiError(400, 'validation_error', `player ${checked.reason}`, 'player');
  const all = stmt<{ id: number; name: string }>(db, 'SELECT id, name FROM pool_players').all();
  const same = all.find((p) => nameKey(p.name) === nameKey(checked.name));
  if (same) return same.id;
  const look = all.find((p) => confusableKey(p.name) === confusableKey(checked.name));
  if (look) throw new ApiError(400, 'validation_error', `"${checked.name}" can be mistaken for the player "${look.name}"; use that name or another`, 'player');
  report.playersToCreate.push(checked.name);
  return stmt<{ id: number }>(db, 'INSERT INTO pool_players (name) VALUES (?) RETURNING id').get(checked.name)!.id;
}

function applyLine(db: Db, leagueId: number, l: Line, report: TeamImportReport, audit: Audit): void {
  const division = listDivisions(db, leagueId).find((d) => nameKey(d.name) === nameKey(l.division));
  if (!division) throw new ApiError(400, 'validation_error', `no division named "${l.division}" (add it on the form first)`, 'division');
  if (!l.team) throw new ApiError(400, 'validation_error', 'a line names its team', 'team');
  let team = listTeams(db, leagueId).find((t) => nameKey(t.name) === nameKey(l.team));
  if (!team) {
    createTeam(db, leagueId, { name: l.team, venue: l.venue, divisionId: division.id }, audit);
    team = listTeams(db, leagueId).find((t) => nameKey(t.name) === nameKey(l.team))!;
    report.teamsToCreate.push(team.name);
  } else {
    const season = currentTeamSeason(db, leagueId)!;
    const moved = seasonEntries(db, season.id).get(team.id) !== division.id;
    if (moved || (l.venue && l.venue !== team.venue)) editTeam(db, team.id, { ...(moved ? { divisionId: division.id } : {}), ...(l.venue ? { venue: l.venue } : {}) }, audit);
  }
  if (!l.player) return;
  const captain = l.captain.toLowerCase();
  if (!YES.has(captain) && !NO.has(captain)) throw new ApiError(400, 'validation_error', 'captain is yes or no', 'captain');
  const season = currentTeamSeason(db, leagueId)!;
  const joinedOn = l.joined_on || season.start_date;
  const playerId = playerIdFor(db, l.player, report);
  const squads = listSquads(db, season.id);
  const present = squads.find((s) => s.team_id === team.id && s.player_id === playerId && s.joined_on === joinedOn);
  if (present) {
    report.alreadyPresent++;
    return;
  }
  const elsewhere = squads.some((s) => s.player_id === playerId && s.left_on === null && s.team_id !== team.id);
  addSquadPlayer(db, team.id, { playerId, joinedOn, captain: YES.has(captain) }, audit);
  if (elsewhere) report.transfers++;
  else report.joins++;
  if (l.left_on) {
    const id = listSquads(db, season.id).find((s) => s.team_id === team.id && s.player_id === playerId && s.left_on === null)!.id;
    editSquadPlayer(db, id, { leftOn: l.left_on }, audit);
  }
}
