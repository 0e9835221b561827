/**
 * The table of endpoints declared in contracts/: what the OpenAPI document (GET /api/openapi.json) lists and what
 * the contract tests walk. An area adds its list here, and each endpoint's method and path to
 * contracts/endpoint-paths.ts, the one place they are written (plain data the browser reads); each declaration
 * spreads its entry, and the check below keeps the two tables naming the same endpoints with the same method and path.
 */
import { adminEndpoints } from './admin';
import { adminImportExportEndpoints } from './admin-import-export';
import { authEndpoints } from './auth';
import { cardEndpoints } from './cards';
import { cricketEndpoints } from './cricket-endpoints';
import { endpointPaths } from './endpoint-paths';
import { seasonReadEndpoints } from './forecast';
import { healthEndpoints } from './health';
import { poolEndpoints } from './league';
import { playerEndpoints } from './player';
import { playerAdminEndpoints } from './player-admin';
import { seasonEndpoints } from './season';
import { cupEndpoints } from './cup';
import { handicapEndpoints } from './handicap';
import { teamLeagueEndpoints } from './team-league';
import { teamLeagueAdminEndpoints } from './team-league-admin';
import { teamRearrangementEndpoints } from './team-rearrangements';

export const endpoints = {
  ...healthEndpoints,
  ...cricketEndpoints,
  ...poolEndpoints,
  ...seasonReadEndpoints,
  ...cardEndpoints,
  ...authEndpoints,
  ...adminEndpoints,
  ...adminImportExportEndpoints,
  ...seasonEndpoints,
  ...playerAdminEndpoints,
  ...playerEndpoints,
  ...cupEndpoints,
  ...handicapEndpoints,
  ...teamLeagueEndpoints,
  ...teamLeagueAdminEndpoints,
  ...teamRearrangementEndpoints,
};
export type Endpoints = typeof endpoints;

/** Each endpoint's method and path, as `[method, path]`. */
type Routes<T> = { -readonly [K in keyof T]: T[K] extends { method: infer M; path: infer P } ? [M, P] : never };
// The table names exactly the declared endpoints, each with its declared method and path (a declaration spreading
// another endpoint's entry fails here).
const tableRoutes: Routes<Endpoints> = null as unknown as Routes<typeof endpointPaths>;
const pathRoutes: Routes<typeof endpointPaths> = null as unknown as Routes<Endpoints>;
void [tableRoutes, pathRoutes];
