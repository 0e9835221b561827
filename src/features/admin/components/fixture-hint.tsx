import { useQueries } from '@tanstack/react-query';
import { groupSeasonOptions } from '../../../lib/league-queries';
import { formatDate } from '../../../lib/format-date';
import { useLeague } from '../api/league-admin-api';
import { sharedGroups } from '../utils/shared-groups';
import { fixtureHint } from '../utils/fixture-hint';

/**
 * Said before a result is saved: which fixture of the current season of each group the two players share it will
 * fill, or that it fills none and why (their next fixture is dated after the result; a result counts for a fixture
 * only on or after its date), so a result that counts for no fixture or season table is never a surprise.
 */
export function FixtureHintLine({ player1Id, player2Id, date }: { player1Id: string; player2Id: string; date: string }) {
  const league = useLeague();
  const ready = !!league.data && player1Id !== '' && player2Id !== '' && player1Id !== player2Id && /^\d{4}-\d{2}-\d{2}$/.test(date);
  const groups = ready ? sharedGroups(league.data!.groups, Number(player1Id), Number(player2Id)) : [];
  const seasons = useQueries({
    queries: groups.map((g) => groupSeasonOptions(g.url_slug)),
  });
  if (!ready || groups.length === 0) return null;
  const lines = groups.flatMap((g, i) => {
    const s = seasons[i]?.data;
    if (!s?.season) return [];
    const hint = fixtureHint(s.fixtures, Number(player1Id), Number(player2Id), date);
    const where = `${g.name}, ${s.season.name}`;
    if (hint.kind === 'fills') return [`It fills their fixture of ${formatDate(hint.fixture.date)} (${where}) and counts in that season's table.`];
    if (hint.kind === 'before')
      return [
        `It fills no fixture of ${where}: their next fixture there is on ${formatDate(hint.fixture.date)}, after this result's date, and a result counts for a fixture only on or after its date. It still counts for the ratings.`,
      ];
    return [`They have no fixture left to play in ${where}: the result counts for the ratings, not the season's table.`];
  });
  if (lines.length === 0) return null;
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800" aria-live="polite" data-testid="fixture-hint">
      {lines.map((l) => (
        <p key={l}>{l}</p>
      ))}
    </div>
  );
}
