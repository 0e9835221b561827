/**
 * The table of endpoints declared in contracts/: what the OpenAPI document (GET /api/openapi.json) lists and what
 * the contract tests walk. An area adds its list here, and each endpoint's method and path to
 * contracts/endpoint-paths.ts (the browser's zod-free copy, checked against this table below).
 */
import { adminEndpoints } from './admin';
import { authEndpoints } from './auth';
import { cardEndpoints } from './cards';
import { cricketEndpoints } from './cricket';
import { seasonReadEndpoints } from './forecast';
import { healthEndpoints } from './health';
import { poolEndpoints } from './league';
import { seasonEndpoints } from './season';

export const endpoints = {
  ...healthEndpoints,
  ...cricketEndpoints,
  ...poolEndpoints,
  ...seasonReadEndpoints,
  ...cardEndpoints,
  ...authEndpoints,
  ...adminEndpoints,
  ...seasonEndpoints,
};
export type Endpoints = typeof endpoints;
