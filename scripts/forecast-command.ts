/**
 * `npm run sim -- forecast --group banff --sims 10000 --seed S`: the season forecast of a group
 * from DATABASE_PATH, as JSON. The input is read through the site's own API route
 * (`GET /api/pool/forecast/{group}`, in-process with `app.request`), so the command feeds the engine exactly
 * the object the page fetches, and the page and the command print the same numbers for the same seed.
 */
import type { ForecastAnswer, ForecastCommandOutput } from '../contracts/forecast';
import { runForecast } from '../workers/season-forecast/summary';
import type { ForecastInput } from '../workers/season-forecast/types';

/** The command's JSON from a forecast input (pure; the page's numbers come from the same engine). */
export function forecastCommandOutput(group: string, input: ForecastInput, sims: number, seed: string): ForecastCommandOutput {
  const summary = runForecast({ input, seed, sims });
  return { group, sims: summary.sims, seed, players: summary.players };
}

export class ForecastLoadError extends Error {}

/** Reads the forecast input of `group` from the database, through the API route the page uses. */
export async function loadForecastInput(group: string, databasePath?: string): Promise<ForecastInput> {
  const [{ openDatabase }, { createApp }] = await Promise.all([import('../api/db/database'), import('../api/app')]);
  const db = openDatabase(databasePath);
  try {
    const app = createApp({ db });
    const res = await app.request(`http://localhost/api/pool/forecast/${encodeURIComponent(group)}`);
    const body = (await res.json().catch(() => null)) as (ForecastAnswer & { error?: string | { message?: string } }) | null;
    if (res.status === 404) throw new ForecastLoadError(`No group "${group}" with a forecast (${typeof body?.error === 'string' ? body.error : (body?.error?.message ?? 'not found')})`);
    if (!res.ok || !body?.data) throw new ForecastLoadError(`The forecast API answered ${res.status}`);
    return body.data;
  } finally {
    db.close();
  }
}
