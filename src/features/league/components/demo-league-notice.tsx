import { useQuery } from '@tanstack/react-query';
import { leagueInfoOptions } from '../../../lib/league-queries';

/**
 * Says, wherever the league is shown, that it is the generated demo league while the league holds it
 * (GET /api/pool/league): made-up players and results, so a visitor does not read them as a real league's. Gone once
 * the admin removes the demo. Rendered on the server with the page (every pool page's loader fetches the answer).
 */
export function DemoLeagueNotice() {
  const info = useQuery(leagueInfoOptions());
  if (!info.data?.demo) return null;
  return (
    <p className="mt-3 max-w-3xl rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950" role="note" data-testid="demo-league-notice">
      <strong>Demo league.</strong> The players, groups and results here are generated to show how the pages work; they
      are not a real league&apos;s. The league&apos;s admin replaces them with real results.
    </p>
  );
}
