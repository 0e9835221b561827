import { useLeague } from '../api/league-admin-api';
import { sharedGroups } from '../utils/shared-groups';

/**
 * Said before a result is saved (not after): when the two players share no group, the match counts in no group's
 * standings and shows on their player pages only.
 */
export function NoSharedGroupWarning({ player1Id, player2Id }: { player1Id: string; player2Id: string }) {
  const league = useLeague();
  if (!league.data || player1Id === '' || player2Id === '' || player1Id === player2Id) return null;
  if (sharedGroups(league.data.groups, Number(player1Id), Number(player2Id)).length > 0) return null;
  return (
    <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="no-shared-group">
      These two players share no group: the match will count in no group&apos;s standings and show on their player pages only.
    </p>
  );
}
