/**
 * Every pool league query key, from the general to the specific (TanStack Query's advice), so a prefix names a
 * family: `poolKeys.all` is all league data, `poolKeys.group(ref)` everything about one group (its players,
 * matches, standings, starts, season, analysis, results and pages of matches), `poolKeys.player(id)` everything
 * about one player. Query options take their key from here and nowhere else. A group is named by its url slug or
 * its numeric id; the key holds it as given, as the URL does.
 */
import { slugKey } from '../../common/slug-key';

/** A group's url slug or numeric id. */
export type GroupRef = string | number;

/** A pool match list that pages from the server: every match, one group's or one player's. */
export type PoolMatchList = { kind: 'all' } | { kind: 'group'; groupId: GroupRef } | { kind: 'player'; playerId: string };

const all = ['pool'] as const;
const group = (ref: GroupRef) => [...all, 'group', String(ref)] as const;
const player = (id: string) => [...all, 'player', id] as const;
const forecast = (ref: GroupRef) => [...all, 'forecast', String(ref)] as const;
/** Where a match list's pages sit: under its group or player, so invalidating that one reaches its pages. */
const listPrefix = (list: PoolMatchList) => (list.kind === 'group' ? group(list.groupId) : list.kind === 'player' ? player(list.playerId) : all);

export const poolKeys = {
  all,
  groups: () => [...all, 'groups'] as const,
  league: () => [...all, 'league'] as const,
  players: () => [...all, 'players'] as const,
  group,
  /** One view of one group: its players, whole match list, standings, handicap starts, season, entered results. */
  groupPart: (ref: GroupRef, part: 'players' | 'matches' | 'standings' | 'starts' | 'season' | 'results') => [...group(ref), part] as const,
  /** The group's analysis, computed in the browser from its players and matches (`fingerprint` names their state). */
  groupAnalysis: (ref: GroupRef, fingerprint: string) => [...group(ref), 'analysis', fingerprint] as const,
  player,
  /** One view of one player: the groups, the head-to-head summary, the recent form. */
  playerPart: (id: string, part: 'groups' | 'opponent_summary' | 'recent_form') => [...player(id), part] as const,
  ratingChange: (id: string, night: string | undefined) => [...player(id), 'rating_change', night ?? ''] as const,
  matchesPage: (list: PoolMatchList, pageSize: number, desc: boolean, page: number) => [...listPrefix(list), 'matches-page', pageSize, desc, page] as const,
  cups: () => [...all, 'cups'] as const,
  cup: (slug: string) => [...all, 'cup', slugKey(slug)] as const,
  forecast,
  forecastHistory: (ref: GroupRef) => [...forecast(ref), 'history'] as const,
};
