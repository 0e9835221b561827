/**
 * The table of endpoints declared in contracts/: what the OpenAPI document (GET /api/openapi.json) lists and what
 * the contract tests walk. An area adds its list here.
 */
import { cricketEndpoints } from './cricket';
import { forecastEndpoints } from './forecast';
import { healthEndpoints } from './health';
import { poolEndpoints } from './league';

export const endpoints = { ...healthEndpoints, ...cricketEndpoints, ...poolEndpoints, ...forecastEndpoints };
export type Endpoints = typeof endpoints;
