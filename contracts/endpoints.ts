/**
 * The table of endpoints declared in contracts/: what the OpenAPI document (GET /api/openapi.json) lists and what
 * the contract tests walk. An area adds its list here.
 */
import { cricketEndpoints } from './cricket';
import { poolEndpoints } from './league';

export const endpoints = { ...cricketEndpoints, ...poolEndpoints };
export type Endpoints = typeof endpoints;
