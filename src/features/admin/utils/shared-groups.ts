import type { AdminGroup } from '../../../../contracts/admin';

/** The groups (not archived) both players belong to: a match between them counts in those groups' standings. */
export function sharedGroups(groups: readonly AdminGroup[], player1Id: number, player2Id: number): AdminGroup[] {
  return groups.filter((g) => !g.archived_at && g.member_ids.includes(player1Id) && g.member_ids.includes(player2Id));
}
