/**
 * Every cricket query key, from the general to the specific (TanStack Query's advice), so a prefix names a family:
 * `cricketKeys.all` is all cricket data, `cricketKeys.player(slug)` everything about one player, `cricketKeys.match(id)`
 * one Test. Query options take their key from here and nowhere else.
 */
import { DEFAULT_CRICKET_FORMAT, type CricketFormatKey } from '../../../../common/cricket/formats';

const all = ['cricket'] as const;

/** A key in a format: men's Tests keep the key of before; any other format is its last part. */
export const inFormat = <K extends readonly unknown[]>(key: K, fmt: CricketFormatKey): readonly unknown[] => (fmt === DEFAULT_CRICKET_FORMAT ? key : [...key, fmt]);
const player = (slug: string) => [...all, 'player', slug] as const;
const match = (matchId: string) => [...all, 'match', matchId] as const;
const team = (team: string) => [...all, 'team', team] as const;

export const cricketKeys = {
  all,
  coverage: () => [...all, 'coverage'] as const,
  archiveCoverage: () => [...all, 'coverage', 'archive'] as const,
  battingBaseline: () => [...all, 'batting-baseline'] as const,
  players: () => [...all, 'players'] as const,
  playersBowling: () => [...all, 'players', 'bowling'] as const,
  playersFielding: () => [...all, 'players', 'fielding'] as const,
  player,
  /** One view of one player's career: 'detail', 'innings', 'matchups', 'bowling', 'fielding', ... */
  playerPart: (slug: string, part: string) => [...player(slug), part] as const,
  match,
  matchWinProbability: (matchId: string) => [...match(matchId), 'win-probability'] as const,
  matchPlayout: (matchId: string, seq: number) => [...match(matchId), 'playout', seq] as const,
  matches: (query: string, page: number) => [...all, 'matches', query, page] as const,
  matchFilters: () => [...all, 'matches', 'filters'] as const,
  records: (address: string) => [...all, 'records', address] as const,
  recordsFilters: () => [...all, 'records', 'filters'] as const,
  recordsChanges: () => [...all, 'records', 'changes'] as const,
  teams: () => [...all, 'teams'] as const,
  team,
  headToHead: (name: string, opposition: string) => [...team(name), 'against', opposition] as const,
  teamRecords: (filters: readonly unknown[]) => [...all, 'teams', 'records', ...filters] as const,
  seriesList: (name: string | null, year: number | null, page: number) => [...all, 'series', 'list', name, year, page] as const,
  series: (series: string) => [...all, 'series', series] as const,
  grounds: () => [...all, 'grounds'] as const,
  ground: (ground: string) => [...all, 'ground', ground] as const,
  umpires: () => [...all, 'umpires'] as const,
  winProbabilityEvaluation: () => [...all, 'win-probability'] as const,
};
