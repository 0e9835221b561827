import { Redirect, useSearch } from 'wouter';
import { useAuthStore } from '../../lib/auth-token';
import { usePageMeta } from '../../lib/page-meta';
import { linkTo } from '../../../contracts/route-manifest';
import { usePlayerDetail } from './api/get-player-detail';
import { usePlayerInnings } from './api/get-player-innings';

/** The fixed player the debug page dumps (override with ?slug=). */
export const DEBUG_PLAYER_SLUG = 'je-root';

/**
 * The admin's cricket data dump (/admin/cricket-data, noindex, signed-in only as every admin page: without the
 * admin's token the visitor goes to the sign-in): raw player detail and innings for one player, plus failed
 * queries' messages.
 */
export default function CricketDebugPage() {
  const token = useAuthStore((s) => s.token);
  if (!token) return <Redirect to={linkTo('/login')} replace />;
  return <CricketDataDump />;
}

function CricketDataDump() {
  const params = new URLSearchParams(useSearch());
  const slug = (params.get('slug') || DEBUG_PLAYER_SLUG).toLowerCase();
  usePageMeta({ title: `Cricket debug: ${slug}`, noindex: true });
  const detail = usePlayerDetail(slug);
  const innings = usePlayerInnings(slug);
  const errors = [detail.error, innings.error].filter((e): e is Error => e instanceof Error);
  return (
    <div className="page">
      <h1 className="text-2xl font-bold">Cricket data debug: {slug}</h1>
      <h2 className="mt-6 font-semibold">Failed queries</h2>
      {errors.length ? (
        <ul className="list-disc pl-6 text-red-800" data-testid="debug-errors">
          {errors.map((e, i) => (
            <li key={i}>{e.message}</li>
          ))}
        </ul>
      ) : (
        <p>None</p>
      )}
      <h2 className="mt-6 font-semibold">player_detail</h2>
      <pre className="mt-2 max-h-96 overflow-auto rounded bg-slate-100 p-3 text-xs">{detail.isPending ? 'Loading...' : JSON.stringify(detail.data ?? null, null, 2)}</pre>
      <h2 className="mt-6 font-semibold">player_inning</h2>
      <pre className="mt-2 max-h-96 overflow-auto rounded bg-slate-100 p-3 text-xs">{innings.isPending ? 'Loading...' : JSON.stringify(innings.data ?? null, null, 2)}</pre>
    </div>
  );
}
