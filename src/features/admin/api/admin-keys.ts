/**
 * Every admin query key, from the general to the specific (TanStack Query's advice), so a prefix names a family:
 * `adminKeys.all` is everything the admin area read (removed on sign-out), `adminKeys.matches()` every match list
 * (the filtered pages and the deleted ones), `adminKeys.seasons()` the season list and each season, and
 * `adminKeys.player(id)` one player's access. Query options take their key from here and nowhere else.
 */
const all = ['admin'] as const;
const matches = () => [...all, 'matches'] as const;
const seasons = () => [...all, 'seasons'] as const;
const player = (id: number) => [...all, 'player', id] as const;

export const adminKeys = {
  all,
  /** The league's players and groups as the admin manages them. */
  league: () => [...all, 'league'] as const,
  matches,
  /** One page of the matches list under its filters (the filters object is part of the key). */
  matchList: (filters: object) => [...matches(), 'list', filters] as const,
  deletedMatches: () => [...matches(), 'deleted'] as const,
  audit: () => [...all, 'audit'] as const,
  seasons,
  season: (id: number) => [...seasons(), id] as const,
  player,
  playerAccess: (id: number) => [...player(id), 'access'] as const,
  pendingResults: () => [...all, 'pending-results'] as const,
  /** A team league's set-up (divisions, teams, squads). */
  teamSetup: (id: number) => [...all, 'team-setup', id] as const,
  /** A team league's rearrangements this season. */
  teamRearrangements: (id: number) => [...all, 'team-rearrangements', id] as const,
  /** A sign-in link's token being checked. */
  verify: (token: string) => [...all, 'verify', token] as const,
};
